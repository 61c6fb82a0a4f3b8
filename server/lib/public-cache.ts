import type { RequestHandler } from "express";

/**
 * Short-lived in-process caches of public responses (listing search and lists, rendered anonymous pages).
 * docs/decisions/0020-public-response-caching.md says what is cached, for how long, and why it is safe.
 *
 * Invalidation is by generation: any write that may change a listing bumps the process-wide generation,
 * and every entry stored under an older generation is stale at once. A reader captures the generation
 * before it reads the database, so a result computed across a write is never stored as fresh. Other
 * instances (behind a load balancer) hear of this process's writes through Redis when REDIS_URL is set
 * (cache-invalidation.ts); without it, or while it is away, their entries expire with the TTL.
 */
let generation = 0;
const invalidationListeners = new Set<() => void>();

/** Makes every cached public response of this process stale, and tells the listeners (other instances). */
export function invalidatePublicCaches(): void {
  generation += 1;
  for (const listener of invalidationListeners) listener();
}

/** Makes this process's cached public responses stale on another instance's word: told to nobody. */
export function invalidatePublicCachesFromElsewhere(): void {
  generation += 1;
}

/** Calls `listener` after each local invalidation; returns the function that stops it. */
export function onPublicCachesInvalidated(listener: () => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}

export function currentCacheGeneration(): number {
  return generation;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  generation: number;
}

export interface PublicCacheOptions {
  /**
   * Names the cache on /metrics (`public_cache_lookups_total{cache, result}`); caches of one name in a
   * process are counted together. Unnamed caches (tests) are not reported.
   */
  name?: string;
  /** How long an entry is fresh; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  /**
   * For this long after it expired (never after a write), an entry is still answered while one request
   * computes its replacement, so an expiring popular entry costs no burst of identical work.
   */
  staleMs?: number;
  now?: () => number;
}

/**
 * How lookups ended, per cache name, since the process started: `hit` (fresh), `stale` (answered while a
 * replacement is computed), `shared` (waited for the same key's computation under way) and `miss`.
 */
export type CacheLookupResult = "hit" | "stale" | "shared" | "miss";
type LookupCounts = Record<CacheLookupResult, number>;
const lookupCounts = new Map<string, LookupCounts>();
/** The live caches by name, for their sizes (weakly held: a test's app may be dropped). */
const liveCaches = new Map<string, Set<WeakRef<PublicCache<unknown>>>>();

export interface PublicCacheFigures {
  name: string;
  lookups: LookupCounts;
  entries: number;
}

/** Every named cache's lookups and entries in this process (for /metrics). */
export function publicCacheFigures(): PublicCacheFigures[] {
  return [...lookupCounts].map(([name, lookups]) => {
    let entries = 0;
    for (const ref of liveCaches.get(name) ?? []) {
      const cache = ref.deref();
      if (cache) entries += cache.size;
      else liveCaches.get(name)!.delete(ref);
    }
    return { name, lookups: { ...lookups }, entries };
  });
}

/** A bounded map with a time to live, evicting the least recently used entry when full. */
export class PublicCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Computations under way: concurrent misses of one key wait for the same one. */
  private readonly pending = new Map<string, { generation: number; value: Promise<V> }>();
  private readonly counts: LookupCounts | undefined;

  constructor(private readonly options: PublicCacheOptions) {
    const name = options.name;
    if (name === undefined) return;
    if (!lookupCounts.has(name)) lookupCounts.set(name, { hit: 0, stale: 0, shared: 0, miss: 0 });
    this.counts = lookupCounts.get(name);
    if (!liveCaches.has(name)) liveCaches.set(name, new Set());
    liveCaches.get(name)!.add(new WeakRef(this as PublicCache<unknown>));
  }

  private count(result: CacheLookupResult) {
    if (this.counts) this.counts[result] += 1;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  /** A fresh entry's value. */
  get(key: string): V | undefined {
    const entry = this.lookUp(key);
    const fresh = entry && entry.expiresAt > this.now();
    if (this.enabled) this.count(fresh ? "hit" : "miss");
    return fresh ? entry.value : undefined;
  }

  /** The entry of the current generation, fresh or stale, marked as the most recently used. */
  private lookUp(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expiresAt + (this.options.staleMs ?? 0) <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores a value computed from data read at `readGeneration` (captured before the read). */
  set(key: string, value: V, readGeneration: number): void {
    if (!this.enabled || readGeneration !== generation) return;
    this.entries.delete(key);
    while (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs, generation });
  }

  /**
   * The cached value, or the computed one, stored when caching is on and `keep(value)` allows. Requests
   * that miss while the value is computed share that one computation; within `staleMs` of its expiry the
   * old value is answered while the new one is computed in the background.
   */
  async getOrCompute(
    key: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    if (!this.enabled) return compute();
    const entry = this.lookUp(key);
    if (entry && entry.expiresAt > this.now()) {
      this.count("hit");
      return entry.value;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.generation === generation) {
      this.count(entry ? "stale" : "shared");
      return entry ? entry.value : inFlight.value;
    }
    this.count(entry ? "stale" : "miss");
    const readGeneration = generation;
    const value = compute();
    this.pending.set(key, { generation: readGeneration, value });
    const settled = value.then(
      (result) => {
        if (keep(result)) this.set(key, result, readGeneration);
        return result;
      },
      (error: unknown) => {
        throw error;
      },
    );
    void settled
      .finally(() => {
        if (this.pending.get(key)?.value === value) this.pending.delete(key);
      })
      .catch(() => {});
    // A stale value answers now; whoever waits for the new one (or its failure) is the next request.
    return entry ? entry.value : settled;
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}

/**
 * Answers every visitor shares that cost a scan of many listings (the home page's counts, the market
 * figures, a listing's similar listings and price history): kept for a minute, like the search counts,
 * whenever the public caches are on. A page reads them on every render, signed in or not, so they are
 * cached here rather than in each page; any write clears them at once like every public cache.
 */
export const SHARED_ANSWER_TTL_MS = 60_000;

/** A cache of shared answers: on (a minute) when the public caches are (`publicCacheTtlMs` > 0). */
export function sharedAnswerCache<V>(
  name: string,
  publicCacheTtlMs: number,
  maxEntries = 1000,
): PublicCache<V> {
  const ttlMs = publicCacheTtlMs > 0 ? SHARED_ANSWER_TTL_MS : 0;
  return new PublicCache<V>({ name, ttlMs, staleMs: ttlMs, maxEntries });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Frequent writes that never change what public listings show: page views are counted in the background
 * (and are not part of the public listing), and signing in or out changes only the session.
 */
const WRITES_THAT_KEEP_LISTINGS = [/^\/properties\/\d+\/views$/, /^\/(login|logout|register)$/];

/**
 * API middleware: a successful write makes the public caches stale — any write, not only the listing
 * routes, because status changes, featured upgrades and confirmations live in several features. The
 * generation moves once the write has answered (its transaction committed), so an entry computed from
 * data read before the commit is stale from then on. `close` also fires when the client went away.
 */
export const invalidatePublicCachesOnWrite: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || WRITES_THAT_KEEP_LISTINGS.some((path) => path.test(req.path))) {
    return next();
  }
  res.on("close", () => {
    if (res.statusCode < 400) invalidatePublicCaches();
  });
  next();
};
