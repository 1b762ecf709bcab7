/**
 * Goal sports (football, ice hockey, e-football): independent Poisson goals per team with a
 * Dixon–Coles-lite correction that moves probability between 0:0, 1:1 and 1:0, 0:1 (real matches
 * have more low draws than independent Poissons predict). Live, only the remaining time is random:
 * remaining goals are Poisson with the rates scaled by the remaining share of the game.
 */
import type { Pair } from "../adapter/types.ts";
import { type Dist, poisson } from "../odds/dist.ts";
import type { Outlook, PeriodOutlook } from "../odds/outlook.ts";

export interface GoalModel {
  /** Expected regulation goals [home, away]. */
  lambda: Pair;
  /** Share of goals expected in each period (sums to 1): football [0.45, 0.55]. */
  weights: number[];
  /** Dixon–Coles ρ (negative: more 0:0 and 1:1). */
  rho: number;
  /** Regulation ties go to overtime/shoot-out (ice hockey) instead of standing (football). */
  tieBreak: boolean;
  /** Highest goals per team in the correct-score market (then "other"). */
  correctMax: number;
}

/** Where a game stands: `period` 0 before kick-off; `elapsed` 0…1 share of the current period. */
export interface GoalPosition {
  period: number;
  elapsed: number;
  /** Regulation period scores so far (the current one included). */
  periodScores: Pair[];
}

const MAX_GOALS = 10;

type Matrix = number[][];

function dcTau(h: number, a: number, lh: number, la: number, rho: number): number {
  if (h === 0 && a === 0) return 1 - lh * la * rho;
  if (h === 0 && a === 1) return 1 + lh * rho;
  if (h === 1 && a === 0) return 1 + la * rho;
  if (h === 1 && a === 1) return 1 - rho;
  return 1;
}

/** P(remaining goals = h:a). */
export function goalMatrix(lh: number, la: number, rho: number): Matrix {
  const ph = poisson(lh, MAX_GOALS).p;
  const pa = poisson(la, MAX_GOALS).p;
  const m: Matrix = [];
  let total = 0;
  for (let h = 0; h <= MAX_GOALS; h++) {
    const row: number[] = [];
    for (let a = 0; a <= MAX_GOALS; a++) {
      const v = Math.max(0, (ph[h] as number) * (pa[a] as number) * dcTau(h, a, lh, la, rho));
      row.push(v);
      total += v;
    }
    m.push(row);
  }
  return m.map((row) => row.map((v) => v / total));
}

interface Summary {
  threeWay: [number, number, number];
  total: Dist;
  diff: Dist;
  bothScore: number;
  cells: (h: number, a: number) => number;
}

/** Final-score figures from the current score plus a matrix of remaining goals. */
function summarise(m: Matrix, cur: Pair): Summary {
  let home = 0;
  let draw = 0;
  let away = 0;
  let both = 0;
  const total = new Array<number>(2 * MAX_GOALS + 1).fill(0);
  const diff = new Array<number>(4 * MAX_GOALS + 1).fill(0);
  m.forEach((row, h) => {
    row.forEach((p, a) => {
      const fh = cur[0] + h;
      const fa = cur[1] + a;
      if (fh > fa) home += p;
      else if (fh === fa) draw += p;
      else away += p;
      if (fh > 0 && fa > 0) both += p;
      total[h + a] = (total[h + a] as number) + p;
      const d = h - a + 2 * MAX_GOALS;
      diff[d] = (diff[d] as number) + p;
    });
  });
  return {
    threeWay: [home, draw, away],
    total: { min: cur[0] + cur[1], p: total },
    diff: { min: cur[0] - cur[1] - 2 * MAX_GOALS, p: diff },
    bothScore: both,
    cells: (h, a) => m[h - cur[0]]?.[a - cur[1]] ?? 0,
  };
}

const sum = (pairs: Pair[]): Pair => pairs.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);

/** The outlook of a goal-sport game at `pos`. */
export function goalOutlook(model: GoalModel, pos: GoalPosition): Outlook {
  const n = model.weights.length;
  const current = sum(pos.periodScores.slice(0, n));
  let remaining = 0;
  for (let k = Math.max(pos.period, 1); k <= n; k++) {
    const w = model.weights[k - 1] as number;
    remaining += k === pos.period ? w * (1 - pos.elapsed) : w;
  }
  if (pos.period > n) remaining = 0;
  const [lh, la] = model.lambda;
  const rho = current[0] === 0 && current[1] === 0 ? model.rho * remaining : 0;
  const whole = summarise(goalMatrix(lh * remaining, la * remaining, rho), current);
  const [h, d, a] = whole.threeWay;
  // Overtime/shoot-out favours the stronger side a little; in football a tie is "draw no bet".
  const share = lh / (lh + la);
  const winner: Pair = model.tieBreak ? [h + d * share, a + d * (1 - share)] : [h / (h + a), a / (h + a)];
  const correct: { code: string; p: number }[] = [];
  let listed = 0;
  for (let x = 0; x <= model.correctMax; x++) {
    for (let y = 0; y <= model.correctMax; y++) {
      const p = whole.cells(x, y);
      correct.push({ code: `${x}:${y}`, p });
      listed += p;
    }
  }
  correct.push({ code: "other", p: Math.max(0, 1 - listed) });
  const periods: PeriodOutlook[] = model.weights.map((w, i) => {
    const k = i + 1;
    if (pos.period > k) return { decided: true };
    const left = pos.period === k ? w * (1 - pos.elapsed) : w;
    const cur = pos.periodScores[i] ?? [0, 0];
    const s = summarise(goalMatrix(lh * left, la * left, 0), cur);
    return { threeWay: s.threeWay, total: s.total, decided: false };
  });
  return {
    threeWay: whole.threeWay,
    winner,
    total: whole.total,
    diff: whole.diff,
    bothScore: whole.bothScore,
    correct,
    periods,
  };
}
