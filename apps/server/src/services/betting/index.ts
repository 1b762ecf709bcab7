/**
 * The betting service (issue 6, "Placing and settling"): coupons placed through the engine and the
 * ledger, the bet history, and settlement from resulted games.
 */
export { type LimitsFor, PLACEABLE_TYPES, placeCoupon } from "./place.ts";
export { type BettingServiceOptions, bettingService, createBettingService } from "./service.ts";
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
