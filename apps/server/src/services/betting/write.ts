/**
 * Writing checked coupons inside the placement transaction: per coupon its code, the stake's
 * ledger movement (player account → bets in play), the coupon row, its legs and (conditional)
 * its block amounts. Many singles write one coupon per bet, all in the same transaction.
 */
import type { Database } from "@parlay/db";
import type { Transaction } from "kysely";
import type { AccountRow } from "../wallet/accounts/store.ts";
import { postTransaction } from "../wallet/ledger/post.ts";
import type { CouponDraft } from "./check.ts";
import { createCode } from "./codes.ts";
import type { Plan } from "./parse.ts";
import type { CouponRow } from "./store.ts";

export interface Written {
  coupons: CouponRow[];
  /** The account after the last stake. */
  account: { id: bigint; currency: string; balance: bigint; held: bigint };
}

export async function writeCoupons(
  trx: Transaction<Database>,
  input: {
    userId: bigint;
    idempotencyKey: string;
    account: AccountRow;
    plan: Plan;
    drafts: CouponDraft[];
    isLive: boolean;
    acceptedAfterMs: number;
  },
): Promise<Written> {
  const { userId, account, plan } = input;
  const coupons: CouponRow[] = [];
  let after: Written["account"] = account;
  for (const [position, draft] of input.drafts.entries()) {
    const code = await createCode(trx, {
      typeId: draft.engine.typeId,
      systemValue: draft.engine.systemValue,
      bets: draft.legs.map((l) => ({
        outcomeId: l.bet.outcomeId,
        banker: l.bet.banker,
        blockId: l.bet.blockId,
      })),
    });
    // The CHECK on available balance makes an overdraft impossible under any interleaving;
    // INSUFFICIENT_FUNDS rolls back to withIdempotency's savepoint and is stored as the answer.
    const stake = await postTransaction(trx, {
      idempotencyKey: `bet:${userId}:${input.idempotencyKey}:stake${position === 0 ? "" : `:${position}`}`,
      kind: "bet.stake",
      userId,
      entries: [
        { account: account.id, currency: account.currency, amount: -draft.engine.amount },
        { house: "bets_in_play", currency: account.currency, amount: draft.engine.amount },
      ],
    });
    const placed = stake.accounts.find((a) => a.id === account.id);
    if (placed) after = { ...placed, currency: account.currency };
    const coupon = await trx
      .insertInto("bet_coupon")
      .values({
        user_id: userId,
        account_id: account.id,
        currency: account.currency,
        type_id: draft.engine.typeId,
        amount: draft.engine.amount,
        system_value: draft.engine.systemValue,
        change_coef_action: plan.changeCoefAction,
        idempotency_key: input.idempotencyKey,
        request_position: position,
        stake_transaction_id: stake.transactionId,
        code,
        is_live: input.isLive,
        is_vip_bet: plan.isVipBet,
        is_drop_on_score_change: plan.isDropOnScoreChange,
        exact_coef: plan.exactCoef === null ? null : Number(plan.exactCoef),
        bonus_coef: draft.bonusCoef,
        anti_express_coef: draft.engine.antiExpress?.placedCoef
          ? Number(draft.engine.antiExpress.placedCoef)
          : null,
        anti_express_margin_bp: draft.engine.antiExpress?.marginBasisPoints ?? null,
        possible_win: draft.possibleWin,
        accepted_after_ms: input.acceptedAfterMs,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("bet_coupon_bet")
      .values(
        draft.legs.map((l, i) => ({
          coupon_id: coupon.id,
          position: i,
          outcome_id: l.bet.outcomeId,
          market_id: l.marketId,
          game_id: l.gameId,
          coef: Number(l.odds),
          is_banker: l.bet.banker,
          block_id: l.bet.blockId,
        })),
      )
      .execute();
    const blockAmounts = draft.engine.blockAmounts ?? [];
    if (draft.engine.typeId === 5 && blockAmounts.length > 0) {
      await trx
        .insertInto("bet_coupon_block")
        .values(
          plan.blockIds.slice(1).map((blockId, i) => {
            const a = blockAmounts[i];
            return {
              coupon_id: coupon.id,
              block_id: blockId,
              amount: a === undefined || a === "max" ? null : a,
            };
          }),
        )
        .execute();
    }
    coupons.push(coupon);
  }
  return { coupons, account: after };
}
