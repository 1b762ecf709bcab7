import { sql } from "kysely";
import type { Migration } from "kysely/migration";

/** A game's live video (spec 001 §3 media entity videoId), for the betting view's "only with video". */
export const videoMigration: Migration = {
  async up(db) {
    await sql`alter table sb_game add column video_id text`.execute(db);
  },
  async down(db) {
    await sql`alter table sb_game drop column video_id`.execute(db);
  },
};
