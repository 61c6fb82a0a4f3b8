import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { FeedError } from "./feed-parse";

/**
 * Fetching an agency's feed from the address it gave (docs/decisions/0053), guarded against server-side
 * request forgery: https only (http too when configured, for development and tests), no credentials in
 * the address, and no connection to any address that is not public unicast (isPrivateAddress) unless
 * configured (tests serve feeds on loopback). The check runs on the literal in the address and on every
 * address a name resolves to, inside the request's own lookup, so a name that resolves differently a second
 * time (DNS rebinding) gains nothing; redirects are not followed. The body is capped in bytes and the whole
 * fetch in time.
 *
 * Until the server has answered, every failure (no such name, a name resolving to a private address, a port
 * refused or silent, TLS, time) is told to the agency in the same plain words and its cause goes only to the
 * server log (`FeedError.cause`): the fetch must not become a way to map which names and ports answer.
 */
export interface FeedFetchSettings {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
  maxBytes: number;
  timeoutMs: number;
}

type Subnet = readonly [network: bigint, prefix: number];

/** IPv4 networks that are not public unicast (IANA's special-purpose registry, RFC 6890 and later). */
const BLOCKED_IPV4: readonly (readonly [string, number])[] = [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 itself reaches the local host
  ["10.0.0.0", 8], // RFC 1918
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local: cloud metadata services live here
  ["172.16.0.0", 12], // RFC 1918
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated, RFC 7526)
  ["192.168.0.0", 16], // RFC 1918
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address 255.255.255.255
];

/** Public IPv6 unicast is 2000::/3; everything outside it (loopback, ::/96 IPv4-compatible, NAT64
 * 64:ff9b::/96, discard, ULA fc00::/7, link-local, site-local, multicast) is refused by that alone. */
const GLOBAL_UNICAST_IPV6: Subnet = [0x2n << 124n, 3];

/** Inside 2000::/3, the ranges that are not a host of its own: some embed an IPv4 address to reach. */
const BLOCKED_IPV6: readonly (readonly [string, number])[] = [
  ["2001::", 23], // IETF protocol assignments, Teredo 2001::/32 (an IPv4 address inside) among them
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: the IPv4 address is bits 16–47
  ["3fff::", 20], // documentation (RFC 9637)
];

function ipv4Value(address: string): bigint {
  return address.split(".").reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address as its 128 bits; undefined when it is not one (a zone index such as %eth0 included). */
function ipv6Value(address: string): bigint | undefined {
  let host: string;
  try {
    // The URL parser writes every form (dotted IPv4 tails, leading zeros) as plain hex groups.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
  const [head, tail] = host.split("::");
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const before = groupsOf(head);
  const after = groupsOf(tail);
  const groups =
    tail === undefined ? before : [...before, ...Array(8 - before.length - after.length).fill("0"), ...after];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function inSubnet(value: bigint, [network, prefix]: Subnet, bits: number): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === network >> shift;
}

const ipv4Subnets: Subnet[] = BLOCKED_IPV4.map(([network, prefix]) => [ipv4Value(network), prefix]);
const ipv6Subnets: Subnet[] = BLOCKED_IPV6.map(([network, prefix]) => [ipv6Value(network)!, prefix]);

function isBlockedIpv4(value: bigint): boolean {
  return ipv4Subnets.some((subnet) => inSubnet(value, subnet, 32));
}

/** ::ffff:a.b.c.d, however it is written: a connection to it goes to the IPv4 address a.b.c.d. */
const IPV4_MAPPED_PREFIX = 0xffffn;

/** Whether an address is one a feed may not be fetched from: anything but public unicast. */
export function isPrivateAddress(address: string): boolean {
  if (net.isIPv4(address)) return isBlockedIpv4(ipv4Value(address));
  const value = net.isIPv6(address) ? ipv6Value(address) : undefined;
  if (value === undefined) return true;
  if (value >> 32n === IPV4_MAPPED_PREFIX) return isBlockedIpv4(value & 0xffff_ffffn);
  if (!inSubnet(value, GLOBAL_UNICAST_IPV6, 128)) return true;
  return ipv6Subnets.some((subnet) => inSubnet(value, subnet, 128));
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

/** A name resolving to an address the guard refuses; told to the agency as any other failed fetch. */
class PrivateAnswerError extends Error {}

type Resolve = (
  hostname: string,
  options: dns.LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

/**
 * The request's own DNS lookup, refusing a name when any of its answers is private (the check sees the
 * addresses connected to). `resolve` is the system's resolver; tests give their own answers.
 */
export function guardedLookup(allowPrivate: boolean, resolve: Resolve = dns.lookup): net.LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.filter((a) => !allowPrivate && isPrivateAddress(a.address));
      if (refused.length || !list.length) {
        const answers = refused.map((a) => a.address).join(", ") || "no address";
        return callback(new PrivateAnswerError(`${hostname} resolves to ${answers}`), "", 0);
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

function secondsText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

/**
 * What the agency is told when the address did not answer, whatever the reason: the same words for an
 * unknown name, a refused or silent port, a private answer, a TLS failure or a time-out.
 */
export function couldNotFetchMessage(what: "feed" | "photo", timeoutMs: number): string {
  return `The ${what} could not be fetched: check the address, and that its server answers within ${secondsText(timeoutMs)}`;
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
    /** Whether the server has sent its status line: from then on what went wrong can be said. */
    let answered = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(
        error instanceof FeedError
          ? error
          : new FeedError(couldNotFetchMessage(what, settings.timeoutMs), { cause: error }),
      );
    };
    const request = client.get(
      url,
      {
        lookup: guardedLookup(settings.allowPrivateAddresses),
        headers: { Accept: accept, "User-Agent": "upm-feed-import/1" },
      },
      (response) => {
        answered = true;
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
      const limit = secondsText(settings.timeoutMs);
      fail(
        answered
          ? new FeedError(`${name} took longer than ${limit}`)
          : new Error(`no answer within ${limit}`),
      );
    }, settings.timeoutMs);
  });
}
