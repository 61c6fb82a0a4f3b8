import fs from "node:fs/promises";
import path from "node:path";
import express, { Router } from "express";
import { UPLOAD_URL_PREFIX } from "@shared/media";

/**
 * Where uploaded photo files live. The local-folder driver is the default; an object-store driver (S3,
 * R2, GCS) implements the same three methods and returns its own public (or CDN) URL from url().
 */
export interface PhotoStorage {
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

/** Only names the app itself generates: no separators, so a key can never leave the folder. */
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Unsafe storage key: ${key}`);
}

/** Files in one folder, served by `localPhotoRoutes` under /media/uploads/. */
export function createLocalPhotoStorage(directory: string): PhotoStorage {
  let ready: Promise<unknown> | undefined;
  return {
    async put(key, buffer) {
      assertSafeKey(key);
      await (ready ??= fs.mkdir(directory, { recursive: true }));
      // Write then rename: a reader never sees a half-written file under its final name.
      const target = path.join(directory, key);
      const temporary = `${target}.${process.pid}.tmp`;
      await fs.writeFile(temporary, buffer);
      await fs.rename(temporary, target);
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(directory, key), { force: true });
    },
    url(key) {
      return `${UPLOAD_URL_PREFIX}${key}`;
    },
  };
}

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the local driver's folder. Names are random and never reused, so every file can be cached for a
 * year without revalidation; a missing file is a plain 404 (not the HTML not-found page).
 */
export function localPhotoRoutes(directory: string): Router {
  const router = Router();
  router.use(
    express.static(directory, {
      immutable: true,
      maxAge: ONE_YEAR_MS,
      index: false,
      dotfiles: "ignore",
      redirect: false,
      setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
    }),
  );
  router.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  return router;
}
