/** The originals' routes under /web-api/originals (docs/casino.md "In-house games service"). */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { requireUser } from "../../http/auth.ts";
import { type BetDeps, betHistory, minesStep, placeBet, startMines } from "./bets.ts";
import type { CrashRunner } from "./crash.ts";
import { crashBets, crashBetView, crashedRounds, myCrashBet } from "./crash-views.ts";
import * as s from "./schemas.ts";
import { activePair, revealedPairs, rotate, setClientSeed } from "./seeds.ts";

export interface OriginalsRouteDeps extends BetDeps {
  crash: CrashRunner;
  /** The player's country (access `visitorCountry`): a bet on a game blocked there is refused. */
  countryOf?: (request: FastifyRequest) => Promise<string | null>;
}

const tags = ["originals"];

export function originalsRoutes(scope: FastifyInstance, ctx: ServiceContext, deps: OriginalsRouteDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const P = s.PREFIX;
  const now = () => new Date(deps.now());
  const country = async (r: FastifyRequest) => (await deps.countryOf?.(r)) ?? null;
  const user = (r: FastifyRequest) => requireUser(ctx.auth, r);

  app.get(
    `${P}/seeds`,
    {
      schema: {
        tags,
        description: "The player's seed pair (server seed hash only) and revealed pairs.",
        response: { 200: s.seedsAnswer },
      },
      // The casino remote renders a game's page with them (a render grant).
      config: { renderGrant: true },
    },
    async (request) => {
      const u = await user(request);
      return { active: await activePair(deps.db, u.id, now()), revealed: await revealedPairs(deps.db, u.id) };
    },
  );

  app.put(
    `${P}/seeds/client`,
    {
      schema: {
        tags,
        description: "Sets the client seed; the committed server seed and nonce stay.",
        body: s.clientSeedBody,
        response: { 200: s.pairAnswer },
      },
    },
    async (request) => setClientSeed(deps.db, (await user(request)).id, request.body.clientSeed, now()),
  );

  app.post(
    `${P}/seeds/rotate`,
    {
      schema: {
        tags,
        description: "Reveals the server seed and commits a new one (nonce 0).",
        body: s.rotateBody,
        response: { 200: s.rotateAnswer },
      },
    },
    async (request) => rotate(deps.db, (await user(request)).id, request.body.clientSeed, now()),
  );

  app.post(
    `${P}/bets`,
    {
      schema: {
        tags,
        description: "A dice, limbo, plinko or keno bet: staked and settled at once.",
        body: s.betBody,
        response: { 201: s.betAnswer },
      },
    },
    async (request, reply) => {
      const u = await user(request);
      const { game, stake, params } = request.body;
      const view = await placeBet(deps, {
        userId: u.id,
        bet: { game, params } as Parameters<typeof placeBet>[1]["bet"],
        stake: BigInt(stake),
        country: await country(request),
      });
      reply.status(201);
      return view;
    },
  );

  app.post(
    `${P}/mines`,
    {
      schema: {
        tags,
        description: "Starts a mines game: the board is fixed by the seeds, the stake debited.",
        body: s.minesStartBody,
        response: { 201: s.betAnswer },
      },
    },
    async (request, reply) => {
      const u = await user(request);
      const view = await startMines(deps, {
        userId: u.id,
        mines: request.body.mines,
        stake: BigInt(request.body.stake),
        country: await country(request),
      });
      reply.status(201);
      return view;
    },
  );

  app.post(
    `${P}/mines/:id/reveal`,
    {
      schema: {
        tags,
        description: "Opens a cell of the player's mines game.",
        params: s.betIdParams,
        body: s.minesRevealBody,
        response: { 200: s.betAnswer },
      },
    },
    async (request) =>
      minesStep(deps, {
        userId: (await user(request)).id,
        betId: BigInt(request.params.id),
        cell: request.body.cell,
      }),
  );

  app.post(
    `${P}/mines/:id/cashout`,
    {
      schema: {
        tags,
        description: "Cashes out the player's mines game.",
        params: s.betIdParams,
        response: { 200: s.betAnswer },
      },
    },
    async (request) =>
      minesStep(deps, { userId: (await user(request)).id, betId: BigInt(request.params.id), cell: null }),
  );

  app.get(
    `${P}/bets`,
    {
      schema: {
        tags,
        description: "The player's bets, newest first, each with its verifier link.",
        querystring: s.historyQuery,
        response: { 200: z.object({ bets: z.array(s.betAnswer) }) },
      },
      // The casino remote renders a game's page with them (a render grant).
      config: { renderGrant: true },
    },
    async (request) => ({ bets: await betHistory(deps.db, (await user(request)).id, request.query) }),
  );

  app.get(
    `${P}/crash/chain`,
    {
      schema: {
        tags,
        description: "The crash chain's commitment: terminal hash and salt.",
        response: { 200: s.crashStateAnswer.shape.chain },
      },
    },
    async () => deps.crash.commitment(),
  );

  app.get(
    `${P}/crash`,
    {
      schema: {
        tags,
        description: "The crash round now, the last rounds and the player's bet.",
        querystring: s.limitQuery,
        response: { 200: s.crashStateAnswer },
      },
    },
    async (request) => crashState(ctx, deps, request, request.query.limit),
  );

  app.post(
    `${P}/crash/bets`,
    {
      schema: {
        tags,
        description: "A bet in the crash round's betting phase.",
        body: s.crashBetBody,
        response: { 201: s.crashBetAnswer },
      },
    },
    async (request, reply) => {
      const u = await user(request);
      const { row, balance } = await deps.crash.bet({
        userId: u.id,
        stake: BigInt(request.body.stake),
        target: request.body.autoCashOut ?? null,
        country: await country(request),
      });
      reply.status(201);
      return { ...crashBetView(row), balance };
    },
  );

  app.post(
    `${P}/crash/cashout`,
    {
      schema: {
        tags,
        description: "Cashes out the player's crash bet at the multiplier reached now.",
        response: { 200: s.crashBetAnswer },
      },
    },
    async (request) => {
      const { row, balance } = await deps.crash.cashOut((await user(request)).id);
      return { ...crashBetView(row), balance };
    },
  );

  app.get(
    `${P}/crash/bets`,
    {
      schema: {
        tags,
        description: "The player's crash bets, newest first.",
        querystring: s.limitQuery,
        response: { 200: z.object({ bets: z.array(s.crashBetAnswer) }) },
      },
      // The casino remote renders a game's page with them (a render grant).
      config: { renderGrant: true },
    },
    async (request) => ({ bets: await crashBets(deps.db, (await user(request)).id, request.query.limit) }),
  );
}

/** The crash state for a page: the round, the ended rounds and (signed in) the player's bet. */
export async function crashState(
  ctx: ServiceContext,
  deps: OriginalsRouteDeps,
  request: FastifyRequest,
  limit = 20,
) {
  await deps.crash.sync();
  const chain = await deps.crash.commitment();
  const round = deps.crash.current();
  const viewer = await ctx.auth.userFrom(request);
  return {
    chain,
    round,
    history: await crashedRounds(deps.db, chain, limit),
    myBet: viewer && round ? await myCrashBet(deps.db, viewer.id, chain.chainId, round.gameNumber) : null,
  };
}
