/**
 * A click on the server's HTML before the page's code has hydrated it would do nothing and be lost: on a
 * slow phone the "Map" switch, a favourite's heart or the "Filters" button looks ready seconds before it
 * is (docs/decisions/0055-clicks-before-hydration.md). A small inline script at the top of every page keeps
 * the last plain button clicked; the client stops it just before hydrating and, once hydrated, clicks that
 * button again (client/src/lib/early-click.ts). Links are left alone: the browser follows them without
 * any code.
 *
 * A form that takes personal data says `method="post"` (docs/decisions/0059-forms-post-and-held-sends.md):
 * sent before hydration, the browser would post it to the page's own address, where nothing receives it.
 * The script holds that send instead (the browser does nothing, so what was typed stays in the boxes) and
 * the client sends the form once, when it is hydrated. A form without `method="post"` (a search, whose
 * `action` works without any code) submits as the browser does.
 */

/** The window property the inline script and the client share. */
export const EARLY_CLICK_GLOBAL = "__earlyClick";

/** What the inline script keeps: the last button clicked, the last post form sent, and how to stop listening. */
export interface EarlyClickRecord {
  last: Element | null;
  /** The last `method="post"` form sent before hydration (its send held), and the button that sent it. */
  form: HTMLFormElement | null;
  submitter: HTMLElement | null;
  stop(): void;
}

/** The inline script's text (server/render/document.ts writes it into the head; a CSP hash or nonce allows it). */
export const EARLY_CLICK_SCRIPT = `(function(){function f(e){var t=e.target,b=t&&t.closest?t.closest('button[type="button"]'):null;if(b&&!b.disabled)r.last=b}function s(e){var m=e.target;if(m&&m.getAttribute&&/^post$/i.test(m.getAttribute("method")||"")){e.preventDefault();r.form=m;r.submitter=e.submitter||null}}var d=document,r=window.${EARLY_CLICK_GLOBAL}={last:null,form:null,submitter:null,stop:function(){d.removeEventListener("click",f,true);d.removeEventListener("submit",s,true)}};d.addEventListener("click",f,true);d.addEventListener("submit",s,true)})()`;
