import type { IncomingHttpHeaders } from "node:http";
import { isLocale, localeFromCookie, SOURCE_LOCALE, type Locale } from "@shared/locale";

/**
 * The language of an `Accept-Language` header: the site's language (en or ar) the browser prefers most,
 * by q-value and then by order ("ar-AE,ar;q=0.9,en;q=0.8" → ar, "fr-FR,en;q=0.5" → en); undefined when it
 * names neither or is absent. `*` names no language in particular and is skipped.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  let best: { locale: Locale; q: number } | undefined;
  for (const part of (header ?? "").split(",")) {
    const [tag, ...parameters] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    if (!isLocale(language)) continue;
    const qParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale;
}

/**
 * The language a request's messages that are not pages (field errors, mails) should be in (issue 14,
 * decision 0043): the language switch's choice (the `upm.lang` cookie, the visitor's explicit choice),
 * else the account's saved language (`users.locale`) when the caller knows it, else the browser's
 * `Accept-Language`, else English. Pages never use this: their language is their address.
 */
export function requestLocale(req: { headers: IncomingHttpHeaders }, accountLocale?: Locale | null): Locale {
  const acceptLanguage = req.headers["accept-language"];
  return (
    localeFromCookie(req.headers.cookie) ??
    accountLocale ??
    localeFromAcceptLanguage(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage) ??
    SOURCE_LOCALE
  );
}
