/**
 * @parlay/domain/betting — the betting engine: every coupon rule of spec 001 §3–§5 as pure,
 * exactly computed TypeScript (no IO, no clock, no randomness, no binary floats).
 * See docs/betting.md for the rules and formulas.
 */

export * from "./amount-limits.ts";
export {
  antiExpressCoefExact,
  antiExpressFactor,
  DEFAULT_ANTI_EXPRESS_MARGIN_BP,
  priceAntiExpress,
  settleAntiExpress,
} from "./anti-express.ts";
export { type BlockSystem, minPossibleWinExact, settleBlockSystem } from "./block-system.ts";
export * from "./bonus-bet.ts";
export type { Brand } from "./brand.ts";
export * from "./coef-change.ts";
export * from "./combinatorics.ts";
export type { AntiExpressTerms, BlockAmount, CouponInput, Selection } from "./coupon.ts";
export * from "./coupon-preview.ts";
export * from "./coupon-settings.ts";
export * from "./coupon-state.ts";
export { CURRENCY_TABLE, type CurrencyRow } from "./currencies.data.ts";
export * from "./currencies.ts";
export * from "./fractional.ts";
export { type FullCoverKind, fullCoverLineCount, settleFullCover } from "./full-cover.ts";
export * from "./ids.ts";
export * from "./leg-factors.ts";
export { lineStatus } from "./line-status.ts";
export * from "./live.ts";
export {
  formatOddsDecimal,
  formatScaled,
  isMoney,
  isOdds,
  type Money,
  money,
  ODDS_DIGITS,
  ODDS_SCALE,
  type Odds,
  odds,
  parseOdds,
  parseScaled,
  roundCoefficient,
  roundMoney,
} from "./money.ts";
export * from "./odds-formats.ts";
export * from "./one-click.ts";
export * from "./placement-request.ts";
export * from "./possible-win.ts";
export * from "./rational.ts";
export { type AccountLink, chainLinks, conditionalLinks, runAccount } from "./running-account.ts";
export {
  type CouponSettlement,
  couponLines,
  MAX_ENUMERATED_LINES,
  settleCoupon,
  settleExact,
  totalStakeOf,
} from "./settle.ts";
export type { CouponLine, Settlement } from "./settlement.ts";
export * from "./system-options.ts";
export { assertValidCoupon, blockPlan, couponProblems, InvalidCouponError } from "./validate.ts";
export * from "./vip-bet.ts";
