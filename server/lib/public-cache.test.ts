import { describe, expect, it } from "vitest";
import { currentCacheGeneration, invalidatePublicCaches, PublicCache } from "./public-cache";

function cacheWithClock(ttlMs = 1000, maxEntries = 3) {
  let now = 0;
  const cache = new PublicCache<string>({ ttlMs, maxEntries, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("PublicCache", () => {
  it("keeps a value for its time to live, then forgets it", () => {
    const { cache, advance } = cacheWithClock(1000);
    cache.set("a", "A", currentCacheGeneration());
    advance(999);
    expect(cache.get("a")).toBe("A");
    advance(1);
    expect(cache.get("a")).toBeUndefined();
  });

  it("evicts the least recently used entry when full", () => {
    const { cache } = cacheWithClock(1000, 2);
    const generation = currentCacheGeneration();
    cache.set("a", "A", generation);
    cache.set("b", "B", generation);
    cache.get("a");
    cache.set("c", "C", generation);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });

  it("drops every entry when the public caches are invalidated", () => {
    const { cache } = cacheWithClock();
    cache.set("a", "A", currentCacheGeneration());
    invalidatePublicCaches();
    expect(cache.get("a")).toBeUndefined();
  });

  it("does not store a value read before a write that has since been made", async () => {
    const { cache } = cacheWithClock();
    let resolveRead!: (value: string) => void;
    const pending = cache.getOrCompute("a", () => new Promise<string>((resolve) => (resolveRead = resolve)));
    invalidatePublicCaches(); // a write commits while the read is in flight
    resolveRead("read before the write");
    expect(await pending).toBe("read before the write");
    expect(cache.get("a")).toBeUndefined();
    expect(await cache.getOrCompute("a", async () => "fresh")).toBe("fresh");
    expect(cache.get("a")).toBe("fresh");
  });

  it("computes every time when its time to live is zero", async () => {
    const cache = new PublicCache<number>({ ttlMs: 0, maxEntries: 10 });
    let calls = 0;
    await cache.getOrCompute("a", async () => ++calls);
    await cache.getOrCompute("a", async () => ++calls);
    expect(calls).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe("PublicCache.getOrCompute", () => {
  it("computes a missing value once for the requests that want it at the same time", async () => {
    const cache = new PublicCache<number>({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    let finish!: (value: number) => void;
    const compute = () => {
      calls += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = [cache.getOrCompute("k", compute), cache.getOrCompute("k", compute)];
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it("does not hand a computation begun before a write to requests that come after it", async () => {
    const cache = new PublicCache<string>({ ttlMs: 1000, maxEntries: 10 });
    let finishOld!: (value: string) => void;
    const before = cache.getOrCompute("k", () => new Promise<string>((resolve) => (finishOld = resolve)));
    invalidatePublicCaches();
    const after = cache.getOrCompute("k", async () => "after the write");
    finishOld("before the write");
    expect(await before).toBe("before the write");
    expect(await after).toBe("after the write");
  });
});

describe("PublicCache stale answers", () => {
  it("answers an expired entry while one request computes its replacement, but never after a write", async () => {
    let now = 0;
    const cache = new PublicCache<string>({ ttlMs: 1000, staleMs: 1000, maxEntries: 10, now: () => now });
    await cache.getOrCompute("k", async () => "first");
    now = 1500;
    let calls = 0;
    let finish!: (value: string) => void;
    const refresh = () => {
      calls += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.getOrCompute("k", refresh)).toBe("first");
    expect(await cache.getOrCompute("k", refresh)).toBe("first");
    expect(calls).toBe(1);
    finish("second");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.getOrCompute("k", refresh)).toBe("second");
    invalidatePublicCaches();
    now = 2000;
    expect(await cache.getOrCompute("k", async () => "after the write")).toBe("after the write");
  });

  it("keeps only the values it is allowed to", async () => {
    const cache = new PublicCache<number>({ ttlMs: 1000, maxEntries: 10 });
    await cache.getOrCompute(
      "k",
      async () => 404,
      (status) => status === 200,
    );
    expect(cache.get("k")).toBeUndefined();
  });
});
