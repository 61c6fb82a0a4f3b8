import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import pg from "pg";

/*
 * Read replicas (DATABASE_REPLICA_URLS; docs/decisions/0038-read-replicas.md). Reads that may be a moment
 * old (search, pages, the sitemap: GET requests) go to a streaming replica; everything else goes to the
 * primary: writes, transactions, raw statements, background jobs, and the reads of anyone who has just
 * written, so that people always see their own changes. A replica that falls behind or stops answering is
 * skipped until it catches up.
 */

/** A replica further behind the primary than this is skipped. */
export const REPLICA_MAX_LAG_SECONDS = 5;
/** How often each replica's replay position is compared with the primary's. */
export const REPLICA_CHECK_INTERVAL_MS = 1000;
/** After a write, the writer's reads stay on the primary this long (a cookie, so every instance knows). */
export const READ_YOUR_WRITES_SECONDS = 5;
export const RECENT_WRITE_COOKIE = "upm.wrote";

const readContext = new AsyncLocalStorage<{ replicaAllowed: boolean }>();

/** Whether the code running now may read from a replica: only inside a request that allowed it. */
export function replicaReadAllowed(): boolean {
  return readContext.getStore()?.replicaAllowed === true;
}

/** Runs `work` with replica reads allowed (tests; a request gets this from `routeReads`). */
export function withReplicaReads<T>(work: () => T): T {
  return readContext.run({ replicaAllowed: true }, work);
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);
const RECENT_WRITE_PATTERN = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE.replace(".", "\\.")}=`);

/**
 * POSTs that change nothing their sender reads back: the listing page's view beacon (counted for the
 * lister's statistics, never shown to the visitor). Marking its sender a writer would send every listing
 * visitor's next reads to the primary, and its cookie would follow them past the edge cache.
 */
const WRITES_THE_SENDER_NEVER_READS = [/^\/api\/properties\/\d+\/views$/];

function changesNothingTheSenderReads(method: string, path: string): boolean {
  return method === "POST" && WRITES_THE_SENDER_NEVER_READS.some((pattern) => pattern.test(path));
}

/**
 * Mount before the routes when replicas are configured. A GET or HEAD from someone who has not written in
 * the last few seconds may read from a replica; any other request reads and writes on the primary and
 * marks its sender as a recent writer (the server render passes the cookie on to its API calls).
 */
export const routeReads: RequestHandler = (req, res, next) => {
  const safe = SAFE_METHODS.has(req.method);
  if (!safe && !changesNothingTheSenderReads(req.method, req.path)) {
    res.cookie(RECENT_WRITE_COOKIE, "1", {
      maxAge: READ_YOUR_WRITES_SECONDS * 1000,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
    });
  }
  const replicaAllowed = safe && !RECENT_WRITE_PATTERN.test(req.headers.cookie ?? "");
  readContext.run({ replicaAllowed }, next);
};

/** A write-ahead-log position ("16/B374D848") as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [high, low] = lsn.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How far behind a replica is, in seconds: the age of the newest primary position (sampled every check)
 * that the replica has replayed. An idle primary writes nothing, so a replica that has replayed everything
 * is 0 seconds behind however long ago the last write was.
 */
export class LagClock {
  private samples: { at: number; lsn: bigint }[] = [];

  recordPrimary(lsn: bigint, at = Date.now()) {
    this.samples.push({ at, lsn });
    const horizon = at - 60_000;
    while (this.samples.length > 1 && this.samples[0].at < horizon) this.samples.shift();
  }

  lagSeconds(replayed: bigint, now = Date.now()): number {
    const latest = this.samples.at(-1);
    if (!latest || replayed >= latest.lsn) return 0;
    for (let i = this.samples.length - 1; i >= 0; i--) {
      if (this.samples[i].lsn <= replayed) return (now - this.samples[i + 1].at) / 1000;
    }
    return (now - this.samples[0].at) / 1000;
  }
}

export interface ReplicaStatus {
  url: string;
  usable: boolean;
  lagSeconds: number | null;
  error: string | null;
  /** Reads this replica has answered since start (the rest went to the primary). */
  reads: number;
}

/** Errors that mean "this server cannot be reached now", as opposed to a wrong query. */
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? "";
  const message = error instanceof Error ? error.message : "";
  return (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "EHOSTUNREACH",
      "57P01",
      "57P02",
      "57P03",
      "08006",
      "08001",
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|not queryable/i.test(message)
  );
}

/** The replicas of one primary: their pools, their health, and the choice of one for a read. */
export class ReplicaSet {
  readonly replicas: { url: string; pool: pg.Pool; status: ReplicaStatus }[];
  private readonly clock = new LagClock();
  private timer: NodeJS.Timeout | undefined;
  private next = 0;

  constructor(
    private readonly primary: pg.Pool,
    urls: string[],
    poolSize: number,
    private readonly onChange: (status: ReplicaStatus) => void = () => {},
  ) {
    this.replicas = urls.map((url) => {
      const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 1000 });
      pool.on("connect", (client) => client.on("error", () => {}));
      pool.on("error", () => {});
      // Unusable until the first check has seen it caught up.
      return {
        url,
        pool,
        status: { url: redact(url), usable: false, lagSeconds: null, error: null, reads: 0 },
      };
    });
  }

  /** Checks every replica now, then every REPLICA_CHECK_INTERVAL_MS. */
  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), REPLICA_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async check(): Promise<void> {
    try {
      const { rows } = await this.primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
      this.clock.recordPrimary(parseLsn(rows[0].lsn));
    } catch {
      return; // The primary is away: nothing to compare with; reads fail over to it anyway.
    }
    await Promise.all(this.replicas.map((replica) => this.checkReplica(replica)));
  }

  private async checkReplica(replica: ReplicaSet["replicas"][number]) {
    let status: Omit<ReplicaStatus, "reads">;
    try {
      const { rows } = await replica.pool.query<{ lsn: string | null }>(
        "select pg_last_wal_replay_lsn()::text as lsn",
      );
      const lsn = rows[0].lsn;
      if (!lsn) throw new Error("not a streaming replica (no replay position)");
      const lagSeconds = this.clock.lagSeconds(parseLsn(lsn));
      status = {
        url: replica.status.url,
        usable: lagSeconds <= REPLICA_MAX_LAG_SECONDS,
        lagSeconds,
        error: null,
      };
    } catch (error) {
      status = { url: replica.status.url, usable: false, lagSeconds: null, error: (error as Error).message };
    }
    const changed = status.usable !== replica.status.usable;
    replica.status = { ...status, reads: replica.status.reads };
    if (changed) this.onChange(replica.status);
  }

  /**
   * The pool a replica read goes to: one that answers `query` from a usable replica, round robin, and falls
   * back to the primary when none is usable or the chosen one fails to connect (it is then skipped until
   * a check finds it well again), so a replica going away costs no request.
   */
  readPool(index: number): { query: pg.Pool["query"] } {
    const query = (async (...args: Parameters<pg.Pool["query"]>) => {
      const replica = this.replicas[index];
      if (!replica.status.usable) return this.primary.query(...args);
      try {
        const result = await replica.pool.query(...args);
        replica.status.reads += 1;
        return result;
      } catch (error) {
        if (!isConnectionFailure(error)) throw error;
        replica.status = { ...replica.status, usable: false, error: (error as Error).message };
        this.onChange(replica.status);
        return this.primary.query(...args);
      }
    }) as pg.Pool["query"];
    return { query };
  }

  /** Each replica's own connection pool: connections open, idle, and reads waiting for one (/metrics). */
  poolFigures(): { url: string; total: number; idle: number; waiting: number }[] {
    return this.replicas.map(({ pool, status }) => ({
      url: status.url,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
  }

  /** The index of the replica for the next read, or -1 when the read must go to the primary. */
  choose(): number {
    if (!replicaReadAllowed()) return -1;
    for (let tries = 0; tries < this.replicas.length; tries++) {
      const index = this.next++ % this.replicas.length;
      if (this.replicas[index].status.usable) return index;
    }
    return -1;
  }

  statuses(): ReplicaStatus[] {
    return this.replicas.map((replica) => replica.status);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(this.replicas.map((replica) => replica.pool.end()));
  }
}

/** A connection string without its password, for logs and /readyz. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(replica)";
  }
}
