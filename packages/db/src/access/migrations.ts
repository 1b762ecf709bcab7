import type { Migration } from "kysely/migration";
import { blockRulesMigration } from "./0700-block-rules.ts";
import { configVersionsRedirectsTermsMigration } from "./0820-config-versions-redirects-terms.ts";

/** The access-control services' tables (blocks 0700; config versions, redirects, terms 0820). */
export const accessMigrations: Record<string, Migration> = {
  "0700_block_rules": blockRulesMigration,
  "0820_config_versions_redirects_terms": configVersionsRedirectsTermsMigration,
};
