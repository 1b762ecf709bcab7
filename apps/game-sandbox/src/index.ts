/**
 * @parlay/game-sandbox — a game provider that behaves like a real one (docs/casino.md "Provider
 * sandbox"): it hosts Parlay Fruits (slot), European roulette, blackjack and a live roulette table,
 * and moves money only through the site's signed seamless wallet over HTTP.
 *
 * In-process (default outside production): `createGameSandbox(settings)` gives the site a service
 * that mounts the provider under /game-sandbox (its wallet calls go through the site's own HTTP
 * stack with `inject`), and the provider's registration for the casino service.
 * Standalone: `node --import tsx apps/game-sandbox/src/main.ts` with GAME_SANDBOX_WALLET_URL.
 */
import type { FastifyInstance } from "fastify";
import { PROVIDER_ID, PROVIDER_NAME, SANDBOX_GAMES } from "./catalogue.ts";
import { DemoWallets, routedWallet } from "./demo.ts";
import { LiveTable } from "./live.ts";
import { gameSandboxRoutes } from "./plugin.ts";
import { cryptoRng } from "./rng.ts";
import { SessionStore } from "./sessions.ts";
import { createWalletClient, fetchTransport, type WalletTransport } from "./wallet-client.ts";

export { BLACKJACK_BETS } from "./blackjack.ts";
export { basisPoints, PROVIDER_ID, PROVIDER_NAME, SANDBOX_GAMES, type SandboxGame } from "./catalogue.ts";
export { CHIPS, LINE_BETS } from "./games.ts";
export { LIVE_GAME, LiveTable } from "./live.ts";
export { LANGS, type Lang, TEXTS } from "./texts.ts";
export { createWalletClient, fetchTransport, sign, type WalletTransport } from "./wallet-client.ts";

export const GAME_SANDBOX_PREFIX = "/game-sandbox";
/** Development only: a published key. Production mounts the sandbox only with GAME_SANDBOX_KEY set. */
export const DEVELOPMENT_KEY = "parlay-games-sandbox-development-key";

export interface GameSandboxSettings {
  /** The HMAC key shared with the site (GAME_SANDBOX_KEY). */
  key: string;
  /** The wallet's base URL (…/casino-api/v1); unset in-process (the site's own routes, by inject). */
  walletUrl?: string;
  /** Where the provider runs when it is another process (GAME_SANDBOX_URL); unset: in-process. */
  externalUrl?: string;
  /** CSP frame-ancestors of the pages (default 'self': the site frames them from its own origin). */
  frameAncestors?: string;
  /** The operator's floor under the launch URL's min_spin_ms (GAME_SANDBOX_MIN_SPIN_MS). */
  minSpinFloorMs?: number;
  /** Start of the live table's round 0 (ms; default the Unix epoch: rounds on :00 and :30). */
  liveEpochMs?: number;
  now?: () => number;
  rng?: typeof cryptoRng;
  /** Tests: how wallet calls travel (default: fetch to walletUrl, or the site's inject). */
  transport?: WalletTransport;
  /** Tests: no wait between retries. */
  backoff?: (retry: number) => Promise<void>;
}

/** What the casino service's `registerProvider` takes (structurally; no import of the site). */
export interface SandboxRegistration {
  id: string;
  name: string;
  signingKey: string;
  launchUrl: string;
  games: {
    code: string;
    name: string;
    category: string;
    rtpBp: number;
    volatility: "low" | "medium" | "high";
    /** The lobby's optional fields (the casino service's `GameLobbyFields`, when it has them). */
    lobby: {
      slug: string;
      collections: string[];
      texts: Record<string, { rules: string }>;
      demoAllowed: boolean;
    };
  }[];
}

export interface GameSandbox {
  /** Site services to mount (none when the provider runs elsewhere or is not configured). */
  services: ((app: FastifyInstance) => Promise<void>)[];
  /** The provider to register with the casino service (empty when not configured). */
  providers: SandboxRegistration[];
  /** The live table (tests tick it with their clock). */
  live: () => LiveTable | null;
}

