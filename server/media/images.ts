import sharp from "sharp";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "#domain/content-input";

/** Raster formats we accept (decided by decoding the bytes, never by the file name or type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
/** Longest side of a stored team photo. */
export const STORED_IMAGE_SIZE = 800;

export class ImageRejected extends Error {}

/**
 * Decodes an uploaded image, checks it, and re-encodes it as WebP (at most 800 px a side,
 * orientation applied, all metadata — EXIF, GPS, ICC — dropped). Anything that is not a
 * decodable raster image within the limits is refused.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes.byteLength === 0) throw new ImageRejected("The image file is empty.");
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected("The image is larger than 5 MB.");
  let format: string | undefined;
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    format = metadata.format;
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw new ImageRejected("The file is not an image we can read. Use a JPEG, PNG or WebP photo.");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejected("Use a JPEG, PNG, WebP, GIF or AVIF photo.");
  if (width * height > MAX_IMAGE_PIXELS)
    throw new ImageRejected("The image has too many pixels (40 megapixels at most).");
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: STORED_IMAGE_SIZE, height: STORED_IMAGE_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new ImageRejected("The image is damaged and cannot be read.");
  }
}
