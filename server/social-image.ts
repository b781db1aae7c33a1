import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "#domain/content-input";
import { isSitePicture, SOCIAL_IMAGE_SIZE } from "#domain/social-image";
import { placeName, type SiteSettings } from "#domain/site-details";
import type { Services } from "./services";
import { contentHash } from "./validators";

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
    return sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS, density: 144 })
      .resize(SOCIAL_IMAGE_SIZE.width, SOCIAL_IMAGE_SIZE.height, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
      .catch(() => null);
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

/** The site's brand colours (app/app.css: brand-900, brand-700, sky-500, the accent amber) and the text's. */
const COLOURS = {
  deep: "#312e81",
  brand: "#4338ca",
  sky: "#0ea5e9",
  accent: "#f59e0b",
  text: "#ffffff",
  lead: "#e0f2fe",
};
const MARGIN = 96;
const TEXT_WIDTH = SOCIAL_IMAGE_SIZE.width - 2 * MARGIN;
/** The name's largest size, and the most room it may take (two lines of it). */
const NAME_PX = 80;
const NAME_MAX_HEIGHT = 200;

/** The picture without words: the brand gradient, two soft circles, a row of buildings, the mark's tile. */
const BACKDROP = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.deep}"/><stop offset=".6" stop-color="${COLOURS.brand}"/><stop offset="1" stop-color="${COLOURS.sky}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1040" cy="120" r="220" fill="#fff" fill-opacity=".06"/><circle cx="1040" cy="120" r="140" fill="#fff" fill-opacity=".06"/>
<g fill="#1e1b4b" fill-opacity=".35">${[54, 77, 60, 83, 66, 89, 72, 55, 78, 61, 84, 67, 90, 73, 56, 79]
  .map((width, i, all) => {
    const x = all.slice(0, i).reduce((sum, w) => sum + w + 6, 0);
    const height = [70, 110, 60, 140, 90, 120, 70, 150, 100, 80, 130, 64, 112, 86, 136, 76][i]!;
    return `<rect x="${x}" y="${630 - height}" width="${width}" height="${height}"/>`;
  })
  .join("")}</g>
<rect x="${MARGIN}" y="96" width="112" height="112" rx="28" fill="#fff" fill-opacity=".15"/><rect x="${MARGIN + 8}" y="104" width="96" height="96" rx="24" fill="${COLOURS.brand}"/>
</svg>`;

/** The site's font first, then common sans-serif ones (sizes are in points: at 72 dpi a point is a pixel). */
const FONTS = "Inter,Arial,Liberation Sans,DejaVu Sans,sans-serif";

/** Text in Pango's markup: the company's name is data, so its &, < and > are escaped. */
const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** One block of text (wrapped at `width`), as a transparent picture cropped to its ink. */
async function textImage(
  text: string,
  {
    px,
    weight,
    colour,
    width,
    maxHeight,
  }: { px: number; weight: "bold" | "normal"; colour: string; width: number; maxHeight?: number },
) {
  const markup = `<span foreground="${colour}">${escapeMarkup(text)}</span>`;
  const render = (fit: boolean) =>
    sharp({
      text: {
        text: markup,
        font: `${FONTS} ${weight === "bold" ? "Bold " : ""}${px}`,
        width,
        rgba: true,
        wrap: "word-char",
        ...(fit ? { height: maxHeight } : { dpi: 72 }),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const made = await render(false);
  // A name too long for two lines at the full size is made smaller until it fits.
  return maxHeight && made.info.height > maxHeight ? render(true) : made;
}

/**
 * The site's social preview (/og-image.png, issue 22 item 3): the company's initial, name and place
 * on the brand's colours, drawn by sharp from the settings, 1200×630 PNG. Made on first request for
 * each name and place and kept; a rename makes a new one at once (every page links the same address,
 * which answers with an ETag, so a crawler that asks again gets the new picture). The text uses the
 * machine's sans-serif font (fontconfig; docs/deploy.md installs one).
 */
export function siteSocialImages() {
  const made = new Map<string, Promise<{ png: Buffer; etag: string }>>();

  const render = async (site: Pick<SiteSettings, "companyName" | "area" | "city">) => {
    const [initial, name, place] = await Promise.all([
      textImage(Array.from(site.companyName.trim())[0]?.toUpperCase() ?? "", {
        px: 64,
        weight: "bold",
        colour: COLOURS.text,
        width: 96,
      }),
      textImage(site.companyName, {
        px: NAME_PX,
        weight: "bold",
        colour: COLOURS.text,
        width: TEXT_WIDTH,
        maxHeight: NAME_MAX_HEIGHT,
      }),
      textImage(`IT services in ${placeName(site)}`, {
        px: 40,
        weight: "normal",
        colour: COLOURS.lead,
        width: TEXT_WIDTH,
        maxHeight: 60,
      }),
    ]);
    // Name, place and the accent line as one group, ending above the buildings' tallest roofs.
    const group = name.info.height + 32 + place.info.height + 32 + 8;
    const top = Math.min(250, 500 - group);
    const placeTop = top + name.info.height + 32;
    const accent = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="8"><rect width="120" height="8" rx="4" fill="${COLOURS.accent}"/></svg>`,
    );
    const png = await sharp(Buffer.from(BACKDROP))
      .composite([
        {
          input: initial.data,
          left: MARGIN + 8 + Math.round((96 - initial.info.width) / 2),
          top: 104 + Math.round((96 - initial.info.height) / 2),
        },
        { input: name.data, left: MARGIN, top },
        { input: place.data, left: MARGIN + 2, top: placeTop },
        { input: accent, left: MARGIN + 2, top: placeTop + place.info.height + 32 },
      ])
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png, etag: `"${contentHash(png)}"` };
  };

  return (site: Pick<SiteSettings, "companyName" | "area" | "city">) => {
    const key = JSON.stringify([site.companyName, site.area, site.city]);
    if (!made.has(key)) {
      if (made.size >= 10) made.delete(made.keys().next().value!);
      const rendering = render(site);
      // A failure is not kept: the next request tries again.
      rendering.catch(() => made.delete(key));
      made.set(key, rendering);
    }
    return made.get(key)!;
  };
}
