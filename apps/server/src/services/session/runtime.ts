import type { Db } from "@parlay/db";
import type { UserRow } from "@parlay/db/players";
import {
  type CaptchaPolicy,
  DEFAULT_CAPTCHA_POLICY,
  REMEMBERED_SESSION,
  type SessionLifetimes,
  SHORT_SESSION,
} from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import type { ServiceContext } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { AppError } from "../../http/errors.ts";
import { type ConfigStore, cachedSiteResolver, configStoreFor, type SiteRef } from "../config/index.ts";
import { deriveKey } from "./crypto.ts";
import { loadSecrets, type PlayersSecrets } from "./secrets.ts";

/** argon2id cost (OWASP's first recommended set by default). */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Everything the players services can be tuned with; tests shorten times and costs through it. */
export interface PlayersOptions {
  production: boolean;
  secrets: PlayersSecrets;
  /** Epoch milliseconds. */
  now?: () => number;
  argon2?: Partial<Argon2Params>;
  sessions?: { short?: SessionLifetimes; remembered?: SessionLifetimes };
  /** Lifetime of the user_token access token. */
  tokenTtlSeconds?: number;
  captchaPolicy?: CaptchaPolicy;
  /** Password-guessing budgets per 15 minutes (docs/players.md "Guessing budgets"). */
  signInBudgets?: Partial<SignInBudgets>;
  /** ALTCHA proof-of-work: algorithm and cost (iterations), and how long a challenge may be solved. */
  captcha?: { algorithm?: "SHA-256" | "PBKDF2/SHA-256"; cost?: number; ttlSeconds?: number };
  /** Hard per-address limits, requests per minute. */
  rateLimits?: { login?: number; sms?: number; registration?: number };
  /** Count those limits in the site's Redis, shared by every process of it (else in this process). */
  sharedRedis?: SharedRedis | undefined;
  /** App ids served under /hd-api/external/apps/{id}/api.js. */
  fingerprintApps?: string[];
  mailFrom?: string;
  /**
   * Runs in the transaction that creates a player (every registration type, one-tap, transfer): the
   * wallet opens the main account in the currency the player chose (main.ts wires it).
   */
  onPlayerCreated?: PlayerCreatedHook;
  /**
   * Responsible gaming at sign-in (the limits service's, wired in main.ts): every sign-in and
   * registration path asks it before a session starts (it refuses with a catalogue code) and tells
   * it of every session started.
   */
  signInGuard?: SignInGuard;
}

export interface SignInGuard {
  /**
   * Throws an AppError (SESSION_LIMIT_REACHED, REGISTER_EXCLUDED, …) to refuse. Answers
   * `{ withdrawOnly }` to refuse the sign-in with that error while still opening a withdraw-only
   * session (self-exclusion, time-out: the player may withdraw the balance).
   */
  beforeSignIn(user: UserRow, now: Date): Promise<{ withdrawOnly: AppError } | undefined>;
  /** A session started (`scope` "withdraw" for a withdraw-only one). */
  afterSignIn(user: UserRow, sessionId: string, now: Date, scope: "withdraw" | null): Promise<void>;
  /** Before a new player is created (the national self-exclusion register); throws to refuse. */
  beforeRegistration(person: NewPlayerPerson, now: Date): Promise<void>;
}

/** What registration knows of a new player, for the national self-exclusion register. */
export interface NewPlayerPerson {
  email: string | null;
  birthDate: string | null;
  firstName: string | null;
  lastName: string | null;
  postcode: string | null;
}

const NO_GUARD: SignInGuard = {
  beforeSignIn: async () => undefined,
  afterSignIn: async () => undefined,
  beforeRegistration: async () => undefined,
};

export type PlayerCreatedHook = (db: Db, player: { userId: bigint; currency: string }) => Promise<unknown>;
/** Failed password sign-ins within the failure window (15 minutes) before a budget is spent. */
export interface SignInBudgets {
  /** On one account: past it, password attempts are refused (429) except from a known device. */
  account: number;
  /** Through one known-device cookie: past it, that cookie no longer lifts the account's refusal. */
  device: number;
  /** Naming unknown accounts, site-wide: past it, every password sign-in on the site needs a captcha. */
  unknownLogins: number;
}

/** Or: read the secrets from the environment (development defaults persisted to ./data/secrets.json). */
export interface PlayersEnvSetup {
  env: NodeJS.ProcessEnv;
  production: boolean;
  secretsFile?: string;
  overrides?: Omit<Partial<PlayersOptions>, "production" | "secrets">;
}

export type PlayersSetup = PlayersOptions | PlayersEnvSetup;

