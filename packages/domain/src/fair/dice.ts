/**
 * Dice: roll = ⌊f × 10 000⌋ hundredths, 0.00–99.99. "under t" wins when roll < t, "over t" when roll > t.
 * Win chance = winning rolls / 10 000; multiplier = ⌊99 000 000 / winning rolls⌋ ten-thousandths (0.99 / chance).
 */
import { type Exact, exact } from "./rational.ts";

export type DiceParams = { readonly direction: "over" | "under"; readonly target: number };
export type DiceOutcome = { readonly roll: number; readonly win: boolean };

export const DICE_ROLLS = 10_000;
export const DICE_MIN_WINNING_ROLLS = 1;
export const DICE_MAX_WINNING_ROLLS = 9_800;

/** How many of the 10 000 rolls win. */
export function diceWinningRolls(p: DiceParams): number {
  return p.direction === "under" ? p.target : DICE_ROLLS - 1 - p.target;
}

export function diceParamsValid(p: DiceParams): boolean {
  const n = diceWinningRolls(p);
  return Number.isInteger(p.target) && n >= DICE_MIN_WINNING_ROLLS && n <= DICE_MAX_WINNING_ROLLS;
}

export function diceMultiplier(p: DiceParams): number {
  return Math.floor(99_000_000 / diceWinningRolls(p));
}

export function diceRoll(f: number): number {
  return Math.floor(f * DICE_ROLLS);
}

export function diceOutcome(p: DiceParams, f: number): DiceOutcome {
  const roll = diceRoll(f);
  return { roll, win: p.direction === "under" ? roll < p.target : roll > p.target };
}

const TWO_32 = 2n ** 32n;
/** How many of the 2³² values u = f × 2³² give a roll below r: ⌈r × 2³² / 10 000⌉. */
function uBelowRoll(r: number): bigint {
  return (BigInt(r) * TWO_32 + BigInt(DICE_ROLLS) - 1n) / BigInt(DICE_ROLLS);
}

/** Exact win probability over the 2³² equally likely floats (the mapping's rounding included). */
export function diceWinProbability(p: DiceParams): Exact {
  const wins = p.direction === "under" ? uBelowRoll(p.target) : TWO_32 - uBelowRoll(p.target + 1);
  return exact(wins, TWO_32);
}

/** Exact RTP = P(win) × multiplier. */
export function diceRtp(p: DiceParams): Exact {
  const w = diceWinProbability(p);
  return exact(w.num * BigInt(diceMultiplier(p)), w.den * 10_000n);
}
