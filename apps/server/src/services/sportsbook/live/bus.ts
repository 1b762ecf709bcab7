/**
 * The fan-out bus between the feed runner (one publisher) and the push hubs (one per server
 * process). In-process by default; Redis pub/sub when REDIS_URL is set, so a diff published by
 * the process that runs the feed reaches clients connected to any process.
 */
import { Redis } from "ioredis";
import { type OutageLogger, outageLog } from "../../../outage-log.ts";
import { type LiveBatch, type LiveDiff, liveBatch } from "./protocol.ts";

export interface LiveBus {
  readonly kind: "local" | "redis";
  /** Publishes one batch of diffs, stamped with the publish time. */
  publish(diffs: LiveDiff[]): Promise<void>;
  subscribe(listener: (batch: LiveBatch) => void): () => void;
  close(): Promise<void>;
}

type Listener = (batch: LiveBatch) => void;

function fanOut(listeners: Set<Listener>, batch: LiveBatch): void {
  for (const listener of listeners) {
    try {
      listener(batch);
    } catch {
      // One broken listener must not stop delivery to the others.
    }
  }
}

export function createLocalBus(now: () => number = Date.now): LiveBus {
  const listeners = new Set<Listener>();
  return {
    kind: "local",
    async publish(diffs) {
      if (diffs.length > 0) fanOut(listeners, { at: now(), d: diffs });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

export const LIVE_CHANNEL = "parlay:sportsbook:live";

/** Redis pub/sub: one connection publishes, a second one (subscriber mode) receives. */
export async function createRedisBus(
  url: string,
  channel = LIVE_CHANNEL,
  now: () => number = Date.now,
  log: OutageLogger = consoleOutageLogger,
): Promise<LiveBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true });
  // Both connections fail together when Redis goes away: one report for the pair.
  const outage = outageLog(log, "live push: Redis");
  for (const client of [pub, sub]) {
    client.on("error", (err: unknown) => outage.failed(err));
    client.on("ready", () => outage.recovered());
  }
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  const listeners = new Set<Listener>();
  sub.on("message", (ch: string, text: string) => {
    if (ch !== channel) return;
    try {
      const parsed = liveBatch.safeParse(JSON.parse(text));
      if (parsed.success) fanOut(listeners, parsed.data as LiveBatch);
    } catch {
      // A foreign or corrupt message on the channel is ignored.
    }
  });
  return {
    kind: "redis",
    async publish(diffs) {
      // While Redis is away a publish can only fail (and its caller log, four times a second);
      // the diffs are dropped as a failed publish would drop them.
      if (outage.down) return;
      if (diffs.length > 0) await pub.publish(channel, JSON.stringify({ at: now(), d: diffs }));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

/**
 * The bus for an environment: Redis when a URL is given, in-process otherwise. `prefix` (a site's,
 * deployment.ts) names the channel "<prefix>sportsbook:live", so two sites on one Redis never hear
 * each other's odds.
 */
export function createLiveBus(
  redisUrl?: string | undefined,
  prefix?: string | undefined,
  log?: OutageLogger,
): Promise<LiveBus> {
  if (!redisUrl) return Promise.resolve(createLocalBus());
  return createRedisBus(redisUrl, prefix ? `${prefix}sportsbook:live` : LIVE_CHANNEL, Date.now, log);
}

const consoleOutageLogger: OutageLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
  info: (obj, msg) => console.info(msg, obj),
};
