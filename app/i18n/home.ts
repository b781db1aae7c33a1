import { type Translations, withBanglaEnding } from "#domain/locale";

/**
 * The home page's fixed texts, and those of the sections it shares with other pages (team,
 * testimonials, review videos, client logos). English keeps the spec's words exactly (the empty
 * states, "Latest Blogs", "See All"); Bangla follows docs/bangla-glossary.md.
 */
export const homeTexts: Translations<{
  metaDescription: (place: string) => string;
  welcome: (companyName: string) => string;
  heroHeading: string;
  heroLead: (place: string) => string;
  getStarted: string;
  ourServicesLink: string;
  heroVideoTitle: (companyName: string) => string;
  servicesEyebrow: string;
  servicesTitle: string;
  servicesLead: string;
  technologies: string;
  blogsEyebrow: string;
  blogsTitle: string;
  noBlogs: string;
  seeAll: string;
}> = {
  en: {
    metaDescription: (place) =>
      `Web development, e-commerce, mobile apps, design, SEO and digital marketing from an IT-services team in ${place}.`,
    welcome: (companyName) => `Welcome to ${companyName}`,
    heroHeading: "We build the digital side of your business",
    heroLead: (place) =>
      `Websites, online shops, mobile apps, design and marketing — planned, built and grown by one team in ${place}.`,
    getStarted: "Get Started",
    ourServicesLink: "Our services",
    heroVideoTitle: (companyName) => `${companyName} — who we are`,
    servicesEyebrow: "What we do",
    servicesTitle: "Our Services",
    servicesLead: "Eight services, one team: pick what you need and we will take it from idea to launch.",
    technologies: "Technologies we work with",
    blogsEyebrow: "From our blog",
    blogsTitle: "Latest Blogs",
    noBlogs: "No blogs available yet.",
    seeAll: "See All",
  },
  bn: {
    metaDescription: (place) =>
      `ওয়েব ডেভেলপমেন্ট, ই-কমার্স, মোবাইল অ্যাপ, ডিজাইন, এসইও আর ডিজিটাল মার্কেটিং — সবই পাবেন ${withBanglaEnding(place, "genitive")} একটি আইটি টিমের কাছে।`,
    welcome: (companyName) => `${companyName}-এ আপনাকে স্বাগতম`,
    heroHeading: "আপনার ব্যবসার ডিজিটাল দিকটা আমরা গড়ে দিই",
    heroLead: (place) =>
      `ওয়েবসাইট, অনলাইন শপ, মোবাইল অ্যাপ, ডিজাইন আর মার্কেটিং: পরিকল্পনা, তৈরি আর ব্যবসা বাড়ানো — সবই করে ${withBanglaEnding(place, "genitive")} একটি টিম।`,
    getStarted: "শুরু করুন",
    ourServicesLink: "আমাদের সেবাসমূহ",
    heroVideoTitle: (companyName) => `${companyName} — আমরা কারা`,
    servicesEyebrow: "আমরা যা করি",
    servicesTitle: "আমাদের সেবাসমূহ",
    servicesLead: "আটটি সেবা, একটিই টিম: আপনার যা দরকার বেছে নিন — আইডিয়া থেকে লঞ্চ পর্যন্ত আমরা পাশে আছি।",
    technologies: "যেসব প্রযুক্তি নিয়ে আমরা কাজ করি",
    blogsEyebrow: "আমাদের ব্লগ থেকে",
    blogsTitle: "সাম্প্রতিক ব্লগ",
    noBlogs: "এখনও কোনো ব্লগ নেই।",
    seeAll: "সব দেখুন",
  },
};