export interface PlayersRuntime {
  db: Db;
  production: boolean;
  secrets: PlayersSecrets;
  now(): Date;
  keys: {
    token: Buffer;
    codes: Buffer;
    fingerprint: Buffer;
    seal: Buffer;
    newsletter: Buffer;
    csrf: Buffer;
    device: Buffer;
    /** Signs render grants (render-grant.ts): a key of their own, so no grant is ever an access token. */
    renderGrant: Buffer;
    /** The back office's sealed TOTP secrets and set-up tokens (services/staff). */
    staff: Buffer;
  };
  argon2: Argon2Params;
  sessions: { short: SessionLifetimes; remembered: SessionLifetimes };
  tokenTtlSeconds: number;
  captchaPolicy: CaptchaPolicy;
  signInBudgets: SignInBudgets;
  captcha: { algorithm: "SHA-256" | "PBKDF2/SHA-256"; cost: number; ttlSeconds: number };
  rateLimits: { login: number; sms: number; registration: number };
  sharedRedis: SharedRedis | undefined;
  fingerprintApps: string[];
  mailFrom: string;
  onPlayerCreated: PlayerCreatedHook;
  signInGuard: SignInGuard;
  config: ConfigStore;
  /** The request's host, or the default host when a request carries none. */
  hostOf(request: FastifyRequest): string;
  /** The site a request's host belongs to; 404 NO_SITE_CONFIG for an unknown host. */
  siteOf(request: FastifyRequest): Promise<SiteRef>;
}

const registry = new WeakMap<Db, PlayersRuntime>();

function resolveOptions(setup: PlayersSetup): PlayersOptions {
  if ("secrets" in setup) return setup;
  const secrets = loadSecrets({ env: setup.env, production: setup.production, file: setup.secretsFile });
  return { ...setup.overrides, production: setup.production, secrets };
}

/** Builds the players runtime of a database and registers it, so every players service shares it. */
export function createPlayersRuntime(db: Db, setup: PlayersSetup, defaultHost = "localhost"): PlayersRuntime {
  const o = resolveOptions(setup);
  const clock = o.now ?? Date.now;
  const token = o.secrets.tokenKey;
  const sites = cachedSiteResolver(db, {
    minTtlMs: 60_000,
    maxTtlMs: 120_000,
    maxEntries: 1_000,
    now: clock,
    random: Math.random,
  });
  const runtime: PlayersRuntime = {
    db,
    production: o.production,
    secrets: o.secrets,
    now: () => new Date(clock()),
    keys: {
      token: deriveKey(token, "access-token"),
      codes: deriveKey(token, "one-time-codes"),
      fingerprint: deriveKey(token, "fingerprint"),
      seal: deriveKey(token, "sealed-secrets"),
      newsletter: deriveKey(token, "newsletter-links"),
      csrf: deriveKey(o.secrets.csrfSecret, "csrf"),
      device: deriveKey(token, "known-devices"),
      renderGrant: deriveKey(token, "render-grants"),
      staff: deriveKey(token, "staff-secrets"),
    },
    argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1, ...o.argon2 },
    sessions: {
      short: o.sessions?.short ?? SHORT_SESSION,
      remembered: o.sessions?.remembered ?? REMEMBERED_SESSION,
    },
    tokenTtlSeconds: o.tokenTtlSeconds ?? 900,
    captchaPolicy: o.captchaPolicy ?? DEFAULT_CAPTCHA_POLICY,
    signInBudgets: { account: 10, device: 5, unknownLogins: 20, ...o.signInBudgets },
    captcha: { algorithm: "PBKDF2/SHA-256", cost: 5_000, ttlSeconds: 600, ...o.captcha },
    rateLimits: { login: 30, sms: 10, registration: 10, ...o.rateLimits },
    sharedRedis: o.sharedRedis,
    fingerprintApps: o.fingerprintApps ?? ["web"],
    mailFrom: o.mailFrom ?? "Parlay <no-reply@parlay.test>",
    onPlayerCreated: o.onPlayerCreated ?? (async () => undefined),
    signInGuard: o.signInGuard ?? NO_GUARD,
    config: configStoreFor(db),
    hostOf: (request) => request.host || defaultHost,
    async siteOf(request) {
      const host = request.host || defaultHost;
      const site = await sites.resolve(host);
      if (!site) throw new AppError("NO_SITE_CONFIG", `No site for the domain "${host}"`);
      return site;
    },
  };
  registry.set(db, runtime);
  return runtime;
}

/**
 * The runtime a service uses: the one registered for the context's database (by
 * createSessionAuthenticator or createPlayersRuntime), else one read from the process environment.
 */
export function runtimeFor(ctx: ServiceContext): PlayersRuntime {
  return (
    registry.get(ctx.db) ??
    createPlayersRuntime(ctx.db, { env: process.env, production: ctx.env.production }, ctx.env.defaultHost)
  );
}

export function registeredRuntime(db: Db): PlayersRuntime | undefined {
  return registry.get(db);
}
