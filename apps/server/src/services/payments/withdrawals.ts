import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import {
  accountInCurrency,
  type BalanceView,
  idNumber,
  placeHold,
  presentBalance,
  withIdempotency,
} from "../wallet/index.ts";
import { assertAmountAllowed } from "./amounts.ts";

export interface WithdrawalRequest {
  userId: bigint;
  method: string;
  amount: bigint;
  amountText: string;
  currency: string;
  idempotencyKey: string;
}

export interface WithdrawalAnswer {
  paymentId: number;
  status: "pending";
  balance: BalanceView;
}

/**
 * Deduce: places a hold on the balance and records the withdrawal, in one idempotent
 * transaction (limits hook included). The hold is what makes "exactly floor(balance / amount)
 * succeed" true under any concurrency: the database's CHECK refuses the next one. The payout is
 * handed to the provider after commit (and retried by the dispatcher); from then on only the
 * provider or an operator decides: paid (captured) or rejected (released). The player cannot cancel.
 */
export async function createWithdrawal(deps: WalletDeps, req: WithdrawalRequest) {
  const answer = await withIdempotency<WithdrawalAnswer>(
    deps.db,
    {
      userId: req.userId,
      operation: "withdrawal",
      key: req.idempotencyKey,
      request: { method: req.method, amount: req.amountText, currency: req.currency },
    },
    async (trx) => {
      const account = await accountInCurrency(trx, req.userId, req.currency);
      assertAmountAllowed("withdrawal", req.currency, req.amount);
      const decision = await deps.limits.checkWithdrawal(trx, {
        userId: req.userId,
        accountId: account.id,
        amount: req.amount,
        currency: req.currency,
      });
      if (!decision.allowed)
        throw new AppError(decision.code ?? "LIMIT_REFUSED", decision.reason, decision.details);
      const hold = await placeHold(trx, {
        idempotencyKey: `withdrawal:${req.userId}:${req.idempotencyKey}`,
        accountId: account.id,
        amount: req.amount,
        kind: "withdrawal",
      });
      const payment = await trx
        .insertInto("wallet_payment")
        .values({
          user_id: req.userId,
          account_id: account.id,
          currency: req.currency,
          kind: "withdrawal",
          method: req.method,
          amount: req.amount,
          status: "pending",
          hold_id: hold.holdId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = hold.account ?? {
        id: account.id,
        balance: account.balance,
        held: account.held + req.amount,
      };
      return {
        statusCode: 201,
        body: {
          paymentId: idNumber(payment.id),
          status: "pending" as const,
          balance: presentBalance({ ...after, currency: account.currency }),
        },
      };
    },
  );
  if (!answer.replayed) deps.kickPayouts();
  return answer;
}
