import type { Migration } from "kysely/migration";
import { originalsMigration } from "./0970-originals.ts";

/**
 * The in-house provably fair games' tables (issue 18), numbered 0970–0979.
 * docs/casino.md describes them; never edit one that has been applied.
 */
export const originalsMigrations: Record<string, Migration> = {
  "0970_originals": originalsMigration,
};
