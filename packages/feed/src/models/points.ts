/**
 * Points sports (basketball): each team's remaining points are approximately normal, with mean
 * and variance proportional to the time left (a sum of many small scoring possessions). Ties
 * after regulation go to overtime, which the winner market resolves in proportion to strength.
 */
import type { Pair } from "../adapter/types.ts";
import { type Dist, discreteNormal, normalCdf, probWhere } from "../odds/dist.ts";
import type { Outlook, PeriodOutlook } from "../odds/outlook.ts";

export interface PointsModel {
  /** Expected regulation points [home, away]. */
  mean: Pair;
  /** Standard deviation of one team's regulation points. */
  sd: number;
  /** Regulation periods (4 quarters). */
  periods: number;
}

export interface PointsPosition {
  /** 0 before the start; above `periods` in overtime. */
  period: number;
  /** Share of the current period played, 0…1. */
  elapsed: number;
  periodScores: Pair[];
  /** Share of a regulation period an overtime lasts (5 of 10 minutes: 0.5). */
  overtimeShare: number;
}

function threeWayOf(diff: Dist): [number, number, number] {
  return [probWhere(diff, (x) => x > 0), probWhere(diff, (x) => x === 0), probWhere(diff, (x) => x < 0)];
}

/** The outlook of a basketball game at `pos`. */
export function pointsOutlook(model: PointsModel, pos: PointsPosition): Outlook {
  const n = model.periods;
  const cur = pos.periodScores.reduce<Pair>((s, p) => [s[0] + p[0], s[1] + p[1]], [0, 0]);
  // Remaining time in units of a regulation period.
  let left: number;
  if (pos.period === 0) left = n;
  else if (pos.period <= n) left = n - pos.period + (1 - pos.elapsed);
  else left = pos.overtimeShare * (1 - pos.elapsed);
  const share = left / n;
  const mh = model.mean[0] * share;
  const ma = model.mean[1] * share;
  const sd = model.sd * Math.sqrt(2 * share);
  const total = discreteNormal(cur[0] + cur[1] + mh + ma, sd);
  const diff = discreteNormal(cur[0] - cur[1] + mh - ma, sd);
  const [h, d, a] = threeWayOf(diff);
  const strength = normalCdf((model.mean[0] - model.mean[1]) / (model.sd * Math.SQRT2));
  const periods: PeriodOutlook[] = [1, 2].map((k) => {
    if (pos.period > k) return { decided: true };
    const part = pos.period === k ? 1 - pos.elapsed : 1;
    const ps = pos.periodScores[k - 1] ?? [0, 0];
    const pm = [(model.mean[0] / n) * part, (model.mean[1] / n) * part];
    const psd = model.sd * Math.sqrt((2 * part) / n);
    return {
      threeWay: threeWayOf(discreteNormal(ps[0] - ps[1] + (pm[0] as number) - (pm[1] as number), psd)),
      total: discreteNormal(ps[0] + ps[1] + (pm[0] as number) + (pm[1] as number), psd),
      decided: false,
    };
  });
  return { winner: [h + d * strength, a + d * (1 - strength)], total, diff, periods };
}
