/**
 * Fractional odds (UK): decimal odds D shown as the profit fraction D − 1 = p/q.
 * The exact fraction is reduced (2.5 → 3/2). The display (toDisplayFraction) shows a rung of the
 * conventional UK ladder below only when the rung IS the price (its decimal odds, rounded to
 * thousandths, are the odds taken: 3.750 → 11/4), else the exact reduced fraction (3.674 →
 * 1337/500): the nearest rung would show 3.674 and 3.809 both as 11/4, a price that is not taken.
 */
import { ODDS_SCALE, type Odds } from "./money.ts";
import { gcd } from "./rational.ts";

export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** The conventional UK display ladder, shortest first (4/6 is kept unreduced, as printed). */
export const FRACTIONAL_LADDER: readonly string[] = (
  "1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/10 1/9 1/8 2/15 1/7 1/6 2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 " +
  "2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 " +
  "85/40 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 " +
  "16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1 50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 300/1 400/1 500/1 " +
  "750/1 1000/1"
).split(" ");

const RUNGS: readonly Fraction[] = FRACTIONAL_LADDER.map((text) => {
  const [p, q] = text.split("/");
  return { numerator: BigInt(p as string), denominator: BigInt(q as string) };
});

/** The exact reduced profit fraction of decimal odds: 2.500 → 3/2, 1.333 → 333/1000. */
export function toFraction(odds: Odds): Fraction {
  const p = odds - ODDS_SCALE;
  const g = gcd(p, ODDS_SCALE);
  return { numerator: p / g, denominator: ODDS_SCALE / g };
}

export function formatFraction(f: Fraction): string {
  return `${f.numerator}/${f.denominator}`;
}

/** The ladder rung nearest to the odds, or the exact fraction outside the ladder's range. */
export function toFractionalLadder(odds: Odds): Fraction {
  const p = odds - ODDS_SCALE; // profit in thousandths
  const first = RUNGS[0] as Fraction;
  const last = RUNGS[RUNGS.length - 1] as Fraction;
  // outside [first, last]: compare p/1000 with the rung values
  if (
    p * first.denominator < first.numerator * ODDS_SCALE ||
    p * last.denominator > last.numerator * ODDS_SCALE
  ) {
    return toFraction(odds);
  }
  let best = first;
  let bestN = -1n;
  let bestD = 1n;
  for (const rung of RUNGS) {
    // |rung − p/1000| = |1000·num − p·den| / (1000·den)
    const diff = rung.numerator * ODDS_SCALE - p * rung.denominator;
    const n = diff < 0n ? -diff : diff;
    const d = ODDS_SCALE * rung.denominator;
    if (bestN < 0n || n * bestD < bestN * d) {
      best = rung;
      bestN = n;
      bestD = d;
    }
  }
  return best;
}

/** The fraction the odds are shown as: the ladder rung when it is exactly the price, else the exact fraction. */
export function toDisplayFraction(odds: Odds): Fraction {
  const rung = toFractionalLadder(odds);
  return fromFraction(rung) === odds ? rung : toFraction(odds);
}

/** Decimal odds of a fraction p/q (1 + p/q), rounded half-up to thousandths; null unless above 1. */
export function fromFraction(f: Fraction): Odds | null {
  if (f.denominator <= 0n || f.numerator <= 0n) return null;
  const thousandths =
    (2n * (f.denominator + f.numerator) * ODDS_SCALE + f.denominator) / (2n * f.denominator);
  return thousandths > ODDS_SCALE ? (thousandths as Odds) : null;
}

/** Parses "5/2", "evens" or "EVS". */
export function parseFraction(text: string): Fraction | null {
  const t = text.trim().toLowerCase();
  if (t === "evens" || t === "evs") return { numerator: 1n, denominator: 1n };
  const m = /^(\d+)\/(\d+)$/.exec(t);
  if (!m) return null;
  const f = { numerator: BigInt(m[1] as string), denominator: BigInt(m[2] as string) };
  return f.numerator > 0n && f.denominator > 0n ? f : null;
}
