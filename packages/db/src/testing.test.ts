import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Db, DbHandle } from "./connect.ts";
import { migrations } from "./migrations/index.ts";
import { createTestDb } from "./testing.ts";

/** Every column of the public schema and every applied migration: what a test database starts with. */
async function shape(db: Db) {
  const columns = await sql<{ t: string; c: string; type: string }>`
    select table_name as t, column_name as c, data_type as type from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`.execute(db);
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return { columns: columns.rows, applied: applied.rows.map((r) => r.name) };
}

describe("test databases on PGlite", () => {
  let copy: DbHandle;
  let other: DbHandle;
  let fresh: DbHandle;
  beforeAll(async () => {
    [copy, other, fresh] = await Promise.all([
      createTestDb({ name: "pglite" }),
      createTestDb({ name: "pglite" }),
      createTestDb({ name: "pglite" }, { fresh: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([copy?.close(), other?.close(), fresh?.close()]);
  });

  test("a copy of the run's template has exactly what migrating an empty database gives", async () => {
    const migrated = await shape(fresh.db);
    expect(migrated.applied).toEqual(Object.keys(migrations).sort());
    expect(migrated.columns.length).toBeGreaterThan(0);
    expect(await shape(copy.db)).toEqual(migrated);
  });

  test("copies are separate databases: a write in one is not seen by another", async () => {
    const before = await other.db.selectFrom("site").select("group_id").execute();
    await sql`delete from site`.execute(copy.db);
    expect(await copy.db.selectFrom("site").select("group_id").execute()).toEqual([]);
    expect(before.length).toBeGreaterThan(0);
    expect(await other.db.selectFrom("site").select("group_id").execute()).toEqual(before);
  });
});
