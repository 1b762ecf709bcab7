/**
 * A Plan in the engine's terms: the CouponInput the engine validates, prices and settles, built
 * the same way at placement (from the odds placed) and from stored rows (stored-input.ts).
 */
import {
  BetStatus,
  type BetStatusId,
  type BlockAmount,
  type CouponInput,
  CouponType,
  type CouponTypeId,
  type Money,
  type Odds,
} from "@parlay/domain/betting";

export interface EngineLeg {
  odds: Odds;
  status?: BetStatusId;
  banker: boolean;
  /** Multibet / conditional block; null for a multibet lobby leg and for the other types. */
  blockId: number | null;
}

export interface EngineCoupon {
  typeId: CouponTypeId;
  amount: Money;
  systemValue: number | null;
  legs: readonly EngineLeg[];
  /** Conditional: the stake of each block after the first (ascending block id). */
  blockAmounts?: readonly BlockAmount[];
  /** Many singles: one amount per leg. */
  amountByBet?: readonly Money[];
  antiExpress?: { marginBasisPoints: number; placedCoef?: Odds };
  bonusBet?: boolean;
}

/** Blocks by ascending block id, as lists of leg indices. */
export function blocksOf(legs: readonly EngineLeg[]): number[][] {
  const ids = [...new Set(legs.flatMap((l) => (l.blockId === null ? [] : [l.blockId])))].sort(
    (a, b) => a - b,
  );
  return ids.map((id) => legs.flatMap((l, i) => (l.blockId === id ? [i] : [])));
}

export function engineInput(c: EngineCoupon): CouponInput {
  const t = c.typeId;
  const indices = (pick: (l: EngineLeg) => boolean) => c.legs.flatMap((l, i) => (pick(l) ? [i] : []));
  const bankers = indices((l) => l.banker);
  return {
    typeId: t,
    amount: c.amount,
    selections: c.legs.map((l) => ({ odds: l.odds, status: l.status ?? BetStatus.notStarted })),
    ...((t === CouponType.system || t === CouponType.multibet) && c.systemValue !== null
      ? { systemValue: c.systemValue }
      : {}),
    ...(t === CouponType.system && bankers.length > 0 ? { bankers } : {}),
    ...(t === CouponType.multibet ? { blocks: blocksOf(c.legs), lobby: bankers } : {}),
    ...(t === CouponType.conditional ? { blocks: blocksOf(c.legs), blockAmounts: c.blockAmounts ?? [] } : {}),
    ...(t === CouponType.manySingles && c.amountByBet ? { amountByBet: c.amountByBet } : {}),
    ...(t === CouponType.antiExpress && c.antiExpress ? { antiExpress: c.antiExpress } : {}),
    ...(t === CouponType.express && c.bonusBet ? { bonusBet: true } : {}),
  };
}
