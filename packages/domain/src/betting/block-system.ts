/**
 * Single (0), express (1), system (2) and multibet (4) are one family: a system k/n over blocks
 * (a block is a single or an express; its factor is the product of its legs' factors), with an
 * optional set of legs that multiplies every line (the bankers of a system, the lobby block of a
 * multibet). A single is 1/1 over one block of one leg; an express is 1/1 over one block of all
 * legs. Each of the C(n, k) lines is staked with amount / C(n, k):
 *
 *   return = amount / C(n, k) × e_k(block factors) × Π(lobby factors)
 *
 * where e_k is the elementary symmetric polynomial (no enumeration of lines). A lost lobby leg
 * loses the coupon; a lost system (fewer than k blocks not lost) loses everything.
 */
import { binomial, elementarySymmetric, forEachCombination } from "./combinatorics.ts";
import type { Selection } from "./coupon.ts";
import type { BetStatusId } from "./ids.ts";
import { factorScalePow, legFactor } from "./leg-factors.ts";
import { lineStatus } from "./line-status.ts";
import { ODDS_SCALE } from "./money.ts";
import { type Rational, ZERO } from "./rational.ts";
import { type CouponLine, PENDING, type Settlement } from "./settlement.ts";

export interface BlockSystem {
  readonly blocks: readonly (readonly number[])[];
  /** Legs multiplying every line (bankers / lobby block). */
  readonly lobby: readonly number[];
  /** systemValue: legs (blocks) per line. */
  readonly k: number;
}

const LOST: Settlement = { pending: false, totalReturn: ZERO };

export function settleBlockSystem(
  amount: bigint,
  selections: readonly Selection[],
  plan: BlockSystem,
): Settlement {
  let lobbyProduct = 1n;
  let lobbyPending = false;
  for (const i of plan.lobby) {
    const s = selections[i] as Selection;
    const f = legFactor(s.odds, s.status);
    if (f === 0n) return LOST;
    if (f === null) lobbyPending = true;
    else lobbyProduct *= f;
  }
  const n = plan.blocks.length;
  const k = plan.k;
  const factors: bigint[] = new Array<bigint>(n);
  const scales: number[] = new Array<number>(n);
  let alive = 0;
  let unresolved = 0;
  let maxScale = 0;
  for (let b = 0; b < n; b++) {
    const block = plan.blocks[b] as readonly number[];
    let product = 1n;
    let open = false;
    let lost = false;
    for (const i of block) {
      const s = selections[i] as Selection;
      const f = legFactor(s.odds, s.status);
      if (f === null) open = true;
      else if (f === 0n) lost = true;
      else product *= f;
    }
    scales[b] = block.length;
    if (block.length > maxScale) maxScale = block.length;
    if (lost) {
      factors[b] = 0n;
      continue;
    }
    alive++;
    if (open) unresolved++;
    factors[b] = product;
  }
  if (alive < k) return LOST;
  if (lobbyPending || unresolved > 0) return PENDING;
  if (maxScale > 1) {
    for (let b = 0; b < n; b++) {
      const lift = maxScale - (scales[b] as number);
      if (lift > 0) factors[b] = (factors[b] as bigint) * factorScalePow(lift);
    }
  }
  const sum = elementarySymmetric(factors, k);
  return {
    pending: false,
    totalReturn: {
      n: amount * sum * lobbyProduct,
      d: binomial(n, k) * factorScalePow(maxScale * k + plan.lobby.length),
    },
  };
}

/** Every line of a block system, enumerated (for display; settlement never enumerates). */
export function blockSystemLines(
  amount: bigint,
  selections: readonly Selection[],
  plan: BlockSystem,
): CouponLine[] {
  const n = plan.blocks.length;
  const unit: Rational = { n: amount, d: binomial(n, plan.k) };
  const lines: CouponLine[] = [];
  forEachCombination(n, plan.k, (chosen) => {
    const legs = [...plan.lobby];
    for (const b of chosen) legs.push(...(plan.blocks[b] as readonly number[]));
    legs.sort((x, y) => x - y);
    lines.push(expressLine(unit, selections, legs));
  });
  return lines;
}

/** One express line over `legs` staked with `stake`: coefficient, status and return. */
export function expressLine(
  stake: Rational,
  selections: readonly Selection[],
  legs: readonly number[],
): CouponLine {
  let odds = 1n;
  let factor: bigint | null = 1n;
  let lost = false;
  const statuses: BetStatusId[] = [];
  for (const i of legs) {
    const s = selections[i] as Selection;
    statuses.push(s.status);
    odds *= s.odds;
    const f = legFactor(s.odds, s.status);
    if (f === 0n) lost = true;
    if (f === null || factor === null) factor = null;
    else factor *= f;
  }
  const scale = factorScalePow(legs.length);
  const factorRational: Rational | null = lost ? ZERO : factor === null ? null : { n: factor, d: scale };
  return {
    legs,
    stake,
    coefficient: { n: odds, d: ODDS_SCALE ** BigInt(legs.length) },
    status: lineStatus(statuses, factorRational),
    return: factorRational === null ? null : { n: stake.n * factorRational.n, d: stake.d * factorRational.d },
  };
}

/**
 * Minimum possible win of a system (a display figure): the unit stake × the product of the k
 * smallest block odds × the lobby (banker) odds, in exact minor units.
 */
export function minPossibleWinExact(
  amount: bigint,
  selections: readonly Selection[],
  plan: BlockSystem,
): Rational {
  const n = plan.blocks.length;
  const maxScale = Math.max(0, ...plan.blocks.map((b) => b.length));
  const blockOdds = plan.blocks.map((block) => {
    let product = ODDS_SCALE ** BigInt(maxScale - block.length);
    for (const i of block) product *= (selections[i] as Selection).odds;
    return product;
  });
  blockOdds.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  let product = 1n;
  for (let j = 0; j < plan.k; j++) product *= blockOdds[j] as bigint;
  for (const i of plan.lobby) product *= (selections[i] as Selection).odds;
  return {
    n: amount * product,
    d: binomial(n, plan.k) * ODDS_SCALE ** BigInt(maxScale * plan.k + plan.lobby.length),
  };
}
