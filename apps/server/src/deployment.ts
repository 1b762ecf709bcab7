import { createHash } from "node:crypto";

/**
 * Redis as the processes of one site share it: the live push channel, the feed lease and the
 * per-address rate limits. `prefix` starts every key and channel name, so the processes of one
 * site meet and two sites (or a staging and a production) on one Redis never do.
 */
export interface SharedRedis {
  url: string;
  /** "parlay:<site id>:" — the site id is a hash of the database's host, port, name and schema. */
  prefix: string;
}

/**
 * The shared Redis of a deployment: when it runs on a PostgreSQL server (several processes can)
 * and REDIS_URL is set. On the embedded database (one process by nature) there is nothing to
 * share: the live push, the feed and the rate limits stay in the process.
 */
export function sharedRedisFor(opts: {
  databaseKind: "postgres" | "pglite";
  databaseUrl?: string | undefined;
  schema?: string | undefined;
  redisUrl?: string | undefined;
}): SharedRedis | undefined {
  if (opts.databaseKind !== "postgres" || !opts.redisUrl || !opts.databaseUrl) return undefined;
  const db = new URL(opts.databaseUrl);
  const identity = `${db.hostname}:${db.port || "5432"}${db.pathname}#${opts.schema ?? "public"}`;
  const id = createHash("sha256").update(identity).digest("hex").slice(0, 16);
  return { url: opts.redisUrl, prefix: `parlay:${id}:` };
}
