/**
 * The live-casino roulette table's schedule: rounds follow each other on a fixed timetable, so the
 * round and its phase are a pure function of the time (an injected clock in milliseconds) and every
 * seated player, every server process and every reconnecting browser sees the same round.
 *
 *   betting ──▶ closed (no more bets, the ball spins) ──▶ result (ball landed, bets settle) ──▶ payout
 *   (winnings shown) ──▶ the next round's betting
 *
 * Round r starts at epoch + r · length. The pocket of a round is drawn once, when betting closes
 * (drawLiveResult), and stored by the table; bets are accepted only for the current round while it is
 * in "betting"; settlement runs for a round once its result phase has begun.
 */

import type { Rng } from "./rng.ts";
import { spinWheel } from "./roulette.ts";

export interface LiveSchedule {
  /** Start of round 0, ms since the Unix epoch. */
  epochMs: number;
  bettingMs: number;
  closedMs: number;
  resultMs: number;
  payoutMs: number;
}

export type LivePhase = "waiting" | "betting" | "closed" | "result" | "payout";

export interface LiveRound {
  /** Round number (0 for round 0 and before the table opens). */
  round: number;
  phase: LivePhase;
  roundStartsAt: number;
  bettingClosesAt: number;
  resultAt: number;
  nextRoundAt: number;
  /** When the current phase ends (ms), for the countdown. */
  phaseEndsAt: number;
}

/** A 30-second table: 15 s of betting, 5 s spinning, 5 s result, 5 s payout. */
export const LIVE_ROULETTE_SCHEDULE: Omit<LiveSchedule, "epochMs"> = {
  bettingMs: 15_000,
  closedMs: 5_000,
  resultMs: 5_000,
  payoutMs: 5_000,
};

export function roundLength(s: LiveSchedule): number {
  return s.bettingMs + s.closedMs + s.resultMs + s.payoutMs;
}

export function validateSchedule(s: LiveSchedule): void {
  for (const k of ["epochMs", "bettingMs", "closedMs", "resultMs", "payoutMs"] as const) {
    if (!Number.isSafeInteger(s[k])) throw new RangeError(`${k} must be an integer`);
  }
  if (s.bettingMs <= 0 || s.closedMs <= 0 || s.resultMs < 0 || s.payoutMs < 0)
    throw new RangeError("bad durations");
}

/** The timetable of round `r`. */
export function roundTimes(s: LiveSchedule, r: number): Omit<LiveRound, "phase" | "phaseEndsAt"> {
  const roundStartsAt = s.epochMs + r * roundLength(s);
  const bettingClosesAt = roundStartsAt + s.bettingMs;
  const resultAt = bettingClosesAt + s.closedMs;
  return { round: r, roundStartsAt, bettingClosesAt, resultAt, nextRoundAt: roundStartsAt + roundLength(s) };
}

/** The round and phase at `nowMs`. Phase boundaries belong to the phase that begins there. */
export function liveRoundAt(s: LiveSchedule, nowMs: number): LiveRound {
  validateSchedule(s);
  if (nowMs < s.epochMs) return { ...roundTimes(s, 0), phase: "waiting", phaseEndsAt: s.epochMs };
  const t = roundTimes(s, Math.floor((nowMs - s.epochMs) / roundLength(s)));
  const payoutAt = t.resultAt + s.resultMs;
  if (nowMs < t.bettingClosesAt) return { ...t, phase: "betting", phaseEndsAt: t.bettingClosesAt };
  if (nowMs < t.resultAt) return { ...t, phase: "closed", phaseEndsAt: t.resultAt };
  if (nowMs < payoutAt) return { ...t, phase: "result", phaseEndsAt: payoutAt };
  return { ...t, phase: "payout", phaseEndsAt: t.nextRoundAt };
}

/** A bet for `round` placed at `nowMs` is accepted only while that very round is taking bets. */
export function acceptsBet(s: LiveSchedule, round: number, nowMs: number): boolean {
  const r = liveRoundAt(s, nowMs);
  return r.phase === "betting" && r.round === round;
}

/** May round `round` be settled at `nowMs`? (Its result phase has begun; late settlement is fine.) */
export function settlementDue(s: LiveSchedule, round: number, nowMs: number): boolean {
  return nowMs >= roundTimes(s, round).resultAt;
}

/** May the table draw round `round`'s pocket at `nowMs`? Only once betting has closed. */
export function resultDrawable(s: LiveSchedule, round: number, nowMs: number): boolean {
  return nowMs >= roundTimes(s, round).bettingClosesAt;
}

/** The round's pocket: one draw, made once betting has closed and stored by the table for every seat. */
export function drawLiveResult(rng: Rng): number {
  return spinWheel(rng);
}
