import crypto from "node:crypto";
import {
  LARGEST_UPLOAD_WIDTH,
  photoNotAnImageMessage,
  publicPhotoUrl,
  srcSetFor,
  UPLOAD_WIDTHS,
  uploadVariantName,
  type UploadedPhoto,
} from "@shared/media";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { differenceHash } from "../../lib/perceptual-hash";
import { NotAnImageError, processPhoto } from "./image-processing";
import type { PhotoStorage } from "./photo-storage-contract";
import * as repository from "./uploads.repository";

export interface IncomingPhoto {
  originalname: string;
  /** The received file in the temporary folder; the route removes it afterwards. */
  path: string;
}

/** Names shown back to the user: the file's own name, without any folder, shortened and printable. */
export function displayName(originalname: string): string {
  const base =
    originalname
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{C}]/gu, "")
      .trim() || "The file";
  return base.length > 80 ? `${base.slice(0, 77)}…` : base;
}

const UNSUPPORTED_MEDIA = (filename: string) =>
  new AppError(415, photoNotAnImageMessage(filename), "unsupported_media_type", {
    photo: [photoNotAnImageMessage(filename)],
  });

/** Photos re-encoded at once (createConcurrencyLimit): a full queue refuses with 503. */
export interface ProcessingLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Checks the file (on disk) by its content, re-encodes it (upright, no metadata, WebP at every width)
 * and takes its perceptual hash within the processing limit, streams the variants to storage under a random name and records the
 * upload as the user's. The row keeps the storage key; the answer carries its public address.
 */
export async function uploadPhoto(
  db: Db,
  { storage, limit, mediaBaseUrl }: { storage: PhotoStorage; limit: ProcessingLimit; mediaBaseUrl: string },
  ownerId: number,
  file: IncomingPhoto,
): Promise<UploadedPhoto> {
  const filename = displayName(file.originalname);
  const key = crypto.randomUUID();
  let stored = false;
  let processed;
  try {
    processed = await limit.run(async () => {
      const photo = await processPhoto(file.path, (target, webp) => {
        stored = true;
        return storage.put(uploadVariantName(key, target), webp, "image/webp");
      });
      // The perceptual hash that finds this photo on another owner's listing (docs/decisions/0051).
      return { ...photo, photoHash: await differenceHash(file.path) };
    });
  } catch (error) {
    if (stored) await deleteUploadFiles(storage, key);
    if (error instanceof NotAnImageError) throw UNSUPPORTED_MEDIA(filename);
    throw error;
  }
  const ref = uploadVariantName(key, LARGEST_UPLOAD_WIDTH);
  const bytes = processed.variants.reduce((sum, variant) => sum + variant.bytes, 0);
  const id = await repository.insertUpload(db, {
    ownerId,
    key,
    url: ref,
    width: processed.width,
    height: processed.height,
    bytes,
    photoHash: processed.photoHash,
  });
  const url = publicPhotoUrl(ref, mediaBaseUrl);
  return { id, url, srcSet: srcSetFor(url) ?? "", width: processed.width, height: processed.height };
}

/** Every variant of an upload; each delete is tried even when another fails. */
export async function deleteUploadFiles(storage: PhotoStorage, key: string): Promise<void> {
  const results = await Promise.allSettled(
    UPLOAD_WIDTHS.map((width) => storage.delete(uploadVariantName(key, width))),
  );
  const failure = results.find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

/**
 * Which of these stored photo references (`<key>-1600.webp`) are photos the user uploaded: a listing may
 * show only its owner's photos.
 */
export async function findOwnedUploadRefs(db: Db, ownerId: number, refs: string[]): Promise<Set<string>> {
  return repository.findOwnedUploadRefs(db, ownerId, refs);
}

/**
 * Uploads are kept this long unused: the create-listing form uploads as the owner picks photos, and the
 * listing (or the saved draft) that names them may come hours later.
 */
export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
/** Uploads removed per run at most: an hourly run keeps up with thousands a day, and never runs long. */
export const ORPHAN_UPLOADS_PER_RUN = 500;

/**
 * Removes uploads older than a day that no listing and no saved draft uses: every variant from storage
 * first, then the row. A run that stops half-way leaves at most rows whose files are already gone, which
 * the next run finds again and removes. Answers how many were removed.
 */
export async function cleanOrphanUploads(
  db: Db,
  storage: PhotoStorage,
  { now = new Date(), limit = ORPHAN_UPLOADS_PER_RUN }: { now?: Date; limit?: number } = {},
): Promise<number> {
  const orphans = await repository.findOrphanUploads(
    db,
    new Date(now.getTime() - ORPHAN_UPLOAD_AGE_MS),
    limit,
  );
  for (const orphan of orphans) {
    await deleteUploadFiles(storage, orphan.key);
    await repository.deleteUpload(db, orphan.id);
  }
  return orphans.length;
}
