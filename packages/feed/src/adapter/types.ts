/**
 * The feed's data model, in the spec's vocabulary (spec 001 §3 "Bet in a coupon"): sports with
 * sportId and nameEng, championships (champ), games with number, status, start time, game time in
 * seconds, opponents, full scores, finished and live-in-live flags; markets with typeId, kind,
 * isLive, isBlocked; outcomes with coef in thousandths.
 *
 * Ids are safe integers chosen by the adapter and stable for the life of a game: the store uses
 * them as primary keys, coupons keep them, settlement finds outcomes by them.
 */

export type CyberType = "real" | "virtual" | "stream";

/** Game status ids. 2 and 3 count as live and 4 as finished (spec 001 §4, domain `isBetLive`). */
export const GameStatus = { line: 1, live: 2, break: 3, finished: 4, cancelled: 5 } as const;
export type GameStatusId = (typeof GameStatus)[keyof typeof GameStatus];

/** The long-term (outright) sport id that the sports list call always adds (spec 000 §7). */
export const LONG_TERM_SPORT_ID = 2999;

export interface FeedSport {
  sportId: number;
  nameEng: string;
  /** URL segment of the sportsbook and cyber routes. */
  slug: string;
  isCyber: boolean;
  sort: number;
}

export interface FeedCountry {
  countryId: number;
  nameEng: string;
  /** ISO 3166-1 alpha-2, or "INT" for international competitions. */
  code: string;
}

export interface FeedChamp {
  champId: number;
  sportId: number;
  countryId: number;
  nameEng: string;
  slug: string;
  /** Only for cyber sport championships: the cyber event type (spec 000 §9). */
  cyberType: CyberType | null;
  sort: number;
  isTop: boolean;
}

/** [home, away]. */
export type Pair = [number, number];

export interface FeedGame {
  gameId: number;
  /** The short event number shown next to a game in the line. */
  number: number;
  champId: number;
  sportId: number;
  home: string;
  away: string;
  slug: string;
  /** Scheduled start, ms since the epoch. */
  startAt: number;
  statusId: GameStatusId;
  /** Game time in seconds (the match clock); 0 before the start. */
  timeSec: number;
  /** Current period (half, quarter, set, map); 0 before the start. */
  period: number;
  /** Final-basis score: goals, points, or sets won for set sports. */
  score: Pair;
  /** Score of every period played so far (games per set in tennis, points per set in volleyball). */
  periodScores: Pair[];
  isFinished: boolean;
  isLiveInLive: boolean;
  /** Shown under the "recommended" time filter (6). */
  isRecommended: boolean;
  /** The game's live video (a media entity's videoId, source type LIVE), or null: "only with video". */
  videoId: string | null;
  /** A short text of the current detail, e.g. tennis points "30:15" or "half-time". */
  info: string;
}

/**
 * Which score a market settles on:
 * - "score": the final score (goals, points incl. overtime, or sets);
 * - "regulation": regulation time only (ice hockey 1X2, totals and handicaps);
 * - "units": the sum of period scores (games in tennis, points in volleyball, rounds in CS2).
 * A market with kind k > 0 settles on period k's score whatever its basis.
 */
export type MarketBasis = "score" | "regulation" | "units";

export interface FeedOutcome {
  outcomeId: number;
  /** Stable code within the market: "1", "X", "2", "over", "under", "yes", "no", "2:1", "other". */
  code: string;
  name: string;
  /** Decimal odds in thousandths (2.5 → 2500); at least 1001. */
  coef: number;
  /**
   * Suspended on its own while its market stays open: the score has made it impossible (a 2:0
   * correct score at 0:1). Optional for adapters that only suspend whole markets.
   */
  isBlocked?: boolean;
}

export interface FeedMarket {
  marketId: number;
  gameId: number;
  /** Market type id: see MarketType. */
  typeId: number;
  /** 0 the whole game, k the k-th period (first half, first set …). */
  kind: number;
  /** The line of a total or a handicap (home's line), multiples of 0.25; null otherwise. */
  param: number | null;
  basis: MarketBasis;
  isLive: boolean;
  isBlocked: boolean;
  /** The line shown in lists next to the game (one per type and kind). */
  isMain: boolean;
  name: string;
  outcomes: FeedOutcome[];
}

/** Final figures of a game; what settlement reads. */
export interface GameResult {
  score: Pair;
  periodScores: Pair[];
  /** Regulation-time score where it differs from `score` (ice hockey); defaults to `score`. */
  regulation?: Pair;
  /** Units (games, points, rounds) where the score counts sets; defaults to the sum of periods. */
  units?: Pair;
  /** A cancelled game: every outcome is a forced return (status 3). */
  cancelled: boolean;
}

export interface OddsChange {
  outcomeId: number;
  coef: number;
}

/** Everything an adapter reports; the runner applies them in order. */
export type FeedEvent =
  | { type: "catalog"; sports: FeedSport[]; countries: FeedCountry[]; champs: FeedChamp[] }
  /** A game created or its header changed (status, clock, score). */
  | { type: "game"; game: FeedGame }
  /** The complete market set of a game (on creation); later changes come as odds and blocked. */
  | { type: "markets"; gameId: number; markets: FeedMarket[] }
  | { type: "odds"; gameId: number; changes: OddsChange[] }
  | { type: "blocked"; gameId: number; marketIds: number[]; isBlocked: boolean }
  /** Single outcomes suspended (the score made them impossible) or reopened. */
  | { type: "outcomesBlocked"; gameId: number; outcomeIds: number[]; isBlocked: boolean }
  /** A score change (goal, point, set); the game event carries the same figures. */
  | { type: "score"; gameId: number; score: Pair; periodScores: Pair[] }
  | { type: "finished"; gameId: number; result: GameResult };
