import crypto from "node:crypto";
import { createClient, type RedisClientType } from "redis";
import type { Logger } from "./logger";

/**
 * The one Redis connection of a process (REDIS_URL), shared by sessions, rate limits, page views and
 * cache invalidation (docs/decisions/0040-shared-state-in-redis.md). Redis is an optimisation of shared
 * state, never a dependency of an answer:
 *
 * - Commands fail at once while the connection is down (no offline queue) and after COMMAND_TIMEOUT_MS
 *   when Redis hangs, so a request waits at most that long; each caller decides what a failure means.
 *   The deadline is our own timer (`bounded`): node-redis's `commandOptions.timeout` only covers a
 *   command waiting to be written, and a paused Redis (SIGSTOP, a stuck host) still accepts the bytes, so
 *   its commands waited for ever. Once one command has timed out, Redis counts as hung: every command
 *   fails at once, without being sent, until a PING probe is answered again (no restart needed).
 * - A blip is ridden through: for BLIP_GRACE_MS after the connection drops, `usable()` waits for the
 *   reconnection, so a Redis restart (a second or so) costs requests a short wait, not a signed-out
 *   answer; once the grace is over, a request no longer waits and degrades at once.
 * - The connection is retried for ever, with a delay that doubles up to RECONNECT_MAX_DELAY_MS: when Redis
 *   comes back the app uses it again without a restart.
 * - The state (connecting, ready, down) is logged once per change, not once per failed attempt.
 */
export type SharedRedisClient = RedisClientType;

export interface SharedRedis {
  /** For commands; check `isReady` first when a failure costs more than a rejected promise. */
  readonly client: SharedRedisClient;
  /** Every key of this app starts with it (REDIS_PREFIX), so several apps or test files can share one Redis. */
  readonly prefix: string;
  /** Tells this process's own published messages from other instances'. */
  readonly instanceId: string;
  isReady(): boolean;
  /** ready; down (the connection is lost); hung (connected, but a command had no answer in time). */
  health(): RedisHealth;
  /**
   * Runs a command with a deadline of COMMAND_TIMEOUT_MS (RedisNotAnswering after it); fails at once,
   * without sending it, while Redis is hung. Every command of the app goes through it.
   */
  bounded<T>(command: () => Promise<T>): Promise<T>;
  /**
   * True when commands can be sent: at once when connected; within BLIP_GRACE_MS of losing the connection,
   * once it is back (false if it is not back by then); after that, false at once.
   */
  usable(): Promise<boolean>;
  /**
   * Runs a command, and once more if it failed because the connection dropped under it and came back
   * within the grace (a command sent in the instant Redis went away fails before the drop is noticed).
   */
  retryAfterBlip<T>(command: () => Promise<T>): Promise<T>;
  /** Publishes without waiting; a failure is logged (at most once a minute), never thrown. */
  publish(channel: string, message: string): void;
  /**
   * Subscribes on a second connection (a subscribed connection can run no other command). `onReady` runs
   * whenever the subscription is (re)established: messages sent while it was down are lost. The promise
   * settles once subscribed (tests wait for it; the app does not, Redis may be away at start).
   */
  subscribe(channel: string, onMessage: (message: string) => void, onReady?: () => void): Promise<void>;
  /** Runs `fn` when the connection closes (shutdown), before it closes. */
  onClose(fn: () => void | Promise<void>): void;
  /** Waits up to `timeoutMs` for the first connection; false when Redis is not there yet (the app starts anyway). */
  whenReady(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** A command that has no answer after this long fails: a hung Redis must not hang requests. */
export const COMMAND_TIMEOUT_MS = 1_000;
/** While Redis is hung, a PING is sent this often; its answer ends the hung state. */
const HUNG_PROBE_INTERVAL_MS = 1_000;
/** A PING while all is well, so that a hung Redis is noticed (readiness) even without traffic. */
const HEARTBEAT_INTERVAL_MS = 5_000;

export type RedisHealth = "ready" | "down" | "hung";

/** A Redis command that had no answer within COMMAND_TIMEOUT_MS, or was not sent because Redis is hung. */
export class RedisNotAnswering extends Error {
  constructor(message = `redis did not answer within ${COMMAND_TIMEOUT_MS} ms`) {
    super(message);
    this.name = "RedisNotAnswering";
  }
}

/** Rejects with RedisNotAnswering when `promise` has not settled within `ms`; the late outcome is dropped. */
export function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RedisNotAnswering()), ms);
    timer.unref();
  });
  promise.catch(() => {});
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
const CONNECT_TIMEOUT_MS = 2_000;
/** How long after the connection drops requests wait for it to come back before degrading. */
export const BLIP_GRACE_MS = 3_000;
/** Reconnection waits 100 ms, 200 ms, 400 ms ... at most this long between attempts, for ever. */
const RECONNECT_MAX_DELAY_MS = 5_000;

