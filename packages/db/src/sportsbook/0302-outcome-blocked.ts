import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * An outcome suspended on its own while its market trades: the score has made it impossible (a 2:0
 * correct score at 0:1). A market's suspension still covers all its outcomes (sb_market.is_blocked).
 */
export const outcomeBlockedMigration: Migration = {
  async up(db) {
    await sql`alter table sb_outcome add column is_blocked boolean not null default false`.execute(db);
  },
  async down(db) {
    await sql`alter table sb_outcome drop column is_blocked`.execute(db);
  },
};
