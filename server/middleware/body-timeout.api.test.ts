import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { limitBodyTime } from "./body-timeout";

/** Sends `firstPart` of a body announced as `length` bytes, then nothing; resolves with the answer. */
function sendSlowBody(
  server: http.Server,
  path: string,
  { firstPart, length, rest }: { firstPart: string; length: number; rest?: { after: number; text: string } },
): Promise<{ status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }> {
  const { port } = server.address() as AddressInfo;
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(length) },
    });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - startedAt, headers: res.headers }),
      );
    });
    req.on("error", reject);
    req.write(firstPart);
    if (rest) setTimeout(() => req.end(rest.text), rest.after);
  });
}

const listen = (handler: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });

describe("a slowly sent request body", () => {
  let t: TestApp;
  let server: http.Server;

  beforeAll(async () => {
    t = await createTestApp(undefined, { HTTP_BODY_TIMEOUT_SECONDS: "1" });
    server = await listen(t.app);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    server?.close();
    await t?.close();
  });

  it("is cut off with 408 and a message once the short body limit has passed (JSON sign-in)", async () => {
    const answer = await sendSlowBody(server, "/api/login", { firstPart: '{"username":"sl', length: 200 });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({
      message: "The request took too long to arrive. Please check your connection and try again.",
      code: "request_timeout",
    });
    expect(answer.headers.connection).toBe("close");
    expect(answer.ms).toBeGreaterThanOrEqual(900);
    expect(answer.ms).toBeLessThan(3_000);
  });

  it("is read as usual when it arrives within the limit", async () => {
    const text = JSON.stringify({ username: "nobody_here", password: "not the password at all" });
    const answer = await sendSlowBody(server, "/api/login", {
      firstPart: text.slice(0, 10),
      length: Buffer.byteLength(text),
      rest: { after: 300, text: text.slice(10) },
    });
    expect(answer.status).toBe(401);
  });
});

describe("the upload paths", () => {
  it("keep the listener's long limit: a body slower than the short limit is still read", async () => {
    const app = express();
    app.use(limitBodyTime({ timeoutMs: 300, uploadPaths: ["/api/uploads"] }));
    app.use(express.json());
    app.post("/api/uploads", (req, res) => res.json({ received: req.body as unknown }));
    app.post("/api/other", (req, res) => res.json({ received: req.body as unknown }));
    const server = await listen(app);
    try {
      const text = '{"photo":"slow"}';
      const slow = {
        firstPart: text.slice(0, 5),
        length: text.length,
        rest: { after: 800, text: text.slice(5) },
      };
      const upload = await sendSlowBody(server, "/api/uploads", slow);
      expect(upload.status).toBe(200);
      expect(JSON.parse(upload.body)).toEqual({ received: { photo: "slow" } });
      expect((await sendSlowBody(server, "/api/other", slow)).status).toBe(408);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
