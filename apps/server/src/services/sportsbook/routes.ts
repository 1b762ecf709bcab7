/**
 * HTTP read routes under /web-api/sportsbook (docs/sportsbook.md "HTTP routes"). Thin wrappers
 * over the read API in store/: validation by zod, answers in the spec's vocabulary.
 */
import type { Db } from "@parlay/db";
import { LONG_TERM_SPORT_ID } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { type SportsbookReads, sportsbookReads } from "./reads.ts";
import * as s from "./schemas.ts";
import { getOutcomes, resultedOutcomes } from "./store/coupon.ts";
import { findChamp, findSport, listChamps, listGames } from "./store/read.ts";

export const PREFIX = "/web-api/sportsbook";
const tags = ["sportsbook"];

export interface RouteDeps {
  db: Db;
  /** The feed's notion of now (a sped-up simulator runs ahead of the wall clock). */
  now: () => Date;
}

export function sportsbookRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const reads = sportsbookReads(db, deps.now);

  app.get(
    `${PREFIX}/sports`,
    {
      schema: {
        description: "The sports list call (spec 000 §7): names to sportId, plus the long-term sport 2999.",
        tags,
        querystring: s.sportsListQuery,
        response: { 200: s.sportsListAnswer },
      },
    },
    async (request) => {
      const wanted = (request.query.nameEng ?? "")
        .split(",")
        .map((n) => n.trim().toLowerCase())
        .filter((n) => n !== "");
      const rows = await db
        .selectFrom("sb_sport")
        .select(["sport_id", "name_eng", "slug"])
        .orderBy("sort")
        .execute();
      const picked = rows.filter(
        (r) => wanted.length === 0 || wanted.includes(r.name_eng.toLowerCase()) || wanted.includes(r.slug),
      );
      const answer = picked
        .filter((r) => r.sport_id !== LONG_TERM_SPORT_ID)
        .map((r) => ({ sportId: r.sport_id, nameEng: r.name_eng }));
      const longTerm = rows.find((r) => r.sport_id === LONG_TERM_SPORT_ID);
      answer.push({ sportId: LONG_TERM_SPORT_ID, nameEng: longTerm?.name_eng ?? "Long-term bets" });
      return answer;
    },
  );

  app.get(
    `${PREFIX}/menu`,
    {
      schema: {
        description: "Sports with the number of games in a section (line or live) under a time filter.",
        tags,
        querystring: s.listQuery,
        response: { 200: z.array(s.sportCount) },
      },
    },
    async (request) => reads.menu(request.query),
  );

  app.get(
    `${PREFIX}/sports/:sport/champs`,
    {
      schema: {
        description: "Championships of a sport (id or slug) with their game counts.",
        tags,
        params: s.sportParams,
        querystring: s.listQuery,
        response: {
          200: z.object({ sport: s.sportCount.omit({ gamesCount: true }), champs: z.array(s.champCount) }),
        },
      },
    },
    async (request) => {
      const key = /^\d+$/.test(request.params.sport) ? Number(request.params.sport) : request.params.sport;
      const sport = await findSport(db, key);
      if (!sport) throw new AppError("NOT_FOUND", "No such sport");
      const champs = await listChamps(db, sport.sport_id, { ...request.query, now: deps.now() });
      return {
        sport: {
          sportId: sport.sport_id,
          nameEng: sport.name_eng,
          slug: sport.slug,
          isCyber: sport.is_cyber,
        },
        champs,
      };
    },
  );

  app.get(
    `${PREFIX}/champs/:champ/games`,
    {
      schema: {
        description: "Games of a championship ({id} or {id}-{slug}) with their main markets.",
        tags,
        params: s.champParams,
        querystring: s.listQuery,
        response: {
          200: z.object({
            champ: z.object({
              champId: z.number(),
              sportId: z.number(),
              nameEng: z.string(),
              slug: z.string(),
            }),
            games: z.array(s.gameWithMarkets),
          }),
        },
      },
    },
    async (request) => {
      const champ = await findChamp(db, request.params.champ);
      if (!champ) throw new AppError("NOT_FOUND", "No such championship");
      const games = await listGames(db, { ...request.query, champId: champ.champ_id, now: deps.now() });
      return {
        champ: {
          champId: champ.champ_id,
          sportId: champ.sport_id,
          nameEng: champ.name_eng,
          slug: champ.slug,
        },
        games,
      };
    },
  );

  app.get(
    `${PREFIX}/live`,
    {
      schema: {
        description: "Games in play now (optionally of one sport) with their main markets.",
        tags,
        querystring: s.liveQuery,
        response: { 200: z.array(s.gameWithMarkets) },
      },
    },
    async (request) => reads.live(request.query),
  );

  app.get(
    `${PREFIX}/games/:game`,
    {
      schema: {
        description: "One game ({id} or {id}-{slug}) with every market and outcome.",
        tags,
        params: s.gameParams,
        response: { 200: s.gameWithMarkets },
      },
    },
    async (request) => reads.game(request.params.game),
  );

  app.get(
    `${PREFIX}/games/:game/results`,
    {
      schema: {
        description: "Settlement statuses (bet status ids) of every outcome of a resulted game.",
        tags,
        params: s.gameParams,
        response: { 200: s.resultedGame },
      },
    },
    async (request) => {
      const resulted = await resultedOutcomes(db, request.params.game);
      if (!resulted) throw new AppError("NOT_FOUND", "This game has no results yet");
      return resulted;
    },
  );

  app.get(
    `${PREFIX}/results`,
    {
      schema: {
        description: "Finished and cancelled games that kicked off on a date (in a UTC offset, hours).",
        tags,
        querystring: s.resultsQuery,
        response: { 200: s.resultsAnswer },
      },
    },
    async (request) => reads.results(request.query),
  );

  app.get(
    `${PREFIX}/outcomes`,
    {
      schema: {
        description: "Current state of coupon outcomes, in the shape of a bet in a coupon (spec 001 §3).",
        tags,
        querystring: s.outcomesQuery,
        response: { 200: z.array(s.couponBet) },
      },
    },
    async (request) => getOutcomes(db, request.query.ids),
  );

  pageRoutes(app, reads);
}

