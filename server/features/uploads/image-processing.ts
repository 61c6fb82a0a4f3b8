import type { Readable } from "node:stream";
import sharp, { type OutputInfo } from "sharp";
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

export interface ProcessedVariant {
  target: number;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedPhoto {
  /** One per UPLOAD_WIDTHS entry, in that order; none wider than the original. */
  variants: ProcessedVariant[];
  /** Size of the largest variant. */
  width: number;
  height: number;
}

export class NotAnImageError extends Error {}

/** Where each variant goes as it is encoded: its width target and the WebP stream. */
export type StoreVariant = (target: number, webp: Readable) => Promise<void>;

/**
 * libvips threads per image operation. The processing limit already runs photos side by side, each as
 * three pipelines (one per width), so one thread per operation keeps the total near the number of cores
 * instead of cores × photos × widths threads fighting over them. Its operation cache (on by default) only
 * helps when the same file is processed again, which never happens here: off, it holds no memory.
 */
export function configureSharp(threads = 1): void {
  sharp.concurrency(threads);
  sharp.cache(false);
}

/**
 * Decodes an uploaded file (on disk) by its content, turns it upright by its EXIF orientation, and
 * re-encodes it as WebP at each width with every piece of metadata (EXIF, GPS, XMP, ICC) dropped: sharp
 * writes none unless asked to, and re-encoding also removes anything hidden in the original file's bytes.
 * Each variant is streamed to `store` as it is encoded: no variant is ever held whole in memory here.
 */
export async function processPhoto(inputPath: string, store: StoreVariant): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    const metadata = await sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    throw new NotAnImageError("not an image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`unsupported format ${format}`);
  // One pipeline per width from the same file: libvips streams each one (and shrinks JPEGs while
  // decoding), so a large photo never sits in memory as a full raw bitmap. `pages: 1` = first frame.
  const upright = sharp(inputPath, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 }).rotate();
  let undecodable = false;
  // Settled, not Promise.all: the caller deletes the stored variants when one fails, which must come
  // after every write has finished.
  const results = await Promise.allSettled(
    UPLOAD_WIDTHS.map(async (target) => {
      const encoder = upright
        .clone()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY });
      const info = new Promise<OutputInfo>((resolve) => encoder.once("info", resolve));
      // Recognised but undecodable, e.g. a HEIC whose codec this build lacks, or a truncated file.
      encoder.once("error", () => (undecodable = true));
      try {
        await store(target, encoder);
      } catch (error) {
        encoder.destroy();
        throw error;
      }
      const { width, height, size } = await info;
      return { target, width, height, bytes: size };
    }),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw undecodable ? new NotAnImageError("could not decode") : failure.reason;
  const variants = results.map((result) => (result as PromiseFulfilledResult<ProcessedVariant>).value);
  const largest = variants[variants.length - 1];
  return { variants, width: largest.width, height: largest.height };
}
