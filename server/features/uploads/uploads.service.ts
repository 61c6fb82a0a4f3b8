import crypto from "node:crypto";
import { photoNotAnImageMessage, srcSetFor, uploadVariantName, type UploadedPhoto } from "@shared/media";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { NotAnImageError, processPhoto } from "./image-processing";
import type { PhotoStorage } from "./photo-storage";
import * as repository from "./uploads.repository";

export interface IncomingPhoto {
  originalname: string;
  buffer: Buffer;
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

/**
 * Checks the file by its content, re-encodes it (upright, no metadata, WebP at every width), stores the
 * variants under a random name and records the upload as the user's.
 */
export async function uploadPhoto(
  db: Db,
  storage: PhotoStorage,
  ownerId: number,
  file: IncomingPhoto,
): Promise<UploadedPhoto> {
  const filename = displayName(file.originalname);
  let processed;
  try {
    processed = await processPhoto(file.buffer);
  } catch (error) {
    if (error instanceof NotAnImageError) throw UNSUPPORTED_MEDIA(filename);
    throw error;
  }

  const key = crypto.randomUUID();
  const names = processed.variants.map(({ target }) => uploadVariantName(key, target));
  try {
    await Promise.all(
      processed.variants.map(({ variant }, index) => storage.put(names[index], variant.buffer, "image/webp")),
    );
  } catch (error) {
    await Promise.allSettled(names.map((name) => storage.delete(name)));
    throw error;
  }

  const url = storage.url(names[names.length - 1]);
  const bytes = processed.variants.reduce((sum, { variant }) => sum + variant.buffer.length, 0);
  const id = await repository.insertUpload(db, {
    ownerId,
    key,
    url,
    width: processed.width,
    height: processed.height,
    bytes,
  });
  return { id, url, srcSet: srcSetFor(url) ?? "", width: processed.width, height: processed.height };
}

/** Which of these URLs are photos the user uploaded (a listing may show only its owner's photos). */
export async function findOwnedUploadUrls(db: Db, ownerId: number, urls: string[]): Promise<Set<string>> {
  return repository.findOwnedUploadUrls(db, ownerId, urls);
}
