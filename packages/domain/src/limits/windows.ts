/**
 * Rolling windows of the money limits (24 h, 7 days, 30 days).
 *
 * Boundary rule: an event at `at` (seconds) counts in the window of length W ending at `now` when
 *
 *     now − W < at ≤ now
 *
 * so an event exactly W seconds old has just left the window, and an event dated after `now` (a
 * clock skew) does not count yet. Windows roll by the second; they are not calendar days.
 *
 * What the events are: deposits by the time they were started (pending ones too; failed or
 * cancelled ones are not passed), stakes by the time the bet was accepted or the casino debit made
 * (a rolled-back debit is not passed), settled results by the time of settlement (net = stake −
 * payout, negative for a win).
 */
import type { Money } from "../betting/money.ts";
import { DAY_SECONDS, MONTH_SECONDS, WEEK_SECONDS, WINDOWS, type WindowSeconds } from "./types.ts";

export interface TimedAmount<A extends bigint = bigint> {
  /** Seconds. */
  readonly at: number;
  /** Minor units; signed for net results, Money for deposits and stakes. */
  readonly amount: A;
}

/** Totals per window, keyed by the window's length in seconds. */
export type WindowTotals<A extends bigint = bigint> = Readonly<Record<WindowSeconds, A>>;

export function inWindow(at: number, now: number, windowSeconds: number): boolean {
  return now - windowSeconds < at && at <= now;
}

export function windowSum<A extends bigint>(
  events: readonly TimedAmount<A>[],
  now: number,
  windowSeconds: number,
): A {
  let sum = 0n;
  for (const e of events) if (inWindow(e.at, now, windowSeconds)) sum += e.amount;
  return sum as A;
}

/** The sums in the last 24 h, 7 days and 30 days. */
export function windowTotals<A extends bigint>(
  events: readonly TimedAmount<A>[],
  now: number,
): WindowTotals<A> {
  return {
    [DAY_SECONDS]: windowSum(events, now, DAY_SECONDS),
    [WEEK_SECONDS]: windowSum(events, now, WEEK_SECONDS),
    [MONTH_SECONDS]: windowSum(events, now, MONTH_SECONDS),
  } as WindowTotals<A>;
}

/** The same amount in every window (e.g. deposits still pending at the provider). */
export function everyWindow<A extends bigint>(amount: A): WindowTotals<A> {
  return Object.fromEntries(WINDOWS.map((w) => [w, amount])) as unknown as WindowTotals<A>;
}

/** Zero in every window. */
export const NO_AMOUNTS: WindowTotals<Money> = everyWindow(0n as Money);

/**
 * The earliest second after `now` at which the window's sum drops (the oldest counted event leaves);
 * null when nothing is counted. For the "your limit frees up at …" notice.
 */
export function nextRelease(
  events: readonly TimedAmount[],
  now: number,
  windowSeconds: number,
): number | null {
  let oldest: number | null = null;
  for (const e of events) {
    if (inWindow(e.at, now, windowSeconds) && (oldest === null || e.at < oldest)) oldest = e.at;
  }
  return oldest === null ? null : oldest + windowSeconds;
}
