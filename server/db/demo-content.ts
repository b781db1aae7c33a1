import {
  mobileSpeedArticle,
  mobileSpeedArticleBn,
  onlineStoreArticle,
  onlineStoreArticleBn,
  seoBasicsArticle,
  seoBasicsArticleBn,
} from "./demo-articles";
/**
 * Demo content seeded into the database on first start. Every array is ordered oldest first:
 * the seeder inserts in order, so the last entry becomes the newest record. Demo content names no
 * real-sounding company and claims nothing for one: reviews, videos and logos say they are samples
 * (issue 22). Each text also comes in Bangla (`bn`, issue 26), as an admin would write it in the dashboard.
 */

export interface DemoTeamMember {
  name: string;
  position: string;
  photo: `team-${1 | 2 | 3 | 4 | 5 | 6}.webp`;
  facebook: string;
  github: string;
  linkedin: string;
  bn: { position: string };
}

export interface DemoBlog {
  title: string;
  description: string;
  image: string;
  tag: string;
  link: string;
  /** An article on the site (Markdown), for three of the posts (decision 0026). */
  body?: string;
  bn: { title: string; description: string; tag: string; body?: string };
}

export interface DemoReview {
  name: string;
  role: string;
  image: string;
  logo: string;
  feedback: string;
  bn: { role: string; feedback: string };
}

export interface DemoClientLogo {
  /** The logo's text alternative. */
  name: string;
  logo: `/images/clients/sample-${1 | 2 | 3 | 4 | 5 | 6}.svg`;
}

export interface DemoReviewVideo {
  title: string;
  videoUrl: string;
  bn: { title: string };
}

// Lists show the newest first, so the founder comes last here and first on the site.
export const demoTeam: DemoTeamMember[] = [
  {
    name: "Mahmudul Karim",
    position: "SEO Content Lead",
    bn: { position: "এসইও কনটেন্ট লিড" },
    photo: "team-6.webp",
    facebook: "https://www.facebook.com/mahmudul.karim.writes",
    github: "https://github.com/mahmudul-karim-seo",
    linkedin: "https://www.linkedin.com/in/mahmudul-karim-seo",
  },
  {
    name: "Sadia Islam",
    position: "Digital Marketing Strategist",
    bn: { position: "ডিজিটাল মার্কেটিং স্ট্র্যাটেজিস্ট" },
    photo: "team-2.webp",
    facebook: "https://www.facebook.com/sadia.islam.marketing",
    github: "https://github.com/sadia-islam-growth",
    linkedin: "https://www.linkedin.com/in/sadia-islam-marketing",
  },
  {
    name: "Farhan Kabir",
    position: "Mobile App Developer",
    bn: { position: "মোবাইল অ্যাপ ডেভেলপার" },
    photo: "team-5.webp",
    facebook: "https://www.facebook.com/farhan.kabir.apps",
    github: "https://github.com/farhan-kabir-apps",
    linkedin: "https://www.linkedin.com/in/farhan-kabir-mobile",
  },
  {
    name: "Nusrat Jahan",
    position: "UI/UX Designer",
    bn: { position: "ইউআই/ইউএক্স ডিজাইনার" },
    photo: "team-4.webp",
    facebook: "https://www.facebook.com/nusrat.jahan.design",
    github: "https://github.com/nusrat-jahan-ux",
    linkedin: "https://www.linkedin.com/in/nusrat-jahan-uiux",
  },
  {
    name: "Rakibul Hasan",
    position: "Lead Full-Stack Developer",
    bn: { position: "লিড ফুল-স্ট্যাক ডেভেলপার" },
    photo: "team-3.webp",
    facebook: "https://www.facebook.com/rakibul.hasan.dev",
    github: "https://github.com/rakibul-hasan-dev",
    linkedin: "https://www.linkedin.com/in/rakibul-hasan-fullstack",
  },
  {
    name: "Tanvir Ahmed",
    position: "Founder & CEO",
    bn: { position: "প্রতিষ্ঠাতা ও সিইও" },
    photo: "team-1.webp",
    facebook: "https://www.facebook.com/tanvir.ahmed.skylineit",
    github: "https://github.com/tanvir-ahmed-skyline",
    linkedin: "https://www.linkedin.com/in/tanvir-ahmed-skylineit",
  },
];

