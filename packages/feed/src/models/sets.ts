/**
 * Set sports (tennis, volleyball, CS2 maps of rounds, Dota 2 maps): a match is a best-of-N of
 * sets; a set is a race of units (games, rallies, rounds) to a target, won by two where the rules
 * say so, with a tie-break unit at a fixed score in tennis. Exact dynamic programming over scores
 * gives the distribution of every set's final score, then of the match (sets, total and margin of
 * units), live from any position.
 */
import type { Pair } from "../adapter/types.ts";
import type { Dist } from "../odds/dist.ts";
import type { Outlook, PeriodOutlook } from "../odds/outlook.ts";

export interface SetRules {
  bestOf: number;
  /** Units to win set i (0-based): volleyball 25, the deciding set 15. */
  target: (setIndex: number) => number;
  winBy2: boolean;
  /** Tennis: at this many games all, one tie-break unit decides the set (7:6). */
  tiebreakAt?: number;
}

export interface SetModel {
  rules: SetRules;
  /** P(home wins the next unit) in set `setIndex` at score a:b. */
  unit: (setIndex: number, a: number, b: number) => number;
  /** P(home wins a tie-break unit). */
  tiebreak?: number;
}

export interface SetPosition {
  /** Finished sets' scores, then the current set's (if one is under way). */
  periodScores: Pair[];
  /** The current set is under way (its score is the last of periodScores). */
  inSet: boolean;
}

/** Final scores of a set from a:b, as [a, b, probability]. */
export function setDistribution(model: SetModel, setIndex: number, start: Pair): [number, number, number][] {
  const target = model.rules.target(setIndex);
  const cap = Math.max(target + 12, start[0] + 2, start[1] + 2);
  const tb = model.rules.tiebreakAt;
  const done = (a: number, b: number) => {
    if (tb !== undefined && Math.max(a, b) === tb + 1 && Math.min(a, b) === tb) return true;
    if (a < target && b < target) return false;
    return !model.rules.winBy2 || Math.abs(a - b) >= 2 || a > cap || b > cap;
  };
  // Mass on a grid of scores, swept diagonal by diagonal (every unit adds one to a + b).
  const size = cap + 3;
  const grid = new Float64Array(size * size);
  grid[start[0] * size + start[1]] = 1;
  const finals: [number, number, number][] = [];
  for (let sum = start[0] + start[1]; sum <= 2 * size; sum++) {
    let any = false;
    for (let a = Math.max(start[0], sum - size + 1); a <= Math.min(sum, size - 1); a++) {
      const b = sum - a;
      if (b < start[1] || b >= size) continue;
      const p = grid[a * size + b] as number;
      if (p === 0) continue;
      any = true;
      if (done(a, b)) {
        if (p > 1e-9) finals.push([a, b, p]);
        continue;
      }
      const q =
        tb !== undefined && a === tb && b === tb ? (model.tiebreak ?? 0.5) : model.unit(setIndex, a, b);
      grid[(a + 1) * size + b] = (grid[(a + 1) * size + b] as number) + p * q;
      grid[a * size + b + 1] = (grid[a * size + b + 1] as number) + p * (1 - q);
    }
    if (!any && sum > start[0] + start[1]) break;
  }
  return finals;
}

interface SetsState {
  p: number;
  /** Index spans holding mass in `total` and `diff` (the loops skip the empty rest). */
  span: [number, number, number, number];
  /** Joint mass of (this sets score, total units so far) and of (…, units margin + offset). */
  total: Float64Array;
  diff: Float64Array;
}

function addMass(map: Map<number, number>, key: number, mass: number): void {
  map.set(key, (map.get(key) ?? 0) + mass);
}

/**
 * The outlook of a set-sport match at `pos`. The dynamic programme runs over sets won, carrying
 * the total and the margin of units as two separate distributions (the markets never need them
 * jointly), which keeps a volleyball match at a few thousand operations.
 */
