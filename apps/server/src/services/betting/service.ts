import type { Service } from "../../context.ts";
import type { LimitsFor } from "./place.ts";
import { bettingRoutes } from "./routes.ts";
import { settlementRoutes } from "./settle-routes.ts";
import { type Sweeper, type SweepOptions, startSettlementSweeper } from "./settle-sweep.ts";

export interface BettingServiceOptions {
  /** Coupon amount limits per currency; without them only "above zero" is checked. */
  limitsFor?: LimitsFor;
  /** The settlement catch-up at start-up and its periodic sweep; absent: none (tests). */
  settlementSweep?: SweepOptions | null;
  /** Bearer token of the operator routes (void an outcome); unset: they answer 403. */
  operatorToken?: string | undefined;
}

/** The betting service: placing coupons, the bet history, settlement catch-up and voids. */
export function createBettingService(options: BettingServiceOptions = {}): Service {
  return async (app, ctx) => {
    bettingRoutes(app, { db: ctx.db, auth: ctx.auth, limitsFor: options.limitsFor ?? (() => null) });
    settlementRoutes(app, { db: ctx.db, operatorToken: options.operatorToken });
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
