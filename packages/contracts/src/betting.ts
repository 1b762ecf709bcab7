/**
 * The betting service's answers (docs/betting-service.md, the betting HTTP contract): placed
 * coupons, the history, the stake limits and coupon codes. The server serialises
 * /web-api/betting/* with these schemas; the shell's coupon and the office read the types
 * (`import type`). Money travels as decimal strings in major units and odds as decimal strings
 * ("2.50"), like the wallet: never JSON floats.
 */
import { z } from "zod";
import { couponBet } from "./sportsbook.ts";
import { balanceView, paged } from "./wallet.ts";

/** A bet of a placed coupon, with the names it was placed under. */
export const couponBetView = z.object({
  outcomeId: z.number(),
  marketId: z.number(),
  gameId: z.number(),
  gameNumber: z.number(),
  sportId: z.number(),
  champName: z.string(),
  home: z.string(),
  away: z.string(),
  startAt: z.string().nullable(),
  /** "2:1" once the game has a score, else null. */
  score: z.string().nullable(),
  /** The game is being played now (the feed's status), whatever its scheduled start said. */
  inPlay: z.boolean(),
  marketName: z.string(),
  outcomeName: z.string(),
  coef: z.string(),
  banker: z.boolean(),
  blockId: z.number().nullable(),
  /** A bet status id of spec 001 §3, -2 … 6. */
  statusId: z.number(),
});
export type CouponBetView = z.output<typeof couponBetView>;

export const couponView = z.object({
  id: z.number(),
  /** Loads the coupon's bets through GET /web-api/betting/coupon-codes/:code. */
  code: z.string().nullable(),
  typeId: z.number(),
  amount: z.string(),
  currency: z.string(),
  accountId: z.number(),
  systemValue: z.number().nullable(),
  changeCoefAction: z.number(),
  /** -1 open, 0 lost, 1 won, 2 / 3 refunded (the engine's coupon status; 4–6 for half results). */
  status: z.number(),
  isLive: z.boolean(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  returnAmount: z.string().nullable(),
  possibleWin: z.string().nullable(),
  /** Express bonus bet: the multiplier taken ("1.030"), else null. */
  bonusCoef: z.string().nullable(),
  isVipBet: z.boolean(),
  bets: z.array(couponBetView),
});
export type CouponView = z.output<typeof couponView>;

/** POST /coupons: the coupon (or, for many singles, each single) and the balance after it. */
export const placeAnswer = z.object({
  coupon: couponView,
  coupons: z.array(couponView),
  balance: balanceView,
  /** How long the live acceptance delay held the coupon (0 for line coupons). */
  acceptedAfterMs: z.number(),
});
export type PlaceAnswer = z.output<typeof placeAnswer>;

/** GET /coupons: the player's coupons, newest first. */
export const historyAnswer = paged(couponView);
export type CouponPage = z.output<typeof historyAnswer>;

/** GET /coupons/:id. */
export const couponAnswer = z.object({ coupon: couponView });
export type CouponAnswer = z.output<typeof couponAnswer>;

/** GET /limits: the stake limits of a currency and the site's betting switches. */
export const limitsView = z.object({
  currency: z.string(),
  minAmount: z.string(),
  maxAmount: z.string().nullable(),
  amountStep: z.string(),
  initialAmount: z.string(),
  minAmountCouponTypes: z.array(z.number()),
  maxAmountCouponTypes: z.array(z.number()),
  liveDelayMs: z.number(),
  vipMaxAmount: z.string().nullable(),
  isBonusBetAllowed: z.boolean(),
  isVipBetAllowed: z.boolean(),
  showOneClick: z.boolean(),
});
export type LimitsView = z.output<typeof limitsView>;

/** POST /coupon-codes: the code that loads these bets again. */
export const codeCreatedAnswer = z.object({ code: z.string() });
export type CodeCreatedAnswer = z.output<typeof codeCreatedAnswer>;

/** GET /coupon-codes/:code: each outcome's current state (as GET /sportsbook/outcomes), with banker/blockId. */
export const codeView = z.object({
  code: z.string(),
  typeId: z.number(),
  systemValue: z.number().nullable(),
  bets: z.array(couponBet.extend({ banker: z.boolean(), blockId: z.number().nullable() })),
});
export type CodeView = z.output<typeof codeView>;
