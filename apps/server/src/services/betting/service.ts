import type { Service } from "../../context.ts";
import type { LimitsFor } from "./place.ts";
import { bettingRoutes } from "./routes.ts";

export interface BettingServiceOptions {
  /** Coupon amount limits per currency; without them only "above zero" is checked. */
  limitsFor?: LimitsFor;
}

/** The betting service: placing coupons and the bet history (settlement runs from the feed hook). */
export function createBettingService(options: BettingServiceOptions = {}): Service {
  return async (app, ctx) => {
    bettingRoutes(app, { db: ctx.db, auth: ctx.auth, limitsFor: options.limitsFor ?? (() => null) });
  };
}

export const bettingService: Service = createBettingService();
