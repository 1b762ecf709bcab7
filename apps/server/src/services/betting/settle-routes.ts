import { timingSafeEqual } from "node:crypto";
import type { Db } from "@parlay/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { int8Id } from "../../http/ids.ts";
import { voidOutcome } from "./settle-void.ts";

/** The operator guard the payments operator routes use: `Authorization: Bearer $OPERATOR_TOKEN`. */
function requireOperator(token: string | undefined, request: FastifyRequest): void {
  if (!token) throw new AppError("FORBIDDEN", "Operator routes are disabled (OPERATOR_TOKEN is not set)");
  const given = Buffer.from(String(request.headers.authorization ?? ""));
  const expected = Buffer.from(`Bearer ${token}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError("FORBIDDEN", "Wrong operator token");
}

const voidAnswer = z.object({
  outcomeId: z.number(),
  statusId: z.number(),
  created: z.boolean(),
  coupons: z.number(),
  settled: z.number(),
  resettled: z.number(),
  stillOpen: z.number(),
  busy: z.number(),
  failed: z.number(),
});

/** Operator-only settlement routes (there is no operator role in the session auth: a token). */
export function settlementRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; operatorToken: string | undefined },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/web-api/internal/betting/outcomes/:outcomeId/void",
    {
      schema: {
        tags: ["betting"],
        description:
          "Operator: void an outcome (every leg on it settles as a return); open coupons settle, settled ones are re-settled by reversal.",
        params: z.object({ outcomeId: int8Id }),
        body: z.object({
          reason: z.string().trim().min(1).max(500),
          statusId: z.union([z.literal(2), z.literal(3)]).optional(),
          operator: z.string().trim().min(1).max(100).optional(),
        }),
        response: { 200: voidAnswer },
      },
    },
    async (request) => {
      requireOperator(deps.operatorToken, request);
      return voidOutcome(deps.db, {
        outcomeId: request.params.outcomeId,
        reason: request.body.reason,
        voidedBy: request.body.operator ?? "operator",
        ...(request.body.statusId ? { statusId: request.body.statusId } : {}),
      });
    },
  );
}
