/**
 * Mines: a 5 × 5 grid (cells 0–24, row by row) with n mines (1–24). The mines are the first n cells of a
 * partial Fisher–Yates shuffle of the 25 cells (draw.ts) with n floats. The player opens cells one by one
 * and may cash out after k ≥ 1 safe cells; the first mine ends the round with nothing.
 * Cash-out multiplier after k safe cells = ⌊9 900 × C(25, k) / C(25 − n, k)⌋ ten-thousandths
 * (0.99 / P(k safe cells in a row), P = C(25 − n, k) / C(25, k)).
 */
import { drawWithoutRepeats } from "./draw.ts";
import { choose, type Exact, exact } from "./rational.ts";

export const MINES_CELLS = 25;

/** `picks`: the cells the player opens, in order; the round cashes out after the last one unless a mine ends it. */
export type MinesParams = { readonly mines: number; readonly picks: readonly number[] };
export type MinesOutcome = {
  readonly mineCells: number[];
  readonly safeOpened: number;
  readonly win: boolean;
};

export function minesParamsValid(p: MinesParams): boolean {
  const { mines, picks } = p;
  if (!Number.isInteger(mines) || mines < 1 || mines > MINES_CELLS - 1) return false;
  if (picks.length < 1 || picks.length > MINES_CELLS - mines) return false;
  return (
    new Set(picks).size === picks.length &&
    picks.every((c) => Number.isInteger(c) && c >= 0 && c < MINES_CELLS)
  );
}

export function minesCells(mines: number, floats: readonly number[]): number[] {
  return drawWithoutRepeats(MINES_CELLS, mines, floats);
}

export function minesOutcome(p: MinesParams, floats: readonly number[]): MinesOutcome {
  const mineCells = minesCells(p.mines, floats);
  const hit = p.picks.findIndex((c) => mineCells.includes(c));
  return hit === -1
    ? { mineCells, safeOpened: p.picks.length, win: true }
    : { mineCells, safeOpened: hit, win: false };
}

export function minesMultiplier(mines: number, safe: number): number {
  return Number((9_900n * choose(MINES_CELLS, safe)) / choose(MINES_CELLS - mines, safe));
}

/** Exact RTP of cashing out after `safe` cells: P(safe cells in a row) × multiplier. */
export function minesRtp(mines: number, safe: number): Exact {
  const num = choose(MINES_CELLS - mines, safe) * BigInt(minesMultiplier(mines, safe));
  return exact(num, choose(MINES_CELLS, safe) * 10_000n);
}
