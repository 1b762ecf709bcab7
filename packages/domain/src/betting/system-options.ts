/**
 * System values and options (spec 001 §5 "System coupons"):
 * - systemValue is at least 2 and runs up to the offset;
 * - the offset is the number of non-lobby blocks for block-based types (multibet) and banker
 *   systems, otherwise the bet count;
 * - a system (type 2) allows a banker only when a lobby block exists (the bankers are that block).
 */
import { binomial } from "./combinatorics.ts";
import { CouponType, type CouponTypeId } from "./ids.ts";
import { type Money, money } from "./money.ts";

export const MIN_SYSTEM_VALUE = 2;

export interface OffsetInput {
  readonly typeId: CouponTypeId;
  readonly betCount: number;
  /** Blocks other than the lobby block (the banker system's non-banker bets are one block each). */
  readonly nonLobbyBlockCount: number;
  /** The system has bankers (a lobby block). */
  readonly hasBankers: boolean;
}

export function systemOffset(input: OffsetInput): number {
  const blockBased = input.typeId === CouponType.multibet;
  const bankerSystem = input.typeId === CouponType.system && input.hasBankers;
  return blockBased || bankerSystem ? input.nonLobbyBlockCount : input.betCount;
}

export function systemValueRange(offset: number): { readonly min: number; readonly max: number } {
  return { min: MIN_SYSTEM_VALUE, max: offset };
}

/** The allowed system values, 2 … offset (empty below an offset of 2). */
export function systemValues(offset: number): number[] {
  const values: number[] = [];
  for (let k = MIN_SYSTEM_VALUE; k <= offset; k++) values.push(k);
  return values;
}

/** System option (spec 001 §3): value, offset, minBetAmount, combo. */
export interface SystemOption {
  readonly value: number;
  readonly offset: number;
  /** Smallest coupon amount: combo × the minimum line amount. */
  readonly minBetAmount: Money;
  /** Number of lines, C(offset, value). */
  readonly combo: bigint;
}

export function systemOptions(offset: number, minLineAmount: Money): SystemOption[] {
  return systemValues(offset).map((value) => {
    const combo = binomial(offset, value);
    return { value, offset, combo, minBetAmount: money(combo * minLineAmount) };
  });
}

/** The clamp applied when bets are removed: systemValue stays within 2 … offset. */
export function clampSystemValue(systemValue: number, offset: number): number {
  return Math.max(MIN_SYSTEM_VALUE, Math.min(systemValue, Math.max(MIN_SYSTEM_VALUE, offset)));
}

/** Bankers: only in a system (2), and only when a lobby block exists. */
export function isBankerAllowed(typeId: CouponTypeId, hasLobbyBlock: boolean): boolean {
  return typeId === CouponType.system && hasLobbyBlock;
}
