import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/client";
import { createLogger } from "../../lib/logger";
import * as repository from "./listings.repository";
import { createPageViewCounter, isAutomatedView } from "./listings.view-counter";

vi.mock("./listings.repository", () => ({ addListingViews: vi.fn() }));
const addListingViews = vi.mocked(repository.addListingViews);
const db = {} as Db;
const logger = createLogger("silent");

beforeEach(() => {
  vi.useFakeTimers();
  addListingViews.mockReset();
  addListingViews.mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What each write received, as plain objects. */
const writes = () => addListingViews.mock.calls.map(([, counts]) => Object.fromEntries(counts));

describe("isAutomatedView", () => {
  it("tells people's browsers from bots, scripts and prefetches", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
    expect(isAutomatedView(chrome)).toBe(false);
    expect(isAutomatedView(chrome, "prefetch")).toBe(true);
    expect(isAutomatedView("Mozilla/5.0 (compatible; AhrefsBot/7.0)")).toBe(true);
    expect(isAutomatedView("Mozilla/5.0 (compatible; Baiduspider/2.0)")).toBe(true);
    expect(isAutomatedView("WhatsApp/2.23.20.0")).toBe(true);
    expect(isAutomatedView("python-requests/2.31.0")).toBe(true);
    expect(isAutomatedView(undefined)).toBe(true);
  });
});

describe("createPageViewCounter", () => {
  it("gathers counts and writes them once per interval", async () => {
    const counter = createPageViewCounter(db, logger, { flushIntervalMs: 5_000 });
    expect(counter.record(1, "a")).toBe(true);
    expect(counter.record(1, "b")).toBe(true);
    expect(counter.record(2, "a")).toBe(true);
    expect(addListingViews).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(writes()).toEqual([{ 1: 2, 2: 1 }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(addListingViews).toHaveBeenCalledTimes(1);
  });

  it("counts a viewer's repeat view of a listing again only after the repeat window", async () => {
    const counter = createPageViewCounter(db, logger, {
      repeatWindowMs: 30 * 60_000,
      flushIntervalMs: 60 * 60_000,
    });
    expect(counter.record(1, "a")).toBe(true);
    vi.advanceTimersByTime(29 * 60_000);
    expect(counter.record(1, "a")).toBe(false);
    vi.advanceTimersByTime(2 * 60_000);
    expect(counter.record(1, "a")).toBe(true);
    await counter.flush();
    expect(writes()).toEqual([{ 1: 2 }]);
  });

  it("forgets the oldest viewers first when it remembers too many", () => {
    const counter = createPageViewCounter(db, logger, { maxRemembered: 2 });
    counter.record(1, "a");
    counter.record(1, "b");
    counter.record(1, "c");
    expect(counter.record(1, "c")).toBe(false);
    expect(counter.record(1, "a")).toBe(true);
  });

  it("flushes early when many listings are waiting", async () => {
    const counter = createPageViewCounter(db, logger, { maxPending: 3 });
    counter.record(1, "a");
    counter.record(2, "a");
    expect(addListingViews).not.toHaveBeenCalled();
    counter.record(3, "a");
    await vi.advanceTimersByTimeAsync(0);
    expect(writes()).toEqual([{ 1: 1, 2: 1, 3: 1 }]);
  });

  it("keeps counts for the next flush when a write fails, and drops them after repeated failures", async () => {
    const counter = createPageViewCounter(db, logger);
    addListingViews.mockRejectedValueOnce(new Error("database away"));
    counter.record(1, "a");
    await counter.flush();
    counter.record(1, "b");
    await counter.flush();
    expect(writes()).toEqual([{ 1: 1 }, { 1: 2 }]);

    addListingViews.mockReset();
    addListingViews.mockRejectedValue(new Error("database gone"));
    counter.record(5, "a");
    for (let i = 0; i < 6; i++) await counter.flush();
    expect(addListingViews).toHaveBeenCalledTimes(4);
  });

  it("writes what is left on close and ignores views after it", async () => {
    const counter = createPageViewCounter(db, logger);
    counter.record(7, "a");
    await counter.close();
    expect(writes()).toEqual([{ 7: 1 }]);
    expect(counter.record(7, "b")).toBe(false);
    await counter.flush();
    expect(addListingViews).toHaveBeenCalledTimes(1);
  });
});
