/**
 * The site's two languages and how a page's address carries one (docs/decisions/0043): English at the
 * addresses the site always had, Arabic under `/ar`. The language of a page comes from its path only,
 * never from a cookie or a header, so crawlers and shared caches see the URL's language.
 */
import type { Language } from "./arabic-names";

export type Locale = Language;

export const LOCALES: readonly Locale[] = ["en", "ar"];
export const SOURCE_LOCALE: Locale = "en";

/**
 * The visitor's last choice in the language switch. Read only to pick the language of messages that are
 * not a page (API field errors, emails); a page never redirects because of it.
 */
export const LANGUAGE_COOKIE = "upm.lang";

/** The path prefix of each language: "" for English, "/ar" for Arabic. */
export function localePrefix(locale: Locale): string {
  return locale === SOURCE_LOCALE ? "" : `/${locale}`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * A path's language and the path without its prefix: "/ar/buy" → ar, "/buy"; "/ar" → ar, "/"; "/arabic"
 * and "/buy" → en, unchanged.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: SOURCE_LOCALE, path: pathname };
}

/** A language-neutral path ("/buy", "/") in a language: "/ar/buy", "/ar"; English paths are unchanged. */
export function localisePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/** The writing direction of a language. */
export function directionOf(locale: Locale): "ltr" | "rtl" {
  return locale === "ar" ? "rtl" : "ltr";
}

/**
 * The `Intl` locale for numbers and dates. Arabic keeps Western digits (0–9), as the UAE portals and the
 * Dubai Land Department print prices, areas and dates (decision 0043); `-u-nu-latn` asks for them.
 * English is "en-GB" (shared/format/cache.ts says why).
 */
export function intlLocale(locale: Locale): string {
  return locale === "ar" ? "ar-AE-u-nu-latn" : "en-GB";
}

/** Open Graph's locale tag. */
export function ogLocale(locale: Locale): string {
  return locale === "ar" ? "ar_AE" : "en_AE";
}

/** The language a `Cookie` header's `upm.lang` names, if any (for messages that are not pages). */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE.replaceAll(".", "\\.")}=([^;]*)`).exec(
    cookieHeader ?? "",
  );
  const value = match?.[1];
  return isLocale(value) ? value : undefined;
}
