/**
 * The English the site is written in. "en-GB" rather than "en-AE": both format the same in Node, but
 * Chromium ships a reduced set of locale data without "en-AE", where it falls back to American dates
 * ("November 29, 2026") and the server's and the browser's texts would differ at hydration.
 */
export const DEFAULT_LOCALE = "en-GB";

/** Every date the site prints is a day or a time in the UAE (Gulf Standard Time, no daylight saving). */
export const UAE_TIME_ZONE = "Asia/Dubai";

const formatters = new Map<string, unknown>();

/**
 * The formatter stored under `key`, made by `create` the first time it is asked for and reused after.
 * Creating an `Intl` formatter loads the locale's data (the costly part, docs/benchmarks.md); a call on
 * an existing one is cheap. The key names the locale and every option that changes the output.
 */
export function cachedFormatter<T>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}
