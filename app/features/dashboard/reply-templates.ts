import { type Locale, type Translations, withBanglaEnding } from "#domain/locale";

/** A common reply (issue 41 item 4): what the template list calls it, and its subject and text for a person. */
export interface ReplyTemplate {
  label: string;
  subject: (company: string) => string;
  body: (name: string, company: string) => string;
}

/**
 * The replies a small agency sends most, in English and in Bangla: thanks with a call proposed, a
 * quote, a follow-up. The admin picks one and finishes it (a quote's details in brackets).
 */
export const REPLY_TEMPLATES: Translations<readonly ReplyTemplate[]> = {
  en: [
    {
      label: "Thanks, let's talk",
      subject: (company) => `Your message to ${company}`,
      body: (name, company) =>
        `Dear ${name},\n\nThank you for writing to ${company}. We would like to learn more about what you need. When would be a good time for a short call this week?\n\nBest regards,\n${company}`,
    },
    {
      label: "Our quote",
      subject: (company) => `Our quote for you — ${company}`,
      body: (name, company) =>
        `Dear ${name},\n\nThank you for your interest. Here is what we propose:\n\n[What we will do, the price and the delivery time]\n\nReply to this e-mail with any question.\n\nBest regards,\n${company}`,
    },
    {
      label: "Following up",
      subject: (company) => `Following up — ${company}`,
      body: (name, company) =>
        `Dear ${name},\n\nI am following up on our last conversation. Are you still interested? We are happy to answer any question.\n\nBest regards,\n${company}`,
    },
  ],
  bn: [
    {
      label: "ধন্যবাদ, কথা বলি",
      subject: (company) => `${withBanglaEnding(company, "locative")} আপনার বার্তা`,
      body: (name, company) =>
        `প্রিয় ${name},\n\n${withBanglaEnding(company, "locative")} লেখার জন্য ধন্যবাদ। আপনার কী দরকার, সে সম্পর্কে আরও জানতে চাই। এই সপ্তাহে কখন একটু ফোনে কথা বলার সুবিধা হবে?\n\nশুভেচ্ছান্তে,\n${company}`,
    },
    {
      label: "আমাদের কোটেশন",
      subject: (company) => `আপনার জন্য আমাদের কোটেশন — ${company}`,
      body: (name, company) =>
        `প্রিয় ${name},\n\nআগ্রহ দেখানোর জন্য ধন্যবাদ। আমাদের প্রস্তাব নিচে দিলাম:\n\n[কী কাজ করব, দাম আর কত দিনে দেব]\n\nকোনো প্রশ্ন থাকলে এই ইমেইলের উত্তরে লিখুন।\n\nশুভেচ্ছান্তে,\n${company}`,
    },
    {
      label: "ফলো-আপ",
      subject: (company) => `ফলো-আপ — ${company}`,
      body: (name, company) =>
        `প্রিয় ${name},\n\nআমাদের আগের আলাপের বিষয়ে খোঁজ নিচ্ছি। আপনি কি এখনও আগ্রহী? কোনো প্রশ্ন থাকলে জানাবেন।\n\nশুভেচ্ছান্তে,\n${company}`,
    },
  ],
};

/** A template's key in the list ("bn-1"): its language and place. */
export const templateKey = (locale: Locale, index: number) => `${locale}-${index}`;

/** The template a key names, if any. */
export function templateOf(key: string): ReplyTemplate | undefined {
  const [locale, index] = key.split("-");
  return locale === "en" || locale === "bn" ? REPLY_TEMPLATES[locale][Number(index)] : undefined;
}
