import type { ColumnType, Generated } from "kysely";

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type FeedId = ColumnType<bigint, number | bigint, number | bigint>;

/** One settlement version of a coupon (migration 0410). */
export interface BetCouponSettlementTable {
  coupon_id: bigint;
  version: number;
  status: number;
  return_amount: bigint;
  /** The legs' bet status ids this version was settled on, in position order. */
  leg_statuses: ColumnType<number[], number[], number[]>;
  reason: "result" | "correction" | "void";
  /** This version's payout (or, for a lost coupon, stake-to-winnings) ledger transaction. */
  transaction_id: bigint;
  /** The reversal of the previous version's transaction; null for version 1. */
  reversal_transaction_id: bigint | null;
  /** What the house fronted because the player no longer held the money to take back. */
  shortfall: Generated<bigint>;
  created_at: Stamp;
}

/** An operator's void of an outcome: every leg on it settles as a return. */
export interface BetOutcomeVoidTable {
  outcome_id: FeedId;
  status_id: Generated<number>;
  reason: string;
  voided_by: string;
  created_at: Stamp;
}

/** A player's debt from a re-settlement that took back winnings already withdrawn. */
export interface BetPlayerDebtTable {
  id: Generated<bigint>;
  user_id: bigint;
  account_id: bigint;
  currency: string;
  coupon_id: bigint;
  version: number;
  amount: bigint;
  outstanding: bigint;
  created_at: Stamp;
}

export interface BettingSettlementTables {
  bet_coupon_settlement: BetCouponSettlementTable;
  bet_outcome_void: BetOutcomeVoidTable;
  bet_player_debt: BetPlayerDebtTable;
}