export function reconnectDelay(retries: number): number {
  const base = Math.min(100 * 2 ** Math.min(retries, 10), RECONNECT_MAX_DELAY_MS);
  // A little jitter, so instances that lost Redis together do not all knock at the same moment.
  return Math.round(base * (0.8 + Math.random() * 0.2));
}

type State = "connecting" | "ready" | "down";

function createConnection(url: string, logger: Logger, role: string): SharedRedisClient {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  }) as SharedRedisClient;
  let state: State = "connecting";
  const become = (next: State, reason?: string) => {
    if (state === next) return;
    state = next;
    if (next === "ready") logger.info({ redis: role }, "redis connected");
    else if (next === "down")
      logger.warn({ redis: role, reason }, "redis unreachable: retrying in the background");
  };
  client.on("ready", () => become("ready"));
  // node-redis emits "error" for every failed attempt; without a listener it would crash the process.
  client.on("error", (error: Error) => become("down", error.message));
  return client;
}

/** Logs at most once per `intervalMs` per key: a Redis outage must not flood the log from every request. */
export function createThrottledLog(logger: Logger, intervalMs = 60_000) {
  const lastAt = new Map<string, number>();
  return (key: string, details: object, message: string) => {
    const now = Date.now();
    if (now - (lastAt.get(key) ?? -Infinity) < intervalMs) return;
    lastAt.set(key, now);
    logger.warn(details, message);
  };
}

export function createSharedRedis(url: string, prefix: string, logger: Logger): SharedRedis {
  const client = createConnection(url, logger, "commands");
  const warn = createThrottledLog(logger);
  /** When the connection was last lost (undefined while connected, and before the first connection). */
  let downSince: number | undefined;
  let waiters: (() => void)[] = [];
  client.on("ready", () => {
    downSince = undefined;
    for (const wake of waiters.splice(0)) wake();
  });
  // The socket's error comes first, then "reconnecting"; either marks the start of the outage.
  const markDown = () => {
    if (!client.isReady && downSince === undefined) downSince = Date.now();
  };
  client.on("error", markDown);
  client.on("reconnecting", markDown);
  const hung = watchForHang(client, logger);
  const usable = (): Promise<boolean> => {
    if (hung.isHung()) return Promise.resolve(false);
    if (client.isReady) return Promise.resolve(true);
    const remaining = downSince === undefined ? 0 : downSince + BLIP_GRACE_MS - Date.now();
    if (remaining <= 0) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(client.isReady);
      };
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== wake);
        resolve(false);
      }, remaining);
      timer.unref();
      waiters.push(wake);
    });
  };
  const closing: (() => void | Promise<void>)[] = [];
  const subscribers: SharedRedisClient[] = [];
  const instanceId = crypto.randomBytes(8).toString("hex");
  // The first connection is not awaited: the app serves requests (without Redis) while Redis is away.
  const connected = client.connect().then(
    () => true,
    () => false,
  );

  return {
    client,
    prefix,
    instanceId,
    isReady: () => client.isReady,
    health: () => (hung.isHung() ? "hung" : client.isReady ? "ready" : "down"),
    bounded: hung.bounded,
    usable,
    async retryAfterBlip(command) {
      try {
        return await hung.bounded(command);
      } catch (error) {
        // Let the connection's own events (error, reconnecting) mark the drop first.
        await new Promise((resolve) => setImmediate(resolve));
        if (!(await usable())) throw error;
        return hung.bounded(command);
      }
    },
    publish(channel, message) {
      hung
        .bounded(() => client.publish(channel, message))
        .catch((error: unknown) => {
          warn(`publish:${channel}`, { err: error, channel }, "redis publish failed");
        });
    },
    subscribe(channel, onMessage, onReady) {
      const subscriber = createConnection(url, logger, "subscriber");
      subscribers.push(subscriber);
      let subscribing: Promise<void> | undefined;
      let markSubscribed: () => void = () => {};
      const subscribed = new Promise<void>((resolve) => (markSubscribed = resolve));
      // node-redis subscribes again by itself after a reconnection, once the first SUBSCRIBE went through.
      subscriber.on("ready", () => {
        subscribing ??= subscriber.subscribe(channel, onMessage).then(markSubscribed, (error: unknown) => {
          subscribing = undefined;
          warn(
            `subscribe:${channel}`,
            { err: error, channel },
            "redis subscription failed; retried on reconnection",
          );
        });
        void subscribing?.then(() => onReady?.());
      });
      subscriber.connect().catch(() => {});
      return subscribed;
    },
    onClose(fn) {
      closing.push(fn);
    },
    whenReady(timeoutMs) {
      return Promise.race([
        connected,
        new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref()),
      ]);
    },
    async close() {
      hung.stop();
      for (const fn of closing) await fn();
      for (const connection of [...subscribers, client]) {
        if (connection.isReady) await connection.close().catch(() => connection.destroy());
        else if (connection.isOpen) connection.destroy();
      }
    },
  };
}

