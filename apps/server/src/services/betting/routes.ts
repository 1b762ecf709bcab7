import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Authenticator, requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { balanceView, idParam, pageQuery } from "../wallet/http.ts";
import type { LimitsFor } from "./place.ts";
import { placeCoupon } from "./place.ts";
import { couponHistory, ownCoupon } from "./store.ts";
import { couponView, placeBody } from "./views.ts";

export interface BettingDeps {
  db: Db;
  auth: Authenticator;
  limitsFor: LimitsFor;
}

/** Placing coupons and the player's bet history. */
export function bettingRoutes(fastify: FastifyInstance, deps: BettingDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/web-api/betting/coupons",
    {
      schema: {
        tags: ["betting"],
        description:
          "Place a coupon: re-checked against current odds (changeCoefAction), the stake moves to bets in play.",
        body: placeBody,
        response: { 201: z.object({ coupon: couponView, balance: balanceView }) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const answer = await placeCoupon(deps.db, user.id, request.body, deps.limitsFor);
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      // Placement answers only 201; refusals are thrown (and replayed) as errors.
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    "/web-api/betting/coupons",
    {
      schema: {
        tags: ["betting"],
        description: "The player's coupons, newest first, with every leg's status and the return.",
        querystring: z.object(pageQuery),
        response: {
          200: z.object({
            items: z.array(couponView),
            page: z.number(),
            pageSize: z.number(),
            total: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return couponHistory(deps.db, user.id, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    "/web-api/betting/coupons/:couponId",
    {
      schema: {
        tags: ["betting"],
        description: "One of the player's coupons; another player's answers 404.",
        params: z.object({ couponId: idParam }),
        response: { 200: z.object({ coupon: couponView }) },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const coupon = await ownCoupon(deps.db, user.id, request.params.couponId);
      if (!coupon) throw new AppError("NOT_FOUND", "No such coupon");
      return { coupon };
    },
  );
}
