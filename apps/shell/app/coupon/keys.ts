/** Where the coupon keeps its settings and its bets in localStorage (persistence.ts, docs/coupon.md). */
export const SETTINGS_KEY = "parlay.couponSettings";
export const BETS_KEY = "parlay.couponBets";