/**
 * Tells a hung Redis from a slow moment: the first command without an answer within COMMAND_TIMEOUT_MS
 * marks it hung (logged once); from then on commands fail at once, and a PING every
 * HUNG_PROBE_INTERVAL_MS looks for it to answer again (logged once). A reconnection also ends it. While
 * all is well, a PING every HEARTBEAT_INTERVAL_MS notices a hang that no request has met yet.
 */
function watchForHang(client: SharedRedisClient, logger: Logger) {
  let hungSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let stopped = false;
  const recovered = (how: string) => {
    if (hungSince === undefined) return;
    logger.warn({ redis: "commands", hungForMs: Date.now() - hungSince }, `redis answering again (${how})`);
    hungSince = undefined;
    clearInterval(probe);
    probe = undefined;
  };
  const ping = () => withDeadline(client.ping(), COMMAND_TIMEOUT_MS);
  const markHung = () => {
    if (hungSince !== undefined || stopped) return;
    hungSince = Date.now();
    logger.error(
      { redis: "commands", timeoutMs: COMMAND_TIMEOUT_MS },
      "redis not answering (connected, no reply): sessions unreadable, sign-in refused, limits fail as set; /readyz 503 until it answers",
    );
    let probing = false;
    probe = setInterval(() => {
      if (probing || !client.isReady) return;
      probing = true;
      ping()
        .then(() => recovered("a probe was answered"))
        .catch(() => {})
        .finally(() => (probing = false));
    }, HUNG_PROBE_INTERVAL_MS);
    probe.unref();
  };
  client.on("ready", () => recovered("reconnected"));
  const heartbeat = setInterval(() => {
    if (hungSince === undefined && client.isReady) {
      ping().catch((error: unknown) => {
        if (error instanceof RedisNotAnswering) markHung();
      });
    }
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  return {
    isHung: () => hungSince !== undefined,
    bounded<T>(command: () => Promise<T>): Promise<T> {
      if (hungSince !== undefined) return Promise.reject(new RedisNotAnswering("redis is not answering"));
      return withDeadline(command(), COMMAND_TIMEOUT_MS).catch((error: unknown) => {
        if (error instanceof RedisNotAnswering) markHung();
        throw error;
      });
    },
    stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearInterval(probe);
    },
  };
}
