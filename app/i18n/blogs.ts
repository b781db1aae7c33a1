import { type Translations, withBanglaEnding } from "#domain/locale";

/** /blogs, the list of posts (the posts are the admin's). */
export const blogListTexts: Translations<{
  title: string;
  pageTitle: (page: string) => string;
  metaDescription: (city: string) => string;
  lead: string;
  empty: string;
  pagesLabel: string;
  feedTitle: string;
}> = {
  en: {
    title: "Blogs",
    pageTitle: (page) => `Blogs, page ${page}`,
    metaDescription: (city) =>
      `Guides and news on websites, apps, SEO, branding and digital marketing from our team in ${city}.`,
    lead: "Practical advice from our designers, developers and marketers.",
    empty: "No blogs available yet.",
    pagesLabel: "Blog pages",
    feedTitle: "Blogs (RSS)",
  },
  bn: {
    title: "ব্লগ",
    pageTitle: (page) => `ব্লগ, পাতা ${page}`,
    metaDescription: (city) =>
      `ওয়েবসাইট, অ্যাপ, এসইও, ব্র্যান্ডিং আর ডিজিটাল মার্কেটিং নিয়ে ${withBanglaEnding(city, "locative")} আমাদের টিমের গাইড ও খবর।`,
    lead: "আমাদের ডিজাইনার, ডেভেলপার আর মার্কেটারদের হাতেকলমে পরামর্শ।",
    empty: "এখনও কোনো ব্লগ প্রকাশিত হয়নি।",
    pagesLabel: "ব্লগের পাতাগুলো",
    feedTitle: "ব্লগ (আরএসএস)",
  },
};

/** The page links under a list (also the dashboard's, which is English). */
export const paginationTexts: Translations<{ previous: string; next: string; page: string }> = {
  en: { previous: "Previous", next: "Next", page: "Page " },
  bn: { previous: "আগের পাতা", next: "পরের পাতা", page: "পাতা " },
};
