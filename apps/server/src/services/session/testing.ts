import type { Db } from "@parlay/db";
import { encodeField } from "@parlay/domain/players";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../app.ts";
import { parseTrustProxy, type TrustProxy } from "../../trust-proxy.ts";
import { hashPassword } from "../auth/passwords.ts";
import { createSessionAuthenticator, type SessionAuthenticator } from "./authenticator.ts";
import { playersServices } from "./index.ts";
import type { PlayersOptions } from "./runtime.ts";

/** Fixed test secrets (never used outside tests). */
export const TEST_SECRETS = {
  tokenKey: "test-token-key-0123456789abcdef0123456789",
  csrfSecret: "test-csrf-secret-0123456789abcdef012345678",
  captchaKey: "test-captcha-key-0123456789abcdef01234567",
  oneTap: null,
};

/** A clock tests move by hand (epoch ms). */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    set: (ms: number) => {
      t = ms;
    },
  };
}

/** Cheap argon2 and captcha work so the suites stay fast; everything else as in production. */
export function testOptions(overrides: Partial<PlayersOptions> = {}): PlayersOptions {
  return {
    production: false,
    secrets: TEST_SECRETS,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    captcha: { algorithm: "SHA-256", cost: 1, ttlSeconds: 600 },
    rateLimits: { login: 10_000, sms: 10_000, registration: 10_000 },
    ...overrides,
  };
}

export interface PlayersTestApp {
  app: FastifyInstance;
  auth: SessionAuthenticator;
  close(): Promise<void>;
}

/**
 * Injected requests come from 127.0.0.1, which the test app trusts as its proxy (TRUST_PROXY=
 * 127.0.0.1), so a test names its client with X-Forwarded-For. `trustProxy: false` is a bare site.
 */
export const TEST_TRUST_PROXY: TrustProxy = parseTrustProxy("127.0.0.1");

/** The app with every players service, as main.ts mounts it. */
export async function playersTestApp(
  db: Db,
  overrides: Partial<PlayersOptions> = {},
  host: { trustProxy?: TrustProxy } = {},
): Promise<PlayersTestApp> {
  const options = testOptions(overrides);
  const auth = createSessionAuthenticator(db, options);
  const app = await buildApp({
    ctx: { db, env: { production: options.production, defaultHost: "localhost" }, auth },
    services: playersServices,
    trustProxy: host.trustProxy ?? TEST_TRUST_PROXY,
  });
  return { app, auth, close: () => app.close() };
}

/** A browser: keeps cookies, echoes the CSRF cookie on unsafe methods. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly app: FastifyInstance,
    readonly headers: Record<string, string> = {},
    /** The socket's peer (inject's default is 127.0.0.1). */
    readonly remoteAddress?: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async request(
    method: "GET" | "POST" | "DELETE" | "PATCH" | "PUT",
    url: string,
    opts: {
      body?: unknown;
      headers?: Record<string, string>;
      csrf?: boolean;
      payload?: InjectOptions["payload"];
      /** The client's address (rate limits and captcha count per address). */
      remoteAddress?: string;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...this.headers, ...opts.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    const csrf = this.cookies.get("csrf_token");
    if (method !== "GET" && opts.csrf !== false && csrf) headers["x-csrf-token"] = csrf;
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...((opts.remoteAddress ?? this.remoteAddress)
        ? { remoteAddress: opts.remoteAddress ?? this.remoteAddress }
        : {}),
      ...(opts.payload !== undefined
        ? { payload: opts.payload }
        : opts.body !== undefined
          ? { payload: opts.body as object }
          : {}),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone =
        c.value === "" ||
        c.maxAge === 0 ||
        (c.expires !== undefined && c.expires.getTime() <= Date.now() - 1000);
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request("GET", url, { headers });
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", url, { body: body ?? {}, headers });
  }

  /** Loads the CSRF cookie, as the shell does on start. */
  async start(): Promise<this> {
    await this.get("/web-api/session");
    return this;
  }
}

/** Solves a fresh captcha the way the widget does: the X-Captcha payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ method: "GET", url: "/web-api/captcha/challenge" })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Inserts a ready account directly (tests of sign-in that do not go through registration). */
export async function seedUser(
  db: Db,
  auth: SessionAuthenticator,
  fields: {
    email?: string;
    password?: string;
    phone?: { code: string; number: string };
    groupId?: number;
  } = {},
) {
  const password = fields.password ?? "correct-horse-1";
  const row = await db
    .insertInto("users")
    .values({
      group_id: fields.groupId ?? 1,
      email: fields.email ?? null,
      email_verified_at: fields.email ? new Date() : null,
      phone_code: fields.phone?.code ?? null,
      phone_number: fields.phone?.number ?? null,
      phone_verified_at: fields.phone ? new Date() : null,
      password_hash: await hashPassword(auth.runtime, password),
      currency: "EUR",
      country_code: "de",
      user_data: "{}",
      verification_types: "[]",
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user: row, password };
}

/** Signs a browser in with e-mail and password. */
export async function signIn(
  browser: Browser,
  login: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return browser.post("/web-api/auth/login", { uLogin: login, uPassword: encodeField(password), ...extra });
}

/** The newest outbox message to a recipient. */
export async function lastMessage(db: Db, recipient: string) {
  return db
    .selectFrom("outbox_messages")
    .selectAll()
    .where("recipient", "=", recipient)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
}

/** The 6-digit code in the newest message to a recipient. */
export async function lastCode(db: Db, recipient: string): Promise<string> {
  const m = /\b(\d{6})\b/.exec((await lastMessage(db, recipient)).body_text);
  if (!m?.[1]) throw new Error(`no code in the last message to ${recipient}`);
  return m[1];
}

/** The link token (`token=` query) in the newest message to a recipient. */
export async function lastLinkToken(db: Db, recipient: string): Promise<string> {
  const m = /[?&]token=([A-Za-z0-9_.-]+)/.exec((await lastMessage(db, recipient)).body_text);
  if (!m?.[1]) throw new Error(`no link in the last message to ${recipient}`);
  return m[1];
}

/** Routes of the players services as "METHOD /url" (collected while the app is built). */
export async function playersAppWithRoutes(db: Db, overrides: Partial<PlayersOptions> = {}) {
  const options = testOptions(overrides);
  const auth = createSessionAuthenticator(db, options);
  const routes: string[] = [];
  const collect = async (app: FastifyInstance) => {
    app.addHook("onRoute", (r) => {
      // The 404/405 answers of http/api-fallback.ts are not routes of a service.
      if (r.config?.apiFallback) return;
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const m of methods) {
        if (m !== "HEAD" && /^\/(web-api|social-api|hd-api|dev)\//.test(r.url)) routes.push(`${m} ${r.url}`);
      }
    });
  };
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth },
    services: [collect, ...playersServices],
    trustProxy: TEST_TRUST_PROXY,
  });
  return { app, auth, routes: [...new Set(routes)].sort(), close: () => app.close() };
}

/** Every players table as rows, for "nothing changed" assertions (last_seen_at aside: reads touch it). */
export async function playersSnapshot(db: Db): Promise<string> {
  const tables = [
    "users",
    "user_sessions",
    "user_codes",
    "auth_failures",
    "outbox_messages",
    "dev_mailbox",
    "social_identities",
    "captcha_spent",
    "user_transfers",
  ] as const;
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    out[table] = rows
      .map((r) =>
        JSON.stringify({ ...r, last_seen_at: undefined }, (_k, v) =>
          typeof v === "bigint" ? v.toString() : v,
        ),
      )
      .sort();
  }
  return JSON.stringify(out);
}
