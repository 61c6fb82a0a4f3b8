import type { Logger } from "./logger";
import { invalidatePublicCachesFromElsewhere, onPublicCachesInvalidated } from "./public-cache";
import type { SharedRedis } from "./redis";

/**
 * Public caches across instances (REDIS_URL): a write that makes this process's caches stale (search
 * results and counts, rendered pages: one generation, lib/public-cache.ts) is published on
 * `${prefix}invalidate`, and every instance that hears it makes its own caches stale at once. Its own
 * messages are ignored (its generation moved already).
 *
 * Messages are not queued: an instance whose subscription was down may have missed some, so it drops its
 * caches when the subscription comes back. While it is down, the TTL (PUBLIC_CACHE_SECONDS) still bounds
 * how stale an entry can be, as it does without Redis (docs/decisions/0020).
 */
export function relayCacheInvalidation(app: object, redis: SharedRedis, logger: Logger): void {
  const channel = `${redis.prefix}invalidate`;
  const stopPublishing = onPublicCachesInvalidated(() => redis.publish(channel, redis.instanceId));
  let everSubscribed = false;
  const subscribed = redis.subscribe(
    channel,
    (sender) => {
      if (sender !== redis.instanceId) invalidatePublicCachesFromElsewhere();
    },
    () => {
      if (everSubscribed) {
        logger.info("cache invalidation subscription back: dropping cached public answers");
        invalidatePublicCachesFromElsewhere();
      }
      everSubscribed = true;
    },
  );
  redis.onClose(stopPublishing);
  subscriptions.set(app, subscribed);
}

const subscriptions = new WeakMap<object, Promise<void>>();

/** Settles once the app hears other instances' invalidations (tests wait for it before writing). */
export function cacheInvalidationSubscribed(app: object): Promise<void> {
  return subscriptions.get(app) ?? Promise.resolve();
}
