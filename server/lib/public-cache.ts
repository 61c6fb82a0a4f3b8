import type { RequestHandler } from "express";

/**
 * Short-lived in-process caches of public responses (listing search and lists, rendered anonymous pages).
 * docs/decisions/0006-public-response-caching.md says what is cached, for how long, and why it is safe.
 *
 * Invalidation is by generation: any write that may change a listing bumps the process-wide generation,
 * and every entry stored under an older generation is stale at once. A reader captures the generation
 * before it reads the database, so a result computed across a write is never stored as fresh. Other
 * instances (behind a load balancer) do not see this process's writes: their entries expire with the TTL.
 */
let generation = 0;

/** Makes every cached public response of this process stale. */
export function invalidatePublicCaches(): void {
  generation += 1;
}

export function currentCacheGeneration(): number {
  return generation;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
  generation: number;
}

/** A bounded map with a time to live, evicting the least recently used entry when full. */
export class PublicCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== generation || entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
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

  /** The cached value, or the computed one (stored when caching is on). */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled) return compute();
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const readGeneration = generation;
    const value = await compute();
    this.set(key, value, readGeneration);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
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
