/**
 * A player's casino bets, wins and rollbacks, newest first, for the office history's casino tab
 * (docs/casino.md "History"). One index range (casino_action_player), keyset-paged by action id.
 */
import type { Db } from "@parlay/db";

export interface CasinoHistoryItem {
  id: bigint;
  kind: "bet" | "win" | "rollback";
  /** Minor units (a rollback: the amount it returned or took back). */
  amount: bigint;
  currency: string;
  /** "void": nothing moved (rolled back before it arrived, or a rollback of nothing). */
  outcome: "applied" | "void";
  rolledBack: boolean;
  providerId: string;
  game: string;
  gameName: string;
  round: string;
  roundFinished: boolean;
  transactionId: bigint | null;
  at: Date;
}

export async function casinoHistory(
  db: Db,
  userId: bigint,
  page: { limit?: number; beforeId?: bigint } = {},
): Promise<CasinoHistoryItem[]> {
  let q = db
    .selectFrom("casino_action as a")
    .innerJoin("casino_round as r", "r.id", "a.round_id")
    .innerJoin("casino_game as g", "g.id", "r.game_id")
    .select([
      "a.id",
      "a.kind",
      "a.amount",
      "r.currency",
      "a.outcome",
      "a.rolled_back",
      "a.provider_id",
      "g.code",
      "g.name",
      "r.round_ref",
      "r.finished_at",
      "a.transaction_id",
      "a.processed_at",
    ])
    .where("a.user_id", "=", userId)
    .orderBy("a.id", "desc")
    .limit(Math.min(Math.max(page.limit ?? 50, 1), 200));
  if (page.beforeId !== undefined) q = q.where("a.id", "<", page.beforeId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    currency: r.currency,
    outcome: r.outcome,
    rolledBack: r.rolled_back,
    providerId: r.provider_id,
    game: r.code,
    gameName: r.name,
    round: r.round_ref,
    roundFinished: r.finished_at !== null,
    transactionId: r.transaction_id,
    at: r.processed_at,
  }));
}
