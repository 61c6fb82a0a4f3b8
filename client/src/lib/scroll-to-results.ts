/**
 * After a pager click, bring the results heading to the top of the screen and move focus to it, so a phone
 * user sees the new page's first card instead of the footer, and keyboard and screen reader users continue
 * from the heading instead of a link that no longer exists. The heading carries tabIndex={-1} and a scroll
 * margin for the sticky header (RESULTS_HEADING_CLASS).
 */
export function scrollToResults(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
}

/** The sticky header is 4rem high: the heading stops just below it, and shows no focus ring (it is not a control). */
export const RESULTS_HEADING_CLASS = "scroll-mt-20 focus:outline-none";

/** A plain click: not one that opens a new tab or window, where this page should stay where it is. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
