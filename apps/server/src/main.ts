import { randomInt } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect, migrate, seed } from "@parlay/db";
import { casinoKeyringFromEnv } from "@parlay/db/casino";
import { createGameSandbox, gameSandboxSettingsFromEnv } from "@parlay/game-sandbox";
import { createPspSandbox } from "@parlay/psp-sandbox";
import { remoteRenderPlugin } from "@parlay/remote-protocol/server";
import { oneTapScriptUrl } from "@parlay/web/server";
import { buildApp } from "./app.ts";
import { developmentSurfacesClosed } from "./config/development-surfaces.ts";
import { checkProductionEnv, ProductionEnvError } from "./config/production-env.ts";
import type { ServiceContext } from "./context.ts";
import { sharedRedisFor } from "./deployment.ts";
import { inProcessBettingData } from "./remotes/betting-data.ts";
import { inProcessCasinoData, inProcessCasinoPlayerSource } from "./remotes/casino-data.ts";
import { inProcessOfficeSource } from "./remotes/office-data.ts";
import { registerRemoteProxies } from "./remotes/proxy.ts";
import { remoteSources } from "./remotes/remote-sources.ts";
import {
  createBlocksService,
  createRedirectsService,
  geoLite2Countries,
  termsService,
  visitorCountry,
} from "./services/access/index.ts";
import { createBackofficeService } from "./services/backoffice/index.ts";
import {
  bettingOptionsFromEnv,
  createBettingService,
  createSettlementHook,
  debtAwareLimits,
  recoverFromDeposit,
  sweepOptionsFromEnv,
} from "./services/betting/index.ts";
import {
  catalogueChanges,
  createCasinoService,
  DEFAULT_LOBBY_SETTINGS,
  lobbySettingsFromEnv,
} from "./services/casino/index.ts";
import { createConfigBackoffice, createConfigService } from "./services/config/index.ts";
import { createEnforcement, createLimits, registerFromEnv } from "./services/limits/index.ts";
import { createOriginalsService, originalsVerifyLinks } from "./services/originals/index.ts";
import { createSeoService, seoBackoffice } from "./services/seo/index.ts";
import {
  createSessionAuthenticator,
  markHasDeposit,
  playersServices,
  renderGrantsFor,
  startOutboxWorker,
} from "./services/session/index.ts";
import { createSportsbook, lookupDirectory, sportsbookOptionsFromEnv } from "./services/sportsbook/index.ts";
import { staffService } from "./services/staff/index.ts";
import { createSupportService } from "./services/support/index.ts";
import { createVerificationBackoffice, verificationService } from "./services/verification/index.ts";
import {
  createWalletService,
  DEFAULT_WALLET_CURRENCY,
  ensureMainAccount,
  walletOptionsFromEnv,
} from "./services/wallet/index.ts";
import { mountBackoffice } from "./ssr/backoffice-plugin.ts";
import { PageCache } from "./ssr/page-cache.ts";
import { loadShellBuild, mountShell } from "./ssr/shell-plugin.ts";
import { createShellServices } from "./ssr/shell-services.ts";
import { createViewerLookup } from "./ssr/viewer.ts";
import { parseTrustProxy } from "./trust-proxy.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface StartOptions {
  port?: number;
  host?: string;
  /** A PostgreSQL URL; undefined reads DATABASE_URL, null forces the embedded database. */
  databaseUrl?: string | null;
  /** Schema on the real server (tests use their own). */
  schema?: string;
  /** PGlite data folder (default PARLAY_DATA_DIR, else ./data/pglite); null keeps it in memory (tests). */
  dataDir?: string | null;
  production?: boolean;
  logger?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Connects, migrates, seeds, builds the app and listens. Returns a handle that closes everything. */
