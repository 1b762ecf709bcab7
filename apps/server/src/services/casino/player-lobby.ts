/**
 * The signed-in player's side of the lobby: favourites (casino_favorite), recently played (read from
 * the launches in casino_session) and the session chrome's figures (stakes and wins of a launch).
 */
import type { GameTile, SessionFigures } from "@parlay/contracts/casino-lobby";
import type { Db } from "@parlay/db";
import { FAVORITES_MAX, netPosition, RECENT_LIMIT } from "@parlay/domain/casino-lobby";
import { sql } from "kysely";
import { AppError } from "../../http/errors.ts";
import { type Country, tileOf, tiles } from "./catalogue.ts";

/** The player's favourite games that are listed (to a visitor in `country`), newest first. */
export async function favoriteGames(db: Db, userId: bigint, country: Country = null): Promise<GameTile[]> {
  const rows = await tiles(db, country)
    .innerJoin("casino_favorite as f", "f.game_id", "g.id")
    .where("f.user_id", "=", userId)
    .orderBy("f.created_at", "desc")
    .orderBy("g.id", "desc")
    .execute();
  return rows.map((r) => tileOf(r));
}

export async function favoriteIds(db: Db, userId: bigint): Promise<number[]> {
  const rows = await db
    .selectFrom("casino_favorite")
    .select("game_id")
    .where("user_id", "=", userId)
    .orderBy("game_id")
    .execute();
  return rows.map((r) => r.game_id);
}

/** Adds a listed game to the player's favourites (idempotent); 404 for a game not listed. */
export async function addFavorite(db: Db, userId: bigint, gameId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const listed = await tiles(trx).where("g.id", "=", gameId).executeTakeFirst();
    if (!listed) throw new AppError("NOT_FOUND", "No such game");
    // The player's favourites are counted under a lock on the player's row (one request at a time).
    await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom("casino_favorite")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= FAVORITES_MAX) {
      const already = await trx
        .selectFrom("casino_favorite")
        .select("game_id")
        .where("user_id", "=", userId)
        .where("game_id", "=", gameId)
        .executeTakeFirst();
      if (already) return;
      throw new AppError("CONFLICT", `At most ${FAVORITES_MAX} favourite games`);
    }
    await trx
      .insertInto("casino_favorite")
      .values({ user_id: userId, game_id: gameId })
      .onConflict((oc) => oc.columns(["user_id", "game_id"]).doNothing())
      .execute();
  });
}

export async function removeFavorite(db: Db, userId: bigint, gameId: number): Promise<void> {
  await db
    .deleteFrom("casino_favorite")
    .where("user_id", "=", userId)
    .where("game_id", "=", gameId)
    .execute();
}

/** The games the player launched most recently (each once, listed in `country`), newest first. */
export async function recentGames(db: Db, userId: bigint, country: Country = null): Promise<GameTile[]> {
  const last = db
    .selectFrom("casino_session")
    .select(["game_id", (eb) => eb.fn.max("created_at").as("last")])
    .where("user_id", "=", userId)
    .groupBy("game_id")
    .as("s");
  const rows = await tiles(db, country)
    .innerJoin(last, "s.game_id", "g.id")
    .orderBy("s.last", "desc")
    .orderBy("g.id", "desc")
    .limit(RECENT_LIMIT)
    .execute();
  return rows.map((r) => tileOf(r));
}

/**
 * A launch session's stakes and wins (applied, not rolled back) in the player's rounds of that game
 * opened since the launch and before it ended; 404 when the session is not the player's.
 */
export async function sessionFigures(
  db: Db,
  userId: bigint,
  sessionId: bigint,
  now: Date,
): Promise<SessionFigures> {
  const s = await db
    .selectFrom("casino_session")
    .select(["id", "game_id", "currency", "created_at", "expires_at"])
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!s) throw new AppError("NOT_FOUND", "No such game session");
  const sums = await db
    .selectFrom("casino_action as a")
    .innerJoin("casino_round as r", "r.id", "a.round_id")
    .where("r.user_id", "=", userId)
    .where("r.game_id", "=", s.game_id)
    .where("r.currency", "=", s.currency)
    .where("r.opened_at", ">=", s.created_at)
    .where("r.opened_at", "<", s.expires_at)
    .where("a.outcome", "=", "applied")
    .where("a.rolled_back", "=", false)
    .select([
      sql<string>`coalesce(sum(a.amount) filter (where a.kind = 'bet'), 0)::text`.as("staked"),
      sql<string>`coalesce(sum(a.amount) filter (where a.kind = 'win'), 0)::text`.as("won"),
      sql<string>`(count(distinct r.id) filter (where a.kind = 'bet'))::text`.as("rounds"),
    ])
    .executeTakeFirstOrThrow();
  const staked = BigInt(sums.staked);
  const won = BigInt(sums.won);
  return {
    sessionId: Number(s.id),
    gameId: s.game_id,
    currency: s.currency,
    startedAt: s.created_at.toISOString(),
    now: now.toISOString(),
    staked: String(staked),
    won: String(won),
    net: String(netPosition(staked, won)),
    rounds: Number(sums.rounds),
  };
}
