import crypto from "node:crypto";
import net from "node:net";
import type { Request, Response } from "express";

/**
 * A stable anonymous key for a visitor who is not signed in, so one browser reports a listing once
 * (docs/decisions/0050): a random id in a cookie signed with a key derived from the session secret.
 * The session itself is not created for anonymous visitors (saveUninitialized: false), and an address
 * alone would merge everyone behind one office or mobile carrier's NAT.
 *
 * A cookie is free to throw away, though, so it never decides how many people reported a listing: that is
 * the address's job (`addressKeyOf`, docs/decisions/0058).
 */
export const VISITOR_COOKIE = "upm.visitor";
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The network a client address stands for: an IPv4 address itself (also when written as IPv4-mapped IPv6),
 * and an IPv6 address's /64, the block one household or phone is given (RFC 6177), whose other addresses
 * it can take at will. Null for anything that is not an address.
 */
export function networkOf(address: string): string | null {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  if (mapped && net.isIPv4(mapped[1])) return mapped[1];
  if (net.isIPv4(plain)) return plain;
  if (!net.isIPv6(plain)) return null;
  return `${expandIPv6(plain).slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted) {
    // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two groups.
    const [a, b, c, d] = dotted[1].split(".").map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16).toString(16));
}

export function createVisitorKeys(key: Buffer, addressKey: Buffer) {
  const mac = (id: string) => crypto.createHmac("sha256", key).update(id).digest("base64url");

  function visitorIdOf(req: Request): string | null {
    const raw = (req.headers.cookie ?? "")
      .split(/;\s*/)
      .find((c) => c.startsWith(`${VISITOR_COOKIE}=`))
      ?.slice(VISITOR_COOKIE.length + 1);
    const match = raw ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
    if (!match) return null;
    const expected = Buffer.from(mac(match[1]));
    const given = Buffer.from(match[2]);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return match[1];
  }

  return {
    /**
     * `user:<id>` when signed in; else `visitor:<id>` from the cookie, setting a new one when it is missing
     * or its signature does not match.
     */
    reporterKeyOf(req: Request, res: Response): string {
      if (req.user) return `user:${req.user.id}`;
      let id = visitorIdOf(req);
      if (!id) {
        id = crypto.randomBytes(16).toString("base64url");
        res.cookie(VISITOR_COOKIE, `${id}.${mac(id)}`, {
          httpOnly: true,
          sameSite: "lax",
          secure: req.secure,
          path: "/api",
          maxAge: ONE_YEAR_MS,
        });
      }
      return `visitor:${id}`;
    },

    /**
     * Who the report came from by network (`networkOf` of the client address, which Express takes from
     * X-Forwarded-For only as far as TRUST_PROXY trusts), as a keyed hash so the table never holds an
     * address: the same network gives the same key, and nobody without the secret can tell which one it
     * was. Null when Express has no address (the socket already closed).
     */
    addressKeyOf(req: Request): string | null {
      const network = req.ip ? networkOf(req.ip) : null;
      if (!network) return null;
      return crypto.createHmac("sha256", addressKey).update(network).digest("base64url");
    },
  };
}
