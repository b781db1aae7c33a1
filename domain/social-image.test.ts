import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./site-details";
import { articleSocialImage, siteSocialImage } from "./social-image";

describe("link preview pictures", () => {
  it("the site's picture is described by what it shows: the company's name and where it works", () => {
    expect(siteSocialImage(defaultSiteSettings, "en")).toEqual({
      path: "/og-image.png",
      alt: "Skyline IT Solutions: IT services in Uttara, Dhaka",
    });
    expect(siteSocialImage({ ...defaultSiteSettings, companyName: "Nodi Tech", area: "Banani" }, "en").alt).toBe(
      "Nodi Tech: IT services in Banani, Dhaka",
    );
  });

  it("an article shows its own picture when the server can crop it (on the site), else the site's", () => {
    const post = { slug: "choosing-a-domain", title: "Choosing a Domain", image: "/images/blogs/blog-2.svg" };
    expect(articleSocialImage(defaultSiteSettings, post, "en")).toEqual({
      path: "/blogs/choosing-a-domain/social.jpg",
      alt: "Picture for the article “Choosing a Domain”",
    });
    expect(articleSocialImage(defaultSiteSettings, { ...post, image: "/media/3f2c.webp" }, "en").path).toBe(
      "/blogs/choosing-a-domain/social.jpg",
    );
    // A picture on another site is never fetched by the server: the preview would be the site's, and so is its description.
    expect(articleSocialImage(defaultSiteSettings, { ...post, image: "https://cdn.example.com/a.jpg" }, "en")).toEqual(
      siteSocialImage(defaultSiteSettings, "en"),
    );
  });

  it("on a Bangla page the pictures are described in Bangla: the settings' Bangla place, the article's title as the page shows it (issue 39 item 11)", () => {
    expect(siteSocialImage(defaultSiteSettings, "bn")).toEqual({
      path: "/og-image.png",
      alt: "Skyline IT Solutions: উত্তরা, ঢাকার আইটি সেবা",
    });
    // No Bangla place in the settings: the English one, joined as a Latin name is.
    const noBanglaPlace = { ...defaultSiteSettings, bn: { ...defaultSiteSettings.bn, area: "", city: "" } };
    expect(siteSocialImage(noBanglaPlace, "bn").alt).toBe("Skyline IT Solutions: Uttara, Dhaka-এর আইটি সেবা");
    const post = { slug: "choosing-a-domain", title: "ডোমেইন বাছাই", image: "/images/blogs/blog-2.svg" };
    expect(articleSocialImage(defaultSiteSettings, post, "bn")).toEqual({
      path: "/blogs/choosing-a-domain/social.jpg",
      alt: "“ডোমেইন বাছাই” আর্টিকেলের ছবি",
    });
    expect(articleSocialImage(defaultSiteSettings, { ...post, image: "https://cdn.example.com/a.jpg" }, "bn")).toEqual(
      siteSocialImage(defaultSiteSettings, "bn"),
    );
  });
});
