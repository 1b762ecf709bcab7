import type { Dist } from "./dist.ts";

/**
 * What a scoring model knows about the rest of a game, in fair probabilities. Market prices are
 * read off it; live play recomputes it from the current state.
 */
export interface PeriodOutlook {
  /** [home, draw, away] of the period's score. */
  threeWay?: [number, number, number];
  /** Total of the period's score. */
  total?: Dist;
  /** The period is over: its markets are blocked until settlement. */
  decided: boolean;
}

export interface Outlook {
  /** [home, draw, away] on the 1X2 basis (regulation time where that differs). */
  threeWay?: [number, number, number];
  /** [home, away] of the two-way winner (overtime included; a possible tie is returned). */
  winner: [number, number];
  /** Total on the totals basis (goals, points, games …). */
  total: Dist;
  /** Home minus away on the handicap basis. */
  diff: Dist;
  /** P(both teams score). */
  bothScore?: number;
  /** Correct-score probabilities; "other" covers the rest. */
  correct?: { code: string; p: number }[];
  /** Index k − 1 for a market of kind k. */
  periods: (PeriodOutlook | undefined)[];
}
