/**
 * The company's name, contact details and social links: the one place to change them.
 * Everything here is public and shown on the site.
 */
export const siteConfig = {
  companyName: "Skyline IT Solutions",
  shortName: "Skyline IT",
  tagline: "IT services in Uttara, Dhaka",
  blurb:
    "Skyline IT Solutions builds websites, online shops, mobile apps and marketing that help businesses in Bangladesh and abroad grow — from our office in Uttara, Dhaka.",
  contact: {
    phone: "+880 1712-345678",
    /** The phone number as a tel: link target (no spaces or dashes). */
    phoneHref: "tel:+8801712345678",
    email: "hello@skylineit.com.bd",
    address: {
      street: "House 12, Road 7, Sector 4",
      area: "Uttara",
      city: "Dhaka 1230",
      country: "Bangladesh",
    },
    officeHours: "Saturday – Thursday, 9:00 am – 6:00 pm",
  },
  social: {
    facebook: "https://www.facebook.com/skylineitbd",
    linkedin: "https://www.linkedin.com/company/skylineitbd",
  },
  /** The home hero's video (YouTube embed URL), loaded only when the visitor presses play. */
  heroVideoUrl: "https://www.youtube-nocookie.com/embed/Sk4yL1nE9iT",
  /** Google Maps embed, loaded only after the visitor asks for it (click-to-load facade). */
  mapEmbedUrl: "https://www.google.com/maps?q=Sector+4,+Uttara,+Dhaka+1230&output=embed",
  mapLinkUrl: "https://www.google.com/maps/search/?api=1&query=Sector+4,+Uttara,+Dhaka+1230",
} as const;

export function formatAddress(separator = ", "): string {
  const { street, area, city, country } = siteConfig.contact.address;
  return [street, area, city, country].join(separator);
}
