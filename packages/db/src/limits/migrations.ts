import type { Migration } from "kysely/migration";
import { limitsMigration } from "./0500-limits.ts";
import { enforcementMigration } from "./0800-enforcement.ts";
import { batchCheckMigration } from "./1000-batch-check.ts";
import { openBetsMigration } from "./1001-open-bets.ts";

/**
 * The limits service's tables (responsible gaming, issue 15), numbered 0500–0599, 0800–0819
 * (the enforcement) and 1000–1009 (the enforcement's cost).
 * docs/responsible-gaming.md describes them; never edit one that has been applied.
 */
export const limitsMigrations: Record<string, Migration> = {
  "0500_limits": limitsMigration,
  "0800_limits_enforcement": enforcementMigration,
  "1000_limits_batch_check": batchCheckMigration,
  "1001_limits_open_bets": openBetsMigration,
};
