import type { ErrorCode } from "@parlay/contracts/errors";
import type { Database } from "@parlay/db";
import type { Transaction } from "kysely";

export interface LimitCheck {
  userId: bigint;
  accountId: bigint;
  /** Minor units. */
  amount: bigint;
  currency: string;
}

export type LimitDecision =
  | { allowed: true }
  | {
      allowed: false;
      reason: string;
      /** The catalogue code to refuse with (LIMIT_REFUSED when absent). */
      code?: ErrorCode;
      /** The refusal's details (e.g. the limit type and what was left of it). */
      details?: unknown;
    };

/**
 * Responsible-gaming limits, self-exclusion and bans, checked inside the same transaction that
 * moves the money (so a limit cannot be raced). The limits service implements it
 * (services/limits/enforce.ts); a refusal rolls back everything the operation did, including
 * anything the hook wrote.
 */
export interface LimitsHook {
  checkDeposit(trx: Transaction<Database>, check: LimitCheck): Promise<LimitDecision>;
  checkWithdrawal(trx: Transaction<Database>, check: LimitCheck): Promise<LimitDecision>;
  /**
   * A casino debit (a stake) is about to be made: wagering and loss limits, restrictions and bans.
   * Allowed, the hook records the stake in the usage series and the round's open stakes.
   */
  checkCasinoDebit(trx: Transaction<Database>, check: LimitCheck): Promise<LimitDecision>;
}

/** Everything allowed (tests of other services; the site wires the limits service's hook). */
export const allowAllLimits: LimitsHook = {
  checkDeposit: async () => ({ allowed: true }),
  checkWithdrawal: async () => ({ allowed: true }),
  checkCasinoDebit: async () => ({ allowed: true }),
};

/** A deposit just credited, as the hook below receives it. */
export interface CreditedDeposit {
  paymentId: bigint;
  userId: bigint;
  accountId: bigint;
  currency: string;
  /** Minor units credited. */
  amount: bigint;
}

/**
 * Runs inside a deposit's credit transaction, right after the credit (the betting service pays a
 * player's open debts back from it). An error rolls the credit back; the event is then retried.
 */
export type DepositCreditedHook = (trx: Transaction<Database>, credited: CreditedDeposit) => Promise<unknown>;
