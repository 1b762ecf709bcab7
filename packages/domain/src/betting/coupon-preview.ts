/**
 * The coupon as the player builds it (spec 001 §3–§5): which coupon types the bets allow, the
 * settlement input the coupon state stands for, and the preview the coupon shows (total
 * coefficient, possible win, minimum possible win, system options, anti-express coefficient).
 * The UI shows these figures; the server recomputes them at placement with the same functions.
 */
import { DEFAULT_ANTI_EXPRESS_MARGIN_BP, priceAntiExpress } from "./anti-express.ts";
import { isBonusBetOffered } from "./bonus-bet.ts";
import type { BlockAmount, CouponInput } from "./coupon.ts";
import { type CouponBet, type CouponState, couponOffset, LOBBY_BLOCK_ID } from "./coupon-state.ts";
import { BetStatus, CouponType, type CouponTypeId } from "./ids.ts";
import { type Money, type Odds, roundCoefficient, roundMoney } from "./money.ts";
import { couponCoefficient, maxPossibleReturn, minPossibleWin, possibleWin } from "./possible-win.ts";
import { totalStakeOf } from "./settle.ts";
import { type SystemOption, systemOptions } from "./system-options.ts";
import { couponProblems } from "./validate.ts";

/** Every coupon type id, in the order the coupon lists them. */
export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Types whose lines combine several bets: two bets of one game cannot be in them. */
const COMBINING: ReadonlySet<number> = new Set([
  CouponType.express,
  CouponType.system,
  CouponType.multibet,
  CouponType.antiExpress,
  CouponType.lucky,
  CouponType.patent,
]);

/** The fewest bets each type takes (the engine's validation minimum; a system needs 3 to differ from an express). */
export const MIN_BETS_BY_TYPE: Readonly<Record<CouponTypeId, number>> = {
  0: 1,
  1: 2,
  2: 3,
  3: 2,
  4: 3,
  5: 2,
  6: 2,
  7: 2,
  8: 3,
  9: 2,
};

function distinctGames(bets: readonly CouponBet[]): boolean {
  return new Set(bets.map((b) => b.game.number)).size === bets.length;
}

/** Whether the bets can make a coupon of this type. */
export function isCouponTypeAllowed(
  typeId: CouponTypeId,
  bets: readonly CouponBet[],
  marginBasisPoints = DEFAULT_ANTI_EXPRESS_MARGIN_BP,
): boolean {
  const n = bets.length;
  if (n < MIN_BETS_BY_TYPE[typeId]) return false;
  if (typeId === CouponType.single) return n === 1;
  if (COMBINING.has(typeId)) {
    if (!distinctGames(bets) || bets.some((b) => b.isBannedExpress || b.isDepend)) return false;
  }
  if (typeId === CouponType.antiExpress)
    return (
      priceAntiExpress(
        bets.map((b) => b.market.coef),
        marginBasisPoints,
      ) !== null
    );
  return true;
}

export function allowedCouponTypes(
  bets: readonly CouponBet[],
  marginBasisPoints = DEFAULT_ANTI_EXPRESS_MARGIN_BP,
): CouponTypeId[] {
  return COUPON_TYPE_IDS.filter((t) => isCouponTypeAllowed(t, bets, marginBasisPoints));
}

/**
 * The type to keep after the bets changed: the current one if still allowed, else a single for one
 * bet, an express when allowed, else many singles.
 */
export function fallbackCouponType(
  current: CouponTypeId,
  bets: readonly CouponBet[],
  marginBasisPoints = DEFAULT_ANTI_EXPRESS_MARGIN_BP,
): CouponTypeId {
  if (isCouponTypeAllowed(current, bets, marginBasisPoints)) return current;
  if (bets.length <= 1) return CouponType.single;
  if (current === CouponType.single && isCouponTypeAllowed(CouponType.express, bets, marginBasisPoints))
    return CouponType.express;
  if (isCouponTypeAllowed(CouponType.express, bets, marginBasisPoints) && current !== CouponType.manySingles)
    return CouponType.express;
  return CouponType.manySingles;
}

/**
 * Blocks of a block-based coupon (multibet, conditional): bet indices grouped by blockId, lobby
 * apart, blocks in ascending block id — the order the server places them in (a conditional's
 * first block is staked with the amount, the later ones with amountByBlockId).
 */
export function couponBlocks(bets: readonly CouponBet[]): {
  blockIds: number[];
  blocks: number[][];
  lobby: number[];
} {
  const order: number[] = [];
  const byBlock = new Map<number, number[]>();
  const lobby: number[] = [];
  bets.forEach((b, i) => {
    if (b.blockId === LOBBY_BLOCK_ID) {
      lobby.push(i);
      return;
    }
    const list = byBlock.get(b.blockId);
    if (list) list.push(i);
    else {
      byBlock.set(b.blockId, [i]);
      order.push(b.blockId);
    }
  });
  order.sort((a, b) => a - b);
  return { blockIds: order, blocks: order.map((id) => byBlock.get(id) as number[]), lobby };
}

