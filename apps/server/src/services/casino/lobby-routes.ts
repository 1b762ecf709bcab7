/**
 * The lobby's routes under /web-api/casino (docs/casino.md "Lobby"): the public catalogue reads the
 * casino remote renders with (and the browser calls), and the signed-in player's favourites, recently
 * played, session figures and demo launch. Reads the render grant may make are marked `renderGrant`.
 */
import {
  demoLaunch,
  favoriteIds as favoriteIdsAnswer,
  gameDetail as gameDetailAnswer,
  gameList,
  gameTile,
  providerList,
  sessionFigures as sessionFiguresAnswer,
} from "@parlay/contracts/casino-lobby";
import type { CasinoKeyring } from "@parlay/db/casino";
import type { SiteDemoPlay } from "@parlay/domain/casino-lobby";
import {
  COMPUTED_COLLECTIONS,
  GAME_CATEGORIES,
  ROW_SIZE,
  SEARCH_MAX,
  SEARCH_MIN,
} from "@parlay/domain/casino-lobby";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { int4Id, int8Id } from "../../http/ids.ts";
import { siteModules } from "../config/index.ts";
import { readPersonalData } from "../verification/index.ts";
import {
  gameDetail,
  type LobbySettings,
  listGames,
  listProviders,
  lobbyRows,
  randomGame,
  searchGames,
} from "./catalogue.ts";
import { demoTokenFor } from "./demo-token.ts";
import {
  addFavorite,
  favoriteGames,
  favoriteIds,
  recentGames,
  removeFavorite,
  sessionFigures,
} from "./player-lobby.ts";

export const LOBBY_API = "/web-api/casino";

const slug = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);
/** The language of the games' names (staff's names per language; the default name otherwise). */
const lang = z
  .string()
  .regex(/^[a-z]{2}$/)
  .optional();
/** A page's filter: a category, a collection and/or a provider. */
export const lobbyFilterQuery = z.strictObject({
  category: z.enum(GAME_CATEGORIES).optional(),
  collection: slug.optional(),
  provider: slug.optional(),
  lang,
});
const lobbyQuery = z.strictObject({
  category: z.enum(GAME_CATEGORIES).optional(),
  provider: slug.optional(),
  lang,
});
const lobbyAnswer = z.object({ rows: z.record(z.enum(COMPUTED_COLLECTIONS), z.array(gameTile)) });
export const gameQuery = z.strictObject({
  lang: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default("en"),
});
export const gameParams = z.strictObject({ gameId: int4Id });
export const searchQuery = z.strictObject({ q: z.string().trim().min(SEARCH_MIN).max(SEARCH_MAX), lang });
const sessionParams = z.strictObject({ sessionId: int8Id });
const randomAnswer = z.object({ game: gameTile });

export interface LobbyDeps {
  db: ServiceContext["db"];
  now: () => number;
  settings: LobbySettings;
  /** Draws 0 … n−1 for the random game. */
  pick: (n: number) => number;
  /** Whether the player's age (identity) is verified; UK demo play needs it. */
  ageVerified?: (userId: bigint) => Promise<boolean>;
  /** Opens the providers' signing keys (the demo token is signed with the game's provider's). */
  keys: CasinoKeyring;
  /** The site's demo play for a request (default: `d.modules.casinoDemoPlay` of its host and country). */
  siteDemo?: (request: FastifyRequest) => Promise<SiteDemoPlay>;
  /** The site's minimum spin time for a request (default: `d.modules.casinoMinSpinMs`). */
  siteMinSpin?: (request: FastifyRequest) => Promise<number>;
  /**
   * The visitor's country (access `visitorCountry`): games blocked there are left out of the lists
   * and their page says so. Absent: unknown (nothing hidden).
   */
  countryOf?: (request: FastifyRequest) => Promise<string | null>;
}

/** One field of `d.modules` for the request's site (host) and country (x-country-code). */
function siteModule<K extends "casinoDemoPlay" | "casinoMinSpinMs">(ctx: ServiceContext, key: K) {
  const modules = siteModules(ctx);
  return async (request: FastifyRequest) => (await modules(request))[key];
}

