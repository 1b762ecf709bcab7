/**
 * The sportsbook service: catalogue read routes, the /ws/live push hub, and (optionally) the feed
 * runner, wired to one live bus. docs/sportsbook.md describes the whole; main.ts mounts
 * `sportsbookService`, tests build their own with `createSportsbook`.
 */
import type { FastifyInstance } from "fastify";
import type { Service, ServiceContext } from "../../context.ts";
import { sameOrigin } from "../../http/same-origin.ts";
import { feedDevRoutes } from "./feed/dev-routes.ts";
import { type FeedHandle, type FeedOptions, startFeed } from "./feed/runner.ts";
import { createLiveBus, type LiveBus } from "./live/bus.ts";
import { type HubOptions, PushHub } from "./live/hub.ts";
import { LIVE_PATH, registerLiveRoute } from "./live/ws-route.ts";
import { type CachedReads, cachedReads, sportsbookReads } from "./reads.ts";
import { sportsbookRoutes } from "./routes.ts";

export interface SportsbookOptions {
  /** A bus to share (tests); default: Redis when `redisUrl` is set, in-process otherwise. */
  bus?: LiveBus;
  redisUrl?: string | undefined;
  /**
   * The site's key prefix on that Redis (deployment.ts): the live channel and the feed lease are
   * "<prefix>sportsbook:live" and "<prefix>sportsbook:feed-leader". Default: unprefixed names.
   */
  redisPrefix?: string | undefined;
  /** Feed settings, or false for a process that only serves (another one runs the feed). */
  feed?: false | Omit<FeedOptions, "bus" | "leaseRedisUrl" | "leaseKey">;
  hub?: Omit<HubOptions, "resolveOutcomes">;
  wsPath?: string;
  /** The clock of read filters; default: the simulator's clock, else the wall clock. */
  now?: () => Date;
}

export interface Sportsbook {
  service: Service;
  /** Set once the app is ready (feed) or built (hub, bus). */
  readonly feed: FeedHandle | null;
  readonly hub: PushHub | null;
  readonly bus: LiveBus | null;
  /**
   * The public reads as functions, their answers kept until the next feed batch on the live bus
   * (reads.ts): what a page renders with in this process. Null until the service is mounted.
   */
  readonly reads: CachedReads | null;
}

export function createSportsbook(options: SportsbookOptions = {}): Sportsbook {
  const state: {
    feed: FeedHandle | null;
    hub: PushHub | null;
    bus: LiveBus | null;
    reads: CachedReads | null;
  } = { feed: null, hub: null, bus: null, reads: null };
  const service: Service = async (app: FastifyInstance, ctx: ServiceContext) => {
    const bus = options.bus ?? (await createLiveBus(options.redisUrl, options.redisPrefix, app.log));
    const hub = new PushHub({
      ...options.hub,
      resolveOutcomes: async (ids) => {
        const rows = await ctx.db
          .selectFrom("sb_outcome")
          .select(["outcome_id", "game_id", "market_id"])
          .where("outcome_id", "in", ids.map(BigInt))
          .execute();
        return rows.map((r) => ({
          outcomeId: Number(r.outcome_id),
          gameId: Number(r.game_id),
          marketId: Number(r.market_id),
        }));
      },
    });
    const feedOptions = options.feed;
    const simClock = feedOptions ? feedOptions.simulator?.clock : undefined;
    const now = options.now ?? (simClock ? () => new Date(simClock.now()) : () => new Date());
    const readNow = () => (state.feed ? feedNow(state.feed) : null) ?? now();
    const reads = cachedReads(sportsbookReads(ctx.db, readNow));
    // Every batch the feed wrote (this process's or another's, over Redis) ends the kept answers.
    const unsubscribe = bus.subscribe((batch) => {
      reads.invalidate();
      hub.deliver(batch);
    });
    state.bus = bus;
    state.hub = hub;
    state.reads = reads;
    sportsbookRoutes(app, { db: ctx.db, now: readNow });
    // A signed-in player's socket also carries their own pushes (player-push.ts).
    await registerLiveRoute(app, hub, options.wsPath ?? LIVE_PATH, async (request) =>
      sameOrigin(request) ? ((await ctx.auth.userFrom(request))?.id.toString() ?? null) : null,
    );
    if (feedOptions && !ctx.env.production) feedDevRoutes(app, () => state.feed);
    if (feedOptions) {
      app.addHook("onReady", async () => {
        state.feed = await startFeed(ctx, {
          ...feedOptions,
          bus,
          leaseRedisUrl: options.redisUrl,
          ...(options.redisPrefix ? { leaseKey: `${options.redisPrefix}sportsbook:feed-leader` } : {}),
          logger: feedOptions.logger ?? app.log,
        });
      });
    }
    app.addHook("onClose", async () => {
      await state.feed?.stop();
      unsubscribe();
      hub.close();
      if (!options.bus) await bus.close();
    });
  };
  return {
    service,
    get feed() {
      return state.feed;
    },
    get hub() {
      return state.hub;
    },
    get bus() {
      return state.bus;
    },
    get reads() {
      return state.reads;
    },
  };
}

/** A simulator adapter knows the simulated time; other adapters follow the wall clock. */
function feedNow(feed: FeedHandle): Date | null {
  const clock = (feed.adapter as { clock?: { now(): number } }).clock;
  return clock ? new Date(clock.now()) : null;
}

/**
 * Settings from the environment: REDIS_URL (pub/sub and the feed lease), SPORTSBOOK_FEED=off
 * (serve only), FEED_SEED, FEED_SPEED (simulated seconds per second), FEED_MARGIN.
 */
export function sportsbookOptionsFromEnv(env: NodeJS.ProcessEnv): SportsbookOptions {
  const speed = Number(env.FEED_SPEED ?? 1);
  const margin = env.FEED_MARGIN === undefined ? undefined : Number(env.FEED_MARGIN);
  return {
    redisUrl: env.REDIS_URL || undefined,
    feed:
      env.SPORTSBOOK_FEED === "off"
        ? false
        : {
            simulator: {
              seed: env.FEED_SEED ?? "parlay",
              speed: Number.isFinite(speed) && speed > 0 ? speed : 1,
              ...(margin !== undefined && Number.isFinite(margin) ? { margin } : {}),
            },
          },
  };
}

/** The service as main.ts mounts it. */
export const sportsbookService: Service = (app, ctx) =>
  createSportsbook(sportsbookOptionsFromEnv(process.env)).service(app, ctx);
