import type { Migration } from "kysely/migration";
import { casinoMigration } from "./0950-casino.ts";

/**
 * The casino service's tables (issue 18), numbered 0950–0969 for the seamless wallet.
 * docs/casino.md describes them; never edit one that has been applied.
 */
export const casinoMigrations: Record<string, Migration> = {
  "0950_casino_wallet": casinoMigration,
};
