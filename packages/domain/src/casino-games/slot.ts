/**
 * A 5-reel, 3-row video slot with 20 fixed paylines, a wild that substitutes for every paying
 * symbol except the scatter, and scatters that pay anywhere (× the total bet) and award free spins.
 * Every amount here is in line-bet units; the total bet is `lines` line bets. The game ("Parlay
 * Fruits") is data (`PARLAY_FRUITS` in slot-game.ts); the functions take any definition of the same
 * shape so tests can use small ones. docs/casino.md "Provider sandbox games" has the rules.
 */
import type { Rng } from "./rng.ts";

export const REELS = 5;
export const ROWS = 3;

export interface SlotDefinition {
  /** Symbol names by index; `wild` and `scatter` are indexes into it. */
  symbols: readonly string[];
  wild: number;
  scatter: number;
  /** Reel strips, top to bottom, as symbol indexes; the window shows `stop`, `stop+1`, `stop+2`. */
  reels: readonly (readonly number[])[];
  /** pays[symbol][n] = line-bet multiples for n of a kind from the left (n = 0…5). */
  pays: readonly (readonly number[])[];
  /** scatterPays[n] = total-bet multiples for n scatters anywhere in the window. */
  scatterPays: readonly number[];
  /** Rows per reel of each payline (0 top, 1 middle, 2 bottom). */
  paylines: readonly (readonly number[])[];
  /** Free spins: `award` spins for at least `minScatters` scatters, in the base game and (retrigger) in the feature. */
  freeSpins: { minScatters: number; award: number; multiplier: number };
}

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** Line-bet units (before the free-spin multiplier). */
  pay: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row], symbol indexes. */
  grid: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** Line-bet units (before the free-spin multiplier). */
  scatterWin: number;
  freeSpinsAwarded: number;
  multiplier: number;
  /** Everything this spin pays, line-bet units, multiplier applied. */
  total: number;
}

/** The visible window for the given stops, wrapping around each strip. */
export function windowAt(def: SlotDefinition, stops: readonly number[]): number[][] {
  return def.reels.map((strip, r) => {
    const stop = stops[r] as number;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as number);
  });
}

/**
 * One line's pay from the symbols on it, read from the leftmost reel. The wild stands in for the
 * first non-wild symbol; a line that starts with wilds pays the better of the wilds on their own and
 * the substituted symbol. The scatter never pays on a line and breaks it.
 */
export function evaluateLine(
  def: SlotDefinition,
  symbols: ArrayLike<number>,
): { symbol: number; count: number; pay: number } {
  const { wild, scatter, pays } = def;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === wild) wilds++;
  const wildPay = pays[wild]?.[wilds] ?? 0;
  const first = wilds < REELS ? (symbols[wilds] as number) : -1;
  if (first === -1 || first === scatter) return { symbol: wild, count: wilds, pay: wildPay };
  let count = wilds + 1;
  while (count < REELS && (symbols[count] === first || symbols[count] === wild)) count++;
  const pay = pays[first]?.[count] ?? 0;
  return pay >= wildPay ? { symbol: first, count, pay } : { symbol: wild, count: wilds, pay: wildPay };
}

/** Scatters anywhere in the window. */
export function countScatters(def: SlotDefinition, grid: readonly (readonly number[])[]): number {
  let n = 0;
  for (const reel of grid) for (const s of reel) if (s === def.scatter) n++;
  return n;
}

/** Evaluates a window; `inFeature` applies the free-spin multiplier. */
export function evaluateGrid(
  def: SlotDefinition,
  grid: number[][],
  inFeature = false,
): Omit<SpinResult, "stops" | "grid"> {
  const lineWins: LineWin[] = [];
  const onLine = new Array<number>(REELS);
  def.paylines.forEach((rows, line) => {
    for (let r = 0; r < REELS; r++) onLine[r] = grid[r]?.[rows[r] as number] as number;
    const w = evaluateLine(def, onLine);
    if (w.pay > 0) lineWins.push({ line, ...w });
  });
  const scatters = countScatters(def, grid);
  const scatterWin = (def.scatterPays[scatters] ?? 0) * def.paylines.length;
  const freeSpinsAwarded = scatters >= def.freeSpins.minScatters ? def.freeSpins.award : 0;
  const multiplier = inFeature ? def.freeSpins.multiplier : 1;
  const lines = lineWins.reduce((s, w) => s + w.pay, 0);
  return {
    lineWins,
    scatters,
    scatterWin,
    freeSpinsAwarded,
    multiplier,
    total: (lines + scatterWin) * multiplier,
  };
}

/** One spin: a uniform stop on every reel, then the evaluation. */
export function spin(def: SlotDefinition, rng: Rng, inFeature = false): SpinResult {
  const stops = def.reels.map((strip) => rng.nextInt(strip.length));
  const grid = windowAt(def, stops);
  return { stops, grid, ...evaluateGrid(def, grid, inFeature) };
}

export interface SlotRound {
  base: SpinResult;
  freeSpins: SpinResult[];
  /** Line-bet units for the whole round, base spin and feature. */
  total: number;
}

/**
 * A paid spin and, when it triggers, the whole free-spin feature: each free spin that shows enough
 * scatters adds `award` more spins (no cap; the chain ends with probability 1 because award × P(trigger) < 1).
 */
export function playRound(def: SlotDefinition, rng: Rng): SlotRound {
  const base = spin(def, rng);
  const freeSpins: SpinResult[] = [];
  let left = base.freeSpinsAwarded;
  let total = base.total;
  while (left > 0) {
    const s = spin(def, rng, true);
    freeSpins.push(s);
    total += s.total;
    left += s.freeSpinsAwarded - 1;
  }
  return { base, freeSpins, total };
}
