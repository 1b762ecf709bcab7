/**
 * TEST FIXTURES — catalogue rows written straight into the sportsbook's tables: one game with a
 * 1X2 market per call, so each test owns its prices, blocks and results.
 */
import type { Db } from "@parlay/db";
import { sql } from "kysely";

let nextGame = 1000;

export interface TestGame {
  gameId: number;
  marketId: number;
  /** Outcome ids of "1", "X", "2". */
  outcomes: [number, number, number];
}

/** A line game with one open 1X2 market priced `coefs` (thousandths). */
export async function seedGame(
  db: Db,
  coefs: [number, number, number] = [2500, 3200, 2800],
): Promise<TestGame> {
  nextGame += 1;
  const gameId = nextGame;
  const marketId = gameId * 10;
  await sql`insert into sb_sport (sport_id, name_eng, slug) values (1, 'Football', 'football') on conflict do nothing`.execute(
    db,
  );
  await sql`insert into sb_country (country_id, name_eng, code) values (1, 'Testland', 'TL') on conflict do nothing`.execute(
    db,
  );
  await sql`insert into sb_champ (champ_id, sport_id, country_id, name_eng, slug) values (1, 1, 1, 'Test League', 'test-league') on conflict do nothing`.execute(
    db,
  );
  await db
    .insertInto("sb_game")
    .values({
      game_id: gameId,
      number: gameId,
      champ_id: 1,
      sport_id: 1,
      home: `Home ${gameId}`,
      away: `Away ${gameId}`,
      slug: `home-away-${gameId}`,
      start_at: new Date(Date.now() + 3_600_000),
      status_id: 1,
      time_sec: 0,
      period: 0,
      score_home: 0,
      score_away: 0,
      period_scores: "[]",
      info: "",
      is_finished: false,
      is_live_in_live: false,
      is_recommended: false,
    })
    .execute();
  await db
    .insertInto("sb_market")
    .values({
      market_id: marketId,
      game_id: gameId,
      type_id: 1,
      kind: 0,
      param: null,
      basis: "score",
      is_live: false,
      is_blocked: false,
      is_main: true,
      name: "1X2",
      sort: 0,
    })
    .execute();
  const codes = ["1", "X", "2"] as const;
  const outcomes: [number, number, number] = [marketId + 1, marketId + 2, marketId + 3];
  await db
    .insertInto("sb_outcome")
    .values(
      outcomes.map((outcomeId, i) => ({
        outcome_id: outcomeId,
        market_id: marketId,
        game_id: gameId,
        code: codes[i] ?? "1",
        name: codes[i] ?? "1",
        coef: coefs[i] ?? 2000,
        status_id: null,
        sort: i,
      })),
    )
    .execute();
  return { gameId, marketId, outcomes };
}

export async function setCoef(db: Db, outcomeId: number, coef: number): Promise<void> {
  await db.updateTable("sb_outcome").set({ coef }).where("outcome_id", "=", BigInt(outcomeId)).execute();
}

export async function setBlocked(db: Db, marketId: number, isBlocked: boolean): Promise<void> {
  await db
    .updateTable("sb_market")
    .set({ is_blocked: isBlocked })
    .where("market_id", "=", BigInt(marketId))
    .execute();
}

/** Results a game as the feed would: every outcome's status, then resulted_at. */
export async function resultGame(db: Db, game: TestGame, statuses: [number, number, number]): Promise<void> {
  for (const [i, outcomeId] of game.outcomes.entries()) {
    await db
      .updateTable("sb_outcome")
      .set({ status_id: statuses[i] ?? 0 })
      .where("outcome_id", "=", BigInt(outcomeId))
      .execute();
  }
  await db
    .updateTable("sb_game")
    .set({
      status_id: 4,
      is_finished: true,
      resulted_at: new Date(),
      result: JSON.stringify({ score: [0, 0] }),
    })
    .where("game_id", "=", BigInt(game.gameId))
    .execute();
}

/** Puts a game in play (status 2, game time running) with a score. */
export async function setLive(db: Db, gameId: number, score: [number, number] = [0, 0]): Promise<void> {
  await db
    .updateTable("sb_game")
    .set({ status_id: 2, time_sec: 600, score_home: score[0], score_away: score[1] })
    .where("game_id", "=", BigInt(gameId))
    .execute();
}

/** Marks a game finished without resulting it. */
export async function setFinished(db: Db, gameId: number): Promise<void> {
  await db
    .updateTable("sb_game")
    .set({ status_id: 4, is_finished: true })
    .where("game_id", "=", BigInt(gameId))
    .execute();
}
