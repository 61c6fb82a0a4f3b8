import crypto from "node:crypto";
import fs from "node:fs/promises";
import type { RequestHandler, Router } from "express";
import multer from "multer";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, PHOTO_FIELD, photoTooLargeMessage } from "@shared/media";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import { rateLimit, RATE_LIMITS } from "../../middleware/rate-limit";
import { createConcurrencyLimit } from "../../middleware/concurrency-limit";
import { requireAuth } from "../../middleware/require-auth";
import { errorResponse, json } from "../../http/openapi/api-description";
import { documentedRouter } from "../../http/openapi/documented-router";
import { exampleUploadedPhoto } from "../../http/openapi/examples";
import { uploadedPhotoSchema } from "../../http/openapi/response-schemas";
import { configureSharp } from "./image-processing";
import type { PhotoStorage } from "./photo-storage-contract";
import { IMAGE_QUEUE_FULL_MESSAGE } from "./processing-limit";
import { displayName, uploadPhoto } from "./uploads.service";

const ONE_PHOTO_MESSAGE = `Send one photo per request, in the multipart field "${PHOTO_FIELD}"`;

/**
 * One file per request (at most 10 MB), written to a temporary folder as it arrives, never held whole in
 * memory: the form uploads each photo on its own so it can show each one's progress and refuse a bad file
 * by name. The file is removed once the response has gone (or the visitor has gone away), whatever
 * happened; multer removes a part-written file itself when the request fails or is aborted.
 */
function receivePhoto(temporaryDirectory: string): RequestHandler {
  let ready: Promise<unknown> | undefined;
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, callback) => {
        ready ??= fs.mkdir(temporaryDirectory, { recursive: true });
        ready.then(
          () => callback(null, temporaryDirectory),
          (error: Error) => callback(error, temporaryDirectory),
        );
      },
      filename: (_req, _file, callback) => callback(null, `upload-${crypto.randomUUID()}`),
    }),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  }).single(PHOTO_FIELD);
  return (req, res, next) => {
    res.once("close", () => {
      if (req.file?.path) void fs.rm(req.file.path, { force: true });
    });
    upload(req, res, (error?: unknown) => receiveError(error, next));
  };
}

function receiveError(error: unknown, next: (error?: unknown) => void) {
  if (!error) return next();
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") {
      // multer 2 names the file on size errors; its type definitions lag behind.
      const { filename } = error as multer.MulterError & { filename?: string };
      const message = photoTooLargeMessage(displayName(filename ?? ""));
      return next(new AppError(413, message, "too_large", { [PHOTO_FIELD]: [message] }));
    }
    return next(AppError.badRequest(ONE_PHOTO_MESSAGE, { [PHOTO_FIELD]: [ONE_PHOTO_MESSAGE] }));
  }
  // A malformed multipart body (busboy's "Unexpected end of form" and the like).
  next(
    AppError.badRequest("The upload could not be read", {
      [PHOTO_FIELD]: ["The upload could not be read"],
    }),
  );
}

/** POST /api/uploads: one listing photo, re-encoded and stored; answers its URL and srcset. */
export function uploadsRoutes({ db, rateLimits, config }: AppContext, storage: PhotoStorage): Router {
  const { concurrency, queue } = config.imageProcessing;
  const limit = createConcurrencyLimit(concurrency, queue, IMAGE_QUEUE_FULL_MESSAGE, "photo-processing");
  configureSharp();
  const routes = documentedRouter({ name: "Uploads", description: "Listing photos" });
  routes.post(
    "/uploads",
    {
      operationId: "uploadPhoto",
      summary: "Upload one listing photo",
      description: `One file per request in the multipart field \`${PHOTO_FIELD}\` (at most ${MAX_UPLOAD_MB} MB). The type is read from the content: JPEG, PNG, WebP, AVIF, HEIC (when the server's decoder supports it) or the first frame of a GIF. The photo is turned upright, stripped of all metadata and stored as WebP 400, 800 and 1600 pixels wide (never enlarged) under a random name. \`url\` is the largest variant, the value a listing's \`images\` takes; a listing may only use its owner's uploads. Limited to 120 per 10 minutes per user.`,
      access: "session",
      body: {
        description: "The photo",
        required: true,
        content: {
          "multipart/form-data": {
            schema: z.object({
              [PHOTO_FIELD]: z.string().meta({ format: "binary", description: "The image file" }),
            }),
          },
        },
      },
      responses: {
        201: {
          ...json(
            uploadedPhotoSchema.meta({ id: "UploadedPhoto" }),
            "Stored; served with a one-year cache",
            exampleUploadedPhoto,
          ),
          headers: z.object({ Location: z.string().meta({ description: "The photo's URL (`url`)" }) }),
        },
        400: errorResponse("No file, another field name or more than one file"),
        413: errorResponse("`{filename} is larger than 10 MB`"),
        415: errorResponse("`{filename} is not a JPEG, PNG, WebP, AVIF or HEIC image`"),
        503: errorResponse(
          `Too many photos waiting to be processed: try again after Retry-After seconds ("${IMAGE_QUEUE_FULL_MESSAGE}")`,
        ),
      },
    },
    requireAuth,
    rateLimit(rateLimits, RATE_LIMITS.upload),
    receivePhoto(config.media.temporaryDirectory),
    async (req, res) => {
      if (!req.file) {
        throw AppError.badRequest(ONE_PHOTO_MESSAGE, { [PHOTO_FIELD]: [ONE_PHOTO_MESSAGE] });
      }
      const photo = await uploadPhoto(
        db,
        { storage, limit, mediaBaseUrl: req.site.mediaBaseUrl },
        req.user!.id,
        req.file,
      );
      res.status(201).location(photo.url).json(photo);
    },
  );
  return routes.router;
}
