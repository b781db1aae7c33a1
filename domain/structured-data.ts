import type { Blog } from "./content";
import { formatPrice, plansByService } from "./catalog/plans";
import type { Plan, ServiceCard } from "./catalog/types";
import {
  countryCode,
  mapLinkUrl,
  parseCoordinates,
  placeName,
  type PublicSiteSettings,
  siteWords,
} from "./site-details";
import { articleSocialImage, SITE_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE } from "./social-image";
import { type Locale, localizedPath } from "./locale";
import { planIn, serviceIn } from "./catalog/localized";

/** An offer's delivery time, as the plan card says it. */
const OFFER_DELIVERY: Record<Locale, string> = { en: "Delivery", bn: "ডেলিভারি" };

/** schema.org objects for JSON-LD (decision 0026): built from the site settings and the content, never typed in by hand. */

const absolute = (publicUrl: string, pathOrUrl: string) =>
  pathOrUrl.startsWith("/") ? `${publicUrl}${pathOrUrl}` : pathOrUrl;

/** A trail of pages from the home page down, e.g. Home › Blogs › an article. */
export function breadcrumbList(publicUrl: string, trail: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: absolute(publicUrl, step.path),
    })),
  };
}

/** The company as an author or publisher: the business every public page describes (`@id`), at its home page. */
const company = (publicUrl: string, site: PublicSiteSettings) => ({
  "@type": "Organization",
  "@id": businessId(publicUrl),
  name: site.companyName,
  url: `${publicUrl}/`,
});

const businessId = (publicUrl: string) => `${publicUrl}/#business`;

/**
 * The page itself, in its language (issue 26: `inLanguage`), about the company; its other-language
 * twin is named as a translation (`workTranslation` / `translationOfWork`).
 */
export function webPage(publicUrl: string, path: string, locale: Locale) {
  const other = locale === "bn" ? "en" : "bn";
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${publicUrl}${path}`,
    url: `${publicUrl}${path}`,
    inLanguage: locale,
    about: { "@id": businessId(publicUrl) },
    [locale === "en" ? "workTranslation" : "translationOfWork"]: {
      "@type": "WebPage",
      "@id": `${publicUrl}${localizedPath(path, other)}`,
      inLanguage: other,
    },
  };
}

/**
 * An article on the site, published by the company, on its page in `locale` (`/blogs/<slug>` or
 * `/bn/blogs/<slug>`, issue 39 item 11): its texts as that page shows them, `inLanguage` the language
 * they are written in (`en` on a Bangla page whose post has no Bangla article), and the picture of its
 * link preview (1200×630) as the image. `authorName` is the admin who wrote it, null when the company did.
 */
export function blogPosting(
  publicUrl: string,
  site: PublicSiteSettings,
  post: Blog & { authorName: string | null; wordCount: number; inLanguage: Locale },
  locale: Locale,
) {
  const url = `${publicUrl}${localizedPath(`/blogs/${post.slug}`, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    inLanguage: post.inLanguage,
    image: {
      "@type": "ImageObject",
      url: absolute(publicUrl, articleSocialImage(site, post, locale).path),
      ...SOCIAL_IMAGE_SIZE,
    },
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: post.authorName ? { "@type": "Person", name: post.authorName } : company(publicUrl, site),
    publisher: {
      ...company(publicUrl, site),
      logo: { "@type": "ImageObject", url: `${publicUrl}/images/logo-mark.svg` },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    wordCount: post.wordCount,
    ...(post.tag ? { keywords: post.tag } : {}),
  };
}

/** The cheapest and the dearest of a set of plans' prices. */
export interface PriceSpan {
  lowest: number;
  highest: number;
}

/** The span of the plans' prices (the site's: the owner's edits laid over the catalogue). */
export function priceSpan(plans: Iterable<readonly Plan[]>): PriceSpan {
  const prices = [...plans].flatMap((service) => service.map((plan) => plan.price));
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}

/** The catalogue's span (spec §9). */
const CATALOGUE_PRICES = priceSpan(Object.values(plansByService));

/** The company as a local business, on every public page (values from the site settings). */
export function localBusiness(
  publicUrl: string,
  site: PublicSiteSettings,
  locale: Locale = "en",
  prices: PriceSpan = CATALOGUE_PRICES,
) {
  const postcode = /\s*(\d[\d-]*)$/.exec(site.city)?.[1];
  // A Bangla page's words are the admin's Bangla ones where there are (issue 26); the rest stays data.
  const words = siteWords(site, locale);
  const geo = parseCoordinates(site.coordinates);
  const { days, opens, closes } = site.openingHours;
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId(publicUrl),
    name: site.companyName,
    description: words.blurb.text,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/images/logo-mark.svg`,
    image: `${publicUrl}${SITE_SOCIAL_IMAGE}`,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: words.street.text,
      addressLocality: placeName({ area: words.area.text, city: words.city.text }),
      ...(postcode ? { postalCode: postcode } : {}),
      // Search engines ask for the ISO 3166-1 code ("BD"); a name that is no country's is kept as written.
      addressCountry: countryCode(site.country) ?? site.country,
    },
    ...(geo ? { geo: { "@type": "GeoCoordinates", latitude: geo.latitude, longitude: geo.longitude } } : {}),
    hasMap: mapLinkUrl(site.mapLocation),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: days.map((day) => `https://schema.org/${day}`),
        opens,
        closes,
      },
    ],
    sameAs: [site.facebook, site.linkedin].filter(Boolean),
    priceRange: `${formatPrice(prices.lowest, "en", site.currency)}-${formatPrice(prices.highest, "en", site.currency)}`,
  };
}

/** A service page: the service, offered by the company, with one Offer per plan (spec §9 prices, in the settings' currency). */
export function serviceOffers(
  publicUrl: string,
  site: PublicSiteSettings,
  english: ServiceCard,
  plans: readonly Plan[],
  locale: Locale = "en",
) {
  const service = serviceIn(english, locale);
  const url = `${publicUrl}${localizedPath(service.link, locale)}`;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url,
    inLanguage: locale,
    serviceType: service.title,
    areaServed: site.country,
    provider: { "@type": "LocalBusiness", "@id": businessId(publicUrl), name: site.companyName },
    offers: plans.map((englishPlan) => {
      const plan = planIn(englishPlan, locale);
      return {
        "@type": "Offer",
        name: `${service.title} — ${plan.title}`,
        price: plan.price.toFixed(2),
        priceCurrency: site.currency,
        description: `${OFFER_DELIVERY[locale]}: ${plan.delivery}`,
        url,
        availability: "https://schema.org/InStock",
      };
    }),
  };
}
