/**
 * One process of a site does a job the others must not do twice: the sportsbook's feed (two
 * simulators with the same seed would write the same rows twice and every client would get each diff
 * twice) and the originals' crash rounds (one process drives them). With Redis, processes compete
 * for a lease (SET NX PX, renewed by compare-and-expire); the holder does the job, the others stand by
 * and take over within one TTL if the holder dies.
 */
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";

const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

export interface LeaseOptions {
  redisUrl: string;
  key?: string;
  ttlMs?: number;
  onAcquire: () => Promise<void>;
  onLose: () => Promise<void>;
  /** Every failure: Redis unreachable (also each reconnection attempt) or a command refused. */
  onError?: (err: unknown) => void;
  /** The connection to Redis is usable again. */
  onRecover?: () => void;
}

export interface Lease {
  readonly held: boolean;
  release(): Promise<void>;
}

export async function holdLease(options: LeaseOptions): Promise<Lease> {
  const key = options.key ?? "parlay:sportsbook:feed-leader";
  const ttl = options.ttlMs ?? 10_000;
  const me = randomUUID();
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // Without a listener ioredis writes every failed reconnection attempt to the console.
  redis.on("error", (err: unknown) => options.onError?.(err));
  redis.on("ready", () => options.onRecover?.());
  await redis.connect();
  let held = false;
  let stopped = false;
  let busy = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    try {
      if (held) {
        const renewed = await redis.eval(RENEW, 1, key, me, String(ttl));
        if (renewed !== 1) {
          held = false;
          await options.onLose();
        }
      } else if ((await redis.set(key, me, "PX", ttl, "NX")) === "OK") {
        held = true;
        await options.onAcquire();
      }
    } catch (err) {
      options.onError?.(err);
    }
  };
  await tick();
  const timer = setInterval(() => {
    busy = busy.then(tick);
  }, ttl / 3);
  timer.unref?.();
  return {
    get held() {
      return held;
    },
    async release() {
      stopped = true;
      clearInterval(timer);
      await busy;
      if (held) {
        held = false;
        await options.onLose();
        await redis.eval(RELEASE, 1, key, me).catch(() => undefined);
      }
      await redis.quit().catch(() => undefined);
    },
  };
}
