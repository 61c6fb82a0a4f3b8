import { EARLY_CLICK_GLOBAL, type EarlyClickRecord } from "@shared/early-click";

/*
 * The client's half of shared/early-click.ts: the button a visitor clicked before hydration, clicked again
 * once the page is interactive.
 */

let pending: HTMLButtonElement | null = null;

/**
 * Call just before hydrating: the inline script stops listening (from here React sees clicks itself, and
 * replays those on parts still hydrating), and the last button it saw is kept for `replayEarlyClick`.
 */
export function stopRecordingEarlyClicks() {
  const record = (window as unknown as Record<string, EarlyClickRecord | undefined>)[EARLY_CLICK_GLOBAL];
  if (!record) return;
  record.stop();
  pending = record.last instanceof HTMLButtonElement ? record.last : null;
  record.last = null;
}

/**
 * Call once hydration has committed: clicks the kept button, once, if it is still on the page and enabled
 * (hydration adopts the server's elements, so it is the same element, now with its handler).
 */
export function replayEarlyClick() {
  const button = pending;
  pending = null;
  if (button?.isConnected && !button.disabled) button.click();
}
