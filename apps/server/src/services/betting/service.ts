import type { Service } from "../../context.ts";
import type { LiveDelayWait } from "./live-delay.ts";
import { bettingRoutes } from "./routes.ts";
import { type BettingConfigSource, liveDelayFromEnv, siteBettingConfig } from "./settings.ts";
import { settlementRoutes } from "./settle-routes.ts";
import { type Sweeper, type SweepOptions, startSettlementSweeper } from "./settle-sweep.ts";

export interface BettingServiceOptions {
  /** Overrides the live acceptance delay of the site config (env LIVE_BET_DELAY_MS). */
  liveDelayMs?: number;
  /** How a live coupon waits its acceptance delay; a real timer by default (tests inject one). */
  waitLiveDelay?: LiveDelayWait;
  /** Where the d.betting config comes from; the site config of the request by default (tests inject one). */
  config?: BettingConfigSource;
  /** The settlement catch-up at start-up and its periodic sweep; absent: none (tests). */
  settlementSweep?: SweepOptions | null;
}

export function bettingOptionsFromEnv(env: Record<string, string | undefined>): BettingServiceOptions {
  const liveDelayMs = liveDelayFromEnv(env);
  return liveDelayMs === undefined ? {} : { liveDelayMs };
}

/** The betting service: placing coupons, limits, coupon codes, the bet history, settlement catch-up and voids. */
export function createBettingService(options: BettingServiceOptions = {}): Service {
  return async (app, ctx) => {
    bettingRoutes(app, {
      db: ctx.db,
      auth: ctx.auth,
      config: options.config ?? siteBettingConfig(ctx),
      ...(options.liveDelayMs === undefined ? {} : { liveDelayMs: options.liveDelayMs }),
      ...(options.waitLiveDelay ? { waitLiveDelay: options.waitLiveDelay } : {}),
    });
    settlementRoutes(app, { db: ctx.db });
    const sweep = options.settlementSweep;
    if (sweep) {
      let sweeper: Sweeper | null = null;
      app.addHook("onReady", async () => {
        sweeper = startSettlementSweeper(ctx.db, { logger: app.log, ...sweep });
      });
      app.addHook("onClose", async () => {
        await sweeper?.stop();
      });
    }
  };
}

export const bettingService: Service = createBettingService();
