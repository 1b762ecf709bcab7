import type { Database } from "@parlay/db";
import type { Transaction } from "kysely";

export interface LimitCheck {
  userId: bigint;
  accountId: bigint;
  /** Minor units. */
  amount: bigint;
  currency: string;
}

export type LimitDecision = { allowed: true } | { allowed: false; reason: string };

/**
 * Responsible-gaming limits, self-exclusion and bans, checked inside the same transaction that
 * moves the money (so a limit cannot be raced). The limits service (a later issue) implements it;
 * a refusal rolls back everything the operation did, including anything the hook wrote.
 */
export interface LimitsHook {
  checkDeposit(trx: Transaction<Database>, check: LimitCheck): Promise<LimitDecision>;
  checkWithdrawal(trx: Transaction<Database>, check: LimitCheck): Promise<LimitDecision>;
}

/** Until the limits service exists, everything is allowed. */
export const allowAllLimits: LimitsHook = {
  checkDeposit: async () => ({ allowed: true }),
  checkWithdrawal: async () => ({ allowed: true }),
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
