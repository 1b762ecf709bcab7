/**
 * Config writes reach every server process of the site at once, not after the 600–900 s cache:
 * a write publishes on "<prefix>config:invalidate" of the site's Redis (deployment.ts), and every
 * process drops its cached answers when it hears one. On the embedded database there is one
 * process and the write's own invalidate() is enough.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { SharedRedis } from "../../deployment.ts";
import type { ConfigStore } from "./store.ts";

export interface InvalidationLogger {
  error(obj: object, msg: string): void;
}

export interface SharedInvalidation {
  close(): Promise<void>;
}

export function invalidationChannel(shared: SharedRedis): string {
  return `${shared.prefix}config:invalidate`;
}

/**
 * Subscribes the store to the site's invalidations and publishes its writes. Redis unreachable at
 * start is logged, not fatal: ioredis keeps reconnecting and resubscribes, and until then the
 * other processes catch up when their entries expire.
 */
export async function shareInvalidations(
  store: ConfigStore,
  shared: SharedRedis,
  opts: { logger: InvalidationLogger; onRemoteInvalidate?: () => void },
): Promise<SharedInvalidation> {
  const channel = invalidationChannel(shared);
  // Our own message is not applied twice: the write already dropped this process's answers.
  const self = randomUUID();
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 } as const;
  const pub = new Redis(shared.url, { ...options, enableOfflineQueue: false });
  const sub = new Redis(shared.url, options);
  let reported = false;
  const onError = (err: Error) => {
    if (!reported) opts.logger.error({ err }, "config invalidation: Redis unreachable");
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
