import { type Translations, withBanglaEnding } from "#domain/locale";

/** The About page's fixed texts. English keeps the spec's words ("Why Choose Us", "MAKE APPOINTMENT"). */
export const aboutTexts: Translations<{
  title: string;
  metaDescription: (companyName: string, place: string) => string;
  heading: string;
  missionAndVision: string;
  mission: string;
  missionText: (area: string) => string;
  vision: string;
  visionText: (country: string) => string;
  whyChooseUs: string;
  reasons: readonly string[];
  ourNumbers: string;
  ctaHeading: string;
  ctaLead: string;
  makeAppointment: string;
}> = {
  en: {
    title: "About Us",
    metaDescription: (companyName, place) =>
      `Our mission, vision and team: why businesses choose ${companyName} in ${place}.`,
    heading: "Technology partners for growing businesses",
    missionAndVision: "Mission and vision",
    mission: "Our Mission",
    missionText: (area) =>
      `To give every business — from a new shop in ${area} to an exporter selling worldwide — the same quality of software and marketing that large companies enjoy, at a price that makes sense.`,
    vision: "Our Vision",
    visionText: (country) =>
      `To be the most trusted digital partner in ${country}: known for work that ships on time, for honest advice, and for clients who stay with us for years.`,
    whyChooseUs: "Why Choose Us",
    reasons: [
      "One team for design, development and marketing — no hand-offs between agencies",
      "Fixed prices and delivery dates agreed before we start",
      "Clear weekly updates and a project manager you can call",
      "Support after launch: we stay on after the site goes live",
    ],
    ourNumbers: "Our numbers",
    ctaHeading: "Ready to start your project?",
    ctaLead: "Book a free consultation with our team, or call us now.",
    makeAppointment: "MAKE APPOINTMENT",
  },
  bn: {
    title: "আমাদের সম্পর্কে",
    metaDescription: (companyName, place) =>
      `আমাদের লক্ষ্য, ভবিষ্যৎ ভাবনা আর টিম: ${withBanglaEnding(place, "locative")} ব্যবসাগুলো কেন ${companyName}-কে বেছে নেয়।`,
    heading: "বেড়ে ওঠা ব্যবসার টেক পার্টনার",
    missionAndVision: "লক্ষ্য ও ভবিষ্যৎ ভাবনা",
    mission: "আমাদের লক্ষ্য",
    missionText: (area) =>
      `${withBanglaEnding(area, "genitive")} নতুন দোকান থেকে সারা বিশ্বে পণ্য পাঠানো রপ্তানিকারক পর্যন্ত — প্রতিটি ব্যবসার হাতে বড় কোম্পানির মানের সফটওয়্যার আর মার্কেটিং পৌঁছে দেওয়া, সাধ্যের মধ্যে দামে।`,
    vision: "আমাদের ভবিষ্যৎ ভাবনা",
    visionText: (country) =>
      `${withBanglaEnding(country, "genitive")} সবচেয়ে ভরসার ডিজিটাল পার্টনার হয়ে ওঠা: সময়মতো কাজ বুঝিয়ে দেওয়া, সৎ পরামর্শ দেওয়া, আর এমন ক্লায়েন্ট পাওয়া যাঁরা বছরের পর বছর আমাদের সাথেই থাকেন।`,
    whyChooseUs: "কেন আমাদের বেছে নেবেন",
    reasons: [
      "ডিজাইন, ডেভেলপমেন্ট আর মার্কেটিং — সব এক টিমে, এক এজেন্সি থেকে আরেক এজেন্সিতে ছোটাছুটি নেই",
      "কাজ শুরুর আগেই দাম আর ডেলিভারির তারিখ ঠিক হয়ে যায়",
      "প্রতি সপ্তাহে পরিষ্কার আপডেট, আর একজন প্রজেক্ট ম্যানেজার, দরকার হলেই যাঁকে ফোন করতে পারবেন",
      "লঞ্চের পরেও সাপোর্ট: সাইট চালু হওয়ার পরও আমরা পাশে থাকি",
    ],
    ourNumbers: "সংখ্যায় আমরা",
    ctaHeading: "আপনার প্রজেক্ট শুরু করতে প্রস্তুত?",
    ctaLead: "আমাদের টিমের সাথে একটি ফ্রি পরামর্শের সময় নিন, অথবা এখনই ফোন করুন।",
    makeAppointment: "অ্যাপয়েন্টমেন্ট নিন",
  },
};
