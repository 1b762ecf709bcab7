/**
 * A topic every server process of a site hears: Redis pub/sub on "<prefix><topic>" when the site
 * shares a Redis (deployment.ts), an in-process fan-out otherwise (the embedded database runs one
 * process). The support service uses it for the consultant chat and for the player's own pushes
 * (the header's unread count); the config store's invalidations are the same idea with a fixed
 * message (services/config/invalidation.ts).
 *
 * Messages are JSON. Delivery is at most once, like Redis pub/sub itself: what a process misses
 * while Redis is away is not replayed, so every listener must be able to catch up from the database
 * (the chat's history, the user config's count).
 */
import { Redis } from "ioredis";
import type { SharedRedis } from "./deployment.ts";
import { type OutageLogger, outageLog } from "./outage-log.ts";

export interface TopicBus<T> {
  readonly kind: "local" | "redis";
  /** Hands the message to every process's listeners (this one's too). */
  publish(message: T): Promise<void>;
  subscribe(listener: (message: T) => void): () => void;
  close(): Promise<void>;
}

type Listener<T> = (message: T) => void;

function fanOut<T>(listeners: Set<Listener<T>>, message: T): void {
  for (const listener of [...listeners]) {
    try {
      listener(message);
    } catch {
      // One broken listener must not stop delivery to the others.
    }
  }
}

export function localTopicBus<T>(): TopicBus<T> {
  const listeners = new Set<Listener<T>>();
  return {
    kind: "local",
    async publish(message) {
      fanOut(listeners, message);
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

/**
 * `parse` checks what arrives (a foreign or corrupt message is dropped). Redis unreachable at start
 * is reported, not fatal: ioredis reconnects and resubscribes, and a publish meanwhile is dropped.
 */
export async function redisTopicBus<T>(
  shared: SharedRedis,
  topic: string,
  parse: (raw: unknown) => T | null,
  log: OutageLogger,
): Promise<TopicBus<T>> {
  const channel = `${shared.prefix}${topic}`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 } as const;
  const pub = new Redis(shared.url, { ...options, enableOfflineQueue: false });
  const sub = new Redis(shared.url, options);
  const outage = outageLog(log, `${topic}: Redis`);
  for (const client of [pub, sub]) {
    client.on("error", (err: unknown) => outage.failed(err));
    client.on("ready", () => outage.recovered());
  }
  const listeners = new Set<Listener<T>>();
  sub.on("message", (from: string, text: string) => {
    if (from !== channel) return;
    let message: T | null = null;
    try {
      message = parse(JSON.parse(text));
    } catch {
      return;
    }
    if (message !== null) fanOut(listeners, message);
  });
  const connected = await Promise.all([pub.connect(), sub.connect()]).then(
    () => true,
    (err: unknown) => {
      outage.failed(err);
      return false;
    },
  );
  const subscribed = sub.subscribe(channel).catch((err: unknown) => outage.failed(err));
  if (connected) await subscribed;
  return {
    kind: "redis",
    async publish(message) {
      await pub.publish(channel, JSON.stringify(message)).catch((err: unknown) => outage.failed(err));
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

/** The bus of a topic for a deployment: Redis when the site shares one, in-process otherwise. */
export function topicBus<T>(
  shared: SharedRedis | undefined,
  topic: string,
  parse: (raw: unknown) => T | null,
  log: OutageLogger,
): Promise<TopicBus<T>> {
  return shared ? redisTopicBus(shared, topic, parse, log) : Promise.resolve(localTopicBus<T>());
}
