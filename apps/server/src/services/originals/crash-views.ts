/** What players read of crash: the chain's commitment, ended rounds (hash revealed) and their own bets. */
import type { CrashBetView, CrashRoundNow, CrashRoundView, CrashState } from "@parlay/contracts/originals";
import type { Db } from "@parlay/db";
import { crashMultiplierAt, crashVerifierFragment } from "@parlay/domain/fair";
import { betOf, type CrashBetRow } from "./crash-bets.ts";

/** The last ended rounds of the chain, newest first, each with the verifier's link. */
export async function crashedRounds(
  db: Db,
  chain: { chainId: number; terminalHash: string; salt: string },
  limit: number,
): Promise<CrashRoundView[]> {
  const rows = await db
    .selectFrom("originals_crash_round")
    .selectAll()
    .where("chain_id", "=", chain.chainId)
    .where("crashed", "=", true)
    .orderBy("game_number", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    gameNumber: r.game_number,
    point: r.point as number,
    gameHash: r.game_hash as string,
    crashedAt: (r.crash_at as Date).toISOString(),
    verify: crashVerifierFragment({
      gameNumber: r.game_number,
      gameHash: r.game_hash as string,
      terminalHash: chain.terminalHash,
      salt: chain.salt,
    }),
  }));
}

export function crashBetView(b: CrashBetRow): CrashBetView {
  return {
    id: String(b.id),
    gameNumber: b.game_number,
    stake: Number(b.stake),
    currency: b.currency,
    autoCashOut: b.cash_out_target,
    cashedOutAt: b.cashed_out_at,
    payout: Number(b.payout),
    state: b.state,
    placedAt: b.placed_at.toISOString(),
  };
}

export async function crashBets(db: Db, userId: bigint, limit: number) {
  const rows = await db
    .selectFrom("originals_crash_bet")
    .selectAll()
    .where("user_id", "=", userId)
    .where("state", "!=", "refused")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(crashBetView);
}

export async function myCrashBet(db: Db, userId: bigint, chainId: number, gameNumber: number) {
  const row = await betOf(db, chainId, gameNumber, userId);
  return row ? crashBetView(row) : null;
}

/**
 * The crash state a page is rendered with, from the database alone (any process, leader or not): the
 * newest chain's commitment, the newest round (its point only once the leader crashed it), the ended
 * rounds. The player's bet is among their own bets (`crashBets`). Null before the first round.
 */
export async function crashPageState(
  db: Db,
  options: { now: number; limit?: number; pauseMs?: number },
): Promise<CrashState | null> {
  const last = await db
    .selectFrom("originals_crash_round")
    .selectAll()
    .orderBy("chain_id", "desc")
    .orderBy("game_number", "desc")
    .executeTakeFirst();
  if (!last) return null;
  const c = await db
    .selectFrom("originals_crash_chain")
    .select(["id", "terminal_hash", "salt", "games"])
    .where("id", "=", last.chain_id)
    .executeTakeFirstOrThrow();
  const chain = { chainId: c.id, terminalHash: c.terminal_hash, salt: c.salt, games: c.games };
  const { now } = options;
  const flyingAt = last.flying_at.getTime();
  const round: CrashRoundNow =
    last.crashed && last.point !== null && last.crash_at !== null
      ? {
          gameNumber: last.game_number,
          phase: "crashed",
          serverNow: now,
          bettingEndsAt: flyingAt,
          multiplier: last.point,
          point: last.point,
          gameHash: last.game_hash as string,
          crashedAt: last.crash_at.getTime(),
          nextBettingAt: last.crash_at.getTime() + (options.pauseMs ?? 3_000),
        }
      : {
          gameNumber: last.game_number,
          phase: now < flyingAt ? "betting" : "flying",
          serverNow: now,
          bettingEndsAt: flyingAt,
          multiplier: now < flyingAt ? 100 : crashMultiplierAt(now - flyingAt),
          nextBettingAt: null,
        };
  return { chain, round, history: await crashedRounds(db, chain, options.limit ?? 20), myBet: null };
}
