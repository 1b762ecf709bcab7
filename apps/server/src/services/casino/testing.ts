/** TEST HELPERS — the casino service on a test database, a provider with a key, signed calls. */
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import type { ServiceContext } from "../../context.ts";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { SIGNATURE_HEADER, signBody } from "./protocol.ts";
import { registerProvider } from "./providers.ts";
import { type CasinoServiceOptions, createCasinoService } from "./service.ts";

export const TEST_PROVIDER = "testprov";
export const TEST_KEY = "test-provider-signing-key-0123456789";
export const TEST_GAME = "reels-of-test";

export interface CasinoTestApp {
  app: FastifyInstance;
  /** The test clock (ms); move it with `clock.now = …`. */
  clock: { now: number };
}

export async function casinoTestApp(
  db: Db,
  options: CasinoServiceOptions = {},
  /** The site's resolution of the visitor's country (main.ts: trusted header or GeoIP); default none. */
  site: Pick<ServiceContext, "countryOf"> = {},
): Promise<CasinoTestApp> {
  const clock = { now: Date.now() };
  const now = () => clock.now;
  await registerProvider(db, {
    id: TEST_PROVIDER,
    name: "Test provider",
    signingKey: TEST_KEY,
    launchUrl: "https://games.example/launch",
    games: [{ code: TEST_GAME, name: "Reels of Test", rtpBp: 9600, volatility: "medium" }],
  });
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator, ...site },
    services: [createCasinoService({ now, ...options })],
  });
  await app.ready();
  return { app, clock };
}

/** A signed call of the wallet API (`key: null` sends no signature). */
export function walletCall(
  app: FastifyInstance,
  path: "play" | "rollback" | "session",
  body: unknown,
  key: string | null = TEST_KEY,
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: "POST",
    url: path === "session" ? "/casino-api/v1/session" : `/casino-api/v1/wallet/${path}`,
    headers: {
      "content-type": "application/json",
      ...(key ? { [SIGNATURE_HEADER]: signBody(key, raw) } : {}),
    },
    payload: raw,
  });
}

/** A funded player (minor units) who launched the test game; answers what the calls need. */
export async function launchedPlayer(
  db: Db,
  app: FastifyInstance,
  funds: bigint,
  currency = "RUB",
): Promise<{ userId: bigint; accountId: bigint; user_id: string; token: string }> {
  const { userId, accountId } = await playerWithAccount(db, currency);
  if (funds > 0n) await fund(db, accountId, currency, funds);
  const game = await db
    .selectFrom("casino_game")
    .select("id")
    .where("provider_id", "=", TEST_PROVIDER)
    .where("code", "=", TEST_GAME)
    .executeTakeFirstOrThrow();
  const res = await app.inject({
    method: "POST",
    url: "/web-api/casino/launch",
    headers: asUser(userId),
    payload: { gameId: game.id },
  });
  if (res.statusCode !== 201) throw new Error(`launch answered ${res.statusCode}: ${res.body}`);
  return { userId, accountId, user_id: String(userId), token: res.json().token };
}

/**
 * TEST FIXTURES — a request for every back-office catalogue route (staff.test.ts's policy table and
 * audit enumeration). Each call makes its own game, so every role's edit acts on something fresh.
 */
export function catalogueStaffExamples(dbOf: () => Db) {
  let made = 0;
  const C = "/backoffice-api/v1/casino";
  const game = async () => {
    const code = `policy-game-${++made}-${Date.now()}`;
    await registerProvider(dbOf(), {
      id: "policyprov",
      name: "Policy Provider",
      signingKey: TEST_KEY,
      launchUrl: "https://games.example/launch",
      games: [{ code, name: `Policy Game ${made}` }],
    });
    const row = await dbOf()
      .selectFrom("casino_game")
      .select("id")
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  return {
    [`GET ${C}/games`]: () => ({ url: `${C}/games?q=policy&enabled=yes&sort=tileOrder&dir=desc` }),
    [`GET ${C}/games/:id`]: async () => ({ url: `${C}/games/${await game()}` }),
    [`PATCH ${C}/games/:id`]: async () => ({
      url: `${C}/games/${await game()}`,
      body: { name: "Renamed", names: { ru: "Переименована" }, tileOrder: 3 },
    }),
    [`GET ${C}/providers`]: () => ({ url: `${C}/providers` }),
    [`PATCH ${C}/providers/:id`]: async () => {
      await game();
      return { url: `${C}/providers/policyprov`, body: { name: "Policy Provider", enabled: true } };
    },
  };
}
