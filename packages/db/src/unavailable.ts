/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, a
 * terminated backend, a refused or exhausted connection) rather than a fault of the request or of
 * our code. Callers answer such errors with "try again shortly" and keep running; they are never a
 * reason to exit, nor an answer to store under an idempotency key.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    if (isUnavailable(e as ErrorLike)) return true;
    // pg wraps a connect timeout's socket error in `cause`; Node wraps some in AggregateError.
    const inner = e as { cause?: unknown; errors?: unknown[] };
    if (Array.isArray(inner.errors) && inner.errors.some(isDatabaseUnavailable)) return true;
    e = inner.cause;
  }
  return false;
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
}

/** Socket-level failures reaching the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** PostgreSQL SQLSTATEs of a server going away or refusing new sessions. */
const SQLSTATES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up, shutting down, in recovery
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
  "08006", // connection_failure
  "53300", // too_many_connections
]);

/** Messages of node-postgres itself (it gives these no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // "unexpectedly", "due to connection timeout"
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Connection lost/,
];

function isUnavailable(e: ErrorLike): boolean {
  const code = typeof e.code === "string" ? e.code : "";
  const message = typeof e.message === "string" ? e.message : "";
  if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
  // 55000 is object_not_in_prerequisite_state in general; only this message is a refused session
  // (ALTER DATABASE … ALLOW_CONNECTIONS false, or a database being dropped).
  if (code === "55000") return /is not currently accepting connections/.test(message);
  return code === "" && DRIVER_MESSAGES.some((m) => m.test(message));
}
