import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Players' tables (owned by the players service). Numbered 0100–0199 so they sort after the site
 * config and before the wallet, whose accounts reference users.
 */
export const playersMigrations: Record<string, Migration> = {
  "0100_users": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Public user ids are large and not sequential-looking, like a real bookmaker's account numbers.
      await sql`alter table users alter column id restart with 100000001`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("users").execute();
    },
  },
};
