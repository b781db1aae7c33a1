import type { Translations } from "#domain/locale";

/** An article page's own words around the post (the post is the admin's). */
export const articleTexts: Translations<{
  home: string;
  blogs: string;
  breadcrumb: string;
  minutesRead: (minutes: string) => string;
  by: (author: string) => string;
  furtherReading: string;
  opensInNewTab: string;
  ctaHeading: string;
  ctaLead: (companyName: string) => string;
  contactUs: string;
  moreArticles: string;
  previous: string;
  next: string;
}> = {
  en: {
    home: "Home",
    blogs: "Blogs",
    breadcrumb: "Breadcrumb",
    minutesRead: (minutes) => `${minutes} min read`,
    by: (author) => `By ${author}`,
    furtherReading: "Further reading:",
    opensInNewTab: " (opens in a new tab)",
    ctaHeading: "Need help with this?",
    ctaLead: (companyName) => `Tell ${companyName} about your business: we reply within one working day.`,
    contactUs: "Contact Us",
    moreArticles: "More articles",
    previous: "Previous article",
    next: "Next article",
  },
  bn: {
    home: "হোম",
    blogs: "ব্লগ",
    breadcrumb: "আপনি এখানে আছেন",
    minutesRead: (minutes) => `পড়তে ${minutes} মিনিট`,
    by: (author) => `লিখেছেন ${author}`,
    furtherReading: "আরও পড়তে পারেন:",
    opensInNewTab: " (নতুন ট্যাবে খুলবে)",
    ctaHeading: "এ বিষয়ে সাহায্য লাগবে?",
    ctaLead: (companyName) => `আপনার ব্যবসার কথা ${companyName}-কে জানান: এক কর্মদিবসের মধ্যেই আমরা উত্তর দিই।`,
    contactUs: "যোগাযোগ করুন",
    moreArticles: "আরও আর্টিকেল",
    previous: "আগের আর্টিকেল",
    next: "পরের আর্টিকেল",
  },
};
