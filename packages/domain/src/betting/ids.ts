/** Identifiers from the spec vocabulary (spec 001 §3, spec 000 §9). */

/** Bet status ids (spec 001 §3 "Bet status ids"). */
export const BetStatus = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  return: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;
export type BetStatusId = (typeof BetStatus)[keyof typeof BetStatus];

const BET_STATUS_IDS: ReadonlySet<number> = new Set(Object.values(BetStatus));
export function isBetStatusId(value: unknown): value is BetStatusId {
  return typeof value === "number" && BET_STATUS_IDS.has(value);
}

/** Coupon type ids (spec 001 §3 "Coupon types", spec 000 §9). */
export const CouponType = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multibet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;
export type CouponTypeId = (typeof CouponType)[keyof typeof CouponType];

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= 9;
}

/** Coefficient-change policies, the coupon's changeCoefAction (spec 001 §3). */
export const ChangeCoefAction = { confirm: 0, acceptAny: 1, acceptRise: 2 } as const;
export type ChangeCoefActionId = (typeof ChangeCoefAction)[keyof typeof ChangeCoefAction];

export function isChangeCoefAction(value: unknown): value is ChangeCoefActionId {
  return value === 0 || value === 1 || value === 2;
}

/** Account types (spec 001 §3 "Account"). */
export const AccountType = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountTypeId = (typeof AccountType)[keyof typeof AccountType];
