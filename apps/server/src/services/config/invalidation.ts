/**
 * Config (and SEO) writes reach every server process of the site at once, not after the 600–900 s
 * cache: a write publishes on "<prefix><topic>:invalidate" of the site's Redis (deployment.ts), and
 * every process drops its cached answers when it hears one. On the embedded database there is one
 * process and the write's own invalidate() is enough.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { SharedRedis } from "../../deployment.ts";

/** A cache whose writes other processes must hear of: the config store, the SEO store. */
export interface SharedCache {
  invalidate(): void;
  /** Called after each write of this process; answers the function that stops listening. */
  onWrite(listener: () => Promise<void> | void): () => void;
}

export interface InvalidationLogger {
  error(obj: object, msg: string): void;
}

export interface SharedInvalidation {
  close(): Promise<void>;
}

export function invalidationChannel(shared: SharedRedis, topic = "config"): string {
  return `${shared.prefix}${topic}:invalidate`;
}

/**
 * Subscribes the store to the site's invalidations and publishes its writes. Redis unreachable at
 * start is logged, not fatal: ioredis keeps reconnecting and resubscribes, and until then the
 * other processes catch up when their entries expire.
 */
export async function shareInvalidations(
  store: SharedCache,
  shared: SharedRedis,
  opts: { logger: InvalidationLogger; onRemoteInvalidate?: () => void; topic?: string },
): Promise<SharedInvalidation> {
  const topic = opts.topic ?? "config";
  const channel = invalidationChannel(shared, topic);
  // Our own message is not applied twice: the write already dropped this process's answers.
  const self = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 } as const;
  const pub = new Redis(shared.url, { ...options, enableOfflineQueue: false });
  const sub = new Redis(shared.url, options);
  let reported = false;
  const onError = (err: Error) => {
    if (!reported) opts.logger.error({ err }, `${topic} invalidation: Redis unreachable`);
    reported = true;
  };
  pub.on("error", onError);
  sub.on("error", onError);
  sub.on("ready", () => {
    reported = false;
  });
  sub.on("message", (from: string, message: string) => {
    if (from !== channel || message === self) return;
    store.invalidate();
    opts.onRemoteInvalidate?.();
  });
  const connected = await Promise.all([pub.connect(), sub.connect()]).then(
    () => true,
    (err: Error) => {
      onError(err);
      return false;
    },
  );
  // Unconnected, the subscribe waits in the offline queue; ioredis resubscribes after reconnects.
  const subscribed = sub.subscribe(channel).catch(onError);
  if (connected) await subscribed;
  const unsubscribe = store.onWrite(async () => {
    await pub.publish(channel, self).catch(onError);
  });
  return {
    async close() {
      unsubscribe();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
