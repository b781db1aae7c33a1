import { defaultSiteSettings, type SiteSettings } from "#domain/site-details";

/** A renamed company's own details and figures: nothing of the demo company's is left (issue 22). */
export const OWNER_DETAILS: SiteSettings = {
  ...defaultSiteSettings,
  companyName: "Uttara Web Works Ltd.",
  shortName: "Uttara Web",
  blurb: "Websites and online shops for businesses in Uttara.",
  phone: "+880 1811-000111",
  email: "hello@uttaraweb.example",
  street: "House 3, Road 14",
  facebook: "",
  linkedin: "",
  heroVideoUrl: "https://www.youtube.com/embed/M7lc1UVf-VE",
  contactInbox: "sales@uttaraweb.example",
  stats: [
    { value: "120+", label: "Happy customers" },
    { value: "3", label: "Awards" },
    { value: "97%", label: "Satisfaction" },
    { value: "150+", label: "Projects" },
  ],
};
