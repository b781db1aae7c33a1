import type { Translations } from "#domain/locale";

/** A link's words: what it shows, and what a screen reader hears around it (`before` + shown + `after`). */
interface LinkWords {
  shown: string;
  before: string;
  after: string;
}

/**
 * The services pages' and cards' fixed texts (the catalogue's own texts are in domain/catalog/).
 * English keeps the spec's words exactly; Bangla in the voice of docs/bangla-glossary.md.
 */
export const servicesTexts: Translations<{
  servicesTitle: string;
  servicesDescription: string;
  servicesHeading: string;
  servicesLead: string;
  /** The small line above a service page's heading. */
  eyebrow: string;
  plansHeading: string;
  planLabel: (plan: string) => string;
  delivery: string;
  /** Above the list of a plan that lists what it adds to the one before it (issue 43 item 4). */
  everythingIn: (plan: string) => string;
  notIncluded: string;
  getStarted: (plan: string) => LinkWords;
  /** A plan's chat link (issue 42 item 3). */
  askOnWhatsApp: (plan: string) => LinkWords;
  chatHeading: string;
  chatLead: (service: string) => string;
  whatsApp: string;
  messenger: string;
  learnMore: (service: string) => LinkWords;
}> = {
  en: {
    servicesTitle: "Services",
    servicesDescription:
      "E-commerce, web and app development, digital and social media marketing, graphic design, SEO content writing and business consulting.",
    servicesHeading: "Our Services",
    servicesLead: "Choose a service to see its plans, prices and delivery times.",
    eyebrow: "Services",
    plansHeading: "Plans and pricing",
    planLabel: (plan) => `${plan} plan`,
    delivery: "Delivery:",
    everythingIn: (plan) => `Everything in ${plan}, plus:`,
    notIncluded: " (not included)",
    getStarted: (plan) => ({ before: "", shown: "Get Started", after: ` with the ${plan} plan` }),
    askOnWhatsApp: (plan) => ({ before: "", shown: "Ask on WhatsApp", after: ` about the ${plan} plan` }),
    chatHeading: "Rather chat?",
    chatLead: (service) => `Write to us about ${service} where you already chat.`,
    whatsApp: "WhatsApp",
    messenger: "Messenger",
    learnMore: (service) => ({ before: "", shown: "Learn More", after: ` about ${service}` }),
  },
  bn: {
    servicesTitle: "সেবাসমূহ",
    servicesDescription:
      "ই-কমার্স, ওয়েব ও অ্যাপ ডেভেলপমেন্ট, ডিজিটাল ও সোশ্যাল মিডিয়া মার্কেটিং, গ্রাফিক ডিজাইন, এসইও কনটেন্ট রাইটিং আর বিজনেস কনসালটিং।",
    servicesHeading: "আমাদের সেবাসমূহ",
    servicesLead: "যে সেবাটি দরকার, সেটি বেছে নিন: দেখুন তার প্ল্যান, দাম আর ডেলিভারির সময়।",
    eyebrow: "সেবাসমূহ",
    plansHeading: "প্ল্যান ও দাম",
    planLabel: (plan) => `${plan} প্ল্যান`,
    delivery: "ডেলিভারি:",
    everythingIn: (plan) => `${plan} প্ল্যানের সবকিছু, সাথে:`,
    notIncluded: " (এতে নেই)",
    getStarted: (plan) => ({ before: `${plan} প্ল্যান নিয়ে `, shown: "শুরু করুন", after: "" }),
    askOnWhatsApp: (plan) => ({ before: `${plan} প্ল্যান নিয়ে `, shown: "হোয়াটসঅ্যাপে জিজ্ঞেস করুন", after: "" }),
    chatHeading: "চ্যাটে কথা বলতে চান?",
    chatLead: (service) => `${service} নিয়ে যেখানে চ্যাট করেন, সেখানেই লিখুন।`,
    whatsApp: "হোয়াটসঅ্যাপ",
    messenger: "মেসেঞ্জার",
    learnMore: (service) => ({ before: `${service} সম্পর্কে `, shown: "আরও জানুন", after: "" }),
  },
};