export async function start(opts: StartOptions = {}) {
  const env = opts.env ?? process.env;
  const production = opts.production ?? env.NODE_ENV === "production";
  // Before anything is opened: a production site without its secrets must not half-start.
  if (production) checkProductionEnv(env);
  // Read first: a malformed TRUST_PROXY stops the start before anything is opened.
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  const databaseUrl = opts.databaseUrl === undefined ? env.DATABASE_URL : (opts.databaseUrl ?? undefined);
  const db = await connect({
    url: databaseUrl,
    dataDir:
      opts.dataDir === null
        ? undefined
        : (opts.dataDir ?? (env.PARLAY_DATA_DIR || join(ROOT, "data", "pglite"))),
    schema: opts.schema,
  });
  await migrate(db.db, { schema: opts.schema });
  await seed(db.db);
  // Several processes on one PostgreSQL share Redis (REDIS_URL) under the site's prefix: the live
  // push, the feed lease, the per-address limits. On the embedded database all stay in the process.
  const shared = sharedRedisFor({
    databaseKind: db.kind,
    databaseUrl,
    schema: opts.schema,
    redisUrl: env.REDIS_URL || undefined,
  });
  // Responsible gaming: limits, session limit, time-out, self-exclusion and the national register
  // (REGISTER_MODE). Its guard runs at every sign-in; its filter holds marketing back.
  const limits = createLimits({ db: db.db, register: registerFromEnv(env, production) });
  const auth = createSessionAuthenticator(db.db, {
    env,
    production,
    overrides: {
      sharedRedis: shared,
      // A new player's main account opens at once in the currency chosen at sign-up.
      onPlayerCreated: (trx, player) => ensureMainAccount(trx, player.userId, player.currency),
      signInGuard: limits.signInGuard,
    },
  });
  const ctx: ServiceContext = { db: db.db, env: { production, defaultHost: "localhost" }, auth };
  const paths = {
    shellBuildDir: join(ROOT, "apps", "shell", "build"),
    sharedDir: join(ROOT, "build", "shared"),
  };
  const shell = await loadShellBuild(paths);
  // A signed-in player's page asks the office with a render grant (60 s, read-only, for that player).
  const grants = renderGrantsFor(auth);
  // In this process the betting remote reads the catalogue directly; as its own process it asks
  // GET /web-api/sportsbook/directory (SPORTSBOOK_ORIGIN). The office reads the grant's player through
  // the wallet, payments and betting services here; as its own process over the API (SITE_ORIGIN).
  const sportsbookOptions = sportsbookOptionsFromEnv(env);
  // Catalogue, sports list, live push; the feed simulator runs unless SPORTSBOOK_FEED=off.
  const sportsbook = createSportsbook({
    ...sportsbookOptions,
    redisUrl: shared?.url,
    redisPrefix: shared?.prefix,
    // Results settle open coupons through the ledger as soon as the feed reports them.
    feed: sportsbookOptions.feed && {
      ...sportsbookOptions.feed,
      onGameResulted: createSettlementHook(db.db),
    },
  });
  // The site's minimum spin time (CASINO_MIN_SPIN_MS); demo play is the site config's (casinoDemoPlay).
  const casinoLobby = lobbySettingsFromEnv(env);
  // The casino history links each in-house round to the verifier; the originals service knows how.
  const verifyLinks = originalsVerifyLinks(db.db);
  // The visitor's country (docs/casino.md "Countries"): the CDN's X-Country-Code when trusted
  // (BLOCKS_TRUST_COUNTRY_HEADER=1), else GeoIP from one GeoLite2 table for the process.
  const geo = { trustCountryHeader: env.BLOCKS_TRUST_COUNTRY_HEADER === "1", countries: geoLite2Countries() };
  const countryOf = visitorCountry(geo);
  // Every service's per-country rule (siteGroup, the casino's and the originals' blocked games)
  // follows the site's answer, not a header a visitor sends.
  ctx.countryOf = countryOf;
  const sources = remoteSources(env, {
    // The directory and the page's games come from the sportsbook's kept reads (one catalogue read
    // per distinct query between two feed batches), called as functions.
    bettingDirectory: (query) =>
      sportsbook.reads?.directory({
        ...query,
        sport: query.sport === undefined ? undefined : String(query.sport),
      }) ?? lookupDirectory(db.db, query),
    bettingData: inProcessBettingData(() => sportsbook.reads),
    // The casino lobby reads the catalogue here; a signed-in player's favourites with the grant.
    casino: {
      // Game pages say demo play as each game allows it ("open"); the shell's render feature
      // (casino-demo, casino-demo-verified) narrows it to the visitor's site and country.
      // Each render reads for the visitor's country (ctx.country), as the browser's calls do.
      data: (ctx) =>
        inProcessCasinoData(
          db.db,
          { ...DEFAULT_LOBBY_SETTINGS, ...casinoLobby, demo: "open" },
          (n) => randomInt(n),
          Date.now,
          ctx.country ?? null,
        ),
      player: inProcessCasinoPlayerSource(db.db, grants),
    },
    officeData: inProcessOfficeSource(
      { db: db.db, defaultCurrency: DEFAULT_WALLET_CURRENCY, players: auth.runtime, verifyLinks },
      grants,
    ),
  });
  // Guest pages are micro-cached for SSR_CACHE_TTL_MS (default 5 s; 0 turns it off).
  const pageCache = new PageCache({ ttlMs: Number(env.SSR_CACHE_TTL_MS ?? 5000) });
  // A back-office catalogue edit (this process's or, through Redis, another's) drops the guest pages,
  // so the lobby shows it on the next request rather than after the micro-cache's seconds.
  const casinoCatalogue = catalogueChanges();
  casinoCatalogue.onInvalidate(() => pageCache.clear());
  const services = createShellServices(ctx, {
    sources,
    importMap: shell.importMap,
    buildId: shell.buildId,
    // The page knows whether one-tap is on, so the browser never asks for a client id it cannot get.
    oneTapClientId: auth.runtime.secrets.oneTap?.clientId ?? null,
  });
  // The wallet talks to the provider at PSP_URL; without one (development, tests) the in-process
  // sandbox under /psp stands in for it. It is never mounted in production: it approves anything.
  const psp = !production && !env.PSP_URL ? [createPspSandbox().service] : [];
  // The game provider sandbox (docs/casino.md "Provider sandbox"): in production only with GAME_SANDBOX_KEY.
  const gameSandbox = createGameSandbox(gameSandboxSettingsFromEnv(env, production));
  // Brotli/gzip on every answer worth it; off when a proxy in front of the site compresses.
  const compression = env.HTTP_COMPRESSION !== "off";
  // Blocks (spec 000 §7) and their rules in the back office; GeoIP from the shipped GeoLite2 table.
  const blocks = createBlocksService(geo);
  const app = await buildApp({
    ctx,
    trustProxy,
    services: [
      createConfigService({ sharedRedis: shared }),
      createSeoService({ sharedRedis: shared }),
      ...playersServices,
      // Personal data and identity documents (docs/verification.md).
      verificationService,
      // The back office's staff accounts, roles and audit trail under /backoffice-api/v1.
      staffService,
      // The back office's players, payments and dashboard sections (guarded by the staff service).
      createBackofficeService(),
      // The compliance review of identity documents.
      createVerificationBackoffice(),
      // The player's inbox, support tickets and share-idea, and the consultant chat.
      createSupportService({
        sharedRedis: shared,
        ...(env.SUPPORT_MAILBOX ? { mailbox: env.SUPPORT_MAILBOX } : {}),
      }),
      blocks,
      // Site config, versions and rollback, and the maintenance schedule in the back office.
      createConfigBackoffice(),
      // Terms versions, the players' acceptances and the 451 of spec 000 §8.
      termsService,
      // Redirect rules (domain moves, mirrors, paths) and the SEO rows in the back office.
      createRedirectsService(geo),
      seoBackoffice,
      // Deposit limits, bans and self-exclusion inside the deposit's transaction (the limits
      // service's hook); a player who owes the house after a re-settlement cannot withdraw, and
      // repays from deposits.
      createWalletService({
        ...walletOptionsFromEnv(env),
        limits: debtAwareLimits(createEnforcement()),
        // The player has now deposited (user config has_deposit); open debts are repaid first.
        onDepositCredited: async (trx, credited) => {
          await markHasDeposit(trx, credited);
          return recoverFromDeposit(trx, credited);
        },
      }),
      ...psp,
      limits.service,
      // Production: /psp and /dev answer 404 rather than reaching the shell's catch-all.
      developmentSurfacesClosed,
      sportsbook.service,
      // Placing (live delay from LIVE_BET_DELAY_MS); settlement catch-up at start-up, then a sweep
      // every SETTLEMENT_SWEEP_MS (default 60 s); staff void outcomes from the back office.
      createBettingService({
        ...bettingOptionsFromEnv(env),
        settlementSweep: sweepOptionsFromEnv(env),
      }),
      // Game providers' seamless wallet (/casino-api/v1, signed) and game launches; bets go
      // through the limits service's hook in their own transaction (docs/casino.md).
      createCasinoService({
        lobby: casinoLobby,
        providers: gameSandbox.providers,
        keys: casinoKeyringFromEnv(env, production),
        verifyLinks,
        catalogue: casinoCatalogue,
        sharedRedis: shared,
      }),
      ...gameSandbox.services,
      // The in-house provably fair games (provider `parlay`) and the shared crash rounds (CRASH_SALT):
      // with a shared Redis one process (the lease's holder) drives the rounds, every process pushes them.
      createOriginalsService({
        crash: { ...(env.CRASH_SALT ? { salt: env.CRASH_SALT } : {}) },
        sharedRedis: shared,
      }),
    ],
    // One-tap's client script and its issuer are the only third-party origins a page may use.
    security: {
      trustedOrigins: auth.runtime.secrets.oneTap
        ? [oneTapScriptUrl(env), auth.runtime.secrets.oneTap.issuer]
        : [],
      // Casino games run in sandboxed frames: this site's own provider and CASINO_FRAME_ORIGINS.
      gameFrameOrigins: ["'self'", ...(env.CASINO_FRAME_ORIGINS ?? "").split(",").filter(Boolean)],
    },
    logger: opts.logger === false ? false : { level: env.LOG_LEVEL ?? "info" },
    openApiPublic: env.OPENAPI_PUBLIC === "1",
    compression,
    mount: async (app) => {
      const local = sources.flatMap((s) => (s.kind === "local" ? [s.app] : []));
      await app.register(remoteRenderPlugin, { remotes: local, preCompressed: compression, countryOf });
      await registerRemoteProxies(app, sources, countryOf);
      // The staff web app at /backoffice (before the shell's catch-all).
      await mountBackoffice(app, join(ROOT, "apps", "backoffice", "build"));
      await mountShell(app, {
        build: shell.build,
        paths,
        services,
        mode: production ? "production" : "development",
        pageCache,
        viewerOf: createViewerLookup(ctx),
        // The remotes get the visitor's country (mf-country); a player's page, render grants.
        countryOf,
        servicesFor: (request, viewer, country) =>
          services.forVisitor({
            country,
            issue: viewer ? (appName) => grants.issue(request, appName) : null,
          }),
        blockOf: (request) => blocks.decisionFor(request),
        preCompressed: compression,
      });
    },
  });
  // A lost database connection is logged once per outage, in the app's log.
  db.setLogger(app.log);
  const port = opts.port ?? Number(env.PORT ?? 3000);
  const address = await app.listen({ port, host: opts.host ?? env.HOST ?? "0.0.0.0" });
  const outbox = startOutboxWorker(db.db, {
    env,
    production,
    logger: app.log,
    marketingFilter: limits.marketingFilter,
  });
  return {
    app,
    address,
    /** The site's database, for tests that arrange state no route offers (a ban, say). */
    db: db.db,
    async close() {
      await app.close();
      await outbox.stop();
      await db.close();
    },
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const server = await start().catch((err: unknown) => {
    // One readable line for a configuration refusal; anything else keeps its stack.
    process.stderr.write(
      `${err instanceof ProductionEnvError ? err.message : err instanceof Error ? err.stack : err}\n`,
    );
    process.exit(1);
  });
  server.app.log.info(`Parlay is serving at ${server.address.replace("0.0.0.0", "localhost")}`);
  // Graceful shutdown: stop accepting, finish in-flight requests, close the database.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      server.app.log.info({ signal }, "shutting down");
      server
        .close()
        .then(() => process.exit(0))
        .catch(() => process.exit(1));
    });
  }
}
