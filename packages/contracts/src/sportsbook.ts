/**
 * The sportsbook's answers (docs/sportsbook.md "HTTP routes"): the server serialises
 * /web-api/sportsbook/* with these schemas; the betting remote and the shell's coupon read the
 * types (`import type`). Odds are decimal in thousandths (2.5 → 2500), times ISO strings.
 */
import { z } from "zod";

export const sportsListAnswer = z.array(z.object({ sportId: z.number(), nameEng: z.string() }));

const pair = z.tuple([z.number(), z.number()]);

export const gameSchema = z.object({
  gameId: z.number(),
  number: z.number(),
  sportId: z.number(),
  champId: z.number(),
  opponents: z.tuple([z.string(), z.string()]),
  teamIds: pair,
  slug: z.string(),
  startAt: z.string(),
  statusId: z.number(),
  timeSec: z.number(),
  period: z.number(),
  score: pair,
  periodScores: z.array(pair),
  fullScore: z.string(),
  info: z.string(),
  isFinished: z.boolean(),
  isLiveInLive: z.boolean(),
  isRecommended: z.boolean(),
  videoId: z.string().nullable(),
  isLive: z.boolean(),
});

export const marketSchema = z.object({
  marketId: z.number(),
  typeId: z.number(),
  kind: z.number(),
  param: z.number().nullable(),
  isLive: z.boolean(),
  isBlocked: z.boolean(),
  isMain: z.boolean(),
  name: z.string(),
  outcomes: z.array(
    z.object({
      outcomeId: z.number(),
      code: z.string(),
      name: z.string(),
      coef: z.number(),
      statusId: z.number().nullable(),
      isBlocked: z.boolean(),
    }),
  ),
});

export const gameWithMarkets = gameSchema.extend({ markets: z.array(marketSchema) });

export const sportCount = z.object({
  sportId: z.number(),
  nameEng: z.string(),
  slug: z.string(),
  isCyber: z.boolean(),
  gamesCount: z.number(),
});

export const champCount = z.object({
  champId: z.number(),
  sportId: z.number(),
  nameEng: z.string(),
  slug: z.string(),
  countryId: z.number(),
  countryName: z.string(),
  countryCode: z.string(),
  cyberType: z.enum(["real", "virtual", "stream"]).nullable(),
  isTop: z.boolean(),
  gamesCount: z.number(),
});

export const couponBet = z.object({
  market: z.object({
    id: z.number(),
    marketId: z.number(),
    coef: z.number(),
    sportId: z.number(),
    typeId: z.number(),
    kind: z.number(),
    param: z.number().nullable(),
    code: z.string(),
    isLive: z.boolean(),
    names: z.object({ market: z.string(), outcome: z.string() }),
  }),
  game: gameSchema,
  isBlocked: z.boolean(),
  statusId: z.number(),
});

export const resultedGame = z.object({
  gameId: z.number(),
  resultedAt: z.string(),
  result: z.unknown(),
  outcomes: z.array(
    z.object({ outcomeId: z.number(), marketId: z.number(), coef: z.number(), statusId: z.number() }),
  ),
});

export const gamePageAnswer = z.object({
  games: z.array(gameWithMarkets),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export const champEntry = z.object({
  champId: z.number(),
  nameEng: z.string(),
  slug: z.string(),
  sportId: z.number(),
  sportName: z.string(),
  sportSlug: z.string(),
  countryName: z.string(),
  isCyber: z.boolean(),
  cyberType: z.enum(["real", "virtual", "stream"]).nullable(),
  isTop: z.boolean(),
  gamesCount: z.number(),
});
export const teamEntry = z.object({ teamId: z.number(), name: z.string(), slug: z.string() });
export const formEntry = z.object({
  gameId: z.number(),
  startAt: z.string(),
  opponent: z.string(),
  isHome: z.boolean(),
  score: pair,
  result: z.enum(["W", "D", "L"]),
});
export const statisticAnswer = z.object({
  game: gameSchema,
  periods: z.array(z.object({ period: z.number(), home: z.number(), away: z.number() })),
  form: z.object({ home: z.array(formEntry), away: z.array(formEntry) }),
  headToHead: z.array(gameSchema),
});
export const finalAnswer = z.object({
  champ: z.object({ champId: z.number(), sportId: z.number(), nameEng: z.string(), slug: z.string() }),
  results: z.array(gameSchema),
  standings: z.array(
    z.object({
      teamId: z.number(),
      name: z.string(),
      played: z.number(),
      won: z.number(),
      drawn: z.number(),
      lost: z.number(),
      scored: z.number(),
      conceded: z.number(),
      points: z.number(),
    }),
  ),
});

const directorySport = z.object({
  sportId: z.number(),
  slug: z.string(),
  nameEng: z.string(),
  isCyber: z.boolean(),
});
const directoryChamp = z.object({
  champId: z.number(),
  slug: z.string(),
  nameEng: z.string(),
  sport: directorySport,
});
export const directoryAnswer = z.object({
  sport: directorySport.nullable(),
  champ: directoryChamp.nullable(),
  game: z
    .object({
      gameId: z.number(),
      slug: z.string(),
      opponents: z.tuple([z.string(), z.string()]),
      statusId: z.number(),
      champ: directoryChamp,
    })
    .nullable(),
  team: teamEntry.nullable(),
});

/** GET /results: finished and cancelled games of a date. */
export const resultsAnswer = z.object({ date: z.string(), games: z.array(gameSchema) });

/** A game without its markets (results, final, statistic, and each game of a list). */
export type Game = z.output<typeof gameSchema>;
export type Market = z.output<typeof marketSchema>;
export type Outcome = Market["outcomes"][number];
/** A game with its markets: the lists (games, live, games-by-id) and the game page. */
export type GameWithMarkets = z.output<typeof gameWithMarkets>;
export type SportCount = z.output<typeof sportCount>;
export type ChampCount = z.output<typeof champCount>;
/** GET /outcomes: the current state of one outcome, as a coupon holds it (spec 001 §3 "bet"). */
export type OutcomeAnswer = z.output<typeof couponBet>;
export type ResultedGame = z.output<typeof resultedGame>;
export type GamePageAnswer = z.output<typeof gamePageAnswer>;
export type ChampEntry = z.output<typeof champEntry>;
export type TeamEntry = z.output<typeof teamEntry>;
export type FormEntry = z.output<typeof formEntry>;
export type StatisticAnswer = z.output<typeof statisticAnswer>;
export type FinalAnswer = z.output<typeof finalAnswer>;
export type Standing = FinalAnswer["standings"][number];
export type DirectoryAnswer = z.output<typeof directoryAnswer>;
export type ResultsAnswer = z.output<typeof resultsAnswer>;
export type SportsListAnswer = z.output<typeof sportsListAnswer>;
