/**
 * Settling one coupon, in one database transaction under the coupon's row lock:
 *
 * - an open coupon whose result the engine can decide (every leg resolved, or a lost leg that
 *   already loses it) is settled: version 1, its return paid once;
 * - a settled coupon whose legs' statuses changed since its last version (a corrected result, a
 *   game cancelled after the fact, an operator's void) is re-settled: version N+1 pays the new
 *   return and reverses version N's transaction, each exactly once;
 * - if the re-settlement takes back more than the player now holds (the winnings were withdrawn),
 *   the house fronts the difference, recorded as the player's debt, and the balance stays ≥ 0.
 *
 * Two settlers (two server processes, a hook and a sweep) take turns on the row lock; the second
 * finds nothing left to do. The version's primary key and the ledger keys are the backstops.
 */
import type { Db } from "@parlay/db";
import { BetStatus, type BetStatusId, settleCoupon } from "@parlay/domain/betting";
import { sql } from "kysely";
import { notifyPlayer } from "../support/index.ts";
import { couponInputOf, legStatus, storedCouponTerms } from "./settle-input.ts";
import {
  type CouponMoney,
  frontShortfall,
  lockedAvailable,
  postSettlement,
  recoverDebts,
  reversePrevious,
  stakeInPlay,
} from "./settle-ledger.ts";

export type SettleOutcome = "settled" | "resettled" | "open" | "unchanged" | "busy" | "missing";
export type SettleReason = "result" | "correction" | "void";

export interface SettleOneOptions {
  /** Skip a coupon another settler holds (sweeps) instead of waiting for it (hooks, voids). */
  skipLocked?: boolean;
  /** Why a re-settlement happens, for its history row (default "correction"). */
  reason?: SettleReason;
}

const sameStatuses = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export async function settleOne(
  db: Db,
  couponId: bigint,
  opts: SettleOneOptions = {},
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("bet_coupon").selectAll().where("id", "=", couponId).forUpdate();
    if (opts.skipLocked) q = q.skipLocked();
    const coupon = await q.executeTakeFirst();
    if (!coupon) {
      // Either it does not exist or (skipLocked) another settler holds it.
      const exists = await trx
        .selectFrom("bet_coupon")
        .select("id")
        .where("id", "=", couponId)
        .executeTakeFirst();
      return exists ? "busy" : "missing";
    }
    const legs = await trx
      .selectFrom("bet_coupon_bet as b")
      .leftJoin("sb_outcome as o", "o.outcome_id", "b.outcome_id")
      .leftJoin("bet_outcome_void as v", "v.outcome_id", "b.outcome_id")
      .select([
        "b.position",
        "b.outcome_id",
        "b.coef",
        "b.is_banker",
        "b.block_id",
        "b.status_id",
        sql<number | null>`coalesce(v.status_id, o.status_id)`.as("effective"),
      ])
      .where("b.coupon_id", "=", couponId)
      .orderBy("b.position")
      .execute();
    const statuses: BetStatusId[] = legs.map((l) => legStatus(l.effective));
    const stored = legs.map((l) => l.status_id);
    const writeLegs = async () => {
      for (const [i, leg] of legs.entries()) {
        if (leg.status_id === statuses[i]) continue;
        await trx
          .updateTable("bet_coupon_bet")
          .set({ status_id: statuses[i] ?? BetStatus.notStarted })
          .where("coupon_id", "=", couponId)
          .where("position", "=", leg.position)
          .execute();
      }
    };
    const isOpen = coupon.status === BetStatus.notStarted;
    // An open coupon is always evaluated (the engine may settle it on a lost leg); a settled one
    // only when its legs' statuses changed since its last version.
    if (!isOpen && sameStatuses(statuses, stored)) return "unchanged";
    // A settled coupon is re-settled only on final statuses: a result withdrawn by the feed
    // (status back to null) keeps the current settlement until the corrected one arrives.
    if (!isOpen && statuses.some((s) => s === BetStatus.notStarted)) {
      const changedFinal = statuses.some((s, i) => s !== BetStatus.notStarted && s !== stored[i]);
      if (!changedFinal) return "unchanged";
    }
    const terms = await storedCouponTerms(trx, couponId);
    const input = couponInputOf(
      { typeId: coupon.type_id, amount: coupon.amount, systemValue: coupon.system_value },
      legs.map((l) => ({
        position: l.position,
        outcomeId: l.outcome_id,
        coef: l.coef,
        isBanker: l.is_banker,
        blockId: l.block_id,
        effectiveStatus: l.effective,
      })),
      statuses,
      terms,
    );
    const result = settleCoupon(input);
    if (result.totalReturn === null) {
      await writeLegs();
      return isOpen ? "open" : "unchanged";
    }
    const money: CouponMoney = {
      couponId,
      userId: coupon.user_id,
      accountId: coupon.account_id,
      currency: coupon.currency,
      stakeTransactionId: coupon.stake_transaction_id,
    };
    const paid = result.totalReturn;
    const previous = isOpen
      ? undefined
      : await trx
          .selectFrom("bet_coupon_settlement")
          .selectAll()
          .where("coupon_id", "=", couponId)
          .orderBy("version", "desc")
          .limit(1)
          .executeTakeFirst();
    if (!isOpen && previous && previous.status === result.status && previous.return_amount === paid) {
      // Nothing the player gets changes (e.g. the last leg of an express already lost): the legs
      // are brought up to date, no new version.
      await writeLegs();
      return "unchanged";
    }
    const version = (previous?.version ?? (isOpen ? 0 : 1)) + 1;
    const stake = await stakeInPlay(trx, money);
    const transactionId = await postSettlement(trx, money, stake, paid, result.status, version);
    let reversalId: bigint | null = null;
    let shortfall = 0n;
    const previousPaid = previous?.return_amount ?? coupon.return_amount ?? 0n;
    const previousTx = previous?.transaction_id ?? coupon.settle_transaction_id;
    if (!isOpen && previousTx !== null) {
      // The new return is already credited; what the reversal takes back beyond the available
      // balance is fronted by the house and recorded as a debt (never a negative balance).
      const available = await lockedAvailable(trx, coupon.account_id);
      if (previousPaid > available) {
        shortfall = previousPaid - available;
        await frontShortfall(trx, money, version, shortfall);
      }
      reversalId = await reversePrevious(
        trx,
        money,
        previousTx,
        version,
        `coupon ${couponId} re-settled (v${version})`,
      );
    }
    await recoverDebts(trx, money, version, paid - previousPaid);
    await trx
      .insertInto("bet_coupon_settlement")
      .values({
        coupon_id: couponId,
        version,
        status: result.status,
        return_amount: paid,
        leg_statuses: statuses,
        reason: isOpen ? "result" : (opts.reason ?? "correction"),
        transaction_id: transactionId,
        reversal_transaction_id: reversalId,
        shortfall,
      })
      .execute();
    await writeLegs();
    await trx
      .updateTable("bet_coupon")
      .set({
        status: result.status,
        return_amount: paid,
        settled_at: sql<Date>`now()`,
        settle_transaction_id: transactionId,
      })
      .where("id", "=", couponId)
      .execute();
    // The player's inbox: the result and what it paid (a re-settlement is a message of its own).
    await notifyPlayer(trx, coupon.user_id, "bet_settled", {
      couponId: couponId.toString(),
      status: String(result.status),
      amount: paid.toString(),
      currency: coupon.currency,
    });
    return isOpen ? "settled" : "resettled";
  });
}
