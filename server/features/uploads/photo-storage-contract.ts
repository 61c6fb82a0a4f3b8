import type { Readable } from "node:stream";
import type { MediaStorageSettings } from "../../config";

/**
 * Where uploaded photo files live, by storage key (`<uuid>-<width>.webp`): a local folder (the default)
 * or an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO). The database keeps the keys; the public
 * address comes from MEDIA_BASE_URL or /media/uploads/ (shared/media.ts `publicPhotoUrl`).
 */
export interface PhotoStorage {
  readonly kind: MediaStorageSettings["kind"];
  /** Stores the stream under `key`; nothing is visible under that key unless the whole stream arrived. */
  put(key: string, body: Readable, contentType: string): Promise<void>;
  /** Removes the object; no error when there is none. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The object as a stream with its metadata, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
}

export interface StoredObject {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** Only names the app itself generates: no separators, so a key can never leave the folder or bucket. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..");
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** Names are random and never reused: every photo may be cached for a year without revalidation. */
export const PHOTO_CACHE_CONTROL = "public, max-age=31536000, immutable";
