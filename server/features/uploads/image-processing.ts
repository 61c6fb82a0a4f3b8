import sharp from "sharp";
import { UPLOAD_WIDTHS } from "@shared/media";

/** Formats accepted by their content (sharp's detection), whatever the file is called. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif", "gif"]);

/**
 * Decompression bombs: a small file can declare a huge canvas. 50 megapixels covers every phone and most
 * cameras (a 45 MP full-frame photo is 8192 × 5464).
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** WebP quality 80: visually lossless for photos at about a third of the JPEG size. */
const WEBP_QUALITY = 80;

export interface PhotoVariant {
  width: number;
  height: number;
  buffer: Buffer;
}

export interface ProcessedPhoto {
  /** One per UPLOAD_WIDTHS entry, in that order; none wider than the original. */
  variants: { target: number; variant: PhotoVariant }[];
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export class NotAnImageError extends Error {}

/**
 * Decodes an uploaded file by its content, turns it upright by its EXIF orientation, and re-encodes it as
 * WebP at each width with every piece of metadata (EXIF, GPS, XMP, ICC) dropped: sharp writes none unless
 * asked to, and re-encoding also removes anything hidden in the original file's bytes.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new NotAnImageError("not an image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`unsupported format ${format}`);

  try {
    // One pipeline per width from the same input: libvips streams each one (and shrinks JPEGs while
    // decoding), so a large photo never sits in memory as a full raw bitmap. `pages: 1` = first frame.
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
    const variants = await Promise.all(
      UPLOAD_WIDTHS.map(async (target) => {
        const { data: buffer, info } = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { target, variant: { width: info.width, height: info.height, buffer } };
      }),
    );
    const largest = variants[variants.length - 1].variant;
    return { variants, width: largest.width, height: largest.height };
  } catch {
    // Recognised but undecodable, e.g. a HEIC whose codec this build lacks, or a truncated file.
    throw new NotAnImageError("could not decode");
  }
}
