/**
 * The feed runner: takes an adapter's events, applies them to the catalogue in batches (one
 * transaction every `flushMs`), then publishes the diffs and calls onGameResulted for games
 * whose results were just stored. With a Redis URL it runs only while it holds the feed lease.
 */
import { type Db, isDatabaseUnavailable } from "@parlay/db";
import {
  createSimulator,
  type FeedAdapter,
  type FeedEvent,
  type FeedSimulator,
  type ShiftableClock,
  type SimulatorOptions,
  scaledClock,
  shiftableClock,
} from "@parlay/feed";
import { holdLease, type Lease } from "../../../lease.ts";
import { type OutageLogger, outageLog } from "../../../outage-log.ts";
import type { LiveBus } from "../live/bus.ts";
import { CatalogueWriter } from "../store/write.ts";

export interface FeedLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface FeedOptions {
  bus: LiveBus;
  /** A real provider's adapter; default: the simulator with `simulator` options. */
  adapter?: FeedAdapter;
  simulator?: SimulatorOptions & { speed?: number };
  /** Milliseconds between two database batches (default 250). */
  flushMs?: number;
  /** Called once per game when its results and outcome statuses are stored (settlement input). */
  onGameResulted?: (gameId: number) => void | Promise<void>;
  /** Run the feed only while holding the Redis lease (several server processes). */
  leaseRedisUrl?: string | undefined;
  /** Lease key and time-to-live (default "parlay:sportsbook:feed-leader", 10 s). */
  leaseKey?: string;
  leaseTtlMs?: number;
  logger?: FeedLogger;
}

export interface FeedHandle {
  readonly adapter: FeedAdapter;
  /** Applies and publishes everything received so far. */
  flush(): Promise<void>;
  /**
   * Moves the simulator's time forward by `ms`, applies everything that happened meanwhile
   * (kick-offs, goals, results, settlement) and answers the new simulated time. Null for a real
   * provider's adapter, which follows the wall clock.
   */
  fastForward: ((ms: number) => Promise<number>) | null;
  stop(): Promise<void>;
}

const quiet: FeedLogger = { info: () => {}, error: () => {} };

const asOutageLogger = (log: FeedLogger): OutageLogger => ({
  warn: (obj, msg) => log.error(obj, msg),
  info: (obj, msg) => log.info(obj, msg),
});
/** A batch that keeps failing is dropped after this many tries (the next snapshot repairs it). */
const MAX_TRIES = 5;

export async function startFeed(ctx: { db: Db }, options: FeedOptions): Promise<FeedHandle> {
  const log = options.logger ?? quiet;
  const sim = options.simulator ?? {};
  // The simulator's clock can be shifted forward (fast-forward); a real adapter's cannot.
  const simulated = options.adapter ? null : simulatorWithClock(sim);
  const adapter: FeedAdapter = options.adapter ?? (simulated as Simulated).simulator;
  const writer = new CatalogueWriter(ctx.db);
  let queue: FeedEvent[] = [];
  let tries = 0;
  let running: Promise<void> | null = null;
  // A database outage fails every flush (four a second): reported once, not per flush.
  const dbOutage = outageLog(asOutageLogger(log), "feed: database");

  const flushOnce = async () => {
    if (queue.length === 0) return;
    const events = queue;
    queue = [];
    try {
      const { diffs, resulted } = await writer.apply(events);
      tries = 0;
      dbOutage.recovered();
      await options.bus.publish(diffs).catch((err) => log.error({ err }, "live push publish failed"));
      for (const gameId of resulted) {
        try {
          await options.onGameResulted?.(gameId);
        } catch (err) {
          log.error({ err, gameId }, "onGameResulted failed");
        }
      }
    } catch (err) {
      tries += 1;
      if (isDatabaseUnavailable(err)) dbOutage.failed(err);
      else log.error({ err, tries, events: events.length }, "feed batch failed");
      if (tries < MAX_TRIES) queue = events.concat(queue);
      else tries = 0;
    }
  };
  const flush = async () => {
    // One flush at a time, in order; a caller waits for the one under way and then its own.
    while (running) await running;
    running = flushOnce().finally(() => {
      running = null;
    });
    await running;
  };
  const timer = setInterval(() => void flush(), options.flushMs ?? 250);
  timer.unref?.();

  let started = false;
  const begin = async () => {
    if (started) return;
    started = true;
    await adapter.start((events) => {
      queue.push(...events);
    });
    log.info({ adapter: adapter.name }, "feed started");
  };
  const end = async () => {
    if (!started) return;
    started = false;
    await adapter.stop();
    log.info({ adapter: adapter.name }, "feed stopped");
  };

  let lease: Lease | null = null;
  if (options.leaseRedisUrl) {
    const outage = outageLog(asOutageLogger(log), "feed lease: Redis");
    lease = await holdLease({
      redisUrl: options.leaseRedisUrl,
      ...(options.leaseKey ? { key: options.leaseKey } : {}),
      ...(options.leaseTtlMs ? { ttlMs: options.leaseTtlMs } : {}),
      onAcquire: begin,
      onLose: end,
      onError: outage.failed,
      onRecover: outage.recovered,
    });
  } else {
    await begin();
  }

  const fastForward = simulated
    ? async (ms: number) => {
        simulated.clock.shift(ms);
        if (started) queue.push(...simulated.simulator.advance());
        await flush();
        return simulated.clock.now();
      }
    : null;

  return {
    adapter,
    flush,
    fastForward,
    async stop() {
      clearInterval(timer);
      if (lease) await lease.release();
      else await end();
      await flush();
    },
  };
}

interface Simulated {
  clock: ShiftableClock;
  simulator: FeedSimulator;
}

function simulatorWithClock(sim: SimulatorOptions & { speed?: number }): Simulated {
  const base = sim.clock ?? (sim.speed && sim.speed !== 1 ? scaledClock(sim.speed) : undefined);
  const clock = shiftableClock(base);
  return { clock, simulator: createSimulator({ ...sim, clock }) };
}
