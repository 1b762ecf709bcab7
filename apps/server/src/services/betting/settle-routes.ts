import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { int8Id } from "../../http/ids.ts";
import type { StaffAccess } from "../staff/index.ts";

// The staff service is loaded lazily here: importing it at module load from the wallet or betting
// service closes an import cycle (staff → session → users → wallet). Its guard is attached by its
// onRoute hook all the same.
const STAFF_API = "/backoffice-api/v1";
const staffAccess = (access: StaffAccess) => ({ staffAccess: access });
const staffModule = () => import("../staff/index.ts");

import { voidOutcome } from "./settle-void.ts";

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

/**
 * Staff settlement routes (issue 16): the trader and risk roles void an outcome from the back office
 * (`betting.void`). The void settles coupon by coupon in its own transactions (settle-void.ts), so
 * its audit row follows the void with its result; a repeated void is idempotent and audited again.
 */
export function settlementRoutes(fastify: FastifyInstance, deps: { db: Db }): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    `${STAFF_API}/betting/outcomes/:outcomeId/void`,
    {
      config: staffAccess("betting.void"),
      schema: {
        tags: ["backoffice"],
        description:
          "Staff: void an outcome (every leg on it settles as a return); open coupons settle, settled ones are re-settled by reversal.",
        params: z.object({ outcomeId: int8Id }),
        body: z.object({
          reason: z.string().trim().min(1).max(500),
          statusId: z.union([z.literal(2), z.literal(3)]).optional(),
        }),
        response: { 200: voidAnswer },
      },
    },
    async (request) => {
      if (!request.staff) throw new AppError("STAFF_SIGN_IN"); // the staff guard runs first; fail closed
      const { actorOf, writeAudit } = await staffModule();
      const actor = actorOf(request);
      const result = await voidOutcome(deps.db, {
        outcomeId: request.params.outcomeId,
        reason: request.body.reason,
        voidedBy: `staff:${actor.email}`,
        ...(request.body.statusId ? { statusId: request.body.statusId } : {}),
      });
      await writeAudit(
        deps.db,
        actor,
        {
          action: "betting.void",
          targetType: "outcome",
          targetId: String(request.params.outcomeId),
          after: { reason: request.body.reason, ...result },
        },
        new Date(),
      );
      return result;
    },
  );
}
