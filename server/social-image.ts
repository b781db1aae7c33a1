import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../domain/content-input";
import { isSitePicture, SOCIAL_IMAGE_SIZE } from "../domain/social-image";
import type { Services } from "./services";

/**
 * An article's social preview (Open Graph / Twitter card, decision 0026): its picture cropped to
 * 1200×630 JPEG by sharp, made on first request and kept per post version. Pictures on the site
 * (shipped files, or uploads in the database) are used; a picture on another site is never fetched
 * by the server (it could be made to fetch anything), so those posts get the site's own image.
 */
export function socialImages(services: Services, publicFolders: readonly string[]) {
  const made = new Map<string, Promise<Buffer | null>>();

  const sourceOf = async (image: string): Promise<Buffer | null> => {
    if (!isSitePicture(image)) return null;
    if (image.startsWith("/media/")) {
      const media = await services.media.find(image.slice("/media/".length));
      return media ? Buffer.from(media.data) : null;
    }
    const path = normalize(image).replace(/^[/\\]+/, "");
    if (path.startsWith("..")) return null;
    for (const folder of publicFolders) {
      const bytes = await readFile(join(folder, path)).catch(() => null);
      if (bytes) return bytes;
    }
    return null;
  };

  const render = async (image: string) => {
    const source = await sourceOf(image);
    if (!source) return null;
    return sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, density: 144 }).resize(SOCIAL_IMAGE_SIZE.width, SOCIAL_IMAGE_SIZE.height, { fit: "cover" }).flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true }).toBuffer().catch(() => null);
  };

  /** The preview of the article at `slug`, or null (no such article, or a picture the server does not use). */
  return async (slug: string): Promise<Buffer | null> => {
    const found = await services.content.article(slug);
    if (!found || "movedTo" in found) return null;
    const key = `${slug} ${found.article.updatedAt}`;
    if (!made.has(key)) {
      if (made.size >= 50) made.delete(made.keys().next().value!);
      made.set(key, render(found.article.image));
    }
    return made.get(key)!;
  };
}
