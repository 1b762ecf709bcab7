import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import { accountInCurrency, ensureMainAccount, idNumber, withIdempotency } from "../wallet/index.ts";
import { assertAmountAllowed } from "./amounts.ts";

export interface DepositRequest {
  userId: bigint;
  method: string;
  /** Minor units (the route parsed the decimal text with the currency's minor unit). */
  amount: bigint;
  amountText: string;
  currency: string;
  lng: string;
  idempotencyKey: string;
  /** Scheme and host the browser comes back to (`{origin}/{lng}/onpay/…`). */
  origin: string;
}

export interface DepositAnswer {
  paymentId: number;
  status: "created";
  redirectUrl: string;
}

/**
 * Recharge: records the deposit and answers the provider's hosted-page link. No money moves here:
 * the balance changes when the provider's signed webhook lands, not when the browser returns.
 * Amount rules and the limits hook run inside the idempotent transaction; a refusal is stored,
 * so the same key keeps answering the same refusal.
 */
export async function createDeposit(deps: WalletDeps, req: DepositRequest) {
  return withIdempotency<DepositAnswer>(
    deps.db,
    {
      userId: req.userId,
      operation: "deposit",
      key: req.idempotencyKey,
      request: { method: req.method, amount: req.amountText, currency: req.currency, lng: req.lng },
    },
    async (trx) => {
      // A new player's first cashier visit may be this call: the main account is created lazily.
      await ensureMainAccount(trx, req.userId, deps.defaultCurrency);
      const account = await accountInCurrency(trx, req.userId, req.currency);
      assertAmountAllowed("deposit", req.currency, req.amount);
      const decision = await deps.limits.checkDeposit(trx, {
        userId: req.userId,
        accountId: account.id,
        amount: req.amount,
        currency: req.currency,
      });
      if (!decision.allowed)
        throw new AppError(decision.code ?? "LIMIT_REFUSED", decision.reason, decision.details);
      const payment = await trx
        .insertInto("wallet_payment")
        .values({
          user_id: req.userId,
          account_id: account.id,
          currency: req.currency,
          kind: "deposit",
          method: req.method,
          amount: req.amount,
          status: "created",
          lng: req.lng,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const redirectUrl = deps.psp.checkoutUrl({
        reference: payment.id.toString(),
        amount: req.amount,
        currency: req.currency,
        method: req.method,
        returnUrl: `${req.origin}/${req.lng}/onpay`,
      });
      return {
        statusCode: 201,
        body: { paymentId: idNumber(payment.id), status: "created" as const, redirectUrl },
      };
    },
  );
}
