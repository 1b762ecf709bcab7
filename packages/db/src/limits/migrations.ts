import type { Migration } from "kysely/migration";
import { limitsMigration } from "./0500-limits.ts";
import { enforcementMigration } from "./0800-enforcement.ts";

/**
 * The limits service's tables (responsible gaming, issue 15), numbered 0500–0599 and 0800–0819
 * (the enforcement).
 * docs/responsible-gaming.md describes them; never edit one that has been applied.
 */
export const limitsMigrations: Record<string, Migration> = {
  "0500_limits": limitsMigration,
  "0800_limits_enforcement": enforcementMigration,
};
