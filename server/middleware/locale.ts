import type { RequestHandler } from "express";
import type { Locale } from "@shared/locale";
import { translateMessage } from "@shared/messages";
import { requestLocale } from "../lib/request-locale";

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /**
       * The language of the messages meant for people in this request's answer (errors, field errors):
       * `Accept-Language` (the page's own language, sent by the site's calls), else the `upm.lang` cookie,
       * else the signed-in account's language, else English (lib/request-locale.ts). The data itself never
       * depends on it.
       */
      locale: Locale;
    }
  }
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

/**
 * A successful answer's `message` ("Password changed", "You're subscribed…") in the request's language,
 * through the same dictionary as errors (shared/messages.ts): the routes write English, as for errors.
 */
export const translateAnswerMessages: RequestHandler = (req, res, next) => {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    const message = (body as { message?: unknown } | null)?.message;
    if (res.statusCode < 400 && typeof message === "string" && req.locale !== "en") {
      return send({ ...(body as object), message: translateMessage(message, req.locale) });
    }
    return send(body);
  };
  next();
};
