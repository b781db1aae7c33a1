import { describe, expect, it } from "vitest";
import {
  blogInputSchema,
  reviewInputSchema,
  reviewVideoInputSchema,
  teamMemberInputSchema,
  VIDEO_URL_MESSAGE,
  youtubeEmbedUrl,
  youtubeVideoId,
} from "./content-input";
import { siteSettingsSchema } from "./site-settings";
import { defaultSiteSettings } from "./site-details";

const ID = "dQw4w9WgXcQ";
const EMBED = `https://www.youtube.com/embed/${ID}`;

describe("video links as people paste them (issue 8 item 9)", () => {
  it.each([
    [EMBED, EMBED],
    [`https://youtube.com/embed/${ID}`, EMBED],
    [`https://youtu.be/${ID}`, EMBED],
    [`https://youtu.be/${ID}?si=Tr4ck1ngT0k3n`, EMBED],
    [`youtu.be/${ID}`, EMBED],
    [`http://youtu.be/${ID}`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://www.youtube.com/watch?v=${ID}&list=PL1234567890&index=2`, EMBED],
    [`https://www.youtube.com/watch?feature=share&v=${ID}`, EMBED],
    [`https://m.youtube.com/watch?v=${ID}`, EMBED],
    [`youtube.com/watch?v=${ID}`, EMBED],
    [`www.youtube.com/watch?v=${ID}`, EMBED],
    [`https://www.youtube.com/shorts/${ID}`, EMBED],
    [`https://youtube.com/shorts/${ID}?feature=share`, EMBED],
    [`https://www.youtube.com/live/${ID}`, EMBED],
    [`  https://youtu.be/${ID}  `, EMBED],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, EMBED],
  ])("%s → the embed URL", (link, expected) => {
    expect(youtubeEmbedUrl(link)).toBe(expected);
    expect(reviewVideoInputSchema.parse({ title: "A client story", videoUrl: link }).videoUrl).toBe(expected);
  });

  it("keeps a start time and the privacy-enhanced host", () => {
    expect(youtubeEmbedUrl(`https://youtu.be/${ID}?t=42`)).toBe(`${EMBED}?start=42`);
    expect(youtubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}&t=1m30s`)).toBe(`${EMBED}?start=90`);
    expect(youtubeEmbedUrl(`${EMBED}?start=15`)).toBe(`${EMBED}?start=15`);
    expect(youtubeEmbedUrl(`https://www.youtube-nocookie.com/embed/${ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}`,
    );
  });

  it.each([
    "",
    "not a link",
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/embed/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}extra`,
    `https://www.youtube.com/@SomeChannel`,
    `https://www.youtube.com/playlist?list=PL1234567890`,
    `https://youtu.be/${ID}/more`,
    `https://user:pass@youtu.be/${ID}`,
    `https://youtu.be:8443/${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `data:text/html,https://youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
  ])("refuses %j", (link) => {
    expect(youtubeEmbedUrl(link)).toBeNull();
    const result = reviewVideoInputSchema.safeParse({ title: "A client story", videoUrl: link });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(link === "" ? "YouTube video link is required" : VIDEO_URL_MESSAGE);
  });

  it("reads the video id of an embed URL", () => {
    expect(youtubeVideoId(EMBED)).toBe(ID);
    expect(youtubeVideoId(`${EMBED}?start=3`)).toBe(ID);
    expect(youtubeVideoId("https://example.com/")).toBeNull();
  });
});

describe("image fields take site paths and web addresses (issue 8 item 8)", () => {
  const blog = { title: "T", description: "D", image: "/images/blogs/blog-1.svg" };
  const review = {
    name: "N",
    role: "CEO of Brand",
    image: "/images/placeholder-avatar.svg",
    logo: "/images/logo.svg",
    feedback: "Great.",
  };

  it("accepts /images/… paths (the demo content, the placeholder photo create-admin sets) and http(s) addresses", () => {
    expect(blogInputSchema.parse(blog).image).toBe("/images/blogs/blog-1.svg");
    expect(blogInputSchema.parse({ ...blog, image: "https://cdn.example.com/a.jpg" }).image).toBe(
      "https://cdn.example.com/a.jpg",
    );
    expect(reviewInputSchema.parse(review)).toMatchObject({
      image: "/images/placeholder-avatar.svg",
      logo: "/images/logo.svg",
    });
  });

  it.each([
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "images/x.png",
  ])("refuses %j", (image) => {
    expect(blogInputSchema.safeParse({ ...blog, image }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...review, logo: image }).success).toBe(false);
  });
});

