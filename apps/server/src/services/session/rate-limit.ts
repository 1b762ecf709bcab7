import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../http/errors.ts";

/**
 * Per-address hard limits for the routes of one scope (only routes with `config.rateLimit`).
 * Keyed by the client address, never by account or phone: a limit keyed by a victim's account
 * would let anyone lock them out. Repeated failures per account add a captcha instead.
 */
export async function registerRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError("RATE_LIMITED", `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}

/** The route config for `max` requests per minute per address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
