/**
 * Request and answer shapes of the betting routes. Money travels as decimal strings in major units
 * and odds as decimal strings ("2.50"), like the wallet: never JSON floats.
 */
import { z } from "zod";
import { int8Id } from "../../http/ids.ts";
import { couponBet } from "../sportsbook/index.ts";
import {
  balanceView,
  currencyText,
  dateText,
  idempotencyKey,
  moneyText,
  pageQuery,
} from "../wallet/index.ts";

export const oddsText = z.string().regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be decimal odds like "2.50"');
const feedId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const blockId = z.number().int().min(0).max(64);

export const placeBody = z.object({
  typeId: z.number().int().min(0).max(9),
  /** The total outlay; for many singles (9) the amount of each single without amountByBetId. */
  amount: moneyText,
  currency: currencyText,
  accountId: feedId.optional(),
  systemValue: z.number().int().min(2).max(64).optional(),
  bets: z
    .array(
      z.object({
        outcomeId: feedId,
        coef: oddsText,
        banker: z.boolean().optional(),
        blockId: blockId.optional(),
      }),
    )
    .min(1)
    .max(30),
  changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
  /** Conditional (5): the stake of each block after the first, or "max" (the default). */
  amountByBlockId: z
    .record(z.string().regex(/^\d{1,2}$/, "keys must be block ids"), z.union([moneyText, z.literal("max")]))
    .optional(),
  /** Many singles (9): the amount of each single by outcome id. */
  amountByBetId: z
    .record(z.string().regex(/^[1-9]\d{0,15}$/, "keys must be outcome ids"), moneyText)
    .optional(),
  isVipBet: z.boolean().optional(),
  exactCoef: oddsText.optional(),
  isDropOnScoreChange: z.boolean().optional(),
  isBonusBet: z.boolean().optional(),
  idempotencyKey,
});
export type PlaceBody = z.infer<typeof placeBody>;

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
  statusId: z.number(),
});

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
export type CouponView = z.infer<typeof couponView>;

export const placeAnswer = z.object({
  coupon: couponView,
  coupons: z.array(couponView),
  balance: balanceView,
  /** How long the live acceptance delay held the coupon (0 for line coupons). */
  acceptedAfterMs: z.number(),
});
export type PlaceAnswer = z.infer<typeof placeAnswer>;

export const historyQuery = z.object({
  ...pageQuery,
  status: z.enum(["all", "open", "won", "lost", "returned"]).default("all"),
  from: dateText.optional(),
  to: dateText.optional(),
  typeId: z.coerce.number().int().min(0).max(9).optional(),
  accountId: int8Id.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const historyAnswer = z.object({
  items: z.array(couponView),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

export const limitsQuery = z.object({ currency: currencyText.default("RUB") });
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

export const codeBet = z.object({
  outcomeId: feedId,
  banker: z.boolean().optional(),
  blockId: blockId.optional(),
});
export const codeBody = z.object({
  typeId: z.number().int().min(0).max(9),
  systemValue: z.number().int().min(2).max(64).optional(),
  bets: z.array(codeBet).min(1).max(30),
});
export type CodeBody = z.infer<typeof codeBody>;
export const codeParam = z.object({
  code: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/, "a coupon code is 8 characters of A–Z and 2–9")),
});
export const codeView = z.object({
  code: z.string(),
  typeId: z.number(),
  systemValue: z.number().nullable(),
  /** The current state of each outcome as GET /web-api/sportsbook/outcomes answers it, with banker/blockId. */
  bets: z.array(couponBet.extend({ banker: z.boolean(), blockId: z.number().nullable() })),
});
