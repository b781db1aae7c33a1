import { serviceLink, serviceNames } from "#domain/catalog/service-names";
import { englishPath, type Locale } from "#domain/locale";
import type { chromeTexts } from "../i18n/chrome";

type ChromeTexts = (typeof chromeTexts)[Locale];

/** Header entries of spec §2 (the Services entry opens the dropdown of the eight service pages). */
export const headerLinks = (t: ChromeTexts) => [
  { label: t.home, to: "/" },
  { label: t.aboutUs, to: "/about" },
  { label: t.services, to: "/services" },
  { label: t.blogs, to: "/blogs" },
  { label: t.contactUs, to: "/contact" },
];

/** The eight service pages, named in the page's language. */
export const serviceLinks = (locale: Locale) =>
  serviceNames.map((s) => ({ label: locale === "bn" ? s.titleBn : s.title, to: serviceLink(s.slug) }));

/** Footer quick links of spec §2. */
export const quickLinks = (t: ChromeTexts) => [
  { label: t.home, to: "/" },
  { label: t.about, to: "/about" },
  { label: t.blogs, to: "/blogs" },
  { label: t.contact, to: "/contact" },
];

/** Whether the page at `pathname` (in either language) is under /services. */
export function isServicesPath(pathname: string): boolean {
  return englishPath(pathname).startsWith("/services");
}

/** Spec §2: header and footer are hidden on any path containing login or signup. */
export function hidesSiteChrome(pathname: string): boolean {
  return pathname.includes("login") || pathname.includes("signup");
}

/** The dashboard's pages (issue 22: they end with the compact footer). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname.startsWith("/dashboard/");
}
