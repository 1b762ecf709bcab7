/**
 * The betting service (issue 6, "Placing and settling"): coupons of every type placed through the
 * engine and the ledger, limits, coupon codes, the bet history, and settlement from resulted games.
 */

export { runFullAudit } from "./audit.ts";
export { debtAwareLimits, recoverFromDeposit } from "./debts.ts";
export { placeCoupon } from "./place.ts";
export {
  type BettingServiceOptions,
  bettingOptionsFromEnv,
  bettingService,
  createBettingService,
} from "./service.ts";
export {
  createSettlementHook,
  type SettlementReport,
  settleCoupons,
  settleResultedGames,
  settleResultedSince,
} from "./settle.ts";
export { type SettleOutcome, settleOne } from "./settle-coupon.ts";
export {
  type SweepOptions,
  startSettlementSweeper,
  sweepOptionsFromEnv,
  sweepSettlements,
} from "./settle-sweep.ts";
export { voidOutcome } from "./settle-void.ts";
export { couponHistory, ownCoupon } from "./store.ts";
export { storedCouponInput } from "./stored-input.ts";
export { historyAnswer as couponHistoryAnswer, historyQuery as couponHistoryQuery } from "./views.ts";
