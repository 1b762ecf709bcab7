import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { inject } from "vitest";
import { connect, type DbHandle } from "./connect.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/index.ts";
import { pglitePool } from "./testing-pool.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (`dumpDataDir`), written once per run. */
    pgliteTemplate: string;
  }
}

export interface TestTarget {
  name: "pglite" | "postgres";
  url?: string;
}

/** PGlite always; the real PostgreSQL too when DATABASE_URL is set. */
export function testTargets(): TestTarget[] {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!process.env.PARLAY_PG_SKIP_NOTICE) {
      process.env.PARLAY_PG_SKIP_NOTICE = "1";
      console.warn("DATABASE_URL is not set: database tests run on PGlite only (real PostgreSQL skipped).");
    }
    return [{ name: "pglite" }];
  }
  return [{ name: "pglite" }, { name: "postgres", url }];
}

let template: Promise<Blob | undefined> | undefined;
/** In-memory test databases, reset and lent again (testing-pool.ts). */
const pool = pglitePool(() => pgliteTemplate());

/** The run's migrated template (vitest globalSetup), or none outside such a run. */
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject("pgliteTemplate");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

/**
 * A fresh, migrated and seeded database in its own schema; `close` drops the schema on PostgreSQL.
 * PGlite runs in memory (unless `dataDir` puts it on disk) so nothing is left behind; it starts as a
 * copy of the run's migrated template unless `fresh` asks for one migrated here from empty. An
 * in-memory copy is lent from the worker's pool: `close` resets it to the template's state for the
 * next test file (testing-pool.ts).
 */
export async function createTestDb(
  target: TestTarget,
  opts: {
    seed?: boolean;
    fresh?: boolean;
    /** PGlite on disk in this directory (for a command that opens it itself), else in memory. */
    dataDir?: string;
  } = {},
): Promise<DbHandle> {
  const schema = target.url ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const copied = target.url || opts.fresh ? undefined : await pgliteTemplate();
  if (copied && !opts.dataDir) {
    const lent = await pool.acquire();
    if (opts.seed !== false) await seed(lent.db);
    return lent;
  }
  const handle = await connect({
    url: target.url,
    schema,
    poolSize: 20,
    pgliteTemplate: copied,
    dataDir: target.url ? undefined : opts.dataDir,
    // Concurrency tests queue 200 requests on 20 connections: on a loaded 2-core machine the last of
    // them waits longer than the server's 10 s before it gets one, which is not what they test.
    connectTimeoutMs: 60_000,
  });
  if (!copied) await migrate(handle.db, { schema });
  if (opts.seed !== false) await seed(handle.db);
  return {
    ...handle,
    async close() {
      if (schema && target.url) {
        const { default: pg } = await import("pg");
        const client = new pg.Client({ connectionString: target.url });
        await handle.close();
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        await client.end();
        return;
      }
      await handle.close();
    },
  };
}

/**
 * `run` on `times` fresh schemas of PostgreSQL while, as parallel test files do to each other, other
 * schemas are created and dropped in a loop (a file closing its database drops its schema). Each
 * schema is dropped after its run. The migrators' race tests run under it.
 */
export async function whileSchemasChurn<T>(
  url: string,
  prefix: string,
  times: number,
  run: (db: DbHandle["db"], schema: string) => Promise<T>,
): Promise<T[]> {
  const admin = await connect({ url, poolSize: 1 });
  const query = (text: string) => sql.raw(text).execute(admin.db);
  let stop = false;
  const churn = (async () => {
    for (let i = 0; !stop; i++) {
      const other = `${prefix}_churn_${process.pid}_${i % 4}`;
      await query(`create schema if not exists ${other}`);
      await query(`create table if not exists ${other}.t (id serial primary key)`);
      await query(`drop schema ${other} cascade`);
    }
  })();
  const results: T[] = [];
  try {
    for (let n = 0; n < times; n++) {
      const schema = `${prefix}_race_${process.pid}_${n}`;
      const h = await connect({ url, schema, poolSize: 2 });
      try {
        results.push(await run(h.db, schema));
      } finally {
        await query(`drop schema if exists "${schema}" cascade`);
        await h.close();
      }
    }
  } finally {
    stop = true;
    await churn;
    await admin.close();
  }
  return results;
}
