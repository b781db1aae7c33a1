import { serviceLink, serviceNames } from "./service-names";
import type { ServiceCard, ServiceSlug } from "./types";

type Texts = Pick<ServiceCard, "description" | "intro">;

/** Each service's texts; the Bangla (issue 26) beside the English, its title from ./service-names. */
const texts: Record<ServiceSlug, Texts & { bn: Texts }> = {
  ecommerce: {
    description:
      "Online stores that sell: product catalogues, bKash, Nagad and card payments, and order management built for Bangladeshi shoppers.",
    intro:
      "We build fast, secure online shops that turn visitors into customers. From product catalogues and local payment gateways to delivery tracking, " +
      "every store is set up so you can manage orders and stock without a developer. Choose the plan that matches the size of your catalogue.",
    bn: {
      description:
        "যে অনলাইন শপে সত্যিই বিক্রি হয়: প্রোডাক্ট ক্যাটালগ, বিকাশ, নগদ ও কার্ডে পেমেন্ট, আর বাংলাদেশের ক্রেতাদের কথা ভেবে সাজানো অর্ডার ম্যানেজমেন্ট।",
      intro:
        "আমরা দ্রুত ও নিরাপদ অনলাইন শপ বানাই, যা ভিজিটরকে ক্রেতা বানায়। প্রোডাক্ট ক্যাটালগ, দেশি পেমেন্ট গেটওয়ে থেকে ডেলিভারি ট্র্যাকিং — " +
        "সব এমনভাবে সাজানো, যাতে ডেভেলপার ছাড়াই আপনি নিজে অর্ডার আর স্টক সামলাতে পারেন। আপনার প্রোডাক্টের সংখ্যা অনুযায়ী প্ল্যান বেছে নিন।",
    },
  },
  "web-development": {
    description:
      "Fast, responsive business websites built with modern frameworks, easy to update and ready for search engines from day one.",
    intro:
      "Your website is often the first impression a client has of your business. We design and develop responsive, accessible sites that load quickly on " +
      "any phone or laptop and are simple for your team to keep up to date. The plans below differ in pages, revisions and delivery time.",
    bn: {
      description:
        "দ্রুত, মোবাইল ফ্রেন্ডলি বিজনেস ওয়েবসাইট, আধুনিক প্রযুক্তিতে তৈরি: সহজে আপডেট করা যায়, আর প্রথম দিন থেকেই এসইও ফ্রেন্ডলি।",
      intro:
        "ক্লায়েন্ট প্রায়ই আপনার ওয়েবসাইট দেখেই আপনার ব্যবসা সম্পর্কে প্রথম ধারণা পান। আমরা এমন ওয়েবসাইট ডিজাইন ও ডেভেলপ করি, যা যেকোনো ফোন বা ল্যাপটপে " +
        "দ্রুত খোলে, সবাই সহজে ব্যবহার করতে পারেন, আর আপনার টিম নিজেই আপডেট রাখতে পারে। নিচের প্ল্যানগুলোতে পেজের সংখ্যা, রিভিশন আর ডেলিভারির সময়ে পার্থক্য আছে।",
    },
  },
  "apps-development": {
    description:
      "Android and iOS apps with clean interfaces and reliable back ends, from first prototype to launch on Google Play and the App Store.",
    intro:
      "We turn your idea into a mobile app people enjoy using. Our team handles interface design, development, testing and store publishing, " +
      "so you get a polished product on one platform or both. The plans below differ in platforms, revisions and delivery time.",
    bn: {
      description:
        "পরিষ্কার ডিজাইন আর নির্ভরযোগ্য ব্যাকএন্ডসহ অ্যান্ড্রয়েড ও আইওএস অ্যাপ — প্রথম প্রোটোটাইপ থেকে গুগল প্লে আর অ্যাপ স্টোরে লঞ্চ পর্যন্ত।",
      intro:
        "আপনার আইডিয়াকে আমরা এমন মোবাইল অ্যাপে রূপ দিই, যা মানুষ ব্যবহার করে আনন্দ পায়। ইন্টারফেস ডিজাইন, ডেভেলপমেন্ট, টেস্টিং আর স্টোরে পাবলিশ — " +
        "সব কাজ আমাদের টিমের, তাই একটি বা দুটি প্ল্যাটফর্মেই আপনি পাবেন একটি গোছানো অ্যাপ। নিচের প্ল্যানগুলোতে প্ল্যাটফর্ম, রিভিশন আর ডেলিভারির সময়ে পার্থক্য আছে।",
    },
  },
  "digital-marketing": {
    description:
      "Data-driven campaigns on Google and Meta that bring qualified leads, with clear reporting on every taka you spend.",
    intro:
      "Good marketing starts with knowing who your customers are and where they spend their time online. We plan and run campaigns across search, " +
      "social and e-mail, track every conversion and report the results in plain language. You always know what is working and why.",
    bn: {
      description:
        "গুগল আর ফেসবুক-ইনস্টাগ্রামে ডেটা-নির্ভর ক্যাম্পেইন, যা আনে সত্যিকারের আগ্রহী ক্রেতা — আপনার খরচের প্রতিটি টাকার পরিষ্কার রিপোর্টসহ।",
      intro:
        "ভালো মার্কেটিং শুরু হয় আপনার ক্রেতা কারা আর অনলাইনে তাঁরা কোথায় সময় কাটান, তা জেনে। আমরা সার্চ, সোশ্যাল মিডিয়া আর ইমেইলে ক্যাম্পেইন সাজাই ও চালাই, " +
        "প্রতিটি কনভার্সন ট্র্যাক করি, আর ফলাফল জানাই সহজ ভাষায়। কোনটা কাজ করছে আর কেন — আপনি সবসময় জানবেন।",
    },
  },
  "graphic-design": {
    description:
      "Logos, brand identities and marketing visuals that make your business look as professional as it is, in print and online.",
    intro:
      "A consistent visual identity helps customers recognise and trust your brand. Our designers create logos, brand guidelines, banners and " +
      "social media graphics that work everywhere from a shop sign to a phone screen. The plans below differ in concepts, revisions and delivery time.",
    bn: {
      description:
        "লোগো, ব্র্যান্ড আইডেন্টিটি আর মার্কেটিংয়ের ডিজাইন, যাতে আপনার ব্যবসা যতটা প্রফেশনাল, দেখতেও ঠিক ততটাই লাগে — প্রিন্টে আর অনলাইনে।",
      intro:
        "সব জায়গায় একই ধাঁচের ডিজাইন দেখলে ক্রেতারা আপনার ব্র্যান্ড চিনতে ও বিশ্বাস করতে পারেন। আমাদের ডিজাইনাররা লোগো, ব্র্যান্ড গাইডলাইন, ব্যানার আর সোশ্যাল মিডিয়ার " +
        "পোস্ট ডিজাইন করেন, যা দোকানের সাইনবোর্ড থেকে ফোনের স্ক্রিন — সবখানেই মানিয়ে যায়। নিচের প্ল্যানগুলোতে কনসেপ্ট, রিভিশন আর ডেলিভারির সময়ে পার্থক্য আছে।",
    },
  },
  "social-media-marketing": {
    description:
      "Engaging Facebook, Instagram, LinkedIn and TikTok content with a steady posting schedule that grows your audience and sales.",
    intro:
      "Most of your customers scroll social media every day. We plan a content calendar, design and write your posts, and publish them on a " +
      "regular schedule so your brand stays visible. Monthly insights show how your audience grows and which posts drive enquiries.",
    bn: {
      description:
        "ফেসবুক, ইনস্টাগ্রাম, লিংকডইন আর টিকটকে আকর্ষণীয় কনটেন্ট, নিয়মিত শিডিউলে পোস্ট — যাতে বাড়ে আপনার ফলোয়ার আর বিক্রি।",
      intro:
        "আপনার বেশির ভাগ ক্রেতা প্রতিদিন সোশ্যাল মিডিয়া স্ক্রল করেন। আমরা কনটেন্ট ক্যালেন্ডার সাজাই, আপনার পোস্ট ডিজাইন করি ও লিখি, আর নিয়মিত শিডিউলে পাবলিশ করি, " +
        "যাতে আপনার ব্র্যান্ড সবসময় চোখে পড়ে। প্রতি মাসের রিপোর্টে দেখবেন আপনার অডিয়েন্স কতটা বাড়ল আর কোন পোস্ট থেকে বেশি খোঁজখবর এল।",
    },
  },
  seo: {
    description:
      "Well-researched blog posts and articles that rank on Google, answer your customers' questions and bring steady organic traffic.",
    intro:
      "Search engines reward pages that genuinely help readers. Our writers research the keywords your customers use and write clear, original " +
      "articles optimised for search. The result is content that ranks, builds trust and keeps bringing visitors long after it is published.",
    bn: {
      description:
        "ভালোভাবে রিসার্চ করা ব্লগ পোস্ট ও আর্টিকেল, যা গুগলে ওপরের দিকে আসে, আপনার ক্রেতাদের প্রশ্নের উত্তর দেয় আর নিয়মিত অর্গানিক ভিজিটর আনে।",
      intro:
        "যে পেজ সত্যিই পাঠকের কাজে লাগে, সার্চ ইঞ্জিন সেটিকেই এগিয়ে রাখে। আমাদের রাইটাররা খুঁজে বের করেন আপনার ক্রেতারা কোন কিওয়ার্ড লিখে সার্চ করেন, " +
        "তারপর লেখেন সার্চের জন্য অপটিমাইজ করা পরিষ্কার, মৌলিক আর্টিকেল। ফলে পাবেন এমন কনটেন্ট, যা গুগলে ওপরে আসে, আস্থা তৈরি করে আর প্রকাশের অনেক দিন পরেও ভিজিটর আনে।",
    },
  },
  consulting: {
    description:
      "Practical advice on digital strategy, technology choices and growth, so you invest in the right tools at the right time.",
    intro:
      "Not sure which technology to invest in or how to take your business online? Our consultants review your current setup, goals and budget, " +
      "then give you a clear, written plan with priorities. Sessions are practical, jargon-free and focused on results.",
    bn: {
      description:
        "ডিজিটাল স্ট্র্যাটেজি, প্রযুক্তি বেছে নেওয়া আর ব্যবসা বাড়ানো নিয়ে কাজের পরামর্শ, যাতে সঠিক সময়ে সঠিক টুলে বিনিয়োগ করতে পারেন।",
      intro:
        "কোন প্রযুক্তিতে টাকা খরচ করবেন, বা ব্যবসা কীভাবে অনলাইনে আনবেন — ঠিক করতে পারছেন না? আমাদের কনসালট্যান্টরা আপনার এখনকার ব্যবস্থা, লক্ষ্য আর বাজেট " +
        "দেখে অগ্রাধিকারসহ একটি পরিষ্কার, লিখিত পরিকল্পনা দেন। সেশনগুলো হয় কাজের কথায়, কঠিন টেকনিক্যাল শব্দ ছাড়া, ফলাফলের দিকে নজর রেখে।",
    },
  },
};

/** The eight static service cards (spec §1, §2), in the order of the header dropdown. */
export const services: ServiceCard[] = serviceNames.map(({ slug, title, titleBn }, index) => {
  const { bn, ...english } = texts[slug];
  return {
    id: index + 1,
    slug,
    title,
    link: serviceLink(slug),
    image: `/images/services/${slug}.svg`,
    ...english,
    bn: { title: titleBn, ...bn },
  };
});

/** The service card for a route slug, or undefined for an unknown slug. */
export function findService(slug: string): ServiceCard | undefined {
  return services.find((service) => service.slug === slug);
}
