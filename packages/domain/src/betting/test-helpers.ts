/** Helpers for the betting engine's tests (not exported from the package). */
import type { CouponInput, Selection } from "./coupon.ts";
import { type CouponBet, type CouponState, defaultCouponState } from "./coupon-state.ts";
import { currencyCode, formatAmount, parseAmount } from "./currencies.ts";
import type { BetStatusId, CouponTypeId } from "./ids.ts";
import { type Money, type Odds, parseOdds } from "./money.ts";
import { settleCoupon } from "./settle.ts";

export const EUR = currencyCode("EUR");

/** "30.00" → 3000n minor units (EUR). */
export function eur(text: string): Money {
  const value = parseAmount(text, EUR);
  if (value === null) throw new Error(`bad amount ${text}`);
  return value;
}

export function sel(oddsText: string, status: BetStatusId): Selection {
  const odds = parseOdds(oddsText);
  if (odds === null) throw new Error(`bad odds ${oddsText}`);
  return { odds, status };
}

/** Fractional odds "p/q" as decimal selection (1 + p/q, exact when it has ≤ 3 decimals). */
export function frac(text: string, status: BetStatusId): Selection {
  const [p, q] = text.split("/").map(BigInt) as [bigint, bigint];
  const thousandths = ((p + q) * 1000n) / q;
  if (((p + q) * 1000n) % q !== 0n) throw new Error(`${text} is not exact in thousandths`);
  return sel(`${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, "0")}`, status);
}

export function coupon(
  typeId: CouponTypeId,
  amount: string,
  selections: Selection[],
  extra: Partial<CouponInput> = {},
): CouponInput {
  return { typeId, amount: eur(amount), selections, ...extra };
}

/** The rounded total return as an EUR string, or null while open. */
export function totalReturn(input: CouponInput): string | null {
  const result = settleCoupon(input);
  return result.totalReturn === null ? null : formatAmount(result.totalReturn, EUR);
}

/** A line bet of game `game` in block `id` (the coupon's state, as the shell holds it). */
export function slipBet(id: number, coef: string, game = id, extra: Partial<CouponBet> = {}): CouponBet {
  return {
    market: {
      id: String(id),
      coef: parseOdds(coef) as Odds,
      sportId: 1,
      typeId: 1,
      kind: 0,
      isLive: false,
      names: ["1X2", "Home"],
    },
    blockId: id,
    statusId: -1,
    game: {
      number: game,
      status: 1,
      startTime: null,
      timeSec: null,
      opponents: ["A", "B"],
      fullScore: null,
      finished: false,
      liveInLive: false,
    },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: false,
    pageType: null,
    ...extra,
  };
}

/** A coupon of `typeId` with `bets` and 10.00 EUR. */
export function slipCoupon(
  typeId: CouponTypeId,
  bets: CouponBet[],
  extra: Partial<CouponState> = {},
): CouponState {
  return { ...defaultCouponState(EUR), typeId, bets, amount: eur("10.00"), ...extra };
}
