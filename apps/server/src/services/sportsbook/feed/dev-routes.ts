/**
 * Development and test control of the feed simulator: `POST /dev/feed/fast-forward` moves the
 * simulated time forward so live games finish, results land and coupons settle without waiting.
 * Never registered in production (the route answers the ordinary 404 there).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../../http/errors.ts";
import type { FeedHandle } from "./runner.ts";

export const fastForwardBody = z.strictObject({
  /** Simulated minutes to jump (a football match is about 110 simulated minutes). */
  minutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60),
});

export function feedDevRoutes(fastify: FastifyInstance, feed: () => FeedHandle | null): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/dev/feed/fast-forward",
    {
      schema: {
        tags: ["development"],
        description:
          "Development only: move the simulator's clock forward; everything that happened meanwhile (goals, results, settlement) is applied before the answer.",
        body: fastForwardBody,
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request, reply) => {
      const handle = feed();
      if (!handle?.fastForward) {
        throw new AppError(
          "CONFLICT",
          "No simulator is running in this process (SPORTSBOOK_FEED=off or a real feed)",
        );
      }
      const now = await handle.fastForward(request.body.minutes * 60_000);
      reply.header("cache-control", "no-store");
      return { now: new Date(now).toISOString() };
    },
  );
}
