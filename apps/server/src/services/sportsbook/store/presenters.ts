/**
 * Row → API shapes, in the spec's vocabulary (spec 001 §3 "Bet in a coupon"). Pure: ids arrive
 * as bigint from the database and leave as numbers (every feed id is a safe integer).
 */
import { isBetLive, isGameFinished } from "@parlay/domain/betting";

export { slugOf } from "@parlay/domain/routing";

export interface GameView {
  gameId: number;
  number: number;
  sportId: number;
  champId: number;
  opponents: [string, string];
  /** Team ids of the opponents (teamId of their names): the team page `team/{section}/{teamId}-{slug}`. */
  teamIds: [number, number];
  slug: string;
  /** ISO 8601. */
  startAt: string;
  statusId: number;
  timeSec: number;
  period: number;
  score: [number, number];
  periodScores: [number, number][];
  /** "2:1 (1:0, 1:1)". */
  fullScore: string;
  info: string;
  isFinished: boolean;
  isLiveInLive: boolean;
  isRecommended: boolean;
  /** Live video of the game (media entity videoId), or null. */
  videoId: string | null;
  /** The engine's live rule (domain isBetLive) for a pre-match market of this game. */
  isLive: boolean;
}

export interface OutcomeView {
  outcomeId: number;
  code: string;
  name: string;
  /** Decimal odds in thousandths. */
  coef: number;
  /** Settlement status (bet status id) once resulted, else null. */
  statusId: number | null;
  /** Suspended on its own while the market trades: the score made it impossible. */
  isBlocked: boolean;
}

export interface MarketView {
  marketId: number;
  typeId: number;
  kind: number;
  param: number | null;
  isLive: boolean;
  isBlocked: boolean;
  isMain: boolean;
  name: string;
  outcomes: OutcomeView[];
}

export interface GameRow {
  game_id: bigint;
  number: number;
  sport_id: number;
  champ_id: number;
  home: string;
  away: string;
  slug: string;
  start_at: Date;
  status_id: number;
  time_sec: number;
  period: number;
  score_home: number;
  score_away: number;
  period_scores: [number, number][];
  info: string;
  is_finished: boolean;
  is_live_in_live: boolean;
  is_recommended: boolean;
  video_id: string | null;
}

export interface MarketRow {
  market_id: bigint;
  game_id: bigint;
  type_id: number;
  kind: number;
  param: number | null;
  is_live: boolean;
  is_blocked: boolean;
  is_main: boolean;
  name: string;
}

export interface OutcomeRow {
  outcome_id: bigint;
  market_id: bigint;
  code: string;
  name: string;
  coef: number;
  status_id: number | null;
  is_blocked: boolean;
}

/**
 * A team's id: the feed names opponents but gives them no id, so the id is the FNV-1a hash of the
 * name (31 bits, never 0). Stable for as long as the name is.
 */
export function teamId(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}

export function fullScore(score: [number, number], periods: [number, number][]): string {
  const main = `${score[0]}:${score[1]}`;
  return periods.length > 0 ? `${main} (${periods.map(([h, a]) => `${h}:${a}`).join(", ")})` : main;
}

export function presentGame(row: GameRow): GameView {
  const score: [number, number] = [row.score_home, row.score_away];
  const liveGame = {
    status: row.status_id,
    timeSec: row.time_sec,
    finished: row.is_finished,
    liveInLive: row.is_live_in_live,
  };
  return {
    gameId: Number(row.game_id),
    number: row.number,
    sportId: row.sport_id,
    champId: row.champ_id,
    opponents: [row.home, row.away],
    teamIds: [teamId(row.home), teamId(row.away)],
    slug: row.slug,
    startAt: row.start_at.toISOString(),
    statusId: row.status_id,
    timeSec: row.time_sec,
    period: row.period,
    score,
    periodScores: row.period_scores,
    fullScore: fullScore(score, row.period_scores),
    info: row.info,
    isFinished: isGameFinished(liveGame),
    isLiveInLive: row.is_live_in_live,
    isRecommended: row.is_recommended,
    videoId: row.video_id,
    isLive: isBetLive({ game: liveGame, market: { isLive: false } }),
  };
}

/** Markets with their outcomes, in feed order. */
export function presentMarkets(markets: MarketRow[], outcomes: OutcomeRow[]): Map<number, MarketView[]> {
  const byMarket = new Map<number, OutcomeView[]>();
  for (const o of outcomes) {
    const list = byMarket.get(Number(o.market_id)) ?? [];
    list.push({
      outcomeId: Number(o.outcome_id),
      code: o.code,
      name: o.name,
      coef: o.coef,
      statusId: o.status_id,
      isBlocked: o.is_blocked,
    });
    byMarket.set(Number(o.market_id), list);
  }
  const byGame = new Map<number, MarketView[]>();
  for (const m of markets) {
    const list = byGame.get(Number(m.game_id)) ?? [];
    list.push({
      marketId: Number(m.market_id),
      typeId: m.type_id,
      kind: m.kind,
      param: m.param,
      isLive: m.is_live,
      isBlocked: m.is_blocked,
      isMain: m.is_main,
      name: m.name,
      outcomes: byMarket.get(Number(m.market_id)) ?? [],
    });
    byGame.set(Number(m.game_id), list);
  }
  return byGame;
}
