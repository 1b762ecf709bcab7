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
