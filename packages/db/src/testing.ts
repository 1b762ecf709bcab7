import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { connect, type DbHandle } from "./connect.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/index.ts";

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
 * PGlite runs in memory so nothing is left behind; it starts as a copy of the run's migrated
 * template unless `fresh` asks for one migrated here from empty.
 */
export async function createTestDb(
  target: TestTarget,
  opts: { seed?: boolean; fresh?: boolean } = {},
): Promise<DbHandle> {
  const schema = target.url ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const copied = target.url || opts.fresh ? undefined : await pgliteTemplate();
  const handle = await connect({
    url: target.url,
    schema,
    poolSize: 20,
    pgliteTemplate: copied,
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
