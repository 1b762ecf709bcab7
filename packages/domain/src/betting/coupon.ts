/**
 * The settlement input of a coupon: its type, amount and selections with their placed odds and
 * status, plus the structure the type needs (system value, bankers, blocks, lobby block, block
 * amounts). Indices in bankers, blocks and lobby point into `selections`.
 */
import type { BetStatusId, CouponTypeId } from "./ids.ts";
import type { Money, Odds } from "./money.ts";

/** One selection (bet) of the coupon: the odds it was placed at and its bet status id. */
export interface Selection {
  readonly odds: Odds;
  readonly status: BetStatusId;
}

/** A conditional coupon's stake for a block after the first: a set amount or the whole account. */
export type BlockAmount = Money | "max";

export interface AntiExpressTerms {
  /** The site's margin in basis points (500 = 5 %), the one in force when the coupon was placed. */
  readonly marginBasisPoints: number;
  /** The anti-coefficient priced at placement; used as is while no leg is void. */
  readonly placedCoef?: Odds;
}

export interface CouponInput {
  readonly typeId: CouponTypeId;
  /** Total outlay in minor units; for many singles (9) the amount of each single. */
  readonly amount: Money;
  readonly selections: readonly Selection[];
  /** systemValue k of a system (2) or multibet (4). */
  readonly systemValue?: number;
  /** System (2): bankers, outside n, multiplying every line (the banker system's lobby block). */
  readonly bankers?: readonly number[];
  /** Multibet (4) and conditional (5): the blocks, each a single or an express. */
  readonly blocks?: readonly (readonly number[])[];
  /** Multibet (4): the lobby block, multiplying every line. */
  readonly lobby?: readonly number[];
  /** Conditional (5): the amount of each block after the first, or "max". */
  readonly blockAmounts?: readonly BlockAmount[];
  /** Many singles (9): amountByBetId, one amount per selection (else `amount` for each). */
  readonly amountByBet?: readonly Money[];
  /** Anti-express (6): pricing terms; the default margin applies when absent. */
  readonly antiExpress?: AntiExpressTerms;
  /** Express (1): the bonus bet was taken (see bonus-bet.ts). */
  readonly bonusBet?: boolean;
}
