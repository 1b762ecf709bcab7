import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { SharedRedis } from "../../deployment.ts";
import { AppError } from "../../http/errors.ts";

/** One Redis connection per process and settings, shared by every scope that limits. */
const clients = new Map<string, { redis: Redis; ready: Promise<unknown>; scopes: number }>();

/**
 * The process's client for the site's Redis, connected before the routes serve: without an
 * offline queue, a command sent while connecting would fail and its request go uncounted.
 */
async function sharedClient(scope: FastifyInstance, shared: SharedRedis): Promise<Redis> {
  let entry = clients.get(shared.url);
  if (!entry) {
    // No offline queue: while Redis is unreachable a command fails at once (and the limit is
    // skipped, see below) instead of holding the request until Redis is back.
    const redis = new Redis(shared.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
    });
    let reported = false;
    redis.on("error", (err: Error) => {
      if (!reported) scope.log.warn({ err }, "rate limits: Redis unreachable, limits are not enforced");
      reported = true;
    });
    redis.on("ready", () => {
      reported = false;
    });
    // Unreachable at start: serve anyway (limits skipped, see below); ioredis keeps reconnecting.
    entry = { redis, ready: redis.connect().catch(() => undefined), scopes: 0 };
    clients.set(shared.url, entry);
  }
  const used = entry;
  await used.ready;
  used.scopes += 1;
  scope.addHook("onClose", async () => {
    used.scopes -= 1;
    if (used.scopes > 0) return;
    clients.delete(shared.url);
    await used.redis.quit().catch(() => used.redis.disconnect());
  });
  return used.redis;
}

/**
 * Per-address hard limits for the routes of one scope (only routes with `config.rateLimit`).
 * Keyed by the client address, never by account or phone: a limit keyed by a victim's account
 * would let anyone lock them out. Repeated failures per account add a captcha instead.
 * With `shared` (the site's Redis, deployment.ts), counted there under "<prefix>rate:" for all
 * processes; should Redis fail, the request is let through (the per-account captcha still stands)
 * rather than refusing every sign-in.
 */
export async function registerRateLimit(scope: FastifyInstance, shared?: SharedRedis): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(shared
      ? { redis: await sharedClient(scope, shared), nameSpace: `${shared.prefix}rate:`, skipOnError: true }
      : {}),
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
