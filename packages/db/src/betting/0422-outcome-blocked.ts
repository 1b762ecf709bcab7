import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";
import { up as placeFunctions } from "./0420-place-function.ts";

/**
 * An outcome suspended on its own (sb_outcome.is_blocked, migration 0302: the score made it
 * impossible, a 2:0 correct score at 0:1) counts as blocked wherever placement looks: the read
 * reports it blocked (MARKET_BLOCKED, as a suspended market) and the write's re-check of remembered
 * state finds it stale. Both functions are 0420's text with that one condition widened, so
 * signatures and callers stay as they are.
 */
function redefine(name: string, from: string, to: string): { up: string; down: string } {
  const text = placeFunctions.find((s) => s.includes(`create function ${name}(`));
  if (!text?.includes(from)) throw new Error(`migration 0422: ${name} no longer reads "${from}"`);
  const orReplace = (s: string) =>
    s.replace(`create function ${name}(`, `create or replace function ${name}(`);
  return { up: orReplace(text.replace(from, to)), down: orReplace(text) };
}

const read = redefine(
  "bet_placement_read",
  "m.is_live, m.is_blocked, m.name",
  "m.is_live, m.is_blocked or o.is_blocked, m.name",
);
const write = redefine(
  "bet_place_coupons",
  "or m.is_blocked or g.is_finished",
  "or m.is_blocked or o.is_blocked or g.is_finished",
);

export const outcomeBlockedPlacementMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, [read.up, write.up]),
  down: (db: Kysely<unknown>) => runStatements(db, [read.down, write.down]),
};
