import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./site-details";
import { articleSocialImage, siteSocialImage } from "./social-image";

describe("link preview pictures", () => {
  it("the site's picture is described by what it shows: the company's name and where it works", () => {
    expect(siteSocialImage(defaultSiteSettings)).toEqual({
      path: "/og-image.png",
      alt: "Skyline IT Solutions: IT services in Uttara, Dhaka",
    });
    expect(siteSocialImage({ ...defaultSiteSettings, companyName: "Nodi Tech", area: "Banani" }).alt).toBe(
      "Nodi Tech: IT services in Banani, Dhaka",
    );
  });

  it("an article shows its own picture when the server can crop it (on the site), else the site's", () => {
    const post = { slug: "choosing-a-domain", title: "Choosing a Domain", image: "/images/blogs/blog-2.svg" };
    expect(articleSocialImage(defaultSiteSettings, post)).toEqual({
      path: "/blogs/choosing-a-domain/social.jpg",
      alt: "Picture for the article “Choosing a Domain”",
    });
    expect(articleSocialImage(defaultSiteSettings, { ...post, image: "/media/3f2c.webp" }).path).toBe(
      "/blogs/choosing-a-domain/social.jpg",
    );
    // A picture on another site is never fetched by the server: the preview would be the site's, and so is its description.
    expect(articleSocialImage(defaultSiteSettings, { ...post, image: "https://cdn.example.com/a.jpg" })).toEqual(
      siteSocialImage(defaultSiteSettings),
    );
  });
});
