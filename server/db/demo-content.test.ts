import { describe, expect, it } from "vitest";
import { blogInputSchema, reviewInputSchema, reviewVideoInputSchema } from "../../domain/content-input";
import { demoBlogs, demoReviews, demoReviewVideos } from "./demo-content";

/** Issue 8 item 8: the demo content passes the forms an admin edits it with, unchanged. */
describe("demo content passes its own forms", () => {
  it.each(demoBlogs.map((blog) => [blog.title, blog] as const))("blog %s", (_title, blog) => {
    // The form adds an empty address (made from the title) and an empty article where the demo has none.
    expect(blogInputSchema.parse(blog)).toEqual({ body: "", slug: "", ...blog });
  });
  it.each(demoReviews.map((review) => [review.name, review] as const))("review by %s", (_name, review) => {
    expect(reviewInputSchema.parse(review)).toEqual(review);
  });
  it.each(demoReviewVideos.map((video) => [video.title, video] as const))("video %s", (_title, video) => {
    expect(reviewVideoInputSchema.parse(video)).toEqual(video);
  });
});
