import { EARLY_CLICK_GLOBAL, type EarlyClickRecord } from "@shared/early-click";

/*
 * The client's half of shared/early-click.ts: the button a visitor clicked before hydration, clicked again
 * once the page is interactive, and the post form they sent before hydration (its send held), sent now.
 */

let pending: HTMLButtonElement | null = null;
let pendingForm: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;

/**
 * Call just before hydrating: the inline script stops listening (from here Preact sees clicks and submits
 * itself, and replays those on parts still hydrating), and the last button and held form it saw are kept
 * for `replayEarlyClick`.
 */
export function stopRecordingEarlyClicks() {
  const record = (window as unknown as Record<string, EarlyClickRecord | undefined>)[EARLY_CLICK_GLOBAL];
  if (!record) return;
  record.stop();
  pending = record.last instanceof HTMLButtonElement ? record.last : null;
  pendingForm =
    record.form instanceof HTMLFormElement ? { form: record.form, submitter: record.submitter } : null;
  record.last = null;
  record.form = null;
  record.submitter = null;
}

/** The button that sent the form, if it can still send it (requestSubmit throws for any other element). */
function usableSubmitter(form: HTMLFormElement, submitter: HTMLElement | null): HTMLElement | undefined {
  const isSubmitButton =
    (submitter instanceof HTMLButtonElement && submitter.type === "submit") ||
    (submitter instanceof HTMLInputElement && (submitter.type === "submit" || submitter.type === "image"));
  return isSubmitButton && submitter.form === form && !submitter.disabled ? submitter : undefined;
}

/** How long a kept press waits for its part of the page to hydrate before it is dropped. */
const HYDRATION_WAIT_MS = 10_000;
const HYDRATION_POLL_MS = 50;

/**
 * Whether this element has been hydrated: Preact (the app's React, docs/decisions/0065) keeps the
 * element's event handlers on the element itself, under `__e`. A part still waiting for its code (a lazy
 * chunk inside a Suspense boundary) keeps the server's element without handlers until it arrives; a click
 * made on it before then would be lost. The unit test hydrates a real button, so a Preact that keeps its
 * handlers elsewhere fails it.
 */
function isHydrated(element: Element): boolean {
  const handlers = (element as unknown as { __e?: Record<string, unknown> }).__e;
  return handlers !== undefined && Object.keys(handlers).length > 0;
}

/** Runs `act` once the element is hydrated, if it is still on the page; gives up after HYDRATION_WAIT_MS. */
function whenHydrated(element: Element, act: () => void, deadline = Date.now() + HYDRATION_WAIT_MS) {
  if (!element.isConnected) return;
  if (isHydrated(element)) return act();
  if (Date.now() >= deadline) return;
  setTimeout(() => whenHydrated(element, act, deadline), HYDRATION_POLL_MS);
}

/**
 * Call once the route's part has hydrated: clicks the kept button, once, when it has its handler (hydration
 * adopts the server's elements, so it is the same element) and is still on the page and enabled; then
 * sends the held form, once, through its own submit handler (which reads what was typed before hydration).
 */
export function replayEarlyClick() {
  const button = pending;
  pending = null;
  if (button) whenHydrated(button, () => !button.disabled && button.click());
  const held = pendingForm;
  pendingForm = null;
  if (!held) return;
  // A form that takes a held send has its own submit handler: the form is hydrated once it has it.
  whenHydrated(held.form, () => {
    if (held.form.isConnected) held.form.requestSubmit(usableSubmitter(held.form, held.submitter));
  });
}
