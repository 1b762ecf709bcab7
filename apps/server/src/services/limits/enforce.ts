/**
 * The money enforcement (issue 15; docs/responsible-gaming.md "Enforcement in the database"): the
 * wallet's LimitsHook and the casino's round result, all inside the caller's money transaction.
 *
 * - Deposits (20/21/22), casino debits (wagering 1/2/3, loss 10/11/12), and the restrictions that
 *   close gambling (self-exclusion, time-out, ended self-exclusion, cooling-off) and bans (spec 001
 *   §4, ban_level > 0) are decided by the database functions of migration 0800 after this hook has
 *   locked the account row — the lock every movement of the player's money in that currency takes —
 *   so two concurrent actions never both use the same allowance. Bet placement makes the same
 *   decision inside bet_place_coupons (the betting service's single write).
 * - Withdrawals stay open to self-excluded and timed-out players (LCCP 3.5, MGA); a banned player
 *   withdraws only at the levels where spec 001 §4 opens the deduce page (53 on ban version 1, else 45).
 */
import type { ErrorCode } from "@parlay/contracts/errors";
import { ERRORS } from "@parlay/contracts/errors";
import type { Database } from "@parlay/db";
import { canWithdrawWhileBanned } from "@parlay/domain/routing";
import { sql, type Transaction } from "kysely";
import type { LimitCheck, LimitDecision, LimitsHook } from "../wallet/index.ts";
import { minorUnitDigits } from "./store.ts";

/** Every code the database's refusals can carry (migration 0800); anything else is a bug. */
export const ENFORCEMENT_CODES: readonly ErrorCode[] = [
  "LIMIT_DEPOSIT_EXCEEDED",
  "LIMIT_WAGER_EXCEEDED",
  "LIMIT_LOSS_EXCEEDED",
  "SELF_EXCLUDED",
  "TIMED_OUT",
  "SELF_EXCLUSION_ENDED",
  "REOPEN_COOLING_OFF",
  "ACCOUNT_BANNED",
];

interface StoredRefusal {
  error: { code: string; details?: unknown };
}

/** The database's refusal text (null: allowed) as the hook's decision. */
export function decisionOf(text: string | null): LimitDecision {
  if (text === null) return { allowed: true };
  const stored = JSON.parse(text) as StoredRefusal;
  const code = ENFORCEMENT_CODES.find((c) => c === stored.error.code);
  if (!code) throw new Error(`limits: the database refused with an unknown code ${stored.error.code}`);
  return {
    allowed: false,
    code,
    reason: ERRORS[code].message,
    ...(stored.error.details ? { details: stored.error.details } : {}),
  };
}

/**
 * The account row lock that serialises a player's money in one currency. Its own statement, before
 * the decision's: the decision functions are STABLE and read with their statement's snapshot, so a
 * lock waited for inside the same statement would decide on what was there before the wait.
 */
async function lockAccount(trx: Transaction<Database>, accountId: bigint): Promise<void> {
  await trx.selectFrom("wallet_account").select("id").where("id", "=", accountId).forUpdate().execute();
}

/** A settled casino round, for the loss limits (its debits were stakes when they were made). */
export interface CasinoRound {
  userId: bigint;
  currency: string;
  /** Every debit of the round, minor units (they leave the round's open stakes). */
  staked: bigint;
  /** Every credit of the round, minor units. */
  paid: bigint;
  /** When the round settled. */
  at: Date;
}

export interface LimitsEnforcement extends LimitsHook {
  /**
   * Records a settled casino round inside the casino's credit transaction: its stakes are no
   * longer open, and its net (staked − paid) is a loss or a win at `at`.
   */
  recordCasinoRound(trx: Transaction<Database>, round: CasinoRound): Promise<void>;
  /**
   * A casino stake the provider rolled back: it no longer counts against the wagering limits (in the
   * hour it was staked) and, while its round is open, no longer as an open stake for the loss limits.
   */
  releaseCasinoStake(trx: Transaction<Database>, stake: ReleasedStake): Promise<void>;
}

/** A rolled-back casino stake (minor units), when it was staked, and whether its round is still open. */
export interface ReleasedStake {
  userId: bigint;
  currency: string;
  amount: bigint;
  stakedAt: Date;
  roundOpen: boolean;
}

export function createEnforcement(options: { now?: () => number } = {}): LimitsEnforcement {
  const clock = options.now ?? Date.now;
  return {
    async checkDeposit(trx, check: LimitCheck) {
      await lockAccount(trx, check.accountId);
      const { rows } = await sql<{ r: string | null }>`select limit_deposit_refusal(${check.userId},
        ${check.currency}, ${minorUnitDigits(check.currency)}, ${new Date(clock())}, ${check.amount}) as r`.execute(
        trx,
      );
      return decisionOf(rows[0]?.r ?? null);
    },

    async checkWithdrawal(trx, check: LimitCheck) {
      const user = await trx
        .selectFrom("users")
        .select(["ban_level", "ban_version"])
        .where("id", "=", check.userId)
        .executeTakeFirst();
      if (user && user.ban_level > 0 && !canWithdrawWhileBanned(user.ban_level, user.ban_version)) {
        const code: ErrorCode = "ACCOUNT_BANNED";
        return { allowed: false, code, reason: ERRORS[code].message };
      }
      return { allowed: true };
    },

    async checkCasinoDebit(trx, check: LimitCheck) {
      await lockAccount(trx, check.accountId);
      const at = new Date(clock());
      const { rows } = await sql<{ r: string | null }>`select limit_stake_refusal(${check.userId},
        ${check.currency}, ${minorUnitDigits(check.currency)}, ${at}, ${check.amount}, 0) as r`.execute(trx);
      const decision = decisionOf(rows[0]?.r ?? null);
      if (!decision.allowed) return decision;
      await sql`select limit_usage_add(${check.userId}, ${check.currency}, ${at}, 0, ${check.amount}, 0, 0)`.execute(
        trx,
      );
      await trx
        .insertInto("limit_casino_open")
        .values({ user_id: check.userId, currency: check.currency, open_stakes: check.amount })
        .onConflict((oc) =>
          oc
            .columns(["user_id", "currency"])
            .doUpdateSet({ open_stakes: sql`limit_casino_open.open_stakes + excluded.open_stakes` }),
        )
        .execute();
      return decision;
    },

    async recordCasinoRound(trx, round: CasinoRound) {
      if (round.staked < 0n || round.paid < 0n)
        throw new Error("a casino round's amounts are never negative");
      await trx
        .updateTable("limit_casino_open")
        .set({ open_stakes: sql`greatest(open_stakes - ${round.staked}, 0)` })
        .where("user_id", "=", round.userId)
        .where("currency", "=", round.currency)
        .execute();
      const net = round.staked - round.paid;
      await sql`select limit_usage_add(${round.userId}, ${round.currency}, ${round.at}, 0, 0,
        ${net > 0n ? net : 0n}, ${net < 0n ? -net : 0n})`.execute(trx);
    },

    async releaseCasinoStake(trx, stake: ReleasedStake) {
      if (stake.amount <= 0n) return;
      await sql`select limit_usage_add(${stake.userId}, ${stake.currency}, ${stake.stakedAt}, 0,
        ${-stake.amount}, 0, 0)`.execute(trx);
      if (!stake.roundOpen) return;
      await trx
        .updateTable("limit_casino_open")
        .set({ open_stakes: sql`greatest(open_stakes - ${stake.amount}, 0)` })
        .where("user_id", "=", stake.userId)
        .where("currency", "=", stake.currency)
        .execute();
    },
  };
}
