import type { Migration } from "kysely/migration";
import { blockRulesMigration } from "./0700-block-rules.ts";

/** The access-control services' tables (blocks, later redirects, maintenance, terms), 0700–0799. */
export const accessMigrations: Record<string, Migration> = {
  "0700_block_rules": blockRulesMigration,
};
