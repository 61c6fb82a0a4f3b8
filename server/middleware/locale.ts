import type { Request, RequestHandler } from "express";
import { isLocale, localeFromCookie, SOURCE_LOCALE, type Locale } from "@shared/locale";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /**
       * The language of the messages meant for people in this request's answer (errors, field errors):
       * the `upm.lang` cookie, else `Accept-Language`, else the signed-in account's language, else English.
       * The data itself never depends on it.
       */
      locale: Locale;
    }
  }
}

/**
 * The first of our languages an `Accept-Language` header asks for, by preference ("ar-AE,ar;q=0.9,en;q=0.8"
 * → ar, "fr, en-GB;q=0.5" → en), or undefined when it names neither.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        language: tag.trim().toLowerCase().split("-")[0],
        weight: q === undefined ? 1 : Number(q),
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => isLocale(entry.language))?.language as Locale | undefined;
}

/** The request's language for messages (see Express.Request.locale). */
export function requestLocale(req: Request): Locale {
  const account = (req.user as { locale?: unknown } | undefined)?.locale;
  const headers = req.headers ?? {};
  return (
    localeFromCookie(headers.cookie) ??
    localeFromAcceptLanguage(headers["accept-language"]) ??
    (isLocale(account) ? account : undefined) ??
    SOURCE_LOCALE
  );
}

/**
 * Sets `req.locale`. It is read when an answer is written, by then the session has found the signed-in
 * user (whose saved language counts when neither cookie nor header names one), so it is a getter.
 */
export const localeMiddleware: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, "locale", {
    configurable: true,
    enumerable: true,
    get: () => requestLocale(req),
  });
  next();
};
