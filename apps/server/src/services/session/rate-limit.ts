import { createHash } from "node:crypto";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { AppError } from "../../http/errors.ts";

/**
 * Where the per-address counters live when several server processes serve one site: Redis, under a
 * namespace of their own (docs/players.md "Rate limits"). Without it every process counts alone,
 * which is right for the embedded database (one process by nature).
 */
export interface SharedRateLimits {
  redisUrl: string;
  /** Key prefix: the same for every process of one deployment, different between deployments. */
  namespace: string;
}

/**
 * The shared counters of a deployment: when it runs on a PostgreSQL server (several processes can)
 * and REDIS_URL is set. The namespace is derived from the database (server, database, schema; not
 * the password), so processes of one site share counters and two sites on one Redis never do.
 */
export function sharedRateLimitsFor(opts: {
  databaseKind: "postgres" | "pglite";
  databaseUrl?: string | undefined;
  schema?: string | undefined;
  redisUrl?: string | undefined;
}): SharedRateLimits | undefined {
  if (opts.databaseKind !== "postgres" || !opts.redisUrl || !opts.databaseUrl) return undefined;
  const db = new URL(opts.databaseUrl);
  const identity = `${db.hostname}:${db.port || "5432"}${db.pathname}#${opts.schema ?? "public"}`;
  const id = createHash("sha256").update(identity).digest("hex").slice(0, 16);
  return { redisUrl: opts.redisUrl, namespace: `parlay:rate:${id}:` };
}

/** One Redis connection per process and settings, shared by every scope that limits. */
const clients = new Map<string, { redis: Redis; scopes: number }>();

function sharedClient(scope: FastifyInstance, shared: SharedRateLimits): Redis {
  let entry = clients.get(shared.redisUrl);
  if (!entry) {
    // No offline queue: while Redis is unreachable a command fails at once (and the limit is
    // skipped, see below) instead of holding the request until Redis is back.
    const redis = new Redis(shared.redisUrl, {
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
    entry = { redis, scopes: 0 };
    clients.set(shared.redisUrl, entry);
  }
  const used = entry;
  used.scopes += 1;
  scope.addHook("onClose", async () => {
    used.scopes -= 1;
    if (used.scopes > 0) return;
    clients.delete(shared.redisUrl);
    await used.redis.quit().catch(() => used.redis.disconnect());
  });
  return used.redis;
}

/**
 * Per-address hard limits for the routes of one scope (only routes with `config.rateLimit`).
 * Keyed by the client address, never by account or phone: a limit keyed by a victim's account
 * would let anyone lock them out. Repeated failures per account add a captcha instead.
 * With `shared`, counted in Redis for all processes; should Redis fail, the request is let
 * through (the per-account captcha still stands) rather than refusing every sign-in.
 */
export async function registerRateLimit(scope: FastifyInstance, shared?: SharedRateLimits): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(shared ? { redis: sharedClient(scope, shared), nameSpace: shared.namespace, skipOnError: true } : {}),
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
