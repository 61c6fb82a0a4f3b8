/**
 * A click on the server's HTML before the page's code has hydrated it would do nothing and be lost: on a
 * slow phone the "Map" switch, a favourite's heart or the "Filters" button looks ready seconds before it
 * is (docs/decisions/0055-clicks-before-hydration.md). A small inline script at the top of every page keeps
 * the last plain button clicked; the client stops it just before hydrating and, once hydrated, clicks that
 * button again (client/src/lib/early-click.ts). Submit buttons and links are left alone: the browser
 * already acts on those without any code.
 */

/** The window property the inline script and the client share. */
export const EARLY_CLICK_GLOBAL = "__earlyClick";

/** What the inline script keeps: the last button clicked, and how to stop listening. */
export interface EarlyClickRecord {
  last: Element | null;
  stop(): void;
}

/** The inline script's text (server/render/document.ts writes it into the head; a CSP hash or nonce allows it). */
export const EARLY_CLICK_SCRIPT = `(function(){function f(e){var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(b&&!b.disabled)r.last=b}var r=window.${EARLY_CLICK_GLOBAL}={last:null,stop:function(){document.removeEventListener("click",f,true)}};document.addEventListener("click",f,true)})()`;
