/**
 * Settlement: when games are resulted, every open coupon with a leg on them whose legs are all
 * resulted is settled by the engine from the STORED placed odds and the outcomes' statuses, and
 * its return is paid through the ledger exactly once.
 */
import type { Db } from "@parlay/db";
import {
  BetStatus,
  type BetStatusId,
  type CouponTypeId,
  isBetStatusId,
  type Money,
  type Odds,
  settleCoupon,
} from "@parlay/domain/betting";
import { sql } from "kysely";
import { gamesResultedSince } from "../sportsbook/store/coupon.ts";
import { postTransaction } from "../wallet/ledger/post.ts";
import type { EntryInput } from "../wallet/ledger/types.ts";

export interface SettlementReport {
  /** Coupons settled by this call (a coupon already settled is not counted again). */
  settled: number;
  /** Coupons touched that still wait for other games. */
  stillOpen: number;
}

/** The engine reads a leg as open until its outcome carries a final status. */
function legStatus(statusId: number | null | undefined): BetStatusId {
  return isBetStatusId(statusId) && statusId >= 0 ? statusId : BetStatus.notStarted;
}

/** Settles one coupon in its own transaction; answers whether it was settled by this call. */
async function settleOne(db: Db, couponId: bigint): Promise<"settled" | "open" | "done"> {
  return db.transaction().execute(async (trx) => {
    // The row lock makes concurrent settlers (two feed batches, a catch-up run) take turns; the
    // status check after it and the ledger key make the payout happen at most once.
    const coupon = await trx
      .selectFrom("bet_coupon")
      .selectAll()
      .where("id", "=", couponId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (coupon.status !== BetStatus.notStarted) return "done";
    const legs = await trx
      .selectFrom("bet_coupon_bet as b")
      .leftJoin("sb_outcome as o", "o.outcome_id", "b.outcome_id")
      .select(["b.position", "b.coef", "b.is_banker", "o.status_id as outcome_status"])
      .where("b.coupon_id", "=", couponId)
      .orderBy("b.position")
      .execute();
    const statuses = legs.map((l) => legStatus(l.outcome_status));
    for (const [i, leg] of legs.entries()) {
      await trx
        .updateTable("bet_coupon_bet")
        .set({ status_id: statuses[i] ?? BetStatus.notStarted })
        .where("coupon_id", "=", couponId)
        .where("position", "=", leg.position)
        .execute();
    }
    if (statuses.some((s) => s === BetStatus.notStarted)) return "open";
    const bankers = legs.flatMap((l, i) => (l.is_banker ? [i] : []));
    const result = settleCoupon({
      typeId: coupon.type_id as CouponTypeId,
      amount: coupon.amount as Money,
      selections: legs.map((l, i) => ({
        odds: BigInt(l.coef) as Odds,
        status: statuses[i] ?? BetStatus.notStarted,
      })),
      ...(coupon.system_value === null ? {} : { systemValue: coupon.system_value }),
      ...(bankers.length > 0 ? { bankers } : {}),
    });
    if (result.totalReturn === null) return "open";
    const paid = result.totalReturn;
    const currency = coupon.currency;
    // The stake leaves "bets in play"; the player gets the return; the difference is the house's
    // win (or its cost) on the winnings account. A lost coupon moves the stake to winnings only.
    const entries: EntryInput[] = [{ house: "bets_in_play", currency, amount: -coupon.amount }];
    if (paid > 0n) entries.push({ account: coupon.account_id, currency, amount: paid });
    if (coupon.amount !== paid) entries.push({ house: "winnings", currency, amount: coupon.amount - paid });
    const tx = await postTransaction(trx, {
      idempotencyKey: `bet:${coupon.id}:settle`,
      kind: paid > 0n ? "bet.win" : "bet.lose",
      userId: coupon.user_id,
      entries,
      meta: { couponId: Number(coupon.id), status: result.status },
    });
    await trx
      .updateTable("bet_coupon")
      .set({
        status: result.status,
        return_amount: paid,
        settled_at: sql<Date>`now()`,
        settle_transaction_id: tx.transactionId,
      })
      .where("id", "=", couponId)
      .execute();
    return "settled";
  });
}

/** Settles the open coupons with a leg on any of `gameIds`. Safe to call again: paid once. */
export async function settleResultedGames(db: Db, gameIds: readonly number[]): Promise<SettlementReport> {
  const report: SettlementReport = { settled: 0, stillOpen: 0 };
  if (gameIds.length === 0) return report;
  const coupons = await db
    .selectFrom("bet_coupon_bet as b")
    .innerJoin("bet_coupon as c", "c.id", "b.coupon_id")
    .select("c.id")
    .distinct()
    .where("b.game_id", "in", gameIds.map(BigInt))
    .where("c.status", "=", BetStatus.notStarted)
    .orderBy("c.id")
    .execute();
  for (const { id } of coupons) {
    const outcome = await settleOne(db, id);
    if (outcome === "settled") report.settled += 1;
    else if (outcome === "open") report.stillOpen += 1;
  }
  return report;
}

/** What main.ts passes to createSportsbook as `feed.onGameResulted`. */
export function createSettlementHook(db: Db): (gameId: number) => Promise<void> {
  return async (gameId) => {
    await settleResultedGames(db, [gameId]);
  };
}

/**
 * Catch-up after a restart (the feed calls onGameResulted only for batches it applies): settles
 * up to `limit` games resulted at or after `since`, oldest first. `until` is the next checkpoint;
 * games on the boundary are read again next time, which is harmless (settlement pays once).
 */
export async function settleResultedSince(
  db: Db,
  since: Date,
  limit = 500,
): Promise<SettlementReport & { games: number; until: Date }> {
  const games = await gamesResultedSince(db, since, limit);
  const report = await settleResultedGames(
    db,
    games.map((g) => g.gameId),
  );
  return { ...report, games: games.length, until: games.at(-1)?.resultedAt ?? since };
}
