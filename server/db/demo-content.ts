import { mobileSpeedArticle, onlineStoreArticle, seoBasicsArticle } from "./demo-articles";
/**
 * Demo content seeded into the database on first start. Every array is ordered oldest first:
 * the seeder inserts in order, so the last entry becomes the newest record. Demo content names no
 * real-sounding company and claims nothing for one: reviews, videos and logos say they are samples
 * (issue 22).
 */

export interface DemoTeamMember {
  name: string;
  position: string;
  photo: `team-${1 | 2 | 3 | 4 | 5 | 6}.webp`;
  facebook: string;
  github: string;
  linkedin: string;
}

export interface DemoBlog {
  title: string;
  description: string;
  image: string;
  tag: string;
  link: string;
  /** An article on the site (Markdown), for three of the posts (decision 0026). */
  body?: string;
}

export interface DemoReview {
  name: string;
  role: string;
  image: string;
  logo: string;
  feedback: string;
}

export interface DemoClientLogo {
  /** The logo's text alternative. */
  name: string;
  logo: `/images/clients/sample-${1 | 2 | 3 | 4 | 5 | 6}.svg`;
}

export interface DemoReviewVideo {
  title: string;
  videoUrl: string;
}

// Lists show the newest first, so the founder comes last here and first on the site.
export const demoTeam: DemoTeamMember[] = [
  {
    name: "Mahmudul Karim",
    position: "SEO Content Lead",
    photo: "team-6.webp",
    facebook: "https://www.facebook.com/mahmudul.karim.writes",
    github: "https://github.com/mahmudul-karim-seo",
    linkedin: "https://www.linkedin.com/in/mahmudul-karim-seo",
  },
  {
    name: "Sadia Islam",
    position: "Digital Marketing Strategist",
    photo: "team-2.webp",
    facebook: "https://www.facebook.com/sadia.islam.marketing",
    github: "https://github.com/sadia-islam-growth",
    linkedin: "https://www.linkedin.com/in/sadia-islam-marketing",
  },
  {
    name: "Farhan Kabir",
    position: "Mobile App Developer",
    photo: "team-5.webp",
    facebook: "https://www.facebook.com/farhan.kabir.apps",
    github: "https://github.com/farhan-kabir-apps",
    linkedin: "https://www.linkedin.com/in/farhan-kabir-mobile",
  },
  {
    name: "Nusrat Jahan",
    position: "UI/UX Designer",
    photo: "team-4.webp",
    facebook: "https://www.facebook.com/nusrat.jahan.design",
    github: "https://github.com/nusrat-jahan-ux",
    linkedin: "https://www.linkedin.com/in/nusrat-jahan-uiux",
  },
  {
    name: "Rakibul Hasan",
    position: "Lead Full-Stack Developer",
    photo: "team-3.webp",
    facebook: "https://www.facebook.com/rakibul.hasan.dev",
    github: "https://github.com/rakibul-hasan-dev",
    linkedin: "https://www.linkedin.com/in/rakibul-hasan-fullstack",
  },
  {
    name: "Tanvir Ahmed",
    position: "Founder & CEO",
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
  },
  {
    title: "Building a Brand Customers Remember",
    description:
      "A brand is more than a logo: it is the colours, words and promises customers connect with your business. Here is how small companies " +
      "can build a consistent identity across their shop front, website and social media without a big agency budget.",
    image: "/images/blogs/blog-2.svg",
    tag: "Branding",
    link: "https://blog.hubspot.com/marketing/branding",
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
  },
  {
    title: "Android First? Planning Your Business App",
    description:
      "Android runs on the vast majority of phones in Bangladesh, but iOS users often spend more. We share how to decide which platform to launch " +
      "on first, what a realistic first version looks like, and how to budget for updates after launch.",
    image: "/images/blogs/blog-4.svg",
    tag: "Mobile",
    link: "https://developer.android.com/guide",
  },
  {
    title: "A Social Media Calendar That Actually Works",
    description:
      "Posting only when you remember rarely builds an audience. Learn how to plan a month of Facebook and Instagram content around Eid, Pohela " +
      "Boishakh and your own product launches, and how to measure which posts bring real enquiries.",
    image: "/images/blogs/blog-5.svg",
    tag: "Social Media",
    link: "https://www.facebook.com/business/learn",
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
  },
  {
    name: "Farzana Rahman",
    role: "CEO (sample review)",
    image: "/images/reviewers/reviewer-2.webp",
    logo: "/images/clients/sample-2.svg",
    feedback:
      "Our new brand identity finally matches the quality of our fabrics. The team listened carefully, delivered on time and gave us every source file we needed.",
  },
  {
    name: "Shahriar Alam",
    role: "Founder (sample review)",
    image: "/images/reviewers/reviewer-3.webp",
    logo: "/images/clients/sample-3.svg",
    feedback:
      "Since launching our online store with bKash payments, our online orders have doubled. Skyline explained every step clearly and still answers our questions quickly.",
  },
  {
    name: "Nabila Haque",
    role: "Marketing Head (sample review)",
    image: "/images/reviewers/reviewer-4.webp",
    logo: "/images/clients/sample-4.svg",
    feedback:
      "Their Facebook and Google campaigns brought us serious buyers for our Uttara apartments. The monthly reports are clear and honest about what works.",
  },
  {
    name: "Kamrul Islam",
    role: "COO (sample review)",
    image: "/images/reviewers/reviewer-5.webp",
    logo: "/images/clients/sample-5.svg",
    feedback:
      "The parcel-tracking app Skyline built for us works smoothly on every Android phone our riders use. Customer calls about delivery status dropped noticeably.",
  },
  {
    name: "Tahmina Sultana",
    role: "CEO (sample review)",
    image: "/images/reviewers/reviewer-6.webp",
    logo: "/images/clients/sample-6.svg",
    feedback:
      "Their SEO articles now bring us more visitors than our paid ads. Customers often mention a blog post they read before placing their first order.",
  },
];

/**
 * Sample videos (issue 22 item 2): their titles say so and name no company; the ids are
 * placeholders (YouTube shows "Video unavailable"). The owner replaces them with their clients' videos.
 */
export const demoReviewVideos: DemoReviewVideo[] = [
  {
    title: "Sample review video 1: replace it with a client's own video",
    videoUrl: "https://www.youtube-nocookie.com/embed/q7Rk2mXvT4s",
  },
  {
    title: "Sample review video 2: replace it with a client's own video",
    videoUrl: "https://www.youtube-nocookie.com/embed/Lp3wH9cZt8E",
  },
  {
    title: "Sample review video 3: replace it with a client's own video",
    videoUrl: "https://www.youtube-nocookie.com/embed/Vn5bQ1yK6dU",
  },
  {
    title: "Sample review video 4: replace it with a client's own video",
    videoUrl: "https://www.youtube-nocookie.com/embed/Xa8fJ2mR0wN",
  },
];

/** Sample logos (issue 22 item 1) that say they are samples; in carousel order. */
export const demoClientLogos: DemoClientLogo[] = ([1, 2, 3, 4, 5, 6] as const).map((n) => ({
  name: `Sample client logo ${n}`,
  logo: `/images/clients/sample-${n}.svg`,
}));
