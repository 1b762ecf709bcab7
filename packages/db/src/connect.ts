import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

const INT8_OID = 20;

export interface DbOptions {
  /** A PostgreSQL connection string; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string | undefined;
  /** Schema to use (search_path); tests use one schema per run so runs never collide. */
  schema?: string | undefined;
  /** Pool size for a real server. */
  poolSize?: number;
}

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
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
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on("connect", namedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    if (options.schema) await pool.query(`create schema if not exists "${options.schema}"`);
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [INT8_OID]: (v: string) => BigInt(v) },
  });
  await pglite.waitReady;
  if (options.schema) {
    await pglite.exec(
      `create schema if not exists "${options.schema}"; set search_path to "${options.schema}"`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: "pglite", close: () => db.destroy() };
}
