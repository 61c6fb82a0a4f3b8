import { RedisStore } from "connect-redis";
import { Store, type SessionData } from "express-session";
import type { Logger } from "../../lib/logger";
import { createThrottledLog, type SharedRedis } from "../../lib/redis";
import { reportSessionUnreadable } from "../../middleware/session-reads";

type Callback = (error?: unknown, session?: SessionData | null) => void;

/**
 * Sessions in Redis (REDIS_URL) through connect-redis, under `${prefix}sess:<sid>`, expiring with the
 * cookie exactly as the database rows do (idle timeout, rolled on by `touch`).
 *
 * Never an error to express-session: it would answer 500. A session that cannot be read while Redis is
 * away or hung (every call is bounded, lib/redis.ts) is treated as absent and reported
 * (session-reads.ts), so the request goes on signed out where it needs no user, and answers 503 with
 * Retry-After where it does; the cookie is kept, so once Redis answers the visitor is signed in again. A
 * session that cannot be saved is logged and the request still answers.
 * No fallback to the database store: sessions written there during an outage would be unknown to Redis
 * afterwards, signing people out a second time (docs/decisions/0040-shared-state-in-redis.md).
 *
 * Signed-in sessions are also listed per user (`${prefix}sess-user:<id>`), so that "sign out everywhere"
 * and a password change or reset can end them: the database store finds them with SQL.
 */
export class ResilientRedisSessionStore extends Store {
  private readonly store: RedisStore;
  private readonly warn: ReturnType<typeof createThrottledLog>;

  constructor(
    private readonly redis: SharedRedis,
    logger: Logger,
    /** How long a user's list of sessions lives after its last sign-in: at least a session's whole life. */
    private readonly userIndexTtlMs: number,
  ) {
    super();
    this.store = new RedisStore({ client: redis.client, prefix: this.sessionKey("") });
    this.warn = createThrottledLog(logger);
  }

  private sessionKey(sid: string) {
    return `${this.redis.prefix}sess:${sid}`;
  }

  private userKey(userId: number | string) {
    return `${this.redis.prefix}sess-user:${userId}`;
  }

  override get(sid: string, callback: Callback): void {
    void this.redis.usable().then((usable) => {
      if (!usable) {
        this.warn("get", {}, "sessions unreachable (redis down or not answering): requests go on signed out");
        reportSessionUnreadable();
        return callback(null, null);
      }
      this.redis
        .retryAfterBlip(() => this.store.get(sid))
        .then(
          (session: SessionData | null) => callback(null, session ?? null),
          (error: unknown) => {
            this.warn("get", { err: error }, "session not read (redis): the request goes on signed out");
            reportSessionUnreadable();
            callback(null, null);
          },
        );
    });
  }

  override set(sid: string, session: SessionData, callback?: (error?: unknown) => void): void {
    const userId = (session as SessionData & { passport?: { user?: number } }).passport?.user;
    const indexed = async () => {
      if (userId === undefined) return;
      await this.redis.bounded(() =>
        this.redis.client
          .multi()
          .sAdd(this.userKey(userId), sid)
          .pExpire(this.userKey(userId), this.userIndexTtlMs)
          .exec(),
      );
    };
    this.whenUsable()
      .then(indexed)
      .then(() => this.redis.retryAfterBlip(() => this.store.set(sid, session)))
      .then(
        () => callback?.(),
        (error: unknown) => {
          this.warn("set", { err: error }, "session not saved (redis): the request still answers");
          callback?.();
        },
      );
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    this.whenUsable()
      .then(() => this.redis.retryAfterBlip(() => this.store.touch(sid, session)))
      .then(
        () => callback?.(),
        (error: unknown) => {
          this.warn("touch", { err: error }, "session expiry not extended (redis)");
          callback?.();
        },
      );
  }

  override destroy(sid: string, callback?: (error?: unknown) => void): void {
    this.whenUsable()
      .then(() => this.redis.bounded(() => this.store.destroy(sid)))
      .then(
        () => callback?.(),
        (error: unknown) => {
          this.warn("destroy", { err: error }, "session not deleted (redis)");
          callback?.();
        },
      );
  }

  /** Waits out a blip (lib/redis.ts); the command that follows fails at once if Redis is still away. */
  private whenUsable(): Promise<void> {
    return this.redis.usable().then(() => undefined);
  }

  /**
   * Ends the user's sessions but `keepSid`; returns how many there were. Rejects when Redis is unreachable:
   * the caller (a password change) must not report sessions ended that will come back with Redis.
   */
  async endUserSessions(userId: number, keepSid?: string): Promise<number> {
    const { client, bounded } = this.redis;
    const sids = (await bounded(() => client.sMembers(this.userKey(userId)))).filter(
      (sid) => sid !== keepSid,
    );
    if (!sids.length) return 0;
    const [deleted] = await bounded(() =>
      client
        .multi()
        .del(sids.map((sid) => this.sessionKey(sid)))
        .sRem(this.userKey(userId), sids)
        .exec(),
    );
    return Number(deleted);
  }
}
