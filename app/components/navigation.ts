import { serviceLink, serviceNames } from "../../domain/catalog/service-names";

/** Header entries of spec §2 (the Services entry opens the dropdown of the eight service pages). */
export const headerLinks = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Blogs", to: "/blogs" },
  { label: "Contact Us", to: "/contact" },
] as const;

export const serviceLinks = serviceNames.map((s) => ({ label: s.title, to: serviceLink(s.slug) }));

/** Footer quick links of spec §2. */
export const quickLinks = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Blogs", to: "/blogs" },
  { label: "Contact", to: "/contact" },
] as const;

export function isServicesPath(pathname: string): boolean {
  return pathname.startsWith("/services");
}

/** Spec §2: header and footer are hidden on any path containing login or signup. */
export function hidesSiteChrome(pathname: string): boolean {
  return pathname.includes("login") || pathname.includes("signup");
}

/** The dashboard's pages (issue 22: they end with the compact footer). */
export function isDashboardPath(pathname: string): boolean {
  return pathname === "/dashboard" || pathname.startsWith("/dashboard/");
}
