/** TEST APP — the betting service alone, authenticated by the wallet's test header. */
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../app.ts";
import { headerTestAuthenticator } from "../../wallet/testing/test-auth.ts";
import { type BettingServiceOptions, createBettingService } from "../service.ts";
import type { BettingGroup } from "../settings.ts";

/** A d.betting group like the demo site's, for tests that vary one field. */
export const BASE_GROUP: BettingGroup = {
  show_one_click: true,
  isBonusBetAllowed: true,
  isVipBetAllowed: true,
  minAmountCouponTypes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  maxAmountCouponTypes: [0, 1, 2, 4, 5, 6],
  coefViews: [0],
  antiExpressMargin: 50,
  betAmountLimits: { RUB: { min: "1", max: "500000", vipMax: "5000000" } },
  liveDelayMs: 0,
};

/** The betting service with a fixed config group (no site lookup). */
export function withGroup(db: Db, patch: Partial<BettingGroup> = {}, options: BettingServiceOptions = {}) {
  return bettingTestApp(db, { ...options, config: async () => ({ ...BASE_GROUP, ...patch }) });
}

export async function bettingTestApp(db: Db, options: BettingServiceOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createBettingService(options)],
  });
  await app.ready();
  return app;
}
