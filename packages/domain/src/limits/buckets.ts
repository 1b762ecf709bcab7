/**
 * The usage series the enforcement reads (migration 0800, `limit_usage`): amounts are kept per hour
 * bucket instead of per event, so a window's sum reads at most 721 rows. An exact rolling window
 * (windows.ts: now − W < at ≤ now) cuts through the oldest bucket; the series answers
 * conservatively, never under-counting:
 *
 * - a bucket wholly in the window (its start > now − W) counts in full;
 * - the bucket the window's start falls in (start ≤ now − W < start + 1 h) counts its deposits,
 *   stakes and losses, but not its wins (a win there might have left the window);
 * - buckets that start after `now` do not count.
 *
 * So an amount leaves a window between W and W + 1 h after it happened, and a win never lowers a
 * window's loss it might not belong to. These functions are the rule the SQL (`limit_usage_sums`)
 * implements; a PostgreSQL test holds the two together.
 */
import type { Money } from "../betting/money.ts";
import type { TimedAmount } from "./windows.ts";

export const BUCKET_SECONDS = 3600;

/** The start of the hour `at` falls in (seconds, UTC). */
export function bucketOf(at: number): number {
  return Math.floor(at / BUCKET_SECONDS) * BUCKET_SECONDS;
}

/** One row of the series. Settled results are split: `lost` (stake − payout > 0) and `won`. */
export interface UsageBucket {
  readonly bucket: number;
  readonly deposits: bigint;
  readonly stakes: bigint;
  readonly lost: bigint;
  readonly won: bigint;
}

export type UsageEvent =
  | { readonly kind: "deposit" | "stake"; readonly at: number; readonly amount: Money }
  /** A settled coupon or casino round: net = stake − payout (negative for a win). */
  | { readonly kind: "settled"; readonly at: number; readonly net: bigint };

/** The series a list of events makes (what placement, settlement and deposits maintain). */
export function bucketsOf(events: readonly UsageEvent[]): UsageBucket[] {
  const by = new Map<number, { deposits: bigint; stakes: bigint; lost: bigint; won: bigint }>();
  for (const e of events) {
    const b = bucketOf(e.at);
    const row = by.get(b) ?? { deposits: 0n, stakes: 0n, lost: 0n, won: 0n };
    if (e.kind === "settled") {
      if (e.net > 0n) row.lost += e.net;
      else row.won += -e.net;
    } else if (e.kind === "deposit") row.deposits += e.amount;
    else row.stakes += e.amount;
    by.set(b, row);
  }
  return [...by.entries()].sort(([a], [b]) => a - b).map(([bucket, r]) => ({ bucket, ...r }));
}

const counted = (b: UsageBucket, now: number, windowSeconds: number) =>
  b.bucket > now - windowSeconds - BUCKET_SECONDS && b.bucket <= now;
const whole = (b: UsageBucket, now: number, windowSeconds: number) => b.bucket > now - windowSeconds;

/** Deposits or stakes in the window, from the series. */
export function seriesSum(
  buckets: readonly UsageBucket[],
  field: "deposits" | "stakes",
  now: number,
  windowSeconds: number,
): bigint {
  let sum = 0n;
  for (const b of buckets) if (counted(b, now, windowSeconds)) sum += b[field];
  return sum;
}

/** Settled net loss in the window, from the series (wins of the oldest bucket left out). */
export function seriesLoss(buckets: readonly UsageBucket[], now: number, windowSeconds: number): bigint {
  let sum = 0n;
  for (const b of buckets) {
    if (!counted(b, now, windowSeconds)) continue;
    sum += whole(b, now, windowSeconds) ? b.lost - b.won : b.lost;
  }
  return sum;
}

/** The exact settled net loss of a window from the events (windows.ts's rule), for comparison. */
export function exactLoss(events: readonly UsageEvent[], now: number, windowSeconds: number): bigint {
  let sum = 0n;
  for (const e of events) {
    if (e.kind === "settled" && now - windowSeconds < e.at && e.at <= now) sum += e.net;
  }
  return sum;
}

/** The events of one kind as timed amounts (for windows.ts's exact sums). */
export function timedAmounts(events: readonly UsageEvent[], kind: "deposit" | "stake"): TimedAmount<Money>[] {
  return events.flatMap((e) => (e.kind === kind ? [{ at: e.at, amount: e.amount }] : []));
}
