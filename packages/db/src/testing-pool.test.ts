import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { describe, expect, inject, test } from "vitest";
import type { Db } from "./connect.ts";
import { seed } from "./seed/index.ts";
import { pglitePool } from "./testing-pool.ts";

const template = async () => new Blob([await readFile(inject("pgliteTemplate"))]);

/** Rows of every public table (a database just copied from the template has only the migrations'). */
async function rowsPerTable(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ t: string }>`
    select tablename as t from pg_tables where schemaname = 'public' order by 1`.execute(db);
  const out: Record<string, number> = {};
  for (const { t } of tables.rows) {
    const n = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(db);
    if ((n.rows[0]?.n ?? 0) > 0) out[t] = n.rows[0]?.n ?? 0;
  }
  return out;
}

const nextUserId = async (db: Db) =>
  (
    await db
      .insertInto("users")
      .values({ group_id: 1, currency: "EUR", country_code: "de", user_data: "{}", verification_types: "[]" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;

describe("the pool of test databases", () => {
  test("a database lent again is in the template's state: no rows, sequences and session of the last user", async () => {
    const pool = pglitePool(template);
    const first = await pool.acquire();
    const pristine = await rowsPerTable(first.db);
    // What a test leaves behind: the demo site, a player, a template row gone, a session setting.
    await seed(first.db);
    const firstUser = await nextUserId(first.db);
    await sql`delete from wallet_house_account where code = ${"casino"}`.execute(first.db);
    await sql`set statement_timeout = 1234`.execute(first.db);
    expect(await rowsPerTable(first.db)).not.toEqual(pristine);
    await first.close();
    expect(pool.idle).toBe(1);

    const again = await pool.acquire();
    expect(pool.idle).toBe(0);
    expect(await rowsPerTable(again.db)).toEqual(pristine);
    await seed(again.db);
    // The users' id sequence restarts where the migrations put it, not at the sequence's start value.
    expect(await nextUserId(again.db)).toBe(firstUser);
    const timeout = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(again.db);
    expect(timeout.rows[0]?.statement_timeout).toBe("0");
    await again.close();
  });

  test("a closed handle cannot reach the database it gave back", async () => {
    const pool = pglitePool(template);
    const first = await pool.acquire();
    await first.close();
    await expect(first.db.selectFrom("users").select("id").execute()).rejects.toThrow(/closed/);
    const again = await pool.acquire();
    expect(await again.db.selectFrom("users").select("id").execute()).toEqual([]);
    await again.close();
  });

  test("tables a service added are dropped; the database is lent again", async () => {
    const pool = pglitePool(template);
    const first = await pool.acquire();
    await sql`create table sandbox_payment (id bigint generated always as identity primary key, ref text unique)`.execute(
      first.db,
    );
    await sql`create table sandbox_event (payment bigint references sandbox_payment)`.execute(first.db);
    await sql`insert into sandbox_payment (ref) values ('a')`.execute(first.db);
    await first.close();
    expect(pool.idle).toBe(1);
    const again = await pool.acquire();
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_class where relname like 'sandbox_%'`.execute(again.db);
    expect(left.rows[0]?.n).toBe(0);
    await again.close();
  });

  test("a database whose schema a test changed is closed, never lent again", async () => {
    const pool = pglitePool(template);
    const changed = await pool.acquire();
    await sql`alter table bet_coupon add column extra int`.execute(changed.db);
    await changed.close();
    expect(pool.idle).toBe(0);
    const disabled = await pool.acquire();
    await sql`alter table wallet_entry disable trigger user`.execute(disabled.db);
    await disabled.close();
    expect(pool.idle).toBe(0);
  });
});
