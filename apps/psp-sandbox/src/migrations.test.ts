import { whileSchemasChurn } from "@parlay/db/testing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migratePsp } from "./migrations.ts";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("the sandbox's migrations on PostgreSQL", () => {
  // Its migrator used Kysely's listing of every schema: a parallel test file dropping its schema
  // failed it (staff.test in CI, `schema "t_…" does not exist`). Without scopedTo this fails at once.
  it("migrate its own schema while other schemas come and go", async () => {
    const tables = await whileSchemasChurn(url as string, "psp", 6, async (db, schema) => {
      await migratePsp(db);
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_tables where schemaname = ${schema} and tablename like 'psp_%'`.execute(
        db,
      );
      return rows[0]?.n ?? 0;
    });
    // psp_payment, psp_webhook_outbox and the two bookkeeping tables, every time.
    expect(tables).toEqual([4, 4, 4, 4, 4, 4]);
  }, 300_000);
});
