/**
 * TEST FIXTURES — a coupon of any type written as placement writes it (the stake through the
 * ledger, the coupon row, its legs), for settlement tests of types the placement route of this
 * branch does not take yet. Optional per-type columns are set only when the test added them.
 */
import type { Db } from "@parlay/db";
import { sql } from "kysely";
import { postTransaction } from "../../wallet/ledger/post.ts";

let seq = 0;

export interface StoredLegInput {
  outcomeId: number;
  gameId: number;
  marketId: number;
  coef: number;
  banker?: boolean;
  blockId?: number | null;
}

export interface StoredCouponInput {
  userId: bigint;
  accountId: bigint;
  currency?: string;
  typeId: number;
  /** The coupon's amount column (minor units). */
  amount: bigint;
  /** What the stake moved into bets in play (default `amount`). */
  stake?: bigint;
  systemValue?: number | null;
  legs: StoredLegInput[];
  /** Extra bet_coupon columns (e.g. bonus_coef) set after the insert. */
  extras?: Record<string, unknown>;
}

export async function storeCoupon(db: Db, input: StoredCouponInput): Promise<bigint> {
  seq += 1;
  const currency = input.currency ?? "RUB";
  const stake = input.stake ?? input.amount;
  const key = `fixture-${Date.now()}-${seq}`;
  return db.transaction().execute(async (trx) => {
    const tx = await postTransaction(trx, {
      idempotencyKey: `bet:${input.userId}:${key}:stake`,
      kind: "bet.stake",
      userId: input.userId,
      entries: [
        { account: input.accountId, currency, amount: -stake },
        { house: "bets_in_play", currency, amount: stake },
      ],
    });
    const coupon = await trx
      .insertInto("bet_coupon")
      .values({
        user_id: input.userId,
        account_id: input.accountId,
        currency,
        type_id: input.typeId,
        amount: input.amount,
        system_value: input.systemValue ?? null,
        change_coef_action: 2,
        idempotency_key: key,
        stake_transaction_id: tx.transactionId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("bet_coupon_bet")
      .values(
        input.legs.map((l, i) => ({
          coupon_id: coupon.id,
          position: i,
          outcome_id: l.outcomeId,
          market_id: l.marketId,
          game_id: l.gameId,
          coef: l.coef,
          is_banker: l.banker ?? false,
          block_id: l.blockId ?? null,
        })),
      )
      .execute();
    for (const [column, value] of Object.entries(input.extras ?? {})) {
      const v = typeof value === "object" && value !== null ? JSON.stringify(value) : value;
      await sql`update bet_coupon set ${sql.ref(column)} = ${v} where id = ${coupon.id}`.execute(trx);
    }
    return coupon.id;
  });
}
