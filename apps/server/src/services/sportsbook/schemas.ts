/** zod schemas of the sportsbook HTTP routes (requests validated, answers serialised). */
import { z } from "zod";
import { INT4_MAX, idSlug, int4Id } from "../../http/ids.ts";
import { TIME_FILTERS, type TimeFilter } from "./store/filters.ts";

const lng = z.string().regex(/^[a-z]{2}$/, "lng must be two lower-case letters, e.g. en");

export const section = z.enum(["line", "live"]).default("line");
export const timeFilter = z
  .enum(TIME_FILTERS.map(String) as ["0", "1", "2", "3", "6"], {
    error: "timeFilter is one of 0, 1, 2, 3, 6",
  })
  .default("0")
  .transform((v) => Number(v) as TimeFilter);
const cyberType = z.enum(["real", "virtual", "stream"]).optional();
const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

export const sportsListQuery = z.object({
  lng: lng.optional(),
  /** Comma-separated English names (or slugs); every sport when absent. */
  nameEng: z.string().max(500).optional(),
});
export const sportsListAnswer = z.array(z.object({ sportId: z.number(), nameEng: z.string() }));

export const listQuery = z.object({
  section,
  timeFilter,
  cyber: bool.optional(),
  cyberType,
  onlyWithVideo: bool.optional(),
});
export const liveQuery = z.object({
  timeFilter,
  sportId: int4Id.optional(),
  cyberType,
  onlyWithVideo: bool.optional(),
});
export const sportParams = z.object({
  sport: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,40}$/, "sport id or slug")
    .refine((v) => !/^\d+$/.test(v) || (Number(v) > 0 && Number(v) <= INT4_MAX), "sport id out of range"),
});
/** A championship or game URL segment: "{id}-{slug}" or a bare id (routing table-sportsbook). */
export const champParams = z.object({ champ: idSlug(INT4_MAX) });
export const gameParams = z.object({ game: idSlug(Number.MAX_SAFE_INTEGER) });
export const resultsQuery = z.object({
  date: z.iso.date({ error: "date must be YYYY-MM-DD" }),
  /** UTC offset in hours; the store default is 3 (spec 001 §3 global settings). */
  tz: z.coerce.number().min(-12).max(14).default(3),
  sportId: int4Id.optional(),
});
export const outcomesQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,16}(,\d{1,16}){0,199}$/, "ids: up to 200 comma-separated outcome ids")
    .transform((v) => [...new Set(v.split(",").map(Number))]),
});

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

/** The pages' paginated game list (docs/sportsbook.md "Pages"). */
export const gamesQuery = listQuery.extend({
  sportId: int4Id.optional(),
  champId: int4Id.optional(),
  /** Only games of top championships (topgame). */
  top: bool.optional(),
  teamId: int4Id.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const gamePageAnswer = z.object({
  games: z.array(gameWithMarkets),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export const gameIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,16}(,\d{1,16}){0,11}$/, "ids: up to 12 comma-separated game ids")
    .transform((v) => [...new Set(v.split(",").map(Number))]),
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
export const teamParams = z.object({ team: idSlug(INT4_MAX) });
const formEntry = z.object({
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

/** GET /directory: which of the asked items exist (the betting pages' 404s and canonical URLs). */
export const directoryQuery = z.object({
  sport: sportParams.shape.sport.optional(),
  champ: idSlug(INT4_MAX).optional(),
  game: idSlug(Number.MAX_SAFE_INTEGER).optional(),
  team: idSlug(INT4_MAX).optional(),
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