/** `d.modules.casinoDemoPlay` of the request's site (host) for its country (x-country-code). */
export function siteDemoFromConfig(ctx: ServiceContext): (request: FastifyRequest) => Promise<SiteDemoPlay> {
  return siteModule(ctx, "casinoDemoPlay");
}

/** `d.modules.casinoMinSpinMs` of the request's site (host) for its country (x-country-code). */
export function siteMinSpinFromConfig(ctx: ServiceContext): (request: FastifyRequest) => Promise<number> {
  return siteModule(ctx, "casinoMinSpinMs");
}

interface CsrfGuarded {
  csrfGuard(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const tags = ["casino"];

export function lobbyRoutes(scope: FastifyInstance, ctx: ServiceContext, deps: LobbyDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const guard = (ctx.auth as Partial<CsrfGuarded>).csrfGuard;
  const write = guard ? { preHandler: guard } : {};
  const ageVerified =
    deps.ageVerified ?? (async (userId: bigint) => (await readPersonalData(db, userId)).locked);
  const siteDemo = deps.siteDemo ?? siteDemoFromConfig(ctx);
  const siteMinSpin = deps.siteMinSpin ?? siteMinSpinFromConfig(ctx);
  /** The lobby's settings for this request's site: its demo play and its minimum spin time. */
  const settingsFor = async (request: FastifyRequest): Promise<LobbySettings> => ({
    ...deps.settings,
    demo: await siteDemo(request),
    minSpinMs: Math.max(deps.settings.minSpinMs, await siteMinSpin(request)),
  });
  /**
   * The visitor's country for an answer that depends on it: no shared cache may keep that answer
   * for a visitor of another country (the country may come from the address, which no Vary names).
   */
  const countryFor = async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    reply.header("cache-control", "private, no-cache").header("vary", "x-country-code");
    return (await deps.countryOf?.(request)) ?? null;
  };

  app.get(
    `${LOBBY_API}/games`,
    {
      schema: {
        tags,
        description: "Listed games of a lobby page (enabled games of enabled providers), best first.",
        querystring: lobbyFilterQuery,
        response: { 200: gameList },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      return { games: await listGames(db, filter, undefined, lang, await countryFor(request, reply)) };
    },
  );

  app.get(
    `${LOBBY_API}/lobby`,
    {
      schema: {
        tags,
        description: "The lobby's front: a row of games per collection (new, popular, jackpots, live).",
        querystring: lobbyQuery,
        response: { 200: lobbyAnswer },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      return { rows: await lobbyRows(db, filter, ROW_SIZE, lang, await countryFor(request, reply)) };
    },
  );

  app.get(
    `${LOBBY_API}/games/:gameId`,
    {
      schema: {
        tags,
        description:
          "A game page: RTP, volatility, rules and description in `lang`, demo play on this site, and whether the game is available in the visitor's country (`availableHere`).",
        params: gameParams,
        querystring: gameQuery,
        response: { 200: gameDetailAnswer },
      },
    },
    async (request, reply) => {
      const game = await gameDetail(
        db,
        request.params.gameId,
        request.query.lang,
        await settingsFor(request),
        await countryFor(request, reply),
      );
      if (!game) throw new AppError("NOT_FOUND", "No such game");
      return game;
    },
  );

  app.get(
    `${LOBBY_API}/providers`,
    {
      schema: {
        tags,
        description: "Providers with games listed in the visitor's country.",
        response: { 200: providerList },
      },
    },
    async (request, reply) => ({ providers: await listProviders(db, await countryFor(request, reply)) }),
  );

  app.get(
    `${LOBBY_API}/search`,
    {
      schema: {
        tags,
        description: `Games whose name or provider contains q (${SEARCH_MIN}–${SEARCH_MAX} characters).`,
        querystring: searchQuery,
        response: { 200: gameList },
      },
    },
    async (request, reply) => ({
      games: await searchGames(db, request.query.q, request.query.lang, await countryFor(request, reply)),
    }),
  );

  app.get(
    `${LOBBY_API}/random`,
    {
      schema: {
        tags,
        description: "One listed game at random (of a page's filter).",
        querystring: lobbyFilterQuery,
        response: { 200: randomAnswer },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      const game = await randomGame(db, filter, deps.pick, lang, await countryFor(request, reply));
      if (!game) throw new AppError("NOT_FOUND", "No game to pick from");
      return { game };
    },
  );

  const player = { config: { renderGrant: true } };
  app.get(
    `${LOBBY_API}/favorites`,
    {
      ...player,
      schema: { tags, description: "The player's favourite games.", response: { 200: gameList } },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      return { games: await favoriteGames(db, user.id, await countryFor(request, reply)) };
    },
  );

  app.get(
    `${LOBBY_API}/favorites/ids`,
    {
      ...player,
      schema: {
        tags,
        description: "The ids of the player's favourite games.",
        response: { 200: favoriteIdsAnswer },
      },
    },
    async (request) => ({ ids: await favoriteIds(db, (await requireUser(ctx.auth, request)).id) }),
  );

  app.put(
    `${LOBBY_API}/favorites/:gameId`,
    {
      ...write,
      schema: {
        tags,
        description: "Adds a listed game to the player's favourites (idempotent).",
        params: gameParams,
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      await addFavorite(db, user.id, request.params.gameId);
      return reply.status(204).send();
    },
  );

  app.delete(
    `${LOBBY_API}/favorites/:gameId`,
    {
      ...write,
      schema: { tags, description: "Removes a game from the player's favourites.", params: gameParams },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      await removeFavorite(db, user.id, request.params.gameId);
      return reply.status(204).send();
    },
  );

  app.get(
    `${LOBBY_API}/recent`,
    {
      ...player,
      schema: { tags, description: "The games the player launched last.", response: { 200: gameList } },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      return { games: await recentGames(db, user.id, await countryFor(request, reply)) };
    },
  );

  app.get(
    `${LOBBY_API}/sessions/:sessionId`,
    {
      schema: {
        tags,
        description: "A launch session's stakes, wins and net position since it started (session chrome).",
        params: sessionParams,
        response: { 200: sessionFiguresAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(ctx.auth, request);
      return sessionFigures(db, user.id, BigInt(request.params.sessionId), new Date(deps.now()));
    },
  );

  app.post(
    `${LOBBY_API}/demo`,
    {
      ...write,
      schema: {
        tags,
        description:
          "Demo play of a game where this site (d.modules.casinoDemoPlay) and the game allow it: the provider's demo page with a single-use demo token valid 60 s. Virtual money only: no session, no wallet call.",
        body: z.strictObject({
          gameId: int4Id,
          lang: z
            .string()
            .regex(/^[a-z]{2}$/)
            .optional(),
        }),
        response: { 200: demoLaunch },
      },
    },
    async (request, reply) => {
      const country = await countryFor(request, reply);
      const game = await gameDetail(db, request.body.gameId, "en", await settingsFor(request), country);
      if (!game) throw new AppError("NOT_FOUND", "No such game");
      // As a launch (sessions.ts): a game blocked in the visitor's country is not played there.
      if (!game.availableHere) throw new AppError("NOT_FOUND", "This game is not available in your country");
      if (game.demo === "none") throw new AppError("FORBIDDEN", "Demo play is not offered for this game");
      if (game.demo === "verified") {
        const user = await requireUser(ctx.auth, request);
        if (!(await ageVerified(user.id)))
          throw new AppError("FORBIDDEN", "Demo play needs your age to be verified first");
      }
      const target = await launchTarget(db, game.id);
      if (!target?.launch_url) throw new AppError("NOT_FOUND", "This provider has no demo page");
      const params = new URLSearchParams({
        mode: "demo",
        token: await demoTokenFor(db, deps.keys, target.provider_id, target.code, deps.now()),
        game: target.code,
        min_spin_ms: String(game.minSpinMs),
        ...(request.body.lang ? { lang: request.body.lang } : {}),
      });
      return { url: `${target.launch_url}?${params.toString()}` };
    },
  );
}

function launchTarget(db: ServiceContext["db"], gameId: number) {
  return db
    .selectFrom("casino_game as g")
    .innerJoin("casino_provider as p", "p.id", "g.provider_id")
    .select(["g.code", "g.provider_id", "p.launch_url"])
    .where("g.id", "=", gameId)
    .executeTakeFirst();
}
