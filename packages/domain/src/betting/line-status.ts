/**
 * The status of a line (and of a coupon), expressed with the spec's bet status ids:
 *  1. any leg lost (0) → 0 lost, even if other legs are still open;
 *  2. else any leg unresolved (-1, -2) → -1 unresolved;
 *  3. else every leg void → 3 if all are forced returns, else 2 returned;
 *  4. else exactly one leg is not void → that leg's status (the line behaves as a single);
 *  5. else every non-void leg won → 1 won;
 *  6. else (half results among several legs) by the line factor F: F > 1 → 1, F = 1 → 2, F < 1 → 5.
 */
import { BetStatus, type BetStatusId } from "./ids.ts";
import { isUnresolvedStatus, isVoidStatus } from "./leg-factors.ts";
import type { Rational } from "./rational.ts";

export function lineStatus(statuses: readonly BetStatusId[], factor: Rational | null): BetStatusId {
  let unresolved = false;
  let allForced = true;
  let nonVoid = 0;
  let lastNonVoid: BetStatusId = BetStatus.win;
  let allWon = true;
  for (const status of statuses) {
    if (status === BetStatus.lose) return BetStatus.lose;
    if (isUnresolvedStatus(status)) unresolved = true;
    if (status !== BetStatus.forcedReturn) allForced = false;
    if (!isVoidStatus(status)) {
      nonVoid++;
      lastNonVoid = status;
      if (status !== BetStatus.win) allWon = false;
    }
  }
  if (unresolved) return BetStatus.notStarted;
  if (nonVoid === 0) return allForced ? BetStatus.forcedReturn : BetStatus.return;
  if (nonVoid === 1) return lastNonVoid;
  if (allWon || factor === null) return BetStatus.win;
  const diff = factor.n - factor.d;
  return diff > 0n ? BetStatus.win : diff === 0n ? BetStatus.return : BetStatus.halfLoseHalfReturn;
}
