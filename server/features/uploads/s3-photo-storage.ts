import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { MediaStorageSettings } from "../../config";
import { assertSafeKey, PHOTO_CACHE_CONTROL, type PhotoStorage } from "./photo-storage-contract";

type S3Settings = Extract<MediaStorageSettings, { kind: "s3" }>;

/** The S3 client for these settings (also used by scripts/migrate-photos-to-s3.ts). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default adds CRC checksums to every upload, which several S3-compatible stores (older
    // MinIO, some R2 set-ups) refuse; S3 itself still checks Content-MD5 where an operation needs one.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** A missing object reads as NoSuchKey from GetObject and as a bare 404 (NotFound) from HeadObject. */
export function isMissingObject(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Photos in a bucket, each object under its key at the bucket's top level. Objects carry the year-long
 * Cache-Control themselves, so a bucket website or a CDN in front of it serves them as the app does.
 */
export function createS3PhotoStorage(settings: S3Settings, client = createS3Client(settings)): PhotoStorage {
  const Bucket = settings.bucket;
  return {
    kind: "s3",
    async put(key, body: Readable, contentType) {
      assertSafeKey(key);
      // lib-storage sends a stream of unknown length as one PutObject when it fits one part (5 MB, every
      // variant of a 10 MB upload in practice) and as a multipart upload otherwise; a failed stream
      // aborts it, so no object appears under the key.
      await new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType, CacheControl: PHOTO_CACHE_CONTROL },
        queueSize: 1,
      }).done();
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingObject(error)) return false;
        throw error;
      }
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return {
          body: object.Body as Readable,
          contentType: object.ContentType,
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
  };
}
