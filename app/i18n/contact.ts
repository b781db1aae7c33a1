import { type Translations, withBanglaEnding } from "#domain/locale";

/**
 * The contact section (home page, /contact) and its form; what the form says of a value typed wrong
 * is in its schema (domain/contact.ts), its outcomes in ./form-alerts.ts.
 */
export const contactTexts: Translations<{
  eyebrow: string;
  sectionTitle: string;
  sectionLead: string;
  pageTitle: string;
  pageLead: string;
  metaDescription: (companyName: string, place: string) => string;
  visitOrCall: string;
  sendUsAMessage: string;
  formLabel: string;
  name: string;
  namePlaceholder: string;
  email: string;
  /** The optional phone / WhatsApp field (issue 41 item 1), and how a number is written here. */
  phone: string;
  phonePlaceholder: string;
  message: string;
  messagePlaceholder: string;
  send: string;
  sending: string;
  interestedIn: (plan: string) => string;
  /** The honeypot's label (only bots meet it). */
  website: string;
  mapTitle: (companyName: string, address: string) => string;
  loadMap: string;
  openInGoogleMaps: string;
}> = {
  en: {
    eyebrow: "Contact Us",
    sectionTitle: "Let's talk about your project",
    sectionLead: "Send us a message and we will reply within one working day.",
    pageTitle: "Contact Us",
    pageLead: "Tell us what you need — a website, an app, a campaign — and we will reply within one working day.",
    metaDescription: (companyName, place) => `Call, e-mail or visit ${companyName} in ${place}, or send us a message.`,
    visitOrCall: "Visit or call us",
    sendUsAMessage: "Send us a message",
    formLabel: "Contact form",
    name: "Name",
    namePlaceholder: "Your name",
    email: "Email",
    phone: "Phone / WhatsApp (optional)",
    phonePlaceholder: "01712-345678",
    message: "Message",
    messagePlaceholder: "Tell us about your project",
    send: "Send Message",
    sending: "Sending…",
    interestedIn: (plan) => `I'm interested in the ${plan} plan.`,
    website: "Website",
    mapTitle: (companyName, address) => `Map: ${companyName}, ${address}`,
    loadMap: "Load interactive map",
    openInGoogleMaps: "Open in Google Maps",
  },
  bn: {
    eyebrow: "যোগাযোগ করুন",
    sectionTitle: "চলুন, আপনার প্রজেক্ট নিয়ে কথা বলি",
    sectionLead: "আমাদের একটি বার্তা পাঠান, এক কর্মদিবসের মধ্যেই উত্তর দেব।",
    pageTitle: "যোগাযোগ করুন",
    pageLead: "কী দরকার জানান — ওয়েবসাইট, অ্যাপ বা কোনো ক্যাম্পেইন — এক কর্মদিবসের মধ্যেই আমরা উত্তর দেব।",
    metaDescription: (companyName, place) =>
      `${companyName}-কে ফোন বা ইমেইল করুন, ${withBanglaEnding(place, "locative")} আমাদের অফিসে আসুন, অথবা একটি বার্তা পাঠান।`,
    visitOrCall: "অফিসে আসুন বা ফোন করুন",
    sendUsAMessage: "আমাদের বার্তা পাঠান",
    formLabel: "যোগাযোগের ফর্ম",
    name: "নাম",
    namePlaceholder: "আপনার নাম",
    email: "ইমেইল",
    phone: "ফোন / হোয়াটসঅ্যাপ (ঐচ্ছিক)",
    phonePlaceholder: "০১৭১২-৩৪৫৬৭৮",
    message: "বার্তা",
    messagePlaceholder: "আপনার প্রজেক্টের কথা লিখুন",
    send: "বার্তা পাঠান",
    sending: "পাঠানো হচ্ছে…",
    interestedIn: (plan) => `আমি ${plan} প্ল্যানটি নিয়ে আগ্রহী।`,
    website: "ওয়েবসাইট",
    mapTitle: (companyName, address) => `ম্যাপ: ${companyName}, ${address}`,
    loadMap: "ইন্টারঅ্যাকটিভ ম্যাপ দেখুন",
    openInGoogleMaps: "গুগল ম্যাপসে খুলুন",
  },
};