/** The next free block id (blocks are numbered from 1; 0 is the lobby block). */
export function nextBlockId(bets: readonly CouponBet[]): number {
  return bets.reduce((max, b) => Math.max(max, b.blockId), LOBBY_BLOCK_ID) + 1;
}

export interface PreviewOptions {
  /** The anti-express margin in basis points (site config antiExpressMargin × 10). */
  readonly marginBasisPoints?: number;
  /** The player took the offered bonus bet (express). */
  readonly bonusBet?: boolean;
}

/** The settlement input the coupon state stands for (every bet not yet started). */
export function couponInputOf(state: CouponState, options: PreviewOptions = {}): CouponInput {
  const selections = state.bets.map((b) => ({ odds: b.market.coef, status: BetStatus.notStarted }));
  const base = { typeId: state.typeId, amount: state.amount, selections };
  switch (state.typeId) {
    case CouponType.express:
      return options.bonusBet ? { ...base, bonusBet: true } : base;
    case CouponType.system: {
      const bankers = state.isSystemBanker
        ? state.bets.flatMap((b, i) => (b.blockId === LOBBY_BLOCK_ID ? [i] : []))
        : [];
      return {
        ...base,
        systemValue: state.systemValue,
        ...(bankers.length > 0 ? { bankers } : {}),
      };
    }
    case CouponType.multibet: {
      const { blocks, lobby } = couponBlocks(state.bets);
      return { ...base, systemValue: state.systemValue, blocks, lobby };
    }
    case CouponType.conditional: {
      const { blocks, blockIds } = couponBlocks(state.bets);
      const blockAmounts: BlockAmount[] = blockIds.slice(1).map((id) => state.amountByBlockId[id] ?? "max");
      return { ...base, blocks, blockAmounts };
    }
    case CouponType.antiExpress:
      return {
        ...base,
        antiExpress: { marginBasisPoints: options.marginBasisPoints ?? DEFAULT_ANTI_EXPRESS_MARGIN_BP },
      };
    case CouponType.manySingles:
      return {
        ...base,
        amountByBet: state.bets.map((b) => state.amountByBetId[b.market.id] ?? state.amount),
      };
    default:
      return base;
  }
}

export interface CouponPreview {
  /** The engine's problems; the figures below are null while there are any. */
  readonly problems: readonly string[];
  /** Total coefficient in thousandths (3 digits, half-up). */
  readonly coef: bigint | null;
  readonly totalStake: Money | null;
  readonly possibleWin: Money | null;
  readonly minPossibleWin: Money | null;
  readonly antiExpressCoef: Odds | null;
  /** System (2) and multibet (4): the options 2 … offset. */
  readonly systemOptions: readonly SystemOption[];
  readonly bonusBetOffered: boolean;
}

export interface PreviewContext extends PreviewOptions {
  readonly exactCoef?: Odds | null;
  /** The smallest line amount for the system options (the site minimum); null: unknown. */
  readonly minLineAmount?: Money | null;
  readonly siteAllowsBonusBet?: boolean;
}

export function couponPreview(state: CouponState, ctx: PreviewContext = {}): CouponPreview {
  const margin = ctx.marginBasisPoints ?? DEFAULT_ANTI_EXPRESS_MARGIN_BP;
  const bonusBetOffered = isBonusBetOffered({
    siteAllowsBonusBet: ctx.siteAllowsBonusBet ?? false,
    typeId: state.typeId,
    bets: state.bets.map((b) => ({ coef: b.market.coef, marketKind: b.market.kind })),
  });
  const isSystem = state.typeId === CouponType.system || state.typeId === CouponType.multibet;
  const options = isSystem ? systemOptions(couponOffset(state), ctx.minLineAmount ?? (0n as Money)) : [];
  const antiExpressCoef =
    state.typeId === CouponType.antiExpress
      ? priceAntiExpress(
          state.bets.map((b) => b.market.coef),
          margin,
        )
      : null;
  const empty = {
    coef: null,
    totalStake: null,
    possibleWin: null,
    minPossibleWin: null,
    antiExpressCoef,
    systemOptions: options,
    bonusBetOffered,
  };
  if (state.bets.length === 0) return { problems: ["selections: the coupon is empty"], ...empty };
  const input = couponInputOf(state, {
    marginBasisPoints: margin,
    bonusBet: ctx.bonusBet && bonusBetOffered,
  });
  const problems = couponProblems(input);
  if (!isCouponTypeAllowed(state.typeId, state.bets, margin))
    problems.push(`type: coupon type ${state.typeId} is not available for these bets`);
  if (problems.length > 0) return { problems, ...empty };
  const coefExact = couponCoefficient(input);
  const totalStake = totalStakeOf(input);
  const exact = ctx.exactCoef ?? null;
  return {
    problems,
    coef: roundCoefficient(coefExact),
    totalStake,
    possibleWin: exact ? possibleWin(totalStake, coefExact, exact) : roundMoney(maxPossibleReturn(input)),
    minPossibleWin: minPossibleWin(input),
    antiExpressCoef,
    systemOptions: options,
    bonusBetOffered,
  };
}
