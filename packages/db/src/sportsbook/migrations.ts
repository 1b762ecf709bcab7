import type { Migration } from "kysely/migration";
import { catalogueMigration } from "./0300-catalogue.ts";
import { videoMigration } from "./0301-video.ts";
import { outcomeBlockedMigration } from "./0302-outcome-blocked.ts";

/** Sportsbook tables (owned by the sportsbook service), numbered 0300–0399. Never edit an applied one. */
export const sportsbookMigrations: Record<string, Migration> = {
  "0300_sportsbook_catalogue": catalogueMigration,
  "0301_sportsbook_video": videoMigration,
  "0302_sportsbook_outcome_blocked": outcomeBlockedMigration,
};
