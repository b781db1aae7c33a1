import { describe, expect, it } from "vitest";
import { plansByService } from "./catalog/plans";
import { services } from "./catalog/services";
import { defaultSiteSettings, publicSettings } from "./site-details";
import { blogPosting, breadcrumbList, localBusiness, serviceOffers } from "./structured-data";

const URL_ = "https://www.example.com";
const site = publicSettings(defaultSiteSettings);
/** As a page carries it: JSON text, parsed back. */
const roundTrip = (value: object) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

describe("structured data (schema.org JSON-LD)", () => {
  it("LocalBusiness: name, address, phone, map, hours and profiles from the site settings", () => {
    const business = roundTrip(localBusiness(URL_, site));
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Skyline IT Solutions",
      telephone: "+880 1712-345678",
      email: "hello@skylineit.com.bd",
      url: "https://www.example.com/",
      // The country as its ISO 3166-1 code, as search engines ask; the settings hold its name.
      address: {
        "@type": "PostalAddress",
        streetAddress: "House 12, Road 7, Sector 4",
        addressLocality: "Uttara, Dhaka",
        postalCode: "1230",
        addressCountry: "BD",
      },
      geo: { "@type": "GeoCoordinates", latitude: 23.8616, longitude: 90.4003 },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Saturday", "Sunday"].map(
            (day) => `https://schema.org/${day}`,
          ),
          opens: "09:00",
          closes: "18:00",
        },
      ],
      sameAs: [defaultSiteSettings.facebook, defaultSiteSettings.linkedin],
      // From the cheapest plan to the dearest of spec §9's 24 (Graphic Design Basic $199, App Development Premium $2499).
      priceRange: "$199-$2499",
    });
    expect(business.hasMap).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(roundTrip(localBusiness(URL_, { ...site, facebook: "", linkedin: "" })).sameAs).toEqual([]);
    const countryOf = (country: string) =>
      (roundTrip(localBusiness(URL_, { ...site, country })).address as { addressCountry: string }).addressCountry;
    expect([
      countryOf("India"),
      countryOf(" bangladesh "),
      countryOf("bd"),
      countryOf("United Kingdom"),
      countryOf("UK"),
    ]).toEqual(["IN", "BD", "BD", "GB", "GB"]);
    // A name that is no country's is kept as written (schema.org takes text too), never guessed.
    expect(countryOf("Bangla Desh")).toBe("Bangla Desh");
    // Without coordinates there is no geo at all (never a made-up one).
    expect(roundTrip(localBusiness(URL_, { ...site, coordinates: "" }))).not.toHaveProperty("geo");
  });

  it("LocalBusiness on a Bangla page: the admin's Bangla blurb and address where written, the English elsewhere (issue 26)", () => {
    const bn = { ...site.bn, blurb: "উত্তরার আইটি প্রতিষ্ঠান।", street: "বাড়ি ১২, রোড ৭", area: "", city: "ঢাকা ১২৩০" };
    const business = roundTrip(localBusiness(URL_, { ...site, bn }, "bn"));
    expect(business).toMatchObject({
      description: "উত্তরার আইটি প্রতিষ্ঠান।",
      // The area has no Bangla: its English stays; the postcode and the country stay data.
      address: {
        streetAddress: "বাড়ি ১২, রোড ৭",
        addressLocality: "Uttara, ঢাকা",
        postalCode: "1230",
        addressCountry: "BD",
      },
    });
    expect(roundTrip(localBusiness(URL_, { ...site, bn }, "en"))).toMatchObject({
      description: site.blurb,
      address: { streetAddress: site.street, addressLocality: "Uttara, Dhaka" },
    });
  });

  it("Service in Bangla (issue 26): the service and its offers in Bangla, its Bangla address, inLanguage bn; the prices as in English", () => {
    const [service] = services;
    const plans = plansByService[service!.slug];
    const bangla = roundTrip(serviceOffers(URL_, site, service!, plans, "bn")) as {
      name: string;
      url: string;
      inLanguage: string;
      offers: Array<{ name: string; price: string; description: string }>;
    };
    expect(bangla).toMatchObject({ name: service!.bn.title, url: `${URL_}/bn${service!.link}`, inLanguage: "bn" });
    expect(bangla.offers.map((offer) => offer.price)).toEqual(plans.map((plan) => plan.price.toFixed(2)));
    expect(bangla.offers[0]!.name).toBe(`${service!.bn.title} — ${plans[0]!.bn.title}`);
    expect(bangla.offers[0]!.description).toBe(`ডেলিভারি: ${plans[0]!.bn.delivery}`);
    expect(roundTrip(serviceOffers(URL_, site, service!, plans))).toMatchObject({ inLanguage: "en" });
  });

  it("Service: one Offer per plan in USD, the spec's 24 prices across the 8 services", () => {
    const prices = services.flatMap((service) => {
      const data = roundTrip(serviceOffers(URL_, site, service, plansByService[service.slug])) as {
        "@type": string;
        name: string;
        provider: { name: string };
        offers: Array<{ "@type": string; price: string; priceCurrency: string }>;
      };
      expect(data).toMatchObject({
        "@type": "Service",
        name: service.title,
        url: `${URL_}${service.link}`,
        provider: { "@type": "LocalBusiness", name: site.companyName },
      });
      expect(data.offers.every((offer) => offer["@type"] === "Offer" && offer.priceCurrency === "USD")).toBe(true);
      return data.offers.map((offer) => Number(offer.price));
    });
    expect(prices).toHaveLength(24);
    expect(prices).toEqual(services.flatMap((service) => plansByService[service.slug].map((plan) => plan.price)));
  });

  const post = {
    _id: "7",
    title: "Title",
    description: "About it.",
    image: "/media/7.webp",
    tag: "SEO",
    link: null,
    email: "a@b.c",
    createdAt: "2026-11-01T04:00:00.000Z",
    updatedAt: "2026-11-02T04:00:00.000Z",
    slug: "title",
    hasArticle: true,
    bn: { title: "", description: "", tag: "" },
  };
  /** The post as its English page shows it. */
  const article = { ...post, wordCount: 700, inLanguage: "en" as const };

  it("BlogPosting on a Bangla page: the Bangla address, the language its article is written in, the picture (issue 39 item 11)", () => {
    const bangla = { ...article, title: "শিরোনাম", authorName: null, inLanguage: "bn" as const };
    expect(roundTrip(blogPosting(URL_, site, bangla, "bn"))).toMatchObject({
      headline: "শিরোনাম",
      inLanguage: "bn",
      image: { url: "https://www.example.com/blogs/title/social.jpg", width: 1200, height: 630 },
      url: "https://www.example.com/bn/blogs/title",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.example.com/bn/blogs/title" },
    });
    // A post with no Bangla article, on its Bangla page: the page's address, the article's language.
    expect(roundTrip(blogPosting(URL_, site, { ...article, authorName: null }, "bn"))).toMatchObject({
      inLanguage: "en",
      url: "https://www.example.com/bn/blogs/title",
    });
    // A picture on another site is not cropped: the site's picture, as the link preview shows.
    expect(
      roundTrip(blogPosting(URL_, site, { ...bangla, image: "https://cdn.example.com/a.jpg" }, "bn")).image,
    ).toEqual({ "@type": "ImageObject", url: "https://www.example.com/og-image.png", width: 1200, height: 630 });
  });

  it("BlogPosting: a post written by the company has the company as its author, an Organization with its address", () => {
    const posting = roundTrip(blogPosting(URL_, site, { ...article, authorName: null }, "en"));
    expect(posting.author).toEqual({
      "@type": "Organization",
      "@id": "https://www.example.com/#business",
      name: "Skyline IT Solutions",
      url: "https://www.example.com/",
    });
  });

  it("BlogPosting and BreadcrumbList of an article", () => {
    expect(roundTrip(blogPosting(URL_, site, { ...article, authorName: "Nadia" }, "en"))).toMatchObject({
      "@type": "BlogPosting",
      headline: "Title",
      inLanguage: "en",
      // The picture of its link preview, 1200×630 (the server crops the post's own picture to it).
      image: {
        "@type": "ImageObject",
        url: "https://www.example.com/blogs/title/social.jpg",
        width: 1200,
        height: 630,
      },
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      author: { "@type": "Person", name: "Nadia" },
      publisher: { "@type": "Organization", name: site.companyName },
      url: "https://www.example.com/blogs/title",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.example.com/blogs/title" },
    });
    expect(
      roundTrip(
        breadcrumbList(URL_, [
          { name: "Home", path: "/" },
          { name: "Blogs", path: "/blogs" },
        ]),
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2, name: "Blogs", item: "https://www.example.com/blogs" },
      ],
    });
  });
});
