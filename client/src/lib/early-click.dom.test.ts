// @vitest-environment happy-dom
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

/** Hydration: handlers are attached to the server's elements, then the router's effect replays. */
function hydrateWith(handlers: Record<string, () => void>) {
  stopRecordingEarlyClicks();
  for (const [name, handler] of Object.entries(handlers)) button(name).addEventListener("click", handler);
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
    replayEarlyClick();
    expect(handler).not.toHaveBeenCalled();

    const list = vi.fn();
    button("List").addEventListener("click", list);
    button("List").click(); // after hydration: React's own click, once
    replayEarlyClick();
    expect(list).toHaveBeenCalledTimes(1);
  });
});