export function setOutlook(model: SetModel, pos: SetPosition): Outlook {
  const need = Math.ceil(model.rules.bestOf / 2);
  const done = pos.inSet ? pos.periodScores.slice(0, -1) : pos.periodScores;
  const current: Pair = pos.inSet ? (pos.periodScores.at(-1) ?? [0, 0]) : [0, 0];
  let sets: Pair = [0, 0];
  let units: Pair = [0, 0];
  for (const [a, b] of done) {
    sets = a > b ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1];
    units = [units[0] + a, units[1] + b];
  }
  const setCache = new Map<string, [number, number, number][]>();
  const setDist = (i: number, start: Pair) => {
    const key = `${i}:${start[0]}:${start[1]}`;
    let d = setCache.get(key);
    if (!d) {
      d = setDistribution(model, i, start);
      setCache.set(key, d);
    }
    return d;
  };
  // Dense arrays: a match has at most bestOf sets of at most target + 14 units a side.
  let bound = 0;
  for (let i = 0; i < model.rules.bestOf; i++) bound += 2 * (model.rules.target(i) + 14);
  bound += units[0] + units[1];
  const fresh = (): SetsState => ({
    p: 0,
    span: [bound, 0, 2 * bound, 0],
    total: new Float64Array(bound + 1),
    diff: new Float64Array(2 * bound + 1),
  });
  const origin = fresh();
  origin.p = 1;
  origin.total[units[0] + units[1]] = 1;
  origin.diff[units[0] - units[1] + bound] = 1;
  origin.span = [
    units[0] + units[1],
    units[0] + units[1],
    units[0] - units[1] + bound,
    units[0] - units[1] + bound,
  ];
  let layer = new Map<number, SetsState>([[sets[0] * 8 + sets[1], origin]]);
  const finals = new Map<number, SetsState>();
  let first = true;
  while (layer.size > 0) {
    const next = new Map<number, SetsState>();
    for (const [key, state] of layer) {
      const sh = Math.floor(key / 8);
      const sa = key % 8;
      if (sh >= need || sa >= need) {
        finals.set(key, state);
        continue;
      }
      const start: Pair = first ? current : [0, 0];
      for (const [a, b, q] of setDist(sh + sa, start)) {
        const nk = a > b ? (sh + 1) * 8 + sa : sh * 8 + sa + 1;
        let target = next.get(nk);
        if (!target) {
          target = fresh();
          next.set(nk, target);
        }
        target.p += state.p * q;
        const dt = a + b;
        const dd = a - b;
        const [tLo, tHi, dLo, dHi] = state.span;
        for (let t = tLo; t <= tHi && t + dt <= bound; t++) {
          const m = state.total[t] as number;
          if (m !== 0) target.total[t + dt] = (target.total[t + dt] as number) + m * q;
        }
        for (let d = Math.max(dLo, -dd); d <= dHi && d + dd < state.diff.length; d++) {
          const m = state.diff[d] as number;
          if (m !== 0) target.diff[d + dd] = (target.diff[d + dd] as number) + m * q;
        }
        const span = target.span;
        span[0] = Math.min(span[0], tLo + dt);
        span[1] = Math.min(bound, Math.max(span[1], tHi + dt));
        span[2] = Math.max(0, Math.min(span[2], dLo + dd));
        span[3] = Math.min(2 * bound, Math.max(span[3], dHi + dd));
      }
    }
    first = false;
    layer = next;
  }
  let win = 0;
  const correct = new Map<string, number>();
  const totals = new Map<number, number>();
  const diffs = new Map<number, number>();
  for (const [key, state] of finals) {
    const sh = Math.floor(key / 8);
    const sa = key % 8;
    if (sh > sa) win += state.p;
    correct.set(`${sh}:${sa}`, state.p);
    state.total.forEach((m, t) => {
      if (m > 0) addMass(totals, t, m);
    });
    state.diff.forEach((m, d) => {
      if (m > 0) addMass(diffs, d - bound, m);
    });
  }
  const periods: PeriodOutlook[] = [1, 2].map((k) => {
    const index = k - 1;
    if (index < done.length) return { decided: true };
    const start: Pair = index === done.length ? current : [0, 0];
    let h = 0;
    for (const [a, b, q] of setDist(index, start)) if (a > b) h += q;
    return { threeWay: [h, 0, 1 - h], decided: false };
  });
  return {
    winner: [win, 1 - win],
    total: toDist(totals),
    diff: toDist(diffs),
    correct: allSetScores(need).map((code) => ({ code, p: correct.get(code) ?? 0 })),
    periods,
  };
}

function toDist(values: Map<number, number>): Dist {
  const keys = [...values.keys()];
  const min = Math.min(...keys);
  const max = Math.max(...keys);
  const p = new Array<number>(max - min + 1).fill(0);
  for (const [x, q] of values) p[x - min] = q;
  return { min, p };
}

/** Every final set score of a best-of-(2·need − 1): "2:0", "2:1", "1:2", "0:2" … */
export function allSetScores(need: number): string[] {
  const codes: string[] = [];
  for (let l = 0; l < need; l++) codes.push(`${need}:${l}`);
  for (let l = need - 1; l >= 0; l--) codes.push(`${l}:${need}`);
  return codes;
}

/** P(server holds a tennis game) when winning each point on serve with probability p. */
export function holdProbability(p: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (1 - 2 * p * q);
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * deuce;
}
