import crypto from "node:crypto";
import type { Request, Response } from "express";

/**
 * A stable anonymous key for a visitor who is not signed in, so one browser reports a listing once
 * (docs/decisions/0050): a random id in a cookie signed with a key derived from the session secret.
 * The session itself is not created for anonymous visitors (saveUninitialized: false), and an address
 * alone would merge everyone behind one office or mobile carrier's NAT.
 */
export const VISITOR_COOKIE = "upm.visitor";
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export function createVisitorKeys(key: Buffer) {
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
  };
}