export function sandboxRegistration(key: string, launchUrl: string): SandboxRegistration {
  return {
    id: PROVIDER_ID,
    name: PROVIDER_NAME,
    signingKey: key,
    launchUrl,
    games: SANDBOX_GAMES.map((g) => ({
      code: g.code,
      name: g.name,
      category: g.category,
      rtpBp: g.rtpBp,
      volatility: g.volatility,
      lobby: {
        slug: g.code,
        collections: g.collections,
        texts: Object.fromEntries(Object.entries(g.rules).map(([lang, rules]) => [lang, { rules }])),
        demoAllowed: g.demo,
      },
    })),
  };
}

/**
 * The settings from the environment: production only with GAME_SANDBOX_KEY (these are real games
 * moving real balances: an operator turns them on), development with the published key otherwise.
 */
export function gameSandboxSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  production: boolean,
): GameSandboxSettings | null {
  const key = env.GAME_SANDBOX_KEY || (production ? undefined : DEVELOPMENT_KEY);
  if (!key) return null;
  return {
    key,
    ...(env.GAME_SANDBOX_URL ? { externalUrl: env.GAME_SANDBOX_URL.replace(/\/$/, "") } : {}),
    ...(env.GAME_SANDBOX_FRAME_ANCESTORS ? { frameAncestors: env.GAME_SANDBOX_FRAME_ANCESTORS } : {}),
    ...(env.GAME_SANDBOX_MIN_SPIN_MS ? { minSpinFloorMs: Number(env.GAME_SANDBOX_MIN_SPIN_MS) } : {}),
  };
}

/** The provider as a plugin on any Fastify instance (the site's, or its own process's). */
export async function mountGameSandbox(
  app: FastifyInstance,
  settings: GameSandboxSettings,
  transport: WalletTransport,
): Promise<LiveTable> {
  const now = settings.now ?? Date.now;
  const rng = settings.rng ?? cryptoRng;
  const demo = new DemoWallets();
  // Demo players' bets and wins stay in `demo`; only real players' reach the site's wallet.
  const wallet = routedWallet(
    createWalletClient({
      key: settings.key,
      transport,
      ...(settings.backoff ? { backoff: settings.backoff } : {}),
    }),
    demo,
  );
  const sessions = new SessionStore();
  const deps = { wallet, rng, now };
  const live = new LiveTable(deps, settings.liveEpochMs ?? 0, (since) =>
    sessions.seenSince("live-roulette", since),
  );
  await app.register(
    async (scope) => {
      await gameSandboxRoutes(scope, {
        ...deps,
        key: settings.key,
        demo,
        sessions,
        live,
        frameAncestors: settings.frameAncestors ?? "'self'",
        minSpinFloorMs: settings.minSpinFloorMs ?? 0,
      });
      // The table pays on its schedule even when nobody polls.
      let timer: NodeJS.Timeout | null = null;
      scope.addHook("onReady", async () => {
        if (settings.now) return; // a test clock: the test ticks
        timer = setInterval(() => void live.tick(), 1000);
        timer.unref();
      });
      scope.addHook("onClose", async () => {
        if (timer) clearInterval(timer);
      });
    },
    { prefix: GAME_SANDBOX_PREFIX },
  );
  return live;
}

/** The sandbox for the site: mounted in-process unless it runs elsewhere; null settings: nothing. */
export function createGameSandbox(settings: GameSandboxSettings | null): GameSandbox {
  if (!settings) return { services: [], providers: [], live: () => null };
  if (settings.externalUrl)
    return {
      services: [],
      providers: [sandboxRegistration(settings.key, `${settings.externalUrl}/launch`)],
      live: () => null,
    };
  let live: LiveTable | null = null;
  return {
    providers: [sandboxRegistration(settings.key, `${GAME_SANDBOX_PREFIX}/launch`)],
    services: [
      async (app) => {
        // The wallet is this same site: each call is an HTTP request through its own routes.
        const transport: WalletTransport =
          settings.transport ??
          (settings.walletUrl
            ? fetchTransport(settings.walletUrl)
            : async (path, raw, headers) => {
                const res = await app.inject({
                  method: "POST",
                  url: `/casino-api/v1${path}`,
                  headers,
                  payload: raw,
                });
                return { status: res.statusCode, body: res.body };
              });
        live = await mountGameSandbox(app, settings, transport);
      },
    ],
    live: () => live,
  };
}
