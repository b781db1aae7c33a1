import { describe, expect, it } from "vitest";
import { blogInputSchema, reviewInputSchema, reviewVideoInputSchema } from "#domain/content-input";
import { demoBlogs, demoReviews, demoReviewVideos } from "./demo-content";

/**
 * Issue 8 item 8: the demo content passes the forms an admin edits it with, unchanged — its
 * Bangla texts too (issue 26 item 5), so saving a demo item unchanged changes nothing.
 */
describe("demo content passes its own forms", () => {
  it.each(demoBlogs.map((blog) => [blog.title, blog] as const))("blog %s", (_title, blog) => {
    // The form adds an empty address (made from the title) and an empty article where the demo has none.
    const bn = { body: "", ...blog.bn };
    expect(blogInputSchema.parse({ ...blog, bn })).toEqual({ body: "", slug: "", ...blog, bn });
  });
  it.each(demoReviews.map((review) => [review.name, review] as const))("review by %s", (_name, review) => {
    expect(reviewInputSchema.parse(review)).toEqual(review);
  });
  it.each(demoReviewVideos.map((video) => [video.title, video] as const))("video %s", (_title, video) => {
    expect(reviewVideoInputSchema.parse(video)).toEqual(video);
  });
});

/** Issue 26 item 5: the demo content ships in Bangla too, every text of it. */
describe("demo content in Bangla", () => {
  const bengaliLetters = /[\u0980-\u09FF]/;
  it("every blog, review and video has its Bangla texts, and each article its Bangla article", () => {
    for (const { bn, body } of demoBlogs) {
      expect([bn.title, bn.description]).toEqual([
        expect.stringMatching(bengaliLetters),
        expect.stringMatching(bengaliLetters),
      ]);
      expect(Boolean(bn.body), "an article in Bangla where there is one in English").toBe(Boolean(body));
    }
    for (const { bn } of demoReviews) expect(`${bn.role} ${bn.feedback}`).toMatch(bengaliLetters);
    for (const { bn } of demoReviewVideos) expect(bn.title).toMatch(bengaliLetters);
  });
});
