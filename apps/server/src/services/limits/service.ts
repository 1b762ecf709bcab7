/**
 * The limits service as main.ts mounts it: its routes, the sign-in guard for the players runtime,
 * the outbox's marketing filter and the daily register refresh (docs/responsible-gaming.md).
 */
import type { Db } from "@parlay/db";
import type { SelfExclusionRegister } from "@parlay/domain/limits";
import type { Service } from "../../context.ts";
import type { SignInGuard } from "../session/index.ts";
import { playersFor } from "../session/index.ts";
import { type LimitsConfigSource, siteLimitsConfig } from "./config.ts";
import { createSignInGuard } from "./guard.ts";
import { type RefreshOptions, type RegisterRefresh, startRegisterRefresh } from "./refresh.ts";
import { limitsRoutes } from "./routes.ts";
import { limitsInForce } from "./store.ts";

export interface LimitsOptions {
  db: Db;
  /** Epoch ms; the players runtime must use the same clock (tests pass one to both). */
  now?: () => number;
  /** The national self-exclusion register (registerFromEnv); null: none. */
  register?: SelfExclusionRegister | null;
  /** Where the site's limits config comes from; d.modules of the request's site by default. */
  config?: LimitsConfigSource;
  /** The daily register refresh's timer settings; null: no job (tests drive runOnce). */
  refresh?: Pick<RefreshOptions, "tickMs" | "timers" | "logger"> | null;
}

export interface Limits {
  service: Service;
  /** For the players runtime (PlayersOptions.signInGuard). */
  signInGuard: SignInGuard;
  /** For the outbox worker (marketingFilter): why marketing to this player is held back, or null. */
  marketingFilter(userId: bigint, now: Date): Promise<string | null>;
  /** The register refresh job, once the service is mounted with a register (else null). */
  refresh(): RegisterRefresh | null;
}

export function createLimits(options: LimitsOptions): Limits {
  const clock = options.now ?? Date.now;
  const now = () => new Date(clock());
  const register = options.register ?? null;
  let job: RegisterRefresh | null = null;
  const service: Service = async (app, ctx) => {
    const { rt } = playersFor(ctx);
    limitsRoutes(app, {
      db: ctx.db,
      auth: ctx.auth,
      config: options.config ?? siteLimitsConfig(ctx),
      now,
      groupOf: async (request) => (await rt.siteOf(request)).groupId,
    });
    if (register && options.refresh !== null) {
      app.addHook("onReady", async () => {
        job = startRegisterRefresh({ db: ctx.db, register, now, logger: app.log, ...options.refresh });
      });
      app.addHook("onClose", async () => {
        await job?.stop();
      });
    } else if (register) {
      job = startRegisterRefresh({ db: ctx.db, register, now }, false);
    }
  };
  return {
    service,
    signInGuard: createSignInGuard(options.db, register),
    async marketingFilter(userId, at) {
      const state = await limitsInForce(options.db, userId, at);
      return state.restrictions.marketing ? null : state.restrictions.status;
    },
    refresh: () => job,
  };
}
