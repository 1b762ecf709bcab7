import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The office's casino tab (issue 18): a player's rounds, newest first, are one index range; the
 * round's actions are found by `round_id` (the foreign key's own lookups go through it too).
 */
export const casinoRoundPlayerMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      "create index casino_round_player on casino_round (user_id, id desc)",
      "create index casino_action_round on casino_action (round_id, id)",
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, ["drop index casino_action_round", "drop index casino_round_player"]);
  },
};
