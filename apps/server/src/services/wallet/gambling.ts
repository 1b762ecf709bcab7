import type { Db } from "@parlay/db";

/** Ledger kinds that move a player's money into play (stakes) and back (payouts). */
const STAKE_KINDS = ["bet.stake", "casino.debit"] as const;
const PAYOUT_KINDS = ["bet.win", "casino.credit"] as const;

export interface GamblingFlow {
  currency: string;
  /** Minor units staked (bets accepted, casino debits) since `since`. */
  staked: bigint;
  /** Minor units paid back (winnings and returned stakes, casino credits) since `since`. */
  won: bigint;
}

/**
 * What a player staked and won since a moment, per currency, from the ledger: the net position of
 * the reality check (UKGC RTS 2E; docs/responsible-gaming.md). A reversal is not counted.
 */
export async function gamblingSince(db: Db, userId: bigint, since: Date): Promise<GamblingFlow[]> {
  const k = db;
  const rows = await k
    .selectFrom("wallet_entry as e")
    .innerJoin("wallet_account as a", "a.id", "e.account_id")
    .innerJoin("wallet_transaction as t", "t.id", "e.transaction_id")
    .select((eb) => [
      "e.currency",
      eb.fn
        .sum<string>(
          eb
            .case()
            .when("t.kind", "in", [...STAKE_KINDS])
            .then(eb.neg("e.amount"))
            .else(0n)
            .end(),
        )
        .as("staked"),
      eb.fn
        .sum<string>(
          eb
            .case()
            .when("t.kind", "in", [...PAYOUT_KINDS])
            .then(eb.ref("e.amount"))
            .else(0n)
            .end(),
        )
        .as("won"),
    ])
    .where("a.user_id", "=", userId)
    .where("t.created_at", ">=", since)
    .where("t.kind", "in", [...STAKE_KINDS, ...PAYOUT_KINDS])
    .groupBy("e.currency")
    .execute();
  return rows.map((r) => ({ currency: r.currency, staked: BigInt(r.staked ?? 0), won: BigInt(r.won ?? 0) }));
}

/** The currency of the player's active account, or null when the player has none yet. */
export async function activeCurrency(db: Db, userId: bigint): Promise<string | null> {
  const row = await db
    .selectFrom("wallet_account")
    .select("currency")
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return row?.currency ?? null;
}
