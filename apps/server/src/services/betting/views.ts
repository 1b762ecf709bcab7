/**
 * Request shapes of the betting routes; the answers are the shared contracts
 * (@parlay/contracts/betting), re-exported here for the routes. Money travels as decimal strings in
 * major units and odds as decimal strings ("2.50"), like the wallet: never JSON floats.
 */
import { z } from "zod";
import { int8Id } from "../../http/ids.ts";
import { currencyText, dateText, idempotencyKey, moneyText, pageQuery } from "../wallet/index.ts";

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

export const historyQuery = z.object({
  ...pageQuery,
  status: z.enum(["all", "open", "won", "lost", "returned"]).default("all"),
  from: dateText.optional(),
  to: dateText.optional(),
  typeId: z.coerce.number().int().min(0).max(9).optional(),
  accountId: int8Id.optional(),
});
export type HistoryQuery = z.infer<typeof historyQuery>;

export const limitsQuery = z.object({ currency: currencyText.default("RUB") });

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

export {
  type CouponView,
  codeCreatedAnswer,
  codeView,
  couponAnswer,
  couponBetView,
  couponView,
  historyAnswer,
  limitsView,
  type PlaceAnswer,
  placeAnswer,
} from "@parlay/contracts/betting";
