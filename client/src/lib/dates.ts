/**
 * Instants (order ends, confirmations) are shown as the day in the UAE (Gulf Standard Time, no daylight
 * saving), so the server render and every browser print the same day and hydration matches.
 */
const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Dubai",
});
const DAY_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Dubai",
});

/** "2026-11-29T10:00:00Z" → "29 Nov 2026". */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** "2026-11-29T10:00:00Z" → "29 Nov 2026, 14:00" (UAE time). */
export function formatDayTime(iso: string): string {
  return DAY_TIME.format(new Date(iso));
}
