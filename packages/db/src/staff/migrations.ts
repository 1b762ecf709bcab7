import type { Migration } from "kysely/migration";
import { staffMigration } from "./0600-staff.ts";
import { playerNotesMigration } from "./0850-player-notes.ts";

/** The staff service's tables (the back office, issue 16), numbered 0600–0699 and 0850–0899. Never edit an applied one. */
export const staffMigrations: Record<string, Migration> = {
  "0600_staff": staffMigration,
  "0850_player_notes": playerNotesMigration,
};
