import type { Service } from "../../context.ts";
import { bettingRoutes } from "./routes.ts";
import { type BettingConfigSource, liveDelayFromEnv, siteBettingConfig } from "./settings.ts";

export interface BettingServiceOptions {
  /** Overrides the live acceptance delay of the site config (env LIVE_BET_DELAY_MS). */
  liveDelayMs?: number;
  /** Where the d.betting config comes from; the site config of the request by default (tests inject one). */
  config?: BettingConfigSource;
}

export function bettingOptionsFromEnv(env: Record<string, string | undefined>): BettingServiceOptions {
  const liveDelayMs = liveDelayFromEnv(env);
  return liveDelayMs === undefined ? {} : { liveDelayMs };
}

/** The betting service: placing coupons, limits, coupon codes and the bet history. */
export function createBettingService(options: BettingServiceOptions = {}): Service {
  return async (app, ctx) => {
    bettingRoutes(app, {
      db: ctx.db,
      auth: ctx.auth,
      config: options.config ?? siteBettingConfig(ctx),
      ...(options.liveDelayMs === undefined ? {} : { liveDelayMs: options.liveDelayMs }),
    });
  };
}

export const bettingService: Service = createBettingService();
