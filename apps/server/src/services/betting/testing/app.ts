/** TEST APP — the betting service alone, authenticated by the wallet's test header. */

import type { Db, DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../../app.ts";
import { createSessionAuthenticator, testOptions } from "../../session/index.ts";
import { staffService } from "../../staff/index.ts";
import { fund, playerWithAccount } from "../../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../../wallet/testing/test-auth.ts";
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

export async function bettingTestApp(
  db: Db,
  options: BettingServiceOptions = {},
  /** Mount the staff service too (the back office's void route), with test secrets. */
  opts: { staff?: boolean } = {},
): Promise<FastifyInstance> {
  if (opts.staff) createSessionAuthenticator(db, testOptions());
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [...(opts.staff ? [staffService] : []), createBettingService(options)],
  });
  await app.ready();
  return app;
}

/**
 * For one describe block: a fresh database of the target and the betting app on it, made before
 * its tests and closed after them. Read `h` and `app` inside tests (they are set in beforeAll).
 */
export function bettingTestContext(target: TestTarget, options: BettingServiceOptions = {}) {
  const ctx = {} as { h: DbHandle; app: FastifyInstance };
  beforeAll(async () => {
    ctx.h = await createTestDb(target);
    ctx.app = await bettingTestApp(ctx.h.db, options);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.h?.close();
  });
  return ctx;
}

/** A new player with a RUB account holding `amount` (minor units). */
export async function fundedPlayer(db: Db, amount = 100_00n): Promise<{ userId: bigint; accountId: bigint }> {
  const p = await playerWithAccount(db);
  await fund(db, p.accountId, "RUB", amount);
  return p;
}

/** POST /web-api/betting/coupons as the player. */
export const placeAs = (app: FastifyInstance, userId: bigint, payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/web-api/betting/coupons", headers: asUser(userId), payload });
