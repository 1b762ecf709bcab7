/** TEST APP — the players services and the limits service on one test database, one clock for both. */
import type { Db } from "@parlay/db";
import type { SelfExclusionRegister } from "@parlay/domain/limits";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import {
  createSessionAuthenticator,
  playersServices,
  type SessionAuthenticator,
  testOptions,
} from "../session/index.ts";
import { Browser, seedUser, signIn } from "../session/testing.ts";
import { createWalletService, ensureMainAccount } from "../wallet/index.ts";
import type { LimitsSiteConfig } from "./config.ts";
import { createLimits, type Limits } from "./service.ts";

export const V3 = "/limit-service-api/api/external/web/v3";
export const V1 = "/limit-service-api/limit/external/web/api/v1";

/** A clock tests move by hand (epoch ms). */
export function manualClock(start: number) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export interface LimitsTestApp {
  app: FastifyInstance;
  auth: SessionAuthenticator;
  limits: Limits;
  close(): Promise<void>;
}

export async function limitsTestApp(
  db: Db,
  opts: {
    now: () => number;
    config?: Partial<LimitsSiteConfig>;
    register?: SelfExclusionRegister | null;
  },
): Promise<LimitsTestApp> {
  const limits = createLimits({
    db,
    now: opts.now,
    register: opts.register ?? null,
    refresh: null,
    ...(opts.config
      ? {
          config: async () => ({
            available: [20, 21, 22, 1, 2, 3, 10, 11, 12, 31, 32, 33, 30],
            method: "limitaction",
            questionnaire: {},
            offered: {},
            ...opts.config,
          }),
        }
      : {}),
  });
  const options = testOptions({
    now: opts.now,
    signInGuard: limits.signInGuard,
    onPlayerCreated: (trx, p) => ensureMainAccount(trx, p.userId, p.currency),
    // Long sessions: tests move the clock by days and weeks.
    sessions: { short: { idleSeconds: 30 * 86400, absoluteSeconds: 60 * 86400 } },
    tokenTtlSeconds: 60 * 86400,
  });
  const auth = createSessionAuthenticator(db, options);
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth },
    // The wallet: a withdraw-only session (self-excluded, timed out) still withdraws.
    services: [...playersServices, createWalletService({ payoutIntervalMs: 0 }), limits.service],
  });
  await app.ready();
  return { app, auth, limits, close: () => app.close() };
}

let n = 0;

/** A player with a EUR main account, signed in in a fresh browser. */
export async function signedInPlayer(t: LimitsTestApp, db: Db, fields: { email?: string } = {}) {
  const email = fields.email ?? `limits${++n}-${Date.now()}@example.com`;
  const { user, password } = await seedUser(db, t.auth, { email });
  await ensureMainAccount(db, user.id, "EUR");
  const browser = await new Browser(t.app).start();
  const login = await signIn(browser, email, password);
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const token = (login.json() as { token: string }).token;
  return { user, email, password, browser, token };
}
