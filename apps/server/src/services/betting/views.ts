/**
 * Request and answer shapes of the betting routes. Money travels as decimal strings in major units
 * and odds as decimal strings ("2.50"), like the wallet: never JSON floats.
 */
import type { Database } from "@parlay/db";
import { formatOddsDecimal, type Odds } from "@parlay/domain/betting";
import { formatMoney } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { z } from "zod";
import { idempotencyKey, idNumber, moneyText } from "../wallet/http.ts";

const oddsText = z.string().regex(/^\d{1,3}(\.\d{1,3})?$/, 'must be decimal odds like "2.50"');
const feedId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const placeBody = z.object({
  typeId: z.number().int().min(0).max(9),
  amount: moneyText,
  currency: z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like RUB"),
  accountId: feedId.optional(),
  systemValue: z.number().int().min(2).max(64).optional(),
  bets: z
    .array(
      z.object({
        outcomeId: feedId,
        coef: oddsText,
        banker: z.boolean().optional(),
        blockId: z.number().int().min(0).max(64).optional(),
      }),
    )
    .min(1)
    .max(30),
  changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(2),
  idempotencyKey,
});
export type PlaceBody = z.infer<typeof placeBody>;

export const couponView = z.object({
  id: z.number(),
  typeId: z.number(),
  amount: z.string(),
  currency: z.string(),
  accountId: z.number(),
  systemValue: z.number().nullable(),
  changeCoefAction: z.number(),
  /** -1 open, 0 lost, 1 won, 2 / 3 refunded (the engine's coupon status). */
  status: z.number(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  returnAmount: z.string().nullable(),
  bets: z.array(
    z.object({
      outcomeId: z.number(),
      marketId: z.number(),
      gameId: z.number(),
      coef: z.string(),
      banker: z.boolean(),
      blockId: z.number().nullable(),
      statusId: z.number(),
    }),
  ),
});
export type CouponView = z.infer<typeof couponView>;

export type CouponRow = Selectable<Database["bet_coupon"]>;
export type CouponBetRow = Selectable<Database["bet_coupon_bet"]>;

export function presentCoupon(c: CouponRow, bets: readonly CouponBetRow[]): CouponView {
  return {
    id: idNumber(c.id),
    typeId: c.type_id,
    amount: formatMoney(c.amount, c.currency),
    currency: c.currency,
    accountId: idNumber(c.account_id),
    systemValue: c.system_value,
    changeCoefAction: c.change_coef_action,
    status: c.status,
    placedAt: c.placed_at.toISOString(),
    settledAt: c.settled_at?.toISOString() ?? null,
    returnAmount: c.return_amount === null ? null : formatMoney(c.return_amount, c.currency),
    bets: [...bets]
      .sort((a, b) => a.position - b.position)
      .map((b) => ({
        outcomeId: Number(b.outcome_id),
        marketId: Number(b.market_id),
        gameId: Number(b.game_id),
        coef: formatOddsDecimal(BigInt(b.coef) as Odds),
        banker: b.is_banker,
        blockId: b.block_id,
        statusId: b.status_id,
      })),
  };
}
