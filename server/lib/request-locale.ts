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
 * The language of a request's messages meant for people (errors, field errors, the mail it triggers;
 * decision 0043). Pages never use this: their language is their address.
 *
 * 1. `Accept-Language`: the site's own calls send the language of the page they come from (api-client,
 *    the server render's internal API), so an Arabic page gets Arabic answers whatever else is set;
 * 2. the language switch's cookie (`upm.lang`), for calls that name neither of our languages;
 * 3. the account's saved language (`users.locale`: the caller's, or the signed-in user's);
 * 4. English.
 */
export function requestLocale(
  req: { headers: IncomingHttpHeaders; user?: unknown },
  accountLocale?: Locale | null,
): Locale {
  const headers = req.headers ?? {};
  const acceptLanguage = headers["accept-language"];
  const signedInLocale = (req.user as { locale?: unknown } | undefined)?.locale;
  return (
    localeFromAcceptLanguage(Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage) ??
    localeFromCookie(headers.cookie) ??
    accountLocale ??
    (isLocale(signedInLocale) ? signedInLocale : undefined) ??
    SOURCE_LOCALE
  );
}
