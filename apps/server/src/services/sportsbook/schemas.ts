/**
 * zod schemas of the sportsbook HTTP routes: requests validated here; the answers serialised with
 * the shared contracts (@parlay/contracts/sportsbook), which the clients read as types.
 */
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
export const gameIdsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,16}(,\d{1,16}){0,11}$/, "ids: up to 12 comma-separated game ids")
    .transform((v) => [...new Set(v.split(",").map(Number))]),
});
export const teamParams = z.object({ team: idSlug(INT4_MAX) });
/** GET /directory: which of the asked items exist (the betting pages' 404s and canonical URLs). */
export const directoryQuery = z.object({
  sport: sportParams.shape.sport.optional(),
  champ: idSlug(INT4_MAX).optional(),
  game: idSlug(Number.MAX_SAFE_INTEGER).optional(),
  team: idSlug(INT4_MAX).optional(),
});

export {
  champCount,
  champEntry,
  couponBet,
  directoryAnswer,
  finalAnswer,
  gamePageAnswer,
  gameSchema,
  gameWithMarkets,
  marketSchema,
  resultedGame,
  resultsAnswer,
  sportCount,
  sportsListAnswer,
  statisticAnswer,
  teamEntry,
} from "@parlay/contracts/sportsbook";
