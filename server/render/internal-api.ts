import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Request } from "express";
import { splitLocalePath } from "@shared/locale";
import { markInternalSocket } from "../lib/internal-requests";
import { SITE_CHOICE_HEADER } from "../middleware/site";

/**
 * Server rendering reads data through the real API (same validation, site scoping and session), over a
 * private loopback listener of this same app. Express rewrites request prototypes, so in-process request
 * injection does not work with it; a loopback socket with keep-alive costs well under a millisecond.
 */
export class InternalApi {
  private server: http.Server | undefined;
  private port: Promise<number> | undefined;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  private listen(app: http.RequestListener): Promise<number> {
    return (this.port ??= new Promise((resolve, reject) => {
      this.server = http.createServer(app);
      this.server.keepAliveTimeout = 65_000;
      // Its requests are part of a page already counted by per-client limits (lib/internal-requests.ts).
      this.server.on("connection", markInternalSocket);
      this.server.once("error", reject);
      this.server.listen(0, "127.0.0.1", () => resolve((this.server!.address() as AddressInfo).port));
    }));
  }

  /** A fetch for one visitor's render: their host (site), cookie (session), protocol and address. */
  fetchFor(req: Request) {
    return async (url: string, init: RequestInit): Promise<Response> => {
      const port = await this.listen(req.app as unknown as http.RequestListener);
      const headers: http.OutgoingHttpHeaders = {
        host: req.headers.host ?? "localhost",
        accept: "application/json",
        // The page's language, so the API's messages for people come back in it (middleware/locale.ts).
        "accept-language": splitLocalePath(req.path).locale,
        "x-forwarded-proto": req.protocol,
        "x-forwarded-for": req.ip ?? "",
        "x-request-id": String(req.id ?? ""),
        // Only honoured on development hosts, where ?domain= chose the site of this page.
        [SITE_CHOICE_HEADER]: req.site.key,
      };
      if (req.headers.cookie) headers.cookie = req.headers.cookie;
      return new Promise((resolve, reject) => {
        const outgoing = http.request(
          {
            host: "127.0.0.1",
            port,
            path: url,
            method: init.method ?? "GET",
            headers,
            agent: this.agent,
            signal: init.signal ?? undefined,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
            incoming.on("error", reject);
            incoming.on("end", () => {
              const responseHeaders = new Headers();
              for (const [name, value] of Object.entries(incoming.headers)) {
                if (typeof value === "string") responseHeaders.set(name, value);
              }
              const status = incoming.statusCode ?? 500;
              resolve(
                new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), {
                  status,
                  headers: responseHeaders,
                }),
              );
            });
          },
        );
        outgoing.on("error", reject);
        outgoing.end();
      });
    };
  }

  async close(): Promise<void> {
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
