import { isDatabaseUnavailable } from "@parlay/db";
import { sql } from "kysely";
import type { Service } from "../../context.ts";
import { RETRY_AFTER_S } from "../../http/unavailable.ts";

/**
 * Liveness answers while the process runs (a load balancer must not restart it for a database
 * outage: it recovers by itself); readiness also proves the database answers (take the instance
 * out of rotation meanwhile). The driver's error text stays in the log, never in the answer.
 */
export const healthService: Service = async (app, ctx) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: "ready" };
    } catch (err) {
      if (!isDatabaseUnavailable(err)) request.log.error({ err }, "readiness check failed");
      reply.header("retry-after", String(RETRY_AFTER_S)).header("cache-control", "no-store");
      return reply.status(503).send({ status: "not_ready", reason: "database_unavailable" });
    }
  });
};
