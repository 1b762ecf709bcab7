/**
 * What the coupon and settlement need: the current state of chosen outcomes in the shape of a
 * "bet in a coupon" (spec 001 §3), and the resulted outcomes of finished games.
 */
import type { Db } from "@parlay/db";
import { isBetLive } from "@parlay/domain/betting";
import { sql } from "kysely";
import { type GameRow, type GameView, presentGame } from "./presenters.ts";

export interface CouponBet {
  /** The market block of a coupon bet: `id` is the selected outcome's id. */
  market: {
    id: number;
    marketId: number;
    coef: number;
    sportId: number;
    typeId: number;
    kind: number;
    param: number | null;
    code: string;
    isLive: boolean;
    names: { market: string; outcome: string };
  };
  game: GameView;
  isBlocked: boolean;
  /** Settlement status once the game is resulted; -1 (not started / not yet resulted) before. */
  statusId: number;
}

const outcomeRows = (db: Db, outcomeIds: readonly number[]) =>
  db
    .selectFrom("sb_outcome as o")
    .innerJoin("sb_market as m", "m.market_id", "o.market_id")
    .innerJoin("sb_game as g", "g.game_id", "o.game_id")
    .where("o.outcome_id", "in", outcomeIds.map(BigInt))
    .select([
      "o.outcome_id",
      "o.code",
      "o.name as outcome_name",
      "o.coef",
      "o.status_id as outcome_status",
      "m.market_id",
      "m.type_id",
      "m.kind",
      "m.param",
      "m.is_live",
      // An outcome the score made impossible is suspended like its whole market would be.
      sql<boolean>`m.is_blocked or o.is_blocked`.as("is_blocked"),
      "m.name as market_name",
      "g.game_id",
      "g.number",
      "g.sport_id",
      "g.champ_id",
      "g.home",
      "g.away",
      "g.slug",
      "g.start_at",
      "g.status_id",
      "g.time_sec",
      "g.period",
      "g.score_home",
      "g.score_away",
      "g.period_scores",
      "g.info",
      "g.is_finished",
      "g.is_live_in_live",
      "g.is_recommended",
      "g.video_id",
    ])
    .execute();

/** One outcome with its market and game, as read for a coupon. */
export type OutcomeRow = Awaited<ReturnType<typeof outcomeRows>>[number];

/** An outcome row in the shape of a "bet in a coupon". */
export function couponBetOf(r: OutcomeRow): CouponBet {
  const game = presentGame(r as unknown as GameRow);
  const isLive = isBetLive({
    game: {
      status: r.status_id,
      timeSec: r.time_sec,
      finished: r.is_finished,
      liveInLive: r.is_live_in_live,
    },
    market: { isLive: r.is_live },
  });
  return {
    market: {
      id: Number(r.outcome_id),
      marketId: Number(r.market_id),
      coef: r.coef,
      sportId: r.sport_id,
      typeId: r.type_id,
      kind: r.kind,
      param: r.param,
      code: r.code,
      isLive,
      names: { market: r.market_name, outcome: r.outcome_name },
    },
    game,
    isBlocked: r.is_blocked || game.isFinished,
    statusId: r.outcome_status ?? -1,
  };
}

/** The current state of outcomes (unknown ids are left out). */
export async function getOutcomes(db: Db, outcomeIds: readonly number[]): Promise<CouponBet[]> {
  if (outcomeIds.length === 0) return [];
  return (await outcomeRows(db, outcomeIds)).map(couponBetOf);
}

export interface ResultedOutcome {
  outcomeId: number;
  marketId: number;
  coef: number;
  statusId: number;
}

export interface ResultedGame {
  gameId: number;
  resultedAt: string;
  result: unknown;
  outcomes: ResultedOutcome[];
}

/** A resulted game's outcome statuses, or undefined while the game is not resulted. */
export async function resultedOutcomes(db: Db, gameId: number): Promise<ResultedGame | undefined> {
  const game = await db
    .selectFrom("sb_game")
    .select(["game_id", "resulted_at", "result"])
    .where("game_id", "=", BigInt(gameId))
    .where("resulted_at", "is not", null)
    .executeTakeFirst();
  if (!game?.resulted_at) return undefined;
  const rows = await db
    .selectFrom("sb_outcome")
    .select(["outcome_id", "market_id", "coef", "status_id"])
    .where("game_id", "=", BigInt(gameId))
    .orderBy("outcome_id")
    .execute();
  return {
    gameId,
    resultedAt: game.resulted_at.toISOString(),
    result: game.result,
    outcomes: rows.map((r) => ({
      outcomeId: Number(r.outcome_id),
      marketId: Number(r.market_id),
      coef: r.coef,
      statusId: r.status_id ?? -2,
    })),
  };
}

/**
 * Games resulted at or after `since`, oldest first: a settlement worker that missed
 * onGameResulted (a restart) catches up from its last checkpoint with this.
 */
export async function gamesResultedSince(
  db: Db,
  since: Date,
  limit = 500,
): Promise<{ gameId: number; resultedAt: Date }[]> {
  const rows = await db
    .selectFrom("sb_game")
    .select(["game_id", "resulted_at"])
    .where("resulted_at", ">=", since)
    .orderBy("resulted_at")
    .orderBy("game_id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ gameId: Number(r.game_id), resultedAt: r.resulted_at as Date }));
}
