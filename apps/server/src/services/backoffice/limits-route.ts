import { playerLimits } from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { limitsInForce } from "../limits/index.ts";
import { STAFF_API, staffAccess } from "../staff/index.ts";

/** A player's limits, read only, as the limits service holds them in force now. */
export function limitsRoute(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    `${STAFF_API}/players/:id/limits`,
    {
      config: staffAccess("players.limits.read"),
      schema: {
        tags: ["backoffice"],
        description: "The player's responsible-gaming limits in force (read only).",
        params: z.object({ id: z.coerce.bigint().positive() }),
        response: { 200: playerLimits },
      },
    },
    async (request) => {
      const limits = await limitsInForce(db, request.params.id, now());
      return {
        money: limits.money.map((m) => ({
          limitType: m.limitType,
          group: m.group,
          windowSeconds: m.windowSeconds,
          limitValue: m.limitValue,
          currency: m.currency,
          since: m.since.toISOString(),
        })),
        sessionHours: limits.sessionHours,
        realityCheckMinutes: limits.realityCheckMinutes,
        timedOut: limits.timedOut,
        selfExcluded: limits.selfExcluded,
        canDeposit: limits.restrictions.deposit,
        canBet: limits.restrictions.bet,
      };
    },
  );
}
