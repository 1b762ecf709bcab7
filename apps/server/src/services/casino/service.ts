import { randomInt } from "node:crypto";
import { type CasinoKeyring, processCasinoKeyring } from "@parlay/db/casino";
import type { FastifyInstance } from "fastify";
import type { Service } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { shareInvalidations } from "../config/index.ts";
import { DEFAULT_LOBBY_SETTINGS, type LobbySettings } from "./catalogue.ts";
import { type CatalogueChanges, catalogueChanges } from "./changes.ts";
import { casinoHistoryRoute, type VerifyLinksOf } from "./history.ts";
import { type LobbyDeps, lobbyRoutes, siteMinSpinFromConfig } from "./lobby-routes.ts";
import { refuseWeakKeys, resealProviderKeys } from "./provider-keys.ts";
import { type ProviderRegistration, registerProvider } from "./providers.ts";
import { type CasinoRouteDeps, launchRoutes, walletRoutes } from "./routes.ts";
import { staffCatalogueRoutes } from "./staff-catalogue.ts";

export interface CasinoServiceOptions {
  now?: () => number;
  /** The verifier links of in-house rounds for the history (the originals service's; default none). */
  verifyLinks?: VerifyLinksOf;
  /** Launch sessions' length (default 4 h); bets after it are refused, wins and rollbacks not. */
  sessionTtlMs?: number;
  /** The visitor's country (default: the site's, `ctx.countryOf`): games blocked there are hidden and refused. */
  countryOf?: CasinoRouteDeps["countryOf"];
  /** Providers (and their games) to register at start-up, e.g. the in-process sandbox. */
  providers?: ProviderRegistration[];
  /** The site's minimum spin time (docs/casino.md "Lobby"; default: no minimum). */
  lobby?: Partial<Pick<LobbySettings, "minSpinMs">>;
  /** The site's demo play for a request (default: the site config's `d.modules.casinoDemoPlay`). */
  siteDemo?: LobbyDeps["siteDemo"];
  /** The site's minimum spin time for a request (default: the site config's `d.modules.casinoMinSpinMs`). */
  siteMinSpin?: LobbyDeps["siteMinSpin"];
  /** Whether a player's age is verified (default: the verification service's answer). */
  ageVerified?: LobbyDeps["ageVerified"];
  /**
   * The secrets providers' signing keys are sealed with (default: the process's CASINO_KEYS_SECRET,
   * required in production; main.ts passes the one from the environment it was started with).
   */
  keys?: CasinoKeyring;
  /**
   * Where the back office's catalogue edits are announced (main.ts clears the guest page cache on
   * it); default: a private one nobody listens to.
   */
  catalogue?: CatalogueChanges;
  /** The site's Redis: catalogue edits reach every server process (docs/casino.md). */
  sharedRedis?: SharedRedis | undefined;
}

/**
 * The lobby's settings from the environment: CASINO_MIN_SPIN_MS, a floor under every site's own
 * minimum spin time (`d.modules.casinoMinSpinMs`, per site and country). Demo play is the site config's
 * (`d.modules.casinoDemoPlay`, per site and country); the old CASINO_DEMO_PLAY is refused so that a
 * deployment still setting it learns that it no longer does anything.
 */
export function lobbySettingsFromEnv(env: NodeJS.ProcessEnv): Partial<LobbySettings> {
  const spin = env.CASINO_MIN_SPIN_MS;
  if (env.CASINO_DEMO_PLAY !== undefined)
    throw new Error("CASINO_DEMO_PLAY is gone: demo play is the site config's d.modules.casinoDemoPlay");
  if (spin !== undefined && !/^\d{1,5}$/.test(spin))
    throw new Error("CASINO_MIN_SPIN_MS must be milliseconds");
  return spin ? { minSpinMs: Number(spin) } : {};
}

/** The casino service: the providers' seamless wallet and the player's game launch. */
export function createCasinoService(options: CasinoServiceOptions = {}): Service {
  return async (root, ctx) => {
    const now = options.now ?? Date.now;
    const settings: LobbySettings = { ...DEFAULT_LOBBY_SETTINGS, ...options.lobby };
    const keys = options.keys ?? processCasinoKeyring();
    const changes = options.catalogue ?? catalogueChanges();
    if (options.sharedRedis) {
      const shared = await shareInvalidations(changes, options.sharedRedis, {
        logger: root.log,
        topic: "casino-catalogue",
      });
      root.addHook("onClose", () => shared.close());
    }
    const countryOf = options.countryOf ?? ctx.countryOf;
    const deps: CasinoRouteDeps = {
      minSpinMs: settings.minSpinMs,
      db: ctx.db,
      now,
      keys,
      ...(options.sessionTtlMs ? { sessionTtlMs: options.sessionTtlMs } : {}),
      ...(countryOf ? { countryOf } : {}),
    };
    for (const p of options.providers ?? []) {
      if (ctx.env.production && p.signingKey.length < 32)
        throw new Error(`casino: provider ${p.id}'s signing key is shorter than 32 characters`);
      await registerProvider(ctx.db, p, keys);
    }
    // Keys sealed under a previous secret (CASINO_KEYS_SECRET_PREVIOUS) move to the current one.
    await resealProviderKeys(ctx.db, keys);
    if (ctx.env.production) await refuseWeakKeys(ctx.db, keys);
    await root.register(async (scope: FastifyInstance) => {
      launchRoutes(scope, ctx, { ...deps, siteMinSpin: options.siteMinSpin ?? siteMinSpinFromConfig(ctx) });
      lobbyRoutes(scope, ctx, {
        db: ctx.db,
        now,
        settings,
        pick: (n) => randomInt(n),
        keys,
        ...(options.siteDemo ? { siteDemo: options.siteDemo } : {}),
        ...(options.siteMinSpin ? { siteMinSpin: options.siteMinSpin } : {}),
        ...(options.ageVerified ? { ageVerified: options.ageVerified } : {}),
        ...(countryOf ? { countryOf } : {}),
      });
      casinoHistoryRoute(scope, ctx, options.verifyLinks);
      // The catalogue in the back office (guarded by the staff service's hook: mount it first).
      staffCatalogueRoutes(scope, { db: ctx.db, now, changes });
      await scope.register(walletRoutes(deps));
    });
  };
}
