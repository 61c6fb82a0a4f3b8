import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config";
import { isSafeKey } from "../server/features/uploads/photo-storage-contract";
import { createS3PhotoStorage } from "../server/features/uploads/s3-photo-storage";

/**
 * Copies every photo file of the local folder (UPLOAD_DIR) into the bucket (MEDIA_STORAGE=s3 and the S3_*
 * settings), skipping those already there (HeadObject): safe to stop and run again. The database keeps
 * photo keys, not addresses, so no row changes: switch MEDIA_STORAGE to s3 once this has copied all.
 *
 *   MEDIA_STORAGE=s3 S3_BUCKET=… node --import tsx scripts/migrate-photos-to-s3.ts
 *
 * docs/operations.md, "Photos in object storage".
 */
const PARALLEL_COPIES = 8;

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
};

async function main() {
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const { storage: settings } = config.media;
  if (settings.kind !== "s3") {
    throw new ConfigError("Set MEDIA_STORAGE=s3 and S3_BUCKET (with the other S3_ settings) to copy photos");
  }
  const storage = createS3PhotoStorage(settings);
  const directory = config.uploadDir;
  const entries = fs.existsSync(directory) ? fs.readdirSync(directory, { withFileTypes: true }) : [];
  // Only the app's own file names: a half-written `.tmp` file or anything else in the folder stays.
  const names = entries
    .filter((entry) => entry.isFile() && isSafeKey(entry.name) && !entry.name.endsWith(".tmp"))
    .map((entry) => entry.name);
  const counts = { copied: 0, alreadyThere: 0, failed: 0 };
  let next = 0;
  const copyNext = async (): Promise<void> => {
    while (next < names.length) {
      const name = names[next++];
      try {
        if (await storage.exists(name)) {
          counts.alreadyThere += 1;
          continue;
        }
        const type = CONTENT_TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream";
        await storage.put(name, fs.createReadStream(path.join(directory, name)), type);
        counts.copied += 1;
      } catch (error) {
        counts.failed += 1;
        console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_COPIES }, copyNext));
  console.log(
    `${names.length} files in ${directory}: ${counts.copied} copied to ${settings.bucket}, ${counts.alreadyThere} already there, ${counts.failed} failed`,
  );
  if (counts.failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
