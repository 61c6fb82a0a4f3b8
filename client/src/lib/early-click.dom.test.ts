// @vitest-environment happy-dom
import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICK_GLOBAL, EARLY_CLICK_SCRIPT } from "@shared/early-click";
import { replayEarlyClick, stopRecordingEarlyClicks } from "./early-click";

/** The page as the server sent it, with the inline recorder run (as the browser runs the head's script). */
function serverPage(html: string) {
  document.body.innerHTML = html;
  new Function(EARLY_CLICK_SCRIPT)();
}

function button(name: string): HTMLButtonElement {
  return [...document.querySelectorAll("button")].find((b) => b.textContent === name)!;
}

/**
 * What Preact leaves on an element it has hydrated with a handler (the last test hydrates with Preact
 * itself, so this stays true to it).
 */
function markHydrated(element: Element) {
  (element as unknown as Record<string, unknown>).__e = { click: () => {} };
}

function markAllHydrated() {
  document.body.querySelectorAll("*").forEach(markHydrated);
}

/** Hydration: handlers are attached to the server's elements, then the router's effect replays. */
function hydrateWith(handlers: Record<string, () => void>) {
  stopRecordingEarlyClicks();
  for (const [name, handler] of Object.entries(handlers)) button(name).addEventListener("click", handler);
  markAllHydrated();
  replayEarlyClick();
}

describe("a click before hydration", () => {
  beforeEach(() => {
    serverPage(
      '<button type="button">Map</button><button type="button">List</button>' +
        '<button type="button" disabled>Off</button><form><button type="submit">Send</button></form>',
    );
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICK_GLOBAL];
    document.body.innerHTML = "";
  });

  it("is made again, once, when the page is hydrated", () => {
    button("Map").click();
    const map = vi.fn();
    hydrateWith({ Map: map });
    expect(map).toHaveBeenCalledTimes(1);
    // Nothing is left to replay a second time.
    replayEarlyClick();
    expect(map).toHaveBeenCalledTimes(1);
  });

  it("counts only the last button clicked", () => {
    button("List").click();
    button("Map").click();
    button("Map").click();
    const map = vi.fn();
    const list = vi.fn();
    hydrateWith({ Map: map, List: list });
    expect(map).toHaveBeenCalledTimes(1);
    expect(list).not.toHaveBeenCalled();
  });

  it("on an icon inside the button counts as the button's", () => {
    button("Map").innerHTML = "<svg><path></path></svg>Map";
    document.querySelector("path")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    const map = vi.fn();
    hydrateWith({ Map: map });
    expect(map).toHaveBeenCalledTimes(1);
  });

  it("is not replayed on a submit button (the browser submits the form itself), a disabled one or one gone", () => {
    const send = vi.fn((event: Event) => event.preventDefault());
    button("Send").addEventListener("click", send);
    button("Send").click();
    hydrateWith({});
    expect(send).toHaveBeenCalledTimes(1); // the visitor's own click, not a second one

    button("Off").click();
    const off = vi.fn();
    hydrateWith({ Off: off });
    expect(off).not.toHaveBeenCalled();
  });

  it("is not replayed when hydration replaced the button, nor when it came after recording stopped", () => {
    button("Map").click();
    stopRecordingEarlyClicks();
    const map = button("Map");
    map.remove();
    const handler = vi.fn();
    map.addEventListener("click", handler);
    markHydrated(map);
    replayEarlyClick();
    expect(handler).not.toHaveBeenCalled();

    const list = vi.fn();
    button("List").addEventListener("click", list);
    button("List").click(); // after hydration: React's own click, once
    replayEarlyClick();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("waits until its part has hydrated (a nested Suspense boundary, after the route's), and not forever", () => {
    vi.useFakeTimers();
    try {
      button("Map").click();
      stopRecordingEarlyClicks();
      const map = vi.fn();
      button("Map").addEventListener("click", map);
      replayEarlyClick();
      vi.advanceTimersByTime(500);
      expect(map).not.toHaveBeenCalled(); // no handler yet: a click now would be lost
      markHydrated(button("Map"));
      vi.advanceTimersByTime(100);
      expect(map).toHaveBeenCalledTimes(1);

      button("List").click();
      serverPage(document.body.innerHTML); // a new page, its recorder running
      button("List").click();
      stopRecordingEarlyClicks();
      const list = vi.fn();
      button("List").addEventListener("click", list);
      replayEarlyClick();
      vi.advanceTimersByTime(10_000);
      markHydrated(button("List"));
      vi.advanceTimersByTime(1_000);
      expect(list).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a post form sent before hydration", () => {
  beforeEach(() => {
    serverPage(
      '<form method="post" aria-label="Enquiry"><input name="email"><button type="submit">Send</button></form>' +
        '<form action="/search" aria-label="Search"><input name="search"><button type="submit">Go</button></form>',
    );
  });
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICK_GLOBAL];
    document.body.innerHTML = "";
  });

  const form = (name: string) => document.querySelector<HTMLFormElement>(`form[aria-label="${name}"]`)!;

  /** The browser's own submit: a submit event whose default action is the native send. */
  function submit(name: string): SubmitEvent {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button("Send") });
    form(name).dispatchEvent(event);
    return event;
  }

  it("is held (the browser sends nothing) and sent once, by its own handler, when the page is hydrated", () => {
    expect(submit("Enquiry").defaultPrevented).toBe(true);
    expect(submit("Enquiry").defaultPrevented).toBe(true); // a double tap: still one send
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    stopRecordingEarlyClicks();
    form("Enquiry").addEventListener("submit", sent);
    markAllHydrated();
    replayEarlyClick();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0].submitter).toBe(button("Send"));
    replayEarlyClick();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("is left to the browser without method=post (a search with its own action), and once recording stopped", () => {
    const search = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form("Search").dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);

    stopRecordingEarlyClicks();
    expect(submit("Enquiry").defaultPrevented).toBe(false);
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    form("Enquiry").addEventListener("submit", sent);
    markAllHydrated();
    replayEarlyClick();
    expect(sent).not.toHaveBeenCalled();
  });

  it("is not sent when hydration replaced the form", () => {
    submit("Enquiry");
    stopRecordingEarlyClicks();
    const held = form("Enquiry");
    held.remove();
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    held.addEventListener("submit", sent);
    markHydrated(held);
    replayEarlyClick();
    expect(sent).not.toHaveBeenCalled();
  });
});

describe("with the app's renderer (Preact) hydrating the server's HTML", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICK_GLOBAL];
    document.body.innerHTML = "";
  });

  it("replays a button's click and a held post form's send once their handlers are attached", () => {
    const map = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    const page = () =>
      createElement(
        "main",
        null,
        createElement("button", { type: "button", onClick: map }, "Map"),
        createElement(
          "form",
          { method: "post", "aria-label": "Enquiry", onSubmit: sent },
          createElement("input", { name: "email" }),
          createElement("button", { type: "submit" }, "Send"),
        ),
      );
    document.body.innerHTML = `<div id="root">${renderToString(page())}</div>`;
    new Function(EARLY_CLICK_SCRIPT)();
    button("Map").click();
    document
      .querySelector("form")!
      .dispatchEvent(
        new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: button("Send") }),
      );

    stopRecordingEarlyClicks();
    hydrateRoot(document.getElementById("root")!, page());
    replayEarlyClick();
    expect(map).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
