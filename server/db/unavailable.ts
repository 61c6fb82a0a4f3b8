/**
 * The one place that decides whether an error means "the database is away" (down, restarting, failing
 * over, out of connections) rather than a bug: the error handler answers those 503 with Retry-After, so
 * clients and load balancers retry, instead of 500.
 */

/** Socket-level failures reaching the database server. */
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08 is a
 * connection exception; 57P01–57P05 are the server shutting down (admin, crash, immediate), not accepting
 * connections yet (starting, recovering) or idle-session timeouts; 53300 is too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-5]|53300)$/;

/**
 * node-postgres and pg-pool report a lost or refused connection with plain Errors (no code): a client
 * whose socket died ("… is not queryable"), a connection that ended mid-query, a pool that could not
 * connect within connectionTimeoutMillis.
 */
const UNAVAILABLE_MESSAGE =
  /Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Connection terminated|timeout exceeded when trying to connect|Connection closed|connect ECONNREFUSED/i;

/** Also looks inside `cause` (Drizzle wraps the driver's error; its own message is the SQL). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
  return cause !== error && isDatabaseUnavailable(cause, depth + 1);
}
