import type { Migration } from "kysely/migration";
import { supportMigration } from "./0920-support.ts";

/** The support service's tables (messages, tickets, chat; issue 17), numbered 0920–0929. Never edit an applied one. */
export const supportMigrations: Record<string, Migration> = {
  "0920_support": supportMigration,
};