export const demoBlogs: DemoBlog[] = [
  {
    title: "SEO Basics Every Dhaka Business Should Get Right",
    description:
      "Most local customers now find shops and service providers through Google. We explain how titles, descriptions, page speed and a complete " +
      "Google Business Profile help your business appear when people in Uttara, Gulshan or Dhanmondi search for what you offer.",
    image: "/images/blogs/blog-1.svg",
    tag: "SEO",
    link: "https://developers.google.com/search/docs/fundamentals/seo-starter-guide",
    body: seoBasicsArticle,
    bn: {
      tag: "এসইও",
      title: "ঢাকার প্রতিটি ব্যবসার যে এসইও বেসিকগুলো ঠিক রাখা দরকার",
      description:
        "স্থানীয় ক্রেতারা এখন দোকান আর সেবা খুঁজে পান গুগলে। উত্তরা, গুলশান বা ধানমন্ডির মানুষ যখন আপনার সেবা খোঁজেন, তখন পাতার শিরোনাম, বিবরণ, গতি আর সম্পূর্ণ গুগল বিজনেস প্রোফাইল কীভাবে আপনার ব্যবসাকে সামনে আনে, তা-ই সহজ করে বলেছি।",
      body: seoBasicsArticleBn,
    },
  },
  {
    title: "Building a Brand Customers Remember",
    description:
      "A brand is more than a logo: it is the colours, words and promises customers connect with your business. Here is how small companies " +
      "can build a consistent identity across their shop front, website and social media without a big agency budget.",
    image: "/images/blogs/blog-2.svg",
    tag: "Branding",
    link: "https://blog.hubspot.com/marketing/branding",
    bn: {
      tag: "ব্র্যান্ডিং",
      title: "এমন ব্র্যান্ড গড়ুন, যা ক্রেতারা মনে রাখেন",
      description:
        "ব্র্যান্ড মানে শুধু লোগো নয়: রং, ভাষা আর প্রতিশ্রুতি মিলিয়েই ক্রেতা আপনার ব্যবসাকে চেনেন। বড় এজেন্সির বাজেট ছাড়াই দোকানের সাইনবোর্ড, ওয়েবসাইট আর সোশ্যাল মিডিয়ায় কীভাবে একই পরিচয় ধরে রাখবেন, দেখে নিন।",
    },
  },
  {
    title: "Why Your Website Must Load Fast on Mobile Data",
    description:
      "Many visitors in Bangladesh browse on mobile data, and every extra second of loading costs you enquiries. We walk through Core Web Vitals " +
      "and the practical fixes, from image compression to caching, that made our clients' sites noticeably faster.",
    image: "/images/blogs/blog-3.svg",
    tag: "Performance",
    link: "https://web.dev/articles/vitals",
    body: mobileSpeedArticle,
    bn: {
      tag: "পারফরম্যান্স",
      title: "মোবাইল ডেটায় আপনার ওয়েবসাইট কেন দ্রুত খুলতেই হবে",
      description:
        "বাংলাদেশে অনেকেই মোবাইল ডেটায় ব্রাউজ করেন, আর প্রতিটি বাড়তি সেকেন্ডে হাতছাড়া হয় একেকটি এনকোয়ারি। কোর ওয়েব ভাইটালস কী, আর ছবি ছোট করা থেকে ক্যাশিং পর্যন্ত কোন সহজ কাজে আমাদের ক্লায়েন্টদের সাইট চোখে পড়ার মতো দ্রুত হয়েছে, ধাপে ধাপে দেখাচ্ছি।",
      body: mobileSpeedArticleBn,
    },
  },
  {
    title: "Android First? Planning Your Business App",
    description:
      "Android runs on the vast majority of phones in Bangladesh, but iOS users often spend more. We share how to decide which platform to launch " +
      "on first, what a realistic first version looks like, and how to budget for updates after launch.",
    image: "/images/blogs/blog-4.svg",
    tag: "Mobile",
    link: "https://developer.android.com/guide",
    bn: {
      tag: "মোবাইল",
      title: "আগে অ্যান্ড্রয়েড? আপনার ব্যবসার অ্যাপের পরিকল্পনা",
      description:
        "বাংলাদেশের বেশির ভাগ ফোনই অ্যান্ড্রয়েড, তবে আইফোন ব্যবহারকারীরা প্রায়ই বেশি খরচ করেন। কোন প্ল্যাটফর্মে আগে শুরু করবেন, প্রথম ভার্সনে বাস্তবে কী থাকবে, আর লঞ্চের পরের আপডেটের বাজেট কীভাবে ধরবেন, আমাদের অভিজ্ঞতা থেকে বলছি।",
    },
  },
  {
    title: "A Social Media Calendar That Actually Works",
    description:
      "Posting only when you remember rarely builds an audience. Learn how to plan a month of Facebook and Instagram content around Eid, Pohela " +
      "Boishakh and your own product launches, and how to measure which posts bring real enquiries.",
    image: "/images/blogs/blog-5.svg",
    tag: "Social Media",
    link: "https://www.facebook.com/business/learn",
    bn: {
      tag: "সোশ্যাল মিডিয়া",
      title: "যে সোশ্যাল মিডিয়া ক্যালেন্ডার সত্যিই কাজ করে",
      description:
        "মনে পড়লে তবেই পোস্ট দিলে অডিয়েন্স গড়ে ওঠে না। ঈদ, পহেলা বৈশাখ আর নিজের পণ্য লঞ্চ ঘিরে কীভাবে এক মাসের ফেসবুক ও ইনস্টাগ্রাম কনটেন্ট সাজাবেন, আর কোন পোস্ট সত্যিকারের এনকোয়ারি আনছে তা কীভাবে মাপবেন, জেনে নিন।",
    },
  },
  {
    title: "Launching an Online Store in Bangladesh: A Checklist",
    description:
      "From choosing a payment gateway that supports bKash and Nagad to arranging cash-on-delivery and courier partners, launching a store involves " +
      "more than a website. Use this checklist to avoid the mistakes we see most often, and to help shoppers find your products on Google.",
    image: "/images/blogs/blog-6.svg",
    tag: "E-Commerce",
    link: "https://developers.google.com/search/docs/specialty/ecommerce",
    body: onlineStoreArticle,
    bn: {
      tag: "ই-কমার্স",
      title: "বাংলাদেশে অনলাইন শপ চালুর চেকলিস্ট",
      description:
        "বিকাশ ও নগদ সাপোর্ট করে এমন পেমেন্ট গেটওয়ে বাছাই থেকে ক্যাশ অন ডেলিভারি আর কুরিয়ার পার্টনার ঠিক করা পর্যন্ত, শপ চালু করতে শুধু ওয়েবসাইট যথেষ্ট নয়। সবচেয়ে বেশি যে ভুলগুলো দেখি তা এড়াতে, আর গুগলে ক্রেতারা যেন আপনার পণ্য খুঁজে পান, সে জন্য এই চেকলিস্ট কাজে লাগান।",
      body: onlineStoreArticleBn,
    },
  },
];

