import type { ColumnType, Generated } from "kysely";
import type { BettingSettlementTables } from "./settlement-schema.ts";

type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** Feed ids (outcomes, markets, games) reach 2^50: bigint in the database. */
type FeedId = ColumnType<bigint, number | bigint, number | bigint>;

export interface BetCouponTable {
  id: Generated<bigint>;
  user_id: bigint;
  account_id: bigint;
  currency: string;
  /** Coupon type id (0 single, 1 express, 2 system …). */
  type_id: number;
  /** Total outlay in minor units. */
  amount: bigint;
  system_value: number | null;
  change_coef_action: number;
  /** -1 open, else the engine's settled coupon status. */
  status: Generated<number>;
  placed_at: Stamp;
  settled_at: NullableStamp;
  /** Paid to the player at settlement, minor units; null while open. */
  return_amount: bigint | null;
  idempotency_key: string;
  stake_transaction_id: bigint;
  settle_transaction_id: bigint | null;
  /** The coupon's code (bet_coupon_code); null only for coupons placed before codes existed. */
  code: string | null;
  /** Many singles: the coupon's place among those written by one request (0 otherwise). */
  request_position: Generated<number>;
  is_live: Generated<boolean>;
  is_vip_bet: Generated<boolean>;
  is_drop_on_score_change: Generated<boolean>;
  /** Thousandths: the exact coefficient asked for, null when none. */
  exact_coef: number | null;
  /** Express bonus bet: the multiplier at placement in thousandths (1.030 = 1030); null = no bonus. */
  bonus_coef: number | null;
  /** Anti-express (6): the coefficient placed and the margin (basis points) it was priced with. */
  anti_express_coef: number | null;
  anti_express_margin_bp: number | null;
  /** Minor units; the engine's possible win at placement. */
  possible_win: bigint | null;
  /** How long the live acceptance delay held the coupon, ms (0 for line coupons). */
  accepted_after_ms: Generated<number>;
}

/** Conditional (5): the stake of a block after the first; null = the whole account ("max"). */
export interface BetCouponBlockTable {
  coupon_id: bigint;
  block_id: number;
  amount: bigint | null;
}

export interface BetCouponCodeTable {
  code: string;
  type_id: number;
  system_value: number | null;
  /** [{ outcomeId, banker, blockId }] */
  bets: ColumnType<unknown, string, string>;
  created_at: Stamp;
}

export interface BetCouponBetTable {
  coupon_id: bigint;
  position: number;
  outcome_id: FeedId;
  market_id: FeedId;
  game_id: FeedId;
  /** Placed odds in thousandths. */
  coef: number;
  is_banker: Generated<boolean>;
  block_id: number | null;
  /** Bet status id: -1 until the outcome is resulted. */
  status_id: Generated<number>;
}

export interface BettingTables extends BettingSettlementTables {
  bet_coupon: BetCouponTable;
  bet_coupon_bet: BetCouponBetTable;
  bet_coupon_block: BetCouponBlockTable;
  bet_coupon_code: BetCouponCodeTable;
}
