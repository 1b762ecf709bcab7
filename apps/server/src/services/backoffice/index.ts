/**
 * The back office's player, payment and dashboard sections (issue 16, docs/backoffice.md): staff
 * routes under /backoffice-api/v1 guarded by the staff service (mount it first), every change
 * audited in its own transaction.
 */
import type { FastifyInstance } from "fastify";
import type { Service } from "../../context.ts";
import { dashboardRoutes } from "./dashboard.ts";
import { limitsRoute } from "./limits-route.ts";
import { paymentRoutes } from "./payments.ts";
import { playerRoutes } from "./players.ts";

export { dayStart, readDashboard } from "./dashboard.ts";

export function createBackofficeService(options: { now?: () => Date } = {}): Service {
  return async (fastify, ctx) => {
    const now = options.now ?? (() => new Date());
    if (!fastify.hasDecorator("staffRoutes"))
      throw new Error("The back-office sections need the staff service mounted before them");
    await fastify.register(async (scope: FastifyInstance) => {
      scope.addHook("onSend", async (_request, reply) => {
        reply.header("cache-control", "no-store");
      });
      playerRoutes(scope, ctx.db, now);
      limitsRoute(scope, ctx.db, now);
      paymentRoutes(scope, ctx.db, now);
      dashboardRoutes(scope, ctx.db, now);
    });
  };
}
