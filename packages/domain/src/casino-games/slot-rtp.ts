/**
 * The slot's theoretical return, computed exactly (rationals, no sampling).
 *
 * Base game, lines: a stop is uniform on each strip, so the symbol a payline shows on reel r is
 * uniform over that strip's positions whatever row the line uses, and the five reels are independent.
 * Every line therefore has the same distribution, and E[line pay] = Σ over symbol 5-tuples of
 * Π count_r(s_r)/len_r × pay(tuple) — exactly the average over all Π len_r stop combinations.
 * The total bet is one line bet per line, so the line part of the RTP is E[line pay] itself.
 * Base game, scatters: the number of scatters each reel shows is counted over all its stops; the
 * reels' counts are convolved into P(k scatters), exactly.
 * Free spins: each spin of the feature is an independent spin on the same strips times the
 * multiplier. With p = P(trigger) and A spins per award, the expected number of free spins per
 * trigger solves E = A + A·p·E, so E = A / (1 − A·p) (needs A·p < 1), and by Wald's identity the
 * feature is worth E · m · B where B is the return of one spin.
 * RTP = B · (1 + p · m · E).
 */
import { add, div, type Fraction, frac, mul, sub } from "./fraction.ts";
import { evaluateLine, REELS, ROWS, type SlotDefinition } from "./slot.ts";

export interface SlotRtp {
  /** E[pay of one line] per line bet = the base game's line return per total bet. */
  lines: Fraction;
  /** Scatter pays per total bet in one spin. */
  scatters: Fraction;
  /** B = lines + scatters: the return of one spin without multiplier. */
  baseSpin: Fraction;
  /** P(k scatters in the window), k = 0 … 15. */
  scatterDistribution: Fraction[];
  /** P(a spin awards free spins). */
  trigger: Fraction;
  /** Expected number of free spins per trigger, retriggers included. */
  freeSpinsPerTrigger: Fraction;
  /** The feature's share of the RTP: p · m · E · B. */
  feature: Fraction;
  /** Everything: B + feature. */
  rtp: Fraction;
  /** Number of reel-stop combinations Π len_r. */
  combinations: bigint;
}

function symbolCounts(def: SlotDefinition): number[][] {
  return def.reels.map((strip) => {
    const c = new Array<number>(def.symbols.length).fill(0);
    for (const s of strip) c[s] = (c[s] as number) + 1;
    return c;
  });
}

/**
 * Stop combinations per line win: weights[symbol][count] = how many of the Π len_r combinations show
 * that win on a given line (Σ over symbol tuples of Π counts).
 */
export function lineWinCombinations(def: SlotDefinition): bigint[][] {
  const counts = symbolCounts(def);
  const weights = def.symbols.map(() => new Array<bigint>(REELS + 1).fill(0n));
  const tuple = new Array<number>(REELS).fill(0);
  const walk = (r: number, weight: bigint): void => {
    if (r === REELS) {
      const { symbol, count, pay } = evaluateLine(def, tuple);
      const row = weights[symbol] as bigint[];
      if (pay) row[count] = (row[count] as bigint) + weight;
      return;
    }
    const c = counts[r] as number[];
    for (let s = 0; s < c.length; s++) {
      if (!c[s]) continue;
      tuple[r] = s;
      walk(r + 1, weight * BigInt(c[s] as number));
    }
  };
  walk(0, 1n);
  return weights;
}

/** Σ over symbol tuples of Π counts × pay: the total line pay over all stop combinations. */
export function totalLinePay(def: SlotDefinition): bigint {
  let total = 0n;
  lineWinCombinations(def).forEach((row, symbol) => {
    row.forEach((w, count) => {
      total += w * BigInt(def.pays[symbol]?.[count] ?? 0);
    });
  });
  return total;
}

/** Numbers of stop combinations showing k scatters, k = 0 … REELS·ROWS. */
export function scatterCombinations(def: SlotDefinition): bigint[] {
  let dist: bigint[] = [1n];
  for (const strip of def.reels) {
    const perReel = new Array<bigint>(ROWS + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let k = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === def.scatter) k++;
      perReel[k] = (perReel[k] as bigint) + 1n;
    }
    const next = new Array<bigint>(dist.length + ROWS).fill(0n);
    dist.forEach((a, i) => {
      perReel.forEach((b, j) => {
        next[i + j] = (next[i + j] as bigint) + a * b;
      });
    });
    dist = next;
  }
  return dist;
}

export function slotRtp(def: SlotDefinition): SlotRtp {
  const combinations = def.reels.reduce((p, s) => p * BigInt(s.length), 1n);
  const lines = frac(totalLinePay(def), combinations);
  const byCount = scatterCombinations(def);
  const scatterDistribution = byCount.map((c) => frac(c, combinations));
  let scatterPay = 0n;
  let triggering = 0n;
  byCount.forEach((c, k) => {
    scatterPay += c * BigInt(def.scatterPays[k] ?? 0);
    if (k >= def.freeSpins.minScatters) triggering += c;
  });
  const scatters = frac(scatterPay, combinations);
  const baseSpin = add(lines, scatters);
  const trigger = frac(triggering, combinations);
  const award = frac(def.freeSpins.award);
  const denominator = sub(frac(1), mul(award, trigger));
  if (denominator.n <= 0n) throw new RangeError("award × P(trigger) ≥ 1: the feature never ends");
  const freeSpinsPerTrigger = div(award, denominator);
  const feature = mul(mul(trigger, freeSpinsPerTrigger), mul(frac(def.freeSpins.multiplier), baseSpin));
  return {
    lines,
    scatters,
    baseSpin,
    scatterDistribution,
    trigger,
    freeSpinsPerTrigger,
    feature,
    rtp: add(baseSpin, feature),
    combinations,
  };
}
