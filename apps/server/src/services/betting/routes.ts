import type { Db } from "@parlay/db";
import { fromPlacementRequest, type PlacedLeg } from "@parlay/domain/betting";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Authenticator, requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { getOutcomes } from "../sportsbook/index.ts";
import { idParam } from "../wallet/index.ts";
import { createCode, loadCode } from "./codes.ts";
import type { LiveDelayWait } from "./live-delay.ts";
import { placeCoupon } from "./place.ts";
import { type BettingConfigSource, bettingSettings, presentLimits } from "./settings.ts";
import { couponHistory, ownCoupon } from "./store.ts";
import {
  codeBody,
  codeCreatedAnswer,
  codeParam,
  codeView,
  couponAnswer,
  historyAnswer,
  historyQuery,
  limitsQuery,
  limitsView,
  placeAnswer,
  placeBody,
} from "./views.ts";

interface CsrfGuarded {
  csrfGuard(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface BettingDeps {
  db: Db;
  auth: Authenticator;
  config: BettingConfigSource;
  liveDelayMs?: number;
  /** How a live coupon waits its acceptance delay (tests hold it there); a real timer by default. */
  waitLiveDelay?: LiveDelayWait;
}

const tags = ["betting"];

/** Placing coupons, limits, coupon codes and the player's bet history. */
export function bettingRoutes(fastify: FastifyInstance, deps: BettingDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settingsFor = async (request: FastifyRequest, currency: string) =>
    bettingSettings(await deps.config(request), currency, deps.liveDelayMs);

  app.post(
    "/web-api/betting/coupons",
    {
      schema: {
        tags,
        description:
          "Place a coupon of any type 0–9 (type 9: one coupon per bet). Checked against the current odds under " +
          "changeCoefAction (0 confirm, 1 accept any, 2 accept a rise), suspended markets, finished games, the " +
          "engine's rules, the amount limits of the currency, bonus and VIP bet conditions and exactCoef (refused " +
          "when the coupon coefficient is below it); the stake moves to bets in play in one idempotent transaction. " +
          "A coupon with a live bet is confirmed after the live acceptance delay and checked again then " +
          "(isDropOnScoreChange: refused if a score changed). Refusals: COEF_CHANGED, MARKET_BLOCKED, " +
          "GAME_FINISHED, SCORE_CHANGED, AMOUNT_BELOW_MIN, AMOUNT_ABOVE_MAX, INSUFFICIENT_FUNDS, COUPON_INVALID.",
        body: placeBody,
        response: { 201: placeAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const settings = await settingsFor(request, request.body.currency);
      const answer = await placeCoupon(deps.db, user.id, request.body, settings, deps.waitLiveDelay);
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      // Placement answers only 201; refusals are thrown (and replayed) as errors. The answer is
      // the text stored under the key, sent as it is (a string skips the serializer; its shape is
      // placeAnswer, which the tests check): a replay is byte-identical.
      return reply
        .status(201)
        .type("application/json; charset=utf-8")
        .send(answer.text as unknown as z.infer<typeof placeAnswer>);
    },
  );

  app.get(
    "/web-api/betting/coupons",
    {
      // A remote rendering the player's bet history may read it with a render grant.
      config: { renderGrant: true },
      schema: {
        tags,
        description:
          "The player's coupons, newest first: status all|open|won (1, 4, 6)|lost (0, 5)|returned (2, 3), " +
          "placed from/to (dates, to inclusive), typeId, accountId.",
        querystring: historyQuery,
        response: { 200: historyAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return couponHistory(deps.db, user.id, request.query);
    },
  );

  app.get(
    "/web-api/betting/coupons/:couponId",
    {
      schema: {
        tags,
        description: "One of the player's coupons; another player's answers 404.",
        params: z.object({ couponId: idParam }),
        response: { 200: couponAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const coupon = await ownCoupon(deps.db, user.id, request.params.couponId);
      if (!coupon) throw new AppError("NOT_FOUND", "No such coupon");
      return { coupon };
    },
  );

  app.get(
    "/web-api/betting/limits",
    {
      schema: {
        tags,
        description:
          "Coupon amount limits of a currency (site config d.betting), the engine's amount step and initial " +
          "amount, the live acceptance delay and the bonus / VIP / one-click switches. maxAmount null = unlimited.",
        querystring: limitsQuery,
        response: { 200: limitsView },
      },
    },
    async (request) => presentLimits(await settingsFor(request, request.query.currency)),
  );

  // The session authenticator's CSRF guard (the shell client sends the double-submit header); the
  // bare test authenticator has none.
  const guard = (deps.auth as Partial<CsrfGuarded>).csrfGuard;
  app.post(
    "/web-api/betting/coupon-codes",
    {
      ...(guard ? { preHandler: guard } : {}),
      schema: {
        tags,
        description: "Save a coupon's bets under an 8-character code (A–Z, 2–9 without look-alikes).",
        body: codeBody,
        response: { 201: codeCreatedAnswer },
      },
    },
    async (request, reply) => {
      const { typeId, systemValue, bets } = request.body;
      const ids = bets.map((b) => b.outcomeId);
      if (new Set(ids).size !== ids.length)
        throw new AppError("COUPON_INVALID", "The same outcome is in the coupon twice");
      const known = new Set((await getOutcomes(deps.db, ids)).map((o) => o.market.id));
      const missing = ids.filter((id) => !known.has(id));
      if (missing.length > 0) throw new AppError("OUTCOME_NOT_FOUND", undefined, { outcomeIds: missing });
      // A code keeps the structure the way a placement reads it (placement-request.ts).
      const structure = fromPlacementRequest(request.body);
      if (!structure.ok)
        throw new AppError("COUPON_INVALID", structure.problem, { problems: [structure.problem] });
      const code = await createCode(deps.db, {
        typeId,
        systemValue: systemValue ?? null,
        bets: bets.map((b, i) => ({ outcomeId: b.outcomeId, ...(structure.legs[i] as PlacedLeg) })),
      });
      return reply.status(201).send({ code });
    },
  );

  app.get(
    "/web-api/betting/coupon-codes/:code",
    {
      schema: {
        tags,
        description:
          "The coupon behind a code (any placed coupon's code too): type, system value and the current state " +
          "of each bet as GET /web-api/sportsbook/outcomes answers it. Unknown code: 404 COUPON_CODE_NOT_FOUND.",
        params: codeParam,
        response: { 200: codeView },
      },
    },
    async (request) => loadCode(deps.db, request.params.code),
  );
}
