import fs from "node:fs";

/** Thrown when another live process holds the embedded database folder. */
export class DataDirLockedError extends Error {}

/**
 * PGlite has no lock of its own: two processes on one folder would corrupt it. A lock file beside the
 * folder holds the owner's pid; a lock whose process is gone (a crash, `kill -9`) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(lockPath, "utf8"));
      if (isAlive(owner) && owner !== process.pid) {
        throw new DataDirLockedError(
          `The embedded database at ${dataDir} is in use by another process (pid ${owner}). ` +
            `Stop that process, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).`,
        );
      }
      fs.unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database at ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