describe("links pasted without https:// (issue 22 item 14)", () => {
  const member = { name: "Rahim Uddin", position: "Developer" };

  it("team members' social links get https:// in front", () => {
    const parsed = teamMemberInputSchema.parse({
      ...member,
      facebook: "facebook.com/rahim",
      github: " github.com/rahim ",
      linkedin: "linkedin.com/in/rahim-uddin",
    });
    expect(parsed).toMatchObject({
      facebook: "https://facebook.com/rahim",
      github: "https://github.com/rahim",
      linkedin: "https://linkedin.com/in/rahim-uddin",
    });
    expect(teamMemberInputSchema.parse({ ...member, linkedin: "" }).linkedin).toBe("");
  });

  it("so do the company's social links and a blog's external link", () => {
    const settings = siteSettingsSchema.parse({
      ...defaultSiteSettings,
      facebook: "www.facebook.com/ourpage",
      linkedin: "linkedin.com/company/ours",
    });
    expect([settings.facebook, settings.linkedin]).toEqual([
      "https://www.facebook.com/ourpage",
      "https://linkedin.com/company/ours",
    ]);
    const blog = blogInputSchema.parse({
      title: "A post",
      description: "About it",
      image: "/images/blogs/blog-1.svg",
      link: "example.com/article",
    });
    expect(blog.link).toBe("https://example.com/article");
  });

  it.each(["javascript:alert(1)", "mailto:rahim@example.com", "//evil.example/x", "linkedin", "data:text/html,hi"])(
    "still refuses %s",
    (typed) => {
      const result = teamMemberInputSchema.safeParse({ ...member, linkedin: typed });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "LinkedIn URL must be a web address starting with http:// or https://",
      );
    },
  );
});

describe("each item's optional Bangla texts (issue 26 item 5)", () => {
  const post = { title: "A post", description: "About it", image: "/images/blogs/blog-1.svg" };
  const review = { name: "Rahim", role: "CEO", image: "/images/a.jpg", logo: "/images/b.png", feedback: "Great" };
  const member = { name: "Rahim Uddin", position: "Developer" };

  it("takes them as `bn`, trimmed, with Bengali's joiners and an article's line breaks", () => {
    const parsed = blogInputSchema.parse({
      ...post,
      bn: { title: "  ঢাকায় ই-কমার্স  ", description: "র‍্যাব", body: "## শিরোনাম\r\n\r\nলেখা" },
    });
    expect(parsed.bn).toEqual({ title: "ঢাকায় ই-কমার্স", description: "র‍্যাব", body: "## শিরোনাম\n\nলেখা" });
    expect(reviewInputSchema.parse({ ...review, bn: { role: "সিইও", feedback: "চমৎকার কাজ" } }).bn).toEqual({
      role: "সিইও",
      feedback: "চমৎকার কাজ",
    });
    expect(reviewVideoInputSchema.parse({ title: "A story", videoUrl: EMBED, bn: { title: "গল্প" } }).bn).toEqual({
      title: "গল্প",
    });
    expect(teamMemberInputSchema.parse({ ...member, bn: { position: "ডেভেলপার" } }).bn).toEqual({
      position: "ডেভেলপার",
    });
  });

  it("may be empty or left out: a text left out stays undefined (the stored one is kept), never made empty", () => {
    expect(blogInputSchema.parse(post).bn).toBeUndefined();
    expect(blogInputSchema.parse({ ...post, bn: {} }).bn).toEqual({});
    expect(blogInputSchema.parse({ ...post, bn: { title: "", body: "  " } }).bn).toEqual({ title: "", body: "" });
  });

  it("refuses what the English twin refuses, naming the Bangla field", () => {
    const messages = (values: unknown) =>
      blogInputSchema
        .safeParse({ ...post, bn: values })
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages({ title: "ক".repeat(201) })).toEqual([
      ["bn.title", "Title in Bangla must be at most 200 characters"],
    ]);
    expect(messages({ title: "ক\u202Eখ" })).toEqual([
      ["bn.title", "Title in Bangla contains invisible control characters"],
    ]);
    expect(messages({ title: 5 })).toEqual([["bn.title", "Title in Bangla must be text"]]);
    expect(messages("not an object")?.[0]?.[0]).toBe("bn");
    expect(
      teamMemberInputSchema.safeParse({ ...member, bn: { position: "ক".repeat(121) } }).error?.issues[0]?.message,
    ).toBe("Position in Bangla must be at most 120 characters");
  });
});
