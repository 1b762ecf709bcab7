import { sql } from "kysely";
import type { Service } from "../../context.ts";

/** Liveness answers while the process runs; readiness also proves the database answers. */
export const healthService: Service = async (app, ctx) => {
  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/readyz", { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: "ready" };
    } catch (err) {
      return reply.status(503).send({ status: "not_ready", reason: (err as Error).message });
    }
  });
};
