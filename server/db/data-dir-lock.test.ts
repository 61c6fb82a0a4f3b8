import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock";

const tempDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "db");

describe("data folder lock", () => {
  it("refuses a second holder while the first is alive, and frees on release", () => {
    const dir = tempDir();
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.unlinkSync(`${dir}.lock`);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock left by a process that no longer exists", () => {
    const dir = tempDir();
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    release();
  });
});