/** Reads of the pages beyond the plain lists (docs/sportsbook.md "Pages"). */
function pageRoutes(fastify: FastifyInstance, reads: SportsbookReads): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${PREFIX}/games`,
    {
      schema: {
        description:
          "A page of games (section, time filter, cyber type, video, sport, championship, top championships, team) with list markets and the total.",
        tags,
        querystring: s.gamesQuery,
        response: { 200: s.gamePageAnswer },
      },
    },
    async (request) => reads.games(request.query),
  );

  app.get(
    `${PREFIX}/games-by-id`,
    {
      schema: {
        description:
          "Up to 12 games by id with their main markets (the multi-live selection); unknown ids are left out.",
        tags,
        querystring: s.gameIdsQuery,
        response: { 200: z.array(s.gameWithMarkets) },
      },
    },
    async (request) => reads.gamesById(request.query.ids),
  );

  app.get(
    `${PREFIX}/champs`,
    {
      schema: {
        description: "Every championship with games in a section, by sport, with game counts.",
        tags,
        querystring: s.listQuery,
        response: { 200: z.array(s.champEntry) },
      },
    },
    async (request) => reads.champs(request.query),
  );

  app.get(
    `${PREFIX}/teams`,
    {
      schema: {
        description: "Teams playing in a section, A–Z, with their team ids.",
        tags,
        querystring: s.listQuery,
        response: { 200: z.array(s.teamEntry) },
      },
    },
    async (request) => reads.teams(request.query),
  );

  app.get(
    `${PREFIX}/directory`,
    {
      schema: {
        description:
          "Whether a sport (slug or id), championship, game and team exist, with the names and slugs of their canonical page URLs; null for each one unknown or not asked.",
        tags,
        querystring: s.directoryQuery,
        response: { 200: s.directoryAnswer },
      },
    },
    async (request) => reads.directory(request.query),
  );

  app.get(
    `${PREFIX}/teams/:team`,
    {
      schema: {
        description: "A team by id ({id} or {id}-{slug}).",
        tags,
        params: s.teamParams,
        response: { 200: s.teamEntry },
      },
    },
    async (request) => reads.team(request.params.team),
  );

  app.get(
    `${PREFIX}/champs/:champ/final`,
    {
      schema: {
        description:
          "A championship's finished games (newest first) and the table they make (3 points a win, 1 a draw).",
        tags,
        params: s.champParams,
        response: { 200: s.finalAnswer },
      },
    },
    async (request) => reads.final(request.params.champ),
  );

  app.get(
    `${PREFIX}/games/:game/statistic`,
    {
      schema: {
        description: "A game's statistic: score by period, form of both teams and past meetings.",
        tags,
        params: s.gameParams,
        response: { 200: s.statisticAnswer },
      },
    },
    async (request) => reads.statistic(request.params.game),
  );
}