export const demoReviews: DemoReview[] = [
  {
    name: "Imran Chowdhury",
    role: "Managing Director (sample review)",
    image: "/images/reviewers/reviewer-1.webp",
    logo: "/images/clients/sample-1.svg",
    feedback:
      "Skyline rebuilt our import catalogue website in under two weeks. Dealers now check stock online instead of calling us, which saves our sales team hours every day.",
    bn: {
      role: "ব্যবস্থাপনা পরিচালক (নমুনা রিভিউ)",
      feedback:
        "স্কাইলাইন মাত্র দুই সপ্তাহে আমাদের ইমপোর্ট ক্যাটালগের ওয়েবসাইট নতুন করে বানিয়ে দিয়েছে। ডিলাররা এখন ফোন না করে অনলাইনেই স্টক দেখে নেন, তাতে আমাদের সেলস টিমের প্রতিদিন কয়েক ঘণ্টা বাঁচে।",
    },
  },
  {
    name: "Farzana Rahman",
    role: "CEO (sample review)",
    image: "/images/reviewers/reviewer-2.webp",
    logo: "/images/clients/sample-2.svg",
    feedback:
      "Our new brand identity finally matches the quality of our fabrics. The team listened carefully, delivered on time and gave us every source file we needed.",
    bn: {
      role: "সিইও (নমুনা রিভিউ)",
      feedback:
        "আমাদের কাপড়ের মানের সাথে এবার ব্র্যান্ডের চেহারাও মিলেছে। টিম মন দিয়ে আমাদের কথা শুনেছে, সময়মতো কাজ দিয়েছে, আর দরকারি সব সোর্স ফাইলও হাতে দিয়েছে।",
    },
  },
  {
    name: "Shahriar Alam",
    role: "Founder (sample review)",
    image: "/images/reviewers/reviewer-3.webp",
    logo: "/images/clients/sample-3.svg",
    feedback:
      "Since launching our online store with bKash payments, our online orders have doubled. Skyline explained every step clearly and still answers our questions quickly.",
    bn: {
      role: "প্রতিষ্ঠাতা (নমুনা রিভিউ)",
      feedback:
        "বিকাশ পেমেন্টসহ অনলাইন শপ চালুর পর আমাদের অনলাইন অর্ডার দ্বিগুণ হয়েছে। স্কাইলাইন প্রতিটি ধাপ পরিষ্কার করে বুঝিয়েছে, আর এখনও প্রশ্ন করলে দ্রুত উত্তর দেয়।",
    },
  },
  {
    name: "Nabila Haque",
    role: "Marketing Head (sample review)",
    image: "/images/reviewers/reviewer-4.webp",
    logo: "/images/clients/sample-4.svg",
    feedback:
      "Their Facebook and Google campaigns brought us serious buyers for our Uttara apartments. The monthly reports are clear and honest about what works.",
    bn: {
      role: "হেড অব মার্কেটিং (নমুনা রিভিউ)",
      feedback:
        "ওদের ফেসবুক আর গুগল ক্যাম্পেইন উত্তরায় আমাদের অ্যাপার্টমেন্টের জন্য সত্যিকারের ক্রেতা এনেছে। মাসিক রিপোর্ট পরিষ্কার, আর কোনটা কাজ করছে, কোনটা করছে না — সোজাসুজি বলে।",
    },
  },
  {
    name: "Kamrul Islam",
    role: "COO (sample review)",
    image: "/images/reviewers/reviewer-5.webp",
    logo: "/images/clients/sample-5.svg",
    feedback:
      "The parcel-tracking app Skyline built for us works smoothly on every Android phone our riders use. Customer calls about delivery status dropped noticeably.",
    bn: {
      role: "চিফ অপারেটিং অফিসার (নমুনা রিভিউ)",
      feedback:
        "স্কাইলাইনের বানানো পার্সেল ট্র্যাকিং অ্যাপ আমাদের রাইডারদের প্রতিটি অ্যান্ড্রয়েড ফোনে ঝামেলা ছাড়াই চলে। ডেলিভারির খোঁজ নিতে ক্রেতাদের ফোন অনেক কমে গেছে।",
    },
  },
  {
    name: "Tahmina Sultana",
    role: "CEO (sample review)",
    image: "/images/reviewers/reviewer-6.webp",
    logo: "/images/clients/sample-6.svg",
    feedback:
      "Their SEO articles now bring us more visitors than our paid ads. Customers often mention a blog post they read before placing their first order.",
    bn: {
      role: "সিইও (নমুনা রিভিউ)",
      feedback:
        "ওদের লেখা এসইও আর্টিকেল এখন আমাদের পেইড বিজ্ঞাপনের চেয়েও বেশি ভিজিটর আনে। অনেক ক্রেতা প্রথম অর্ডারের আগে পড়া কোনো ব্লগ পোস্টের কথা বলেন।",
    },
  },
];

