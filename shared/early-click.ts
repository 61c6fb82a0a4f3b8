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

/** What the inline script keeps: the last button clicked, and whether it still listens. */
export interface EarlyClickRecord {
  last: Element | null;
  open: boolean;
}

/** The inline script's text (server/render/document.ts writes it into the head; a CSP hash or nonce allows it). */
export const EARLY_CLICK_SCRIPT = `(function(){var r=window.${EARLY_CLICK_GLOBAL}={last:null,open:true};document.addEventListener("click",function(e){var t=e.target;if(!r.open||!t||!t.closest)return;var b=t.closest('button[type="button"]');if(b&&!b.disabled)r.last=b},true)})()`;
