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
}
