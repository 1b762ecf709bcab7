/**
 * Keno: 40 numbers (1–40), 10 drawn by a partial Fisher–Yates shuffle with 10 floats (draw.ts); the player
 * picks 1–10 distinct numbers and is paid by the paytable for the number of hits.
 * P(h hits | p picks) = C(p, h) × C(40 − p, 10 − h) / C(40, 10) (hypergeometric).
 */
import { drawWithoutRepeats } from "./draw.ts";
import { add, choose, type Exact, exact } from "./rational.ts";

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

export type KenoParams = { readonly picks: readonly number[] };
export type KenoOutcome = { readonly drawn: number[]; readonly hits: number };

/** KENO_PAYTABLE[p][h]: the multiplier in hundredths for h hits with p picks. */
export const KENO_PAYTABLE: readonly (readonly number[])[] = [
  [],
  [0, 396],
  [0, 190, 450],
  [0, 100, 310, 1040],
  [0, 80, 180, 500, 2250],
  [0, 25, 140, 410, 1650, 3600],
  [0, 0, 100, 368, 700, 1650, 4000],
  [0, 0, 47, 300, 450, 1400, 3100, 6000],
  [0, 0, 0, 220, 400, 1300, 2200, 5500, 7000],
  [0, 0, 0, 155, 300, 800, 1500, 4400, 6000, 8500],
  [0, 0, 0, 140, 225, 450, 800, 1700, 5000, 8000, 10000],
];

export function kenoParamsValid(p: KenoParams): boolean {
  const { picks } = p;
  if (picks.length < 1 || picks.length > KENO_DRAWN || new Set(picks).size !== picks.length) return false;
  return picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_NUMBERS);
}

export function kenoOutcome(p: KenoParams, floats: readonly number[]): KenoOutcome {
  const drawn = drawWithoutRepeats(KENO_NUMBERS, KENO_DRAWN, floats, 1);
  return { drawn, hits: p.picks.filter((n) => drawn.includes(n)).length };
}

/** Multiplier in ten-thousandths. */
export function kenoMultiplier(picks: number, hits: number): number {
  return (KENO_PAYTABLE[picks]?.[hits] ?? 0) * 100;
}

export function kenoHitProbability(picks: number, hits: number): Exact {
  const ways = choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits);
  return exact(ways, choose(KENO_NUMBERS, KENO_DRAWN));
}

export function kenoRtp(picks: number): Exact {
  let rtp = exact(0n, 1n);
  for (let h = 0; h <= picks; h++) {
    const p = kenoHitProbability(picks, h);
    rtp = add(rtp, exact(p.num * BigInt(kenoMultiplier(picks, h)), p.den * 10_000n));
  }
  return rtp;
}
