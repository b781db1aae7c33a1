import sharp from "sharp";

/** Valid items as an admin would add them through the API (JSON bodies; a team member's fields go with a picture). */
export const blog = {
  title: "Faster pages",
  description: "How we cut load times.",
  image: "https://example.com/a.png",
  tag: "Performance",
  link: "https://web.dev/",
};
export const review = {
  name: "Nadia",
  role: "CEO of Brand",
  image: "https://example.com/n.png",
  logo: "https://example.com/l.svg",
  feedback: "Great work.",
};
export const video = { title: "Client story", videoUrl: "https://www.youtube.com/embed/abcdefghijk" };
export const member = { name: "Rafi", position: "Developer", facebook: "", github: "", linkedin: "" };

/** A small PNG file, as a form's picture. */
export const pngFile = async (name = "picture.png", size = 32) =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: size, height: size, channels: 3, background: "#4338ca" } })
          .png()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/png" },
  );
