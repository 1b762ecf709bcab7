import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Service } from "../../context.ts";
import { createEnforcement } from "../limits/index.ts";
import type { CasinoLimits } from "./play.ts";
import { type ProviderRegistration, registerProvider } from "./providers.ts";
import { type CasinoRouteDeps, launchRoutes, walletRoutes } from "./routes.ts";

export interface CasinoServiceOptions {
  /** The limits service's enforcement (default: createEnforcement with the same clock). */
  limits?: CasinoLimits;
  now?: () => number;
  /** Launch sessions' length (default 4 h); bets after it are refused, wins and rollbacks not. */
  sessionTtlMs?: number;
  countryOf?: CasinoRouteDeps["countryOf"];
  /** Providers (and their games) to register at start-up, e.g. the in-process sandbox. */
  providers?: ProviderRegistration[];
}

/** The casino service: the providers' seamless wallet and the player's game launch. */
export function createCasinoService(options: CasinoServiceOptions = {}): Service {
  return async (root, ctx) => {
    const now = options.now ?? Date.now;
    const deps: CasinoRouteDeps = {
      db: ctx.db,
      now,
      limits: options.limits ?? createEnforcement({ now }),
      ...(options.sessionTtlMs ? { sessionTtlMs: options.sessionTtlMs } : {}),
      ...(options.countryOf ? { countryOf: options.countryOf } : {}),
    };
    for (const p of options.providers ?? []) {
      if (ctx.env.production && p.signingKey.length < 32)
        throw new Error(`casino: provider ${p.id}'s signing key is shorter than 32 characters`);
      await registerProvider(ctx.db, p);
    }
    if (ctx.env.production) await refuseWeakKeys(ctx.db);
    await root.register(async (scope: FastifyInstance) => {
      launchRoutes(scope, ctx, deps);
      await scope.register(walletRoutes(deps));
    });
  };
}

/** Production never starts with a provider whose signing key is short enough to guess. */
async function refuseWeakKeys(db: Db): Promise<void> {
  const weak = await db
    .selectFrom("casino_provider")
    .select("id")
    .where("is_enabled", "=", true)
    .where(sql<boolean>`length(signing_key) < 32`)
    .execute();
  if (weak.length > 0)
    throw new Error(
      `casino: providers ${weak.map((w) => w.id).join(", ")} have signing keys under 32 characters`,
    );
}
