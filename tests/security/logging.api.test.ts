import { execFile } from "node:child_process";
import crypto from "node:crypto";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The log is JSON lines with request ids, and no password, session cookie, session secret, bearer token
 * or reset token ever reaches it: the real app and logger run in a child process (pino writes straight
 * to file descriptor 1) and every line it prints is checked.
 */
const probe = fileURLToPath(new URL("./log-probe.ts", import.meta.url));

function runProbe(secrets: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", probe],
      { env: { ...process.env, PROBE_SECRETS: JSON.stringify(secrets) }, maxBuffer: 20 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

describe("logs", () => {
  it("are JSON lines with request ids that never contain secrets", async () => {
    const secrets = {
      password: `pw-${crypto.randomBytes(9).toString("hex")}`,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      bearer: crypto.randomBytes(16).toString("hex"),
      resetToken: crypto.randomBytes(24).toString("base64url").replace(/^/, "T0k"),
      // An agency API key's shape (features/agencies/api-keys.ts) and a signed unsubscribe link's.
      apiKey: `upm_${crypto.randomBytes(30).toString("base64url").replace(/[-_]/g, "x").slice(0, 40)}`,
      signedToken: `${Buffer.from("alerts-unsubscribe:41").toString("base64url")}.${crypto.randomBytes(32).toString("base64url")}`,
    };
    const output = await runProbe(secrets);
    const lines = output.split("\n").filter((l) => l.trim());
    const cookieLine = lines.find((l) => l.startsWith("PROBE-COOKIE "));
    const cookieValue = cookieLine!.replace("PROBE-COOKIE upm.sid=", "");
    expect(cookieValue.length).toBeGreaterThan(20);
    const logLines = lines.filter((l) => l !== cookieLine);

    const requestLogs = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.req);
    expect(requestLogs.length).toBeGreaterThanOrEqual(14);
    for (const entry of requestLogs) expect((entry.req as { id?: string }).id).toMatch(/^[\w.-]+$/);

    const sessionId = decodeURIComponent(cookieValue).replace(/^s:/, "").split(".")[0];
    for (const [name, value] of Object.entries({ ...secrets, cookie: cookieValue, sessionId })) {
      const hit = logLines.find((l) => l.includes(value));
      expect(hit, `${name} appears in the log`).toBeUndefined();
    }
    expect(output).not.toMatch(/\$argon2/);
    // The secrets did pass through logged fields, and were masked there (not merely never logged).
    expect(output).toContain('"cookie":"[Redacted]"');
    expect(output).toContain('"authorization":"[Redacted]"');
    expect(output).toContain('"x-api-key":"[Redacted]"');
    expect(output).toContain('"proxy-authorization":"[Redacted]"');
    expect(output).toContain('"x-auth-token":"[Redacted]"');
    expect(output).toContain('"url":"/newsletter/unsubscribe/[redacted]"');
    expect(output).toContain("token=%5Bredacted%5D");
  }, 60_000);
});
