import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { FeedError } from "./feed-parse";

/**
 * Fetching an agency's feed from the address it gave (docs/decisions/0053), guarded against server-side
 * request forgery: https only (http too when configured, for development and tests), no credentials in
 * the address, and no connection to a loopback, private, link-local, CGNAT, multicast or reserved address
 * unless configured (tests serve feeds on loopback). The check runs on the address actually connected
 * to (the lookup of the request itself), so a name that resolves differently a second time (DNS
 * rebinding) gains nothing; redirects are not followed. The body is capped in bytes and the whole fetch
 * in time.
 */
export interface FeedFetchSettings {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
  maxBytes: number;
  timeoutMs: number;
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}
// IPv4-mapped IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address it maps (isPrivateAddress): BlockList
// treats a mapped subnet as all of IPv4.

/** Whether an address is one a feed may not be fetched from (loopback, private, link-local, …). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6 && address.toLowerCase().startsWith("::ffff:")) {
    const v4 = address.slice(7);
    if (net.isIPv4(v4)) return blocked.check(v4, "ipv4");
  }
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** The reason a feed address is refused before any connection, or undefined when it may be tried. */
export function feedUrlProblem(
  value: string,
  settings: Pick<FeedFetchSettings, "allowHttp" | "allowPrivateAddresses">,
) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "The feed address is not a valid URL";
  }
  if (url.protocol !== "https:" && !(settings.allowHttp && url.protocol === "http:")) {
    return "The feed address must start with https://";
  }
  if (url.username || url.password) return "The feed address must not contain a user name or password";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (net.isIP(host) && !settings.allowPrivateAddresses && isPrivateAddress(host)) {
    return "The feed address points to a private or local network address";
  }
  if (!settings.allowPrivateAddresses && /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i.test(host)) {
    return "The feed address points to a private or local network address";
  }
  return undefined;
}

/** The request's own DNS lookup, refusing private answers (the check sees the address connected to). */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (refused || !list.length) {
        return callback(
          new FeedError("The feed address resolves to a private or local network address"),
          "",
          0,
        );
      }
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0].address, list[0].family);
    });
  };
}

/** The feed's body as text; FeedError for every way it can fail (status, size, time, address). */
export async function fetchFeed(value: string, settings: FeedFetchSettings): Promise<string> {
  const body = await fetchGuarded(value, settings, "application/xml, text/xml, application/json", "feed");
  return body.toString("utf8");
}

/** A photo a feed names, as bytes (at most `maxBytes`), through the same guard as the feed. */
export function fetchFeedPhoto(value: string, settings: FeedFetchSettings): Promise<Buffer> {
  return fetchGuarded(value, settings, "image/*", "photo");
}

function fetchGuarded(
  value: string,
  settings: FeedFetchSettings,
  accept: string,
  what: "feed" | "photo",
): Promise<Buffer> {
  const problem = feedUrlProblem(value, settings);
  if (problem)
    return Promise.reject(new FeedError(what === "feed" ? problem : problem.replace("feed", "photo")));
  const url = new URL(value);
  const client = url.protocol === "https:" ? https : http;
  const name = what === "feed" ? "The feed" : "The photo";
  const tooLarge = () => new FeedError(`${name} is larger than ${Math.round(settings.maxBytes / 1e6)} MB`);
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(
        error instanceof FeedError ? error : new FeedError(`${name} could not be fetched (${error.message})`),
      );
    };
    const request = client.get(
      url,
      {
        lookup: guardedLookup(settings.allowPrivateAddresses),
        headers: { Accept: accept, "User-Agent": "upm-feed-import/1" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return fail(
            new FeedError(
              `${name} address answered HTTP ${response.statusCode} (redirects are not followed)`,
            ),
          );
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > settings.maxBytes) return fail(tooLarge());
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > settings.maxBytes) return fail(tooLarge());
          chunks.push(chunk);
        });
        response.on("end", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(Buffer.concat(chunks));
        });
        response.on("error", fail);
      },
    );
    request.on("error", fail);
    const timer = setTimeout(() => {
      const seconds = Math.round(settings.timeoutMs / 1000);
      fail(new FeedError(`${name} took longer than ${seconds} second${seconds === 1 ? "" : "s"}`));
    }, settings.timeoutMs);
  });
}
