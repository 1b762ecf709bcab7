import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const INT8_OID = 20;
/** PGlite's type parsers: `bigint` columns arrive as `bigint`, as with pg below. */
export const PGLITE_PARSERS = { [INT8_OID]: (v: string) => BigInt(v) };
const CONNECT_TIMEOUT_MS = 10_000;

export interface DbOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory dumped by `dumpDataDir`, to start from instead of an empty database
   * (tests copy one migrated database rather than each running initdb and the migrations).
   */
  pgliteTemplate?: Blob | undefined;
  /** Schema to use (search_path); tests use one schema per run so runs never collide. */
  schema?: string | undefined;
  /** Pool size for a real server. */
  poolSize?: number;
  /**
   * How long a query waits for a connection before the database counts as unavailable (503);
   * default 10 s. Tests that queue hundreds of requests on purpose wait longer on a loaded machine.
   */
  connectTimeoutMs?: number;
  /** Where a lost and a restored database connection are reported (default: the console). */
  logger?: DbLogger | undefined;
}

/** The two calls a connection watch makes: pino's (Fastify's app.log) fit. */
export interface DbLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
  /** Reports connection loss to this logger from now on (the app's, once it exists). */
  setLogger(logger: DbLogger): void;
}

// bigint columns (money) must arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(INT8_OID, (v) => BigInt(v));

/**
 * A query whose text starts with `preparedStatement(name)` is sent to PostgreSQL as the named
 * prepared statement `name`: parsed and planned once per connection, then only bound and executed.
 * For the hottest statements (the ledger's posting), run through `CompiledQuery.raw`; the text of
 * one name must never change. On PGlite it is an ordinary comment.
 */
export function preparedStatement(name: string): string {
  return `${PREPARED_PREFIX}${name} */ `;
}

const PREPARED_PREFIX = "/* prepared:";

type QueryFn = (...args: unknown[]) => unknown;

/** Routes marked queries of a new pool client to pg's named statements (see preparedStatement). */
function namedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (text, values, callback) => {
    if (typeof text === "string" && callback === undefined && text.startsWith(PREPARED_PREFIX)) {
      const name = text.slice(PREPARED_PREFIX.length, text.indexOf(" */", PREPARED_PREFIX.length));
      return query({ name, text, values });
    }
    return callback === undefined ? query(text, values) : query(text, values, callback);
  };
}

/** The one switch between the embedded database and a real PostgreSQL server. */
export async function connect(options: DbOptions): Promise<DbHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A request waits this long for a connection, then answers 503 instead of hanging while the
      // server is unreachable (or every connection is busy).
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      // Notices a peer that vanished without closing (a failover, a proxy) on idle connections.
      keepAlive: true,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const watch = connectionWatch(options.logger ?? consoleLogger);
    pool.on("connect", (client) => {
      namedStatements(client);
      // A backend ended under a checked-out client (pg_terminate_backend, a restart, a proxy's idle
      // timeout) makes the client emit 'error' after its query failed: unheard, it ends the process.
      client.on("error", watch.lost);
      watch.connected();
    });
    // An idle client's error is re-emitted by the pool too: the listener above has reported it,
    // and without one here the pool's emit would throw.
    pool.on("error", () => undefined);
    const checkedPool = {
      connect: async () => {
        try {
          return await pool.connect();
        } catch (err) {
          // The caller gets the error; only an outage is the watch's business.
          if (isDatabaseUnavailable(err)) watch.lost(err);
          throw err;
        }
      },
      end: () => pool.end(),
      // Kysely's query cancellation opens a control client with these.
      options: pool.options,
      Client: pg.Client,
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: checkedPool }) });
    if (options.schema) await pool.query(`create schema if not exists "${options.schema}"`);
    return { db, kind: "postgres", close: () => db.destroy(), setLogger: watch.setLogger };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
    parsers: PGLITE_PARSERS,
  });
  await pglite.waitReady;
  if (options.schema) {
    await pglite.exec(
      `create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: "pglite", close: () => db.destroy(), setLogger: () => undefined };
}

const consoleLogger: DbLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
};

/**
 * One line when the database goes away and one when a new connection succeeds again, however many
 * clients and requests fail in between (an outage must not flood the log).
 */
function connectionWatch(initial: DbLogger) {
  let logger = initial;
  let down = false;
  return {
    lost(err: unknown) {
      if (!isDatabaseUnavailable(err)) {
        logger.warn({ err }, "database client error");
        return;
      }
      if (down) return;
      down = true;
      const { code, message } = err as { code?: unknown; message?: unknown };
      logger.warn({ code, message }, "database connection lost; requests answer 503 until it is back");
    },
    connected() {
      if (!down) return;
      down = false;
      logger.info({}, "database connection restored");
    },
    setLogger(next: DbLogger) {
      logger = next;
    },
  };
}
