import { cachedFormatter, DEFAULT_LOCALE, UAE_TIME_ZONE } from "./cache";

/** "long": "29 November 2026"; "short": "29 Nov 2026". */
export type DateStyle = "long" | "short";

function dayFormatter(style: DateStyle, timeZone: string, locale: string): Intl.DateTimeFormat {
  return cachedFormatter(
    `day|${locale}|${style}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { day: "numeric", month: style, year: "numeric", timeZone }),
  );
}

/**
 * An instant (an ISO timestamp or a Date) as its day in the UAE, so the server and every browser print
 * the same day and hydration matches: "2026-11-28T22:30:00Z" → "29 November 2026" (02:30 in Dubai).
 */
export function formatDate(
  instant: string | Date,
  style: DateStyle = "long",
  locale: string = DEFAULT_LOCALE,
): string {
  return dayFormatter(style, UAE_TIME_ZONE, locale).format(new Date(instant));
}

/** The year an instant falls in, in the UAE (the footer's copyright), the same on the server and in browsers. */
export function yearInUae(instant: string | Date = new Date()): number {
  const formatter = cachedFormatter(
    "year",
    () => new Intl.DateTimeFormat("en", { year: "numeric", timeZone: UAE_TIME_ZONE }),
  );
  return Number(formatter.format(new Date(instant)));
}

/** An instant as its day and time in the UAE: "2026-11-29T10:00:00Z" → "29 Nov 2026, 14:00". */
export function formatDateTime(instant: string | Date, locale: string = DEFAULT_LOCALE): string {
  const formatter = cachedFormatter(
    `day-time|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        timeZone: UAE_TIME_ZONE,
      }),
  );
  return formatter.format(new Date(instant));
}

/**
 * A calendar day, "2026-11-15" (or the date part of an ISO timestamp) → "15 November 2026". It names a
 * day, not an instant, so no time zone moves it: it is read and written in UTC.
 */
export function formatCalendarDay(
  isoDate: string,
  style: DateStyle = "long",
  locale: string = DEFAULT_LOCALE,
): string {
  return dayFormatter(style, "UTC", locale).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A calendar month, "2025-03" → "March 2025" (long) or "Mar 25" (short); anything else is returned as is. */
export function formatMonth(month: string, style: DateStyle, locale: string = DEFAULT_LOCALE): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const formatter = cachedFormatter(
    `month|${locale}|${style}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        month: style,
        year: style === "long" ? "numeric" : "2-digit",
        timeZone: "UTC",
      }),
  );
  return formatter.format(date);
}

/** Whole days as words: 0 → "today", 1 → "1 day ago", 12 → "12 days ago". */
export function formatDaysAgo(days: number, locale: string = DEFAULT_LOCALE): string {
  const numeric = days === 0 ? "auto" : "always";
  const formatter = cachedFormatter(
    `days-ago|${locale}|${numeric}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric }),
  );
  return formatter.format(-days, "day");
}