/** The sections of people and clients (home and About). */
export const sectionTexts: Translations<{
  teamEyebrow: string;
  teamTitle: string;
  teamLead: (area: string) => string;
  noTeam: string;
  portraitOf: (name: string) => string;
  onNetwork: (name: string, network: "Facebook" | "GitHub" | "LinkedIn") => string;
  testimonialsEyebrow: string;
  testimonialsTitle: string;
  noReviews: string;
  testimonialsRegion: string;
  testimonialsShown: string;
  videosEyebrow: string;
  videosTitle: string;
  videosLead: string;
  noVideos: string;
  clientsEyebrow: string;
  clientsTitle: string;
  clientsRegion: string;
  /** The pause/play button of a rotating carousel (WCAG 2.2.2). */
  pauseTestimonials: string;
  playTestimonials: string;
  pauseLogos: string;
  playLogos: string;
  playVideo: (title: string) => string;
}> = {
  en: {
    teamEyebrow: "Our Team",
    teamTitle: "Meet the people behind your project",
    teamLead: (area) => `Designers, developers and marketers who work side by side in our ${area} office.`,
    noTeam: "Our team will be introduced here soon.",
    portraitOf: (name) => `Portrait of ${name}`,
    onNetwork: (name, network) => `${name} on ${network}`,
    testimonialsEyebrow: "Testimonials",
    testimonialsTitle: "What our clients say",
    noReviews: "No reviews available.",
    testimonialsRegion: "Client testimonials",
    testimonialsShown: "Testimonials shown",
    videosEyebrow: "Client Stories",
    videosTitle: "Client review videos",
    videosLead: "Hear directly from the businesses we work with.",
    noVideos: "No review videos found.",
    clientsEyebrow: "Our Clients",
    clientsTitle: "Trusted by growing businesses",
    clientsRegion: "Client logos",
    pauseTestimonials: "Pause testimonials",
    playTestimonials: "Play testimonials",
    pauseLogos: "Pause client logos",
    playLogos: "Play client logos",
    playVideo: (title) => `Play video: ${title}`,
  },
  bn: {
    teamEyebrow: "আমাদের টিম",
    teamTitle: "আপনার প্রজেক্টের পেছনের মানুষগুলো",
    teamLead: (area) =>
      `ডিজাইনার, ডেভেলপার আর মার্কেটাররা — ${withBanglaEnding(area, "genitive")} অফিসে পাশাপাশি বসে কাজ করেন।`,
    noTeam: "শিগগিরই এখানে আমাদের টিমের সাথে পরিচয় করিয়ে দেব।",
    portraitOf: (name) => `${name}-এর ছবি`,
    onNetwork: (name, network) => `${{ Facebook: "ফেসবুকে", GitHub: "গিটহাবে", LinkedIn: "লিংকডইনে" }[network]} ${name}`,
    testimonialsEyebrow: "ক্লায়েন্টদের কথা",
    testimonialsTitle: "আমাদের ক্লায়েন্টরা যা বলেন",
    noReviews: "এখনও কোনো রিভিউ নেই।",
    testimonialsRegion: "ক্লায়েন্টদের রিভিউ",
    testimonialsShown: "এখন দেখানো রিভিউগুলো",
    videosEyebrow: "ক্লায়েন্টদের গল্প",
    videosTitle: "ক্লায়েন্টদের রিভিউ ভিডিও",
    videosLead: "যেসব ব্যবসার সাথে আমরা কাজ করি, তাদের মুখেই শুনুন।",
    noVideos: "কোনো রিভিউ ভিডিও পাওয়া যায়নি।",
    clientsEyebrow: "আমাদের ক্লায়েন্ট",
    clientsTitle: "বেড়ে ওঠা ব্যবসাগুলো আমাদের ওপর ভরসা রাখে",
    clientsRegion: "ক্লায়েন্টদের লোগো",
    pauseTestimonials: "রিভিউ থামান",
    playTestimonials: "রিভিউ আবার চালান",
    pauseLogos: "লোগো থামান",
    playLogos: "লোগো আবার চালান",
    playVideo: (title) => `ভিডিও চালান: ${title}`,
  },
};
