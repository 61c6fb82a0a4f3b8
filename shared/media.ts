/**
 * Uploaded photos: each upload is stored as WebP variants named `<key>-<width>.webp` under this prefix.
 * The convention lives here so the client can build `srcset` from a listing's plain image URL.
 */
export const UPLOAD_URL_PREFIX = "/media/uploads/";

/** Widths the server writes for every upload, smallest first; a smaller original is never enlarged. */
export const UPLOAD_WIDTHS = [400, 800, 1600] as const;
export const LARGEST_UPLOAD_WIDTH = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1];

/** Per-file limit: a phone photo is 2–6 MB; 10 MB leaves room for large camera JPEGs. */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The multipart field that carries the one photo of an upload request. */
export const PHOTO_FIELD = "photo";

/**
 * For the file input's `accept` (the server checks the content, not this). HEIC is left out on purpose:
 * iOS then hands the browser a JPEG copy of an iPhone photo, which every server build can decode, while
 * HEVC decoding depends on how libvips was built (the prebuilt sharp binaries lack it).
 */
export const ACCEPTED_PHOTO_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif,.avif";

export function photoTooLargeMessage(filename: string): string {
  return `${filename} is larger than ${MAX_UPLOAD_MB} MB`;
}

export function photoNotAnImageMessage(filename: string): string {
  return `${filename} is not a JPEG, PNG, WebP, AVIF or HEIC image`;
}

/** The stored name of one variant of an upload. */
export function uploadVariantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** The app's own address of an upload's variant; the largest by default. */
export function uploadUrl(key: string, width: number = LARGEST_UPLOAD_WIDTH): string {
  return `${UPLOAD_URL_PREFIX}${uploadVariantName(key, width)}`;
}

const WIDTH_CHOICE = UPLOAD_WIDTHS.join("|");
/** `<base>` `<key>` `-<width>.webp`: an upload variant's address on any base (the app, a bucket, a CDN). */
const UPLOAD_VARIANT_PATTERN = new RegExp(`^(.*/)?([A-Za-z0-9-]{1,100})-(${WIDTH_CHOICE})\\.webp$`);

/** The upload key of an upload URL (any variant, any base), or undefined for other URLs. */
export function uploadKeyOf(url: string): string | undefined {
  const match = UPLOAD_VARIANT_PATTERN.exec(url);
  return match && !match[1]?.includes("..") ? match[2] : undefined;
}

/**
 * "…-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w" for an uploaded photo's URL, on the URL's own
 * base; undefined for anything else (the drawn sample SVGs scale by themselves).
 */
export function srcSetFor(url: string): string | undefined {
  const key = uploadKeyOf(url);
  if (!key) return undefined;
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  return UPLOAD_WIDTHS.map((width) => `${base}${uploadVariantName(key, width)} ${width}w`).join(", ");
}

/**
 * What a listing, an upload or a draft stores for a photo: an upload's storage key (`<key>-1600.webp`,
 * whatever address it was sent as), or an app path (`/media/sample/…`) as it is. Storage and CDN
 * addresses can then change without touching a row (docs/decisions/0039-photos-in-object-storage.md).
 */
export function photoRefOf(url: string): string {
  const key = uploadKeyOf(url);
  return key ? url.slice(url.lastIndexOf("/") + 1) : url;
}

/**
 * The public address of a stored photo reference: an app path or full URL as it is, a storage key under
 * `mediaBaseUrl` (MEDIA_BASE_URL, or /media/uploads/ when the app serves the photos itself).
 */
export function publicPhotoUrl(ref: string, mediaBaseUrl: string): string {
  return ref.startsWith("/") || ref.includes(":") ? ref : `${mediaBaseUrl}${ref}`;
}

/**
 * Addresses a listing or a draft may name as photos: the app's own media paths, or an upload variant on
 * any http(s) base (MEDIA_BASE_URL). Which uploads a listing may use is checked on the server.
 */
export const PHOTO_ADDRESS_PATTERN = new RegExp(
  `^(/media/[A-Za-z0-9/_.-]+|https?://[A-Za-z0-9.:[\\]-]+/([A-Za-z0-9/_.-]*/)?[A-Za-z0-9-]{1,100}-(${WIDTH_CHOICE})\\.webp)$`,
);

/**
 * The `src`, `srcset` and `sizes` of an `<img>` showing `url`. `sizes` only describes the candidates of a
 * `srcset`, so it comes only with one: HTML forbids `sizes` alone, and React's server renderer copies it
 * into the image's preload link as an `imagesizes` without `imagesrcset`, which is invalid too.
 */
export function responsiveImageProps(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = srcSetFor(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

/**
 * POST /api/uploads answers this (201). (No zod here: the browser loads this module with every property
 * card; the OpenAPI document's schema is in server/http/openapi/response-schemas.ts.)
 */
export interface UploadedPhoto {
  id: number;
  /** The largest variant: the value a listing's `images` takes. */
  url: string;
  srcSet: string;
  width: number;
  height: number;
}
