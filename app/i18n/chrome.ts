import type { Translations } from "#domain/locale";

/**
 * The header's, footer's and error pages' fixed texts. English keeps the spec's words exactly;
 * Bangla is written for the site's readers in Dhaka, in the voice of docs/bangla-glossary.md.
 */
export const chromeTexts: Translations<{
  home: string;
  aboutUs: string;
  about: string;
  services: string;
  blogs: string;
  contactUs: string;
  contact: string;
  dashboard: string;
  login: string;
  profile: string;
  servicesPages: string;
  openMenu: string;
  closeMenu: string;
  skipToContent: string;
  mainNavigation: string;
  mobileNavigation: string;
  homeOf: (companyName: string) => string;
  quickLinks: string;
  socialLinks: string;
  emailUs: string;
  whatsapp: string;
  allRightsReserved: string;
  /** The full stop after the company's name before allRightsReserved. */
  fullStop: "." | "।";
  /** The switch to the other language: its name in that language. */
  otherLanguage: string;
  otherLanguageLabel: string;
}> = {
  en: {
    home: "Home",
    aboutUs: "About Us",
    about: "About",
    services: "Services",
    blogs: "Blogs",
    contactUs: "Contact Us",
    contact: "Contact",
    dashboard: "Dashboard",
    login: "Login",
    profile: "Profile",
    servicesPages: "Services pages",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    mainNavigation: "Main",
    mobileNavigation: "Mobile",
    homeOf: (companyName) => `${companyName} — Home`,
    quickLinks: "Quick Links",
    socialLinks: "Social links",
    emailUs: "Email us",
    whatsapp: "WhatsApp",
    allRightsReserved: "All rights reserved.",
    fullStop: ".",
    otherLanguage: "বাংলা",
    otherLanguageLabel: "এই পাতাটি বাংলায় পড়ুন",
  },
  bn: {
    home: "হোম",
    aboutUs: "আমাদের সম্পর্কে",
    about: "আমাদের সম্পর্কে",
    services: "সেবাসমূহ",
    blogs: "ব্লগ",
    contactUs: "যোগাযোগ করুন",
    contact: "যোগাযোগ",
    dashboard: "ড্যাশবোর্ড",
    login: "লগইন",
    profile: "প্রোফাইল",
    servicesPages: "সেবার পাতাগুলো",
    openMenu: "মেনু খুলুন",
    closeMenu: "মেনু বন্ধ করুন",
    skipToContent: "মূল অংশে যান",
    mainNavigation: "প্রধান মেনু",
    mobileNavigation: "মোবাইল মেনু",
    homeOf: (companyName) => `${companyName} — হোম`,
    quickLinks: "দরকারি লিংক",
    socialLinks: "সোশ্যাল মিডিয়া",
    emailUs: "ইমেইল করুন",
    whatsapp: "হোয়াটসঅ্যাপ",
    allRightsReserved: "সর্বস্বত্ব সংরক্ষিত।",
    fullStop: "।",
    otherLanguage: "English",
    otherLanguageLabel: "Read this page in English",
  },
};

/** The 404 and error pages. The English 404 text is the spec's. */
export const errorPageTexts: Translations<{
  notFound: string;
  /** The 404 page's title and description (its meta). */
  notFoundTitle: string;
  notFoundDescription: string;
  goHome: string;
  somethingWentWrong: string;
  couldNotShow: string;
}> = {
  en: {
    notFound: "Lost in the galaxy... The page you're looking for is floating in space.",
    notFoundTitle: "Page not found",
    notFoundDescription: "The page you're looking for is floating in space.",
    goHome: "Go Home",
    somethingWentWrong: "Something went wrong",
    couldNotShow: "We could not show this page right now. Please try again in a moment, or go back to the home page.",
  },
  bn: {
    notFound: "মহাকাশে পথ হারিয়েছেন... আপনি যে পাতাটি খুঁজছেন, সেটি মহাশূন্যে ভেসে বেড়াচ্ছে।",
    notFoundTitle: "পাতাটি পাওয়া যায়নি",
    notFoundDescription: "আপনি যে পাতাটি খুঁজছেন, সেটি মহাশূন্যে ভেসে বেড়াচ্ছে।",
    goHome: "হোমে ফিরে যান",
    somethingWentWrong: "কিছু একটা সমস্যা হয়েছে",
    couldNotShow: "এই মুহূর্তে পাতাটি দেখানো যাচ্ছে না। একটু পরে আবার চেষ্টা করুন, অথবা হোম পেজে ফিরে যান।",
  },
};