/**
 * Sample videos (issue 22 item 2): their titles say so and name no company; the ids are
 * placeholders (YouTube shows "Video unavailable"). The owner replaces them with their clients' videos.
 */
export const demoReviewVideos: DemoReviewVideo[] = [
  {
    title: "Sample review video 1: replace it with a client's own video",
    bn: { title: "নমুনা রিভিউ ভিডিও ১: এর জায়গায় আপনার ক্লায়েন্টের নিজের ভিডিও দিন" },
    videoUrl: "https://www.youtube-nocookie.com/embed/q7Rk2mXvT4s",
  },
  {
    title: "Sample review video 2: replace it with a client's own video",
    bn: { title: "নমুনা রিভিউ ভিডিও ২: এর জায়গায় আপনার ক্লায়েন্টের নিজের ভিডিও দিন" },
    videoUrl: "https://www.youtube-nocookie.com/embed/Lp3wH9cZt8E",
  },
  {
    title: "Sample review video 3: replace it with a client's own video",
    bn: { title: "নমুনা রিভিউ ভিডিও ৩: এর জায়গায় আপনার ক্লায়েন্টের নিজের ভিডিও দিন" },
    videoUrl: "https://www.youtube-nocookie.com/embed/Vn5bQ1yK6dU",
  },
  {
    title: "Sample review video 4: replace it with a client's own video",
    bn: { title: "নমুনা রিভিউ ভিডিও ৪: এর জায়গায় আপনার ক্লায়েন্টের নিজের ভিডিও দিন" },
    videoUrl: "https://www.youtube-nocookie.com/embed/Xa8fJ2mR0wN",
  },
];

/** Sample logos (issue 22 item 1) that say they are samples; in carousel order. */
export const demoClientLogos: DemoClientLogo[] = ([1, 2, 3, 4, 5, 6] as const).map((n) => ({
  name: `Sample client logo ${n}`,
  logo: `/images/clients/sample-${n}.svg`,
}));
