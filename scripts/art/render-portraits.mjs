// Renders the hand-drawn SVG art in scripts/art to raster assets.
// Usage (from the project root): node scripts/art/render-portraits.mjs
//   scripts/art/portraits/team-N.svg      -> server/db/demo-media/team-N.webp   (400x400)
//   scripts/art/portraits/reviewer-N.svg  -> public/images/reviewers/reviewer-N.webp (400x400)
// (The social preview, /og-image.png, is drawn by the server from the settings: server/social-image.ts.)
//   public/favicon.svg                    -> public/favicon.ico (32x32 PNG data)
import { readdir, readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..", "..");
const portraits = path.join(here, "portraits");

const targets = [
  [/^team-\d+\.svg$/, "server/db/demo-media"],
  [/^reviewer-\d+\.svg$/, "public/images/reviewers"],
];

async function render(src, out, width, height, format) {
  const svg = await readFile(src);
  await mkdir(path.dirname(out), { recursive: true });
  // every source SVG is drawn at its output size, so the default 72 dpi renders 1:1
  let img = sharp(svg, { density: 72 }).resize(width, height, { fit: "cover" });
  img = format === "webp" ? img.webp({ quality: 80 }) : img.png({ compressionLevel: 9 });
  const info = await img.toFile(out); // sharp writes no metadata unless asked to
  console.log(`${path.relative(root, out)}  ${info.width}x${info.height}  ${info.size} B`);
}

for (const file of (await readdir(portraits)).sort()) {
  const target = targets.find(([re]) => re.test(file));
  if (!target) continue;
  const out = path.join(root, target[1], file.replace(/\.svg$/, ".webp"));
  await render(path.join(portraits, file), out, 400, 400, "webp");
}
await render(path.join(root, "public/favicon.svg"), path.join(root, "public/favicon.ico"), 32, 32, "png");
