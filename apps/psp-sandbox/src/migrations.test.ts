import { connect } from "@parlay/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migratePsp } from "./migrations.ts";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("the sandbox's migrations on PostgreSQL", () => {
  // Its migrator used Kysely's listing of every schema: a parallel test file dropping its schema
  // failed it (staff.test in CI, `schema "t_…" does not exist`). Without scopedTo this fails at once.
  it("migrate its own schema while other schemas come and go", async () => {
    const admin = await connect({ url, poolSize: 1 });
    const query = (text: string) => sql.raw(text).execute(admin.db);
    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        const other = `psp_churn_${process.pid}_${i % 4}`;
        await query(`create schema if not exists ${other}`);
        await query(`create table if not exists ${other}.t (id serial primary key)`);
        await query(`drop schema ${other} cascade`);
      }
    })();
    const tables: number[] = [];
    try {
      for (let n = 0; n < 6; n++) {
        const schema = `psp_race_${process.pid}_${n}`;
        const h = await connect({ url, schema, poolSize: 2 });
        try {
          await migratePsp(h.db);
          const { rows } = await sql<{ n: number }>`
            select count(*)::int as n from pg_tables where schemaname = ${schema} and tablename like 'psp_%'`.execute(
            h.db,
          );
          tables.push(rows[0]?.n ?? 0);
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
    // psp_payment, psp_webhook_outbox and the two bookkeeping tables, every time.
    expect(tables).toEqual([4, 4, 4, 4, 4, 4]);
  }, 300_000);
});
