import { randomBytes } from "node:crypto";
import { connect, type DbHandle } from "./connect.ts";
import { migrate } from "./migrate.ts";
import { seed } from "./seed/index.ts";

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

/**
 * A fresh, migrated and seeded database in its own schema; `close` drops the schema on PostgreSQL.
 * PGlite runs in memory so nothing is left behind.
 */
export async function createTestDb(target: TestTarget, opts: { seed?: boolean } = {}): Promise<DbHandle> {
  const schema = target.url ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const handle = await connect({ url: target.url, schema, poolSize: 20 });
  await migrate(handle.db, { schema });
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
