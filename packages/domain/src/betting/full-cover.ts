/**
 * Full-cover coupons over n legs, the amount split equally over their lines:
 * - lucky (7): every combination of 1 … n legs (Lucky 7 / 15 / 31 / 63 for n = 3 … 6),
 *   2^n − 1 lines, return = unit × (Π(1 + f) − 1);
 * - patent (8): every combination of 2 … n legs, no singles (Trixie, Yankee, Canadian, Heinz …),
 *   2^n − 1 − n lines, return = unit × (Π(1 + f) − 1 − Σf);
 * where f is each leg's factor (expanding Π(1 + f) gives one term per combination).
 */

import { expressLine } from "./block-system.ts";
import { forEachCombination } from "./combinatorics.ts";
import type { Selection } from "./coupon.ts";
import { FACTOR_SCALE, factorScalePow, legFactor } from "./leg-factors.ts";
import { type Rational, ZERO } from "./rational.ts";
import { type CouponLine, PENDING, type Settlement } from "./settlement.ts";

/** Smallest combination size: 1 for lucky (singles included), 2 for patent. */
export type FullCoverKind = "lucky" | "patent";

export function fullCoverLineCount(n: number, kind: FullCoverKind): bigint {
  const all = (1n << BigInt(n)) - 1n;
  return kind === "lucky" ? all : all - BigInt(n);
}

export function settleFullCover(
  amount: bigint,
  selections: readonly Selection[],
  kind: FullCoverKind,
): Settlement {
  const n = selections.length;
  let product = 1n;
  let sum = 0n;
  let unresolved = 0;
  let alive = 0;
  for (const s of selections) {
    const f = legFactor(s.odds, s.status);
    if (f === null) {
      unresolved++;
      alive++;
      continue;
    }
    if (f !== 0n) alive++;
    product *= FACTOR_SCALE + f;
    sum += f;
  }
  const smallest = kind === "lucky" ? 1 : 2;
  if (alive < smallest) return { pending: false, totalReturn: ZERO };
  if (unresolved > 0) return PENDING;
  const scale = factorScalePow(n);
  let value = product - scale;
  if (kind === "patent") value -= sum * factorScalePow(n - 1);
  return { pending: false, totalReturn: { n: amount * value, d: fullCoverLineCount(n, kind) * scale } };
}

/** Every line, by size then lexicographically (display only). */
export function fullCoverLines(
  amount: bigint,
  selections: readonly Selection[],
  kind: FullCoverKind,
): CouponLine[] {
  const n = selections.length;
  const unit: Rational = { n: amount, d: fullCoverLineCount(n, kind) };
  const lines: CouponLine[] = [];
  for (let k = kind === "lucky" ? 1 : 2; k <= n; k++) {
    forEachCombination(n, k, (legs) => {
      lines.push(expressLine(unit, selections, [...legs]));
    });
  }
  return lines;
}
