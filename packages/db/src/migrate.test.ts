import pg from "pg";
import { describe, expect, it } from "vitest";
import { connect } from "./connect.ts";
import { migrate } from "./migrate.ts";

const url = process.env.DATABASE_URL;

describe.skipIf(!url)("migrate on PostgreSQL while other schemas are created and dropped", () => {
  // What parallel test files do to each other: one closes its database (drop schema … cascade) while
  // another migrates. With Kysely's own all-schema listing this failed within a few migrations (42P01
  // on the other schema's table); with the listing scoped to the schema every migration completes.
  it("completes every migration", async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    let stop = false;
    const churn = (async () => {
      for (let i = 0; !stop; i++) {
        const other = `churn_${process.pid}_${i % 4}`;
        await admin.query(
          `create schema if not exists ${other}; create table if not exists ${other}.t (id serial primary key)`,
        );
        await admin.query(`drop schema ${other} cascade`);
      }
    })();
    const applied: number[] = [];
    try {
      for (let n = 0; n < 6; n++) {
        const schema = `migrate_race_${process.pid}_${n}`;
        const h = await connect({ url, schema, poolSize: 2 });
        try {
          applied.push((await migrate(h.db, { schema })).length);
        } finally {
          await admin.query(`drop schema if exists "${schema}" cascade`);
          await h.close();
        }
      }
    } finally {
      stop = true;
      await churn;
      await admin.end();
    }
    expect(applied).toHaveLength(6);
    expect(new Set(applied).size).toBe(1);
    expect(applied[0]).toBeGreaterThan(40);
  }, 300_000);
});
