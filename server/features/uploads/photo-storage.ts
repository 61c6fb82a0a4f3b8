import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { Router, type Request, type Response } from "express";
import type { MediaStorageSettings } from "../../config";
import {
  assertSafeKey,
  isSafeKey,
  PHOTO_CACHE_CONTROL,
  type PhotoStorage,
  type StoredObject,
} from "./photo-storage-contract";
import { createS3PhotoStorage } from "./s3-photo-storage";

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function createPhotoStorage(settings: MediaStorageSettings): PhotoStorage {
  return settings.kind === "s3"
    ? createS3PhotoStorage(settings)
    : createLocalPhotoStorage(settings.directory);
}

/** Files in one folder, served by `photoRoutes` under /media/uploads/. */
export function createLocalPhotoStorage(directory: string): PhotoStorage {
  let ready: Promise<unknown> | undefined;
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const target = fileOf(key);
      await (ready ??= fsp.mkdir(directory, { recursive: true }));
      // Write then rename: a reader never sees a half-written file under its final name.
      const temporary = `${target}.${crypto.randomUUID()}.tmp`;
      try {
        await pipeline(body, fs.createWriteStream(temporary, { flags: "wx" }));
        await fsp.rename(temporary, target);
      } catch (error) {
        await fsp.rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(fileOf(key));
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fsp.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return {
        body: fs.createReadStream(file),
        contentType: key.endsWith(".webp") ? "image/webp" : undefined,
        contentLength: stat.size,
        etag: undefined,
        lastModified: stat.mtime,
      };
    },
  };
}

/**
 * /media/uploads/<key>: the local folder through express.static, or any other driver's object streamed
 * through the app, so photos work with no public bucket (behind the edge cache, or as a CDN's origin).
 * Cached for a year; a missing file is a plain 404 (not the HTML not-found page).
 */
export function photoRoutes(settings: MediaStorageSettings, storage: PhotoStorage): Router {
  const router = Router();
  if (settings.kind === "local") {
    router.use(
      express.static(settings.directory, {
        immutable: true,
        maxAge: ONE_YEAR_MS,
        index: false,
        dotfiles: "ignore",
        redirect: false,
        setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
      }),
    );
  } else {
    router.get("/:name", async (req, res, next) => {
      const { name } = req.params;
      if (!isSafeKey(name)) return next();
      const object = await storage.get(name);
      if (!object) return next();
      sendStoredObject(req, res, object);
    });
  }
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}

function sendStoredObject(req: Request, res: Response, object: StoredObject): void {
  res.setHeader("Cache-Control", PHOTO_CACHE_CONTROL);
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.type(object.contentType ?? "application/octet-stream");
  if (object.etag) res.setHeader("ETag", object.etag);
  if (object.lastModified) res.setHeader("Last-Modified", object.lastModified.toUTCString());
  if (req.fresh || req.method === "HEAD") {
    object.body.destroy();
    if (req.fresh) res.status(304);
    else if (object.contentLength !== undefined) res.setHeader("Content-Length", object.contentLength);
    res.end();
    return;
  }
  if (object.contentLength !== undefined) res.setHeader("Content-Length", object.contentLength);
  // A visitor who goes away mid-photo closes the response: pipeline then ends the bucket's stream too.
  pipeline(object.body, res).catch(() => {
    if (!res.headersSent) res.status(502);
    res.destroy();
  });
}
