import type { Migration } from "kysely/migration";
import { couponsMigration } from "./0400-coupons.ts";
import { placementMigration } from "./0401-placement.ts";
import { settlementMigration } from "./0410-settlement.ts";
import { placeFunctionMigration } from "./0420-place-function.ts";
import { placementKeysMigration } from "./0421-placement-keys.ts";
import { outcomeBlockedPlacementMigration } from "./0422-outcome-blocked.ts";

/** Betting tables (owned by the betting service), numbered 0400–0499. Never edit an applied one. */
export const bettingMigrations: Record<string, Migration> = {
  "0400_betting_coupons": couponsMigration,
  "0401_betting_placement": placementMigration,
  "0410_betting_settlement": settlementMigration,
  "0420_betting_place_function": placeFunctionMigration,
  "0421_betting_placement_keys": placementKeysMigration,
  "0422_betting_outcome_blocked": outcomeBlockedPlacementMigration,
};
