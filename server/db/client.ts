import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { withReplicas, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";
import { ReplicaSet, type ReplicaStatus } from "./replicas";

export type Schema = typeof schema;
/** One type for both drivers: every query in the app is written against this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The minimal pool shape connect-pg-simple needs: `query(text, params)` resolving to `{ rows }`. */
export interface QueryablePool {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** For the session store. */
  pool: QueryablePool;
  /** node-postgres only: for work that needs one connection throughout (migrations under a lock). */
  pgPool?: pg.Pool;
  /** PGlite only: the embedded database itself (the job queue talks to it through pg-boss's adapter). */
  pglite?: PGlite;
  /** DATABASE_REPLICA_URLS: the replicas that `db` sends a request's reads to when allowed. */
  replicas?: ReplicaSet;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** Told about each connection the server dropped (restart, failover); the app keeps running. */
      onConnectionError?: (error: Error) => void;
      /** Streaming replicas of `url` for reads (server/db/replicas.ts). */
      replicaUrls?: string[];
      /** Told when a replica becomes usable or is skipped. */
      onReplicaChange?: (status: ReplicaStatus) => void;
    }
  /**
   * dataDir undefined: in memory (tests). `fromDump`: start from a data directory saved with
   * `dumpDataDir()` (the tests' migrated template) instead of an empty cluster.
   */
  | { kind: "pglite"; dataDir?: string; fromDump?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options) : openPglite(options.dataDir, options.fromDump);
}

async function openPglite(dataDir: string | undefined, fromDump?: Blob): Promise<Database> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    const extensions = { pg_trgm, btree_gin, btree_gist };
    client = await PGlite.create({ dataDir, extensions, loadDataDir: fromDump });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    pool: { query: (text, params) => client.query(text, params) },
    ping: async () => {
      await client.query("select 1");
      return true;
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: "postgres" }>): Promise<Database> {
  const { url, poolSize = 10, onConnectionError = () => {} } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Fail fast while the server is down instead of queueing requests behind a dead socket.
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
  });
  // A connection the server drops (restart, failover, `terminating connection due to administrator
  // command`) makes its client emit `error`; an `error` event without a listener kills the process. The
  // pool listens only while a client is idle, so every client gets its own listener for the time it is
  // checked out (a transaction waiting between statements). The request using it fails on its own with a
  // "not queryable" error (answered 503), and the pool drops the broken client when it is released.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  // The pool re-emits an idle client's error; the client's own listener above has reported it already.
  pool.on("error", () => {});
  const primary = drizzleNodePg(pool, { schema });
  const replicas = options.replicaUrls?.length
    ? new ReplicaSet(pool, options.replicaUrls, poolSize, options.onReplicaChange)
    : undefined;
  await replicas?.start();
  const db = (replicas ? readsOnReplicas(primary, replicas) : primary) as unknown as Db;
  return {
    db,
    kind: "postgres",
    pool,
    pgPool: pool,
    replicas,
    ping: async (timeoutMs = 2000) => {
      const probe = pool.query("select 1").then(() => true);
      const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
      return Promise.race([probe, timeout]);
    },
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
  };
}

/**
 * How each database object with replicas runs a raw read-only statement (`readRows`): on the database a
 * select would use. Drizzle's `execute` always goes to the primary, since it may write.
 */
const rawReaders = new WeakMap<object, (query: SQL) => Promise<unknown>>();

/**
 * The primary's database object with its selects (and relational queries) sent to a replica when the
 * request allows it (replicas.ts `routeReads`); writes, transactions and `execute` stay on the primary.
 */
export function readsOnReplicas(
  primary: ReturnType<typeof drizzleNodePg<typeof schema>>,
  replicas: ReplicaSet,
) {
  const replicaDbs = replicas.replicas.map((_, index) =>
    drizzleNodePg({ client: replicas.readPool(index) as unknown as pg.Pool, schema }),
  );
  const chooseDb = () => {
    const index = replicas.choose();
    return index < 0 ? primary : replicaDbs[index];
  };
  const db = withReplicas(primary, [replicaDbs[0], ...replicaDbs.slice(1)], chooseDb);
  rawReaders.set(db, (query) => chooseDb().execute(query));
  return db;
}

/**
 * Rows of a raw statement that only reads (EXPLAIN, a catalogue lookup): from a replica when the request
 * allows replica reads, like a select; from the primary otherwise and inside a transaction.
 */
export async function readRows<T>(db: Db, query: SQL): Promise<T[]> {
  const read = rawReaders.get(db);
  if (!read) return queryRows<T>(db, query);
  const result = (await read(query)) as { rows: T[] };
  return result.rows;
}

/** Rows from `db.execute`, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
