/**
 * What a player owes the house after a re-settlement took back winnings they no longer held
 * (settle-ledger.ts fronts the shortfall and records it in bet_player_debt). Besides later
 * settlement payouts, the wallet's side (docs/betting.md "Winnings already withdrawn"):
 * - withdrawals are refused while a debt is open (a limits hook, checked inside the withdrawal's
 *   own transaction, after locking the account: a re-settlement locks it before recording a debt);
 * - a credited deposit pays the debt back first, in the deposit's transaction.
 */
import type { Database } from "@parlay/db";
import type { Transaction } from "kysely";
import type { CreditedDeposit, LimitsHook } from "../wallet/index.ts";
import { lockedAvailable, openDebt, recoverOpenDebts } from "./settle-ledger.ts";

/** `inner`'s limits, and no withdrawal from an account that owes the house. */
export function debtAwareLimits(inner: LimitsHook): LimitsHook {
  return {
    checkDeposit: (trx, check) => inner.checkDeposit(trx, check),
    checkCasinoDebit: (trx, check) => inner.checkCasinoDebit(trx, check),
    async checkWithdrawal(trx, check) {
      await lockedAvailable(trx, check.accountId);
      if ((await openDebt(trx, check.accountId)) > 0n) {
        return {
          allowed: false,
          reason:
            "A re-settled bet left an amount owed on this account; withdrawals open again once it is repaid",
        };
      }
      return inner.checkWithdrawal(trx, check);
    },
  };
}

/**
 * Pays open debts back from a deposit just credited (never more than the deposit), each
 * repayment under `bet:debt:{debtId}:payment:{paymentId}`, a betting key and meta of its own (the
 * wallet's audit holds each payment to the one transaction that credits it). Answers the amount
 * recovered.
 */
export function recoverFromDeposit(trx: Transaction<Database>, d: CreditedDeposit): Promise<bigint> {
  return recoverOpenDebts(trx, d, d.amount, (debtId) => `bet:debt:${debtId}:payment:${d.paymentId}`, {
    // Not "paymentId": the wallet's audit holds each payment to one transaction with that key.
    fromPaymentId: d.paymentId.toString(),
  });
}
