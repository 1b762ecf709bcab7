import type { CrashFrame, CrashRoundNow } from "@parlay/contracts/originals";
import type { FastifyInstance } from "fastify";
import type { Service } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { holdLease, type Lease } from "../../lease.ts";
import { liveTopicsOf } from "../../live-topics.ts";
import { outageLog } from "../../outage-log.ts";
import { topicBus } from "../../topic-bus.ts";
import { type CasinoLimits, inHouseWallet, registerProvider } from "../casino/index.ts";
import { createEnforcement } from "../limits/index.ts";
import { resumeBets } from "./bets.ts";
import { ORIGINALS_PROVIDER, originalsProvider } from "./catalogue.ts";
import { type CrashOptions, CrashRunner } from "./crash.ts";
import { CRASH_TOPIC, createCrashRelay, parseCrashFrame } from "./crash-push.ts";
import { type OriginalsRouteDeps, originalsRoutes } from "./routes.ts";

export interface OriginalsServiceOptions {
  now?: () => number;
  limits?: CasinoLimits;
  crash?: CrashOptions;
  /** How often the crash rounds are brought up to the clock (ms; 0: never by a timer, tests tick). */
  tickMs?: number;
  /** The visitor's country (default: the site's, `ctx.countryOf`): bets on a game blocked there are refused. */
  countryOf?: OriginalsRouteDeps["countryOf"];
  /** Receives the crash runner (tests drive it). */
  onCrash?: (runner: CrashRunner) => void;
  /**
   * The site's shared Redis (deployment.ts): the crash frames reach every process over it, and only
   * the process holding the lease drives the rounds. Absent: this process is the only one.
   */
  sharedRedis?: SharedRedis | undefined;
  /** The crash lease's time to live (default 10 s: a dead leader is replaced within it). */
  leaseTtlMs?: number;
}

/** The in-house provably fair games: seeds, seeded bets, mines, crash rounds (docs/casino.md). */
export function createOriginalsService(options: OriginalsServiceOptions = {}): Service {
  return async (root: FastifyInstance, ctx) => {
    const now = options.now ?? Date.now;
    await registerProvider(ctx.db, originalsProvider());
    const wallet = inHouseWallet({
      db: ctx.db,
      limits: options.limits ?? createEnforcement({ now }),
      now,
      providerId: ORIGINALS_PROVIDER,
    });
    // The crash frames: published by whichever process changed the round, heard by every process,
    // handed to its sockets subscribed to topic `crash` on /ws/live.
    const bus = await topicBus<CrashFrame>(options.sharedRedis, "originals:crash", parseCrashFrame, root.log);
    const relay = createCrashRelay(now);
    const topic = liveTopicsOf(root).offer(CRASH_TOPIC, () => relay.snapshot());
    const unsubscribe = bus.subscribe((frame) => {
      relay.hear(frame);
      topic.publish(frame);
    });
    const crash = new CrashRunner(
      {
        db: ctx.db,
        wallet,
        now,
        publish: (frame) => {
          void bus.publish(frame);
        },
        // With a shared Redis the lease decides who drives the rounds; alone, this process does.
        leading: !options.sharedRedis,
      },
      options.crash,
    );
    options.onCrash?.(crash);
    const countryOf = options.countryOf ?? ctx.countryOf;
    const deps = {
      db: ctx.db,
      wallet,
      now,
      crash,
      ...(countryOf ? { countryOf } : {}),
    };
    await resumeBets(deps);
    const tickMs = options.tickMs ?? 100;
    let timer: NodeJS.Timeout | null = null;
    let lease: Lease | null = null;
    root.addHook("onReady", async () => {
      const shared = options.sharedRedis;
      if (shared) {
        const outage = outageLog(root.log, "crash lease: Redis");
        lease = await holdLease({
          redisUrl: shared.url,
          key: `${shared.prefix}originals:crash-leader`,
          ...(options.leaseTtlMs ? { ttlMs: options.leaseTtlMs } : {}),
          onAcquire: async () => {
            await crash.lead(true);
            root.log.info("originals: this process drives the crash rounds");
          },
          onLose: () => crash.lead(false),
          onError: outage.failed,
          onRecover: outage.recovered,
        });
      }
      // The round now, for the sockets that subscribe before the next frame.
      await crash.sync().catch((err) => root.log.warn({ err }, "originals: no crash round yet"));
      const round = crash.current();
      if (round) relay.hear({ t: "crash", e: "round", round: round as CrashRoundNow, cashOuts: [] });
      if (tickMs > 0) {
        timer = setInterval(() => {
          crash.tick().catch((err) => root.log.error({ err }, "originals: crash tick failed"));
        }, tickMs);
        timer.unref();
      }
    });
    root.addHook("onClose", async () => {
      if (timer) clearInterval(timer);
      await lease?.release();
      unsubscribe();
      await bus.close();
    });
    await root.register(async (scope: FastifyInstance) => originalsRoutes(scope, ctx, deps));
  };
}
