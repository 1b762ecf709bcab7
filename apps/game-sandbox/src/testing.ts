/** TEST HELPERS — the site's app with the casino service and the sandbox mounted in-process. */
import type { Db } from "@parlay/db";
import { seededRng } from "@parlay/domain/casino-games";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/src/app.ts";
import { createCasinoService } from "../../server/src/services/casino/index.ts";
import { fund, playerWithAccount } from "../../server/src/services/wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../../server/src/services/wallet/testing/test-auth.ts";
import { createGameSandbox, type GameSandbox, type GameSandboxSettings } from "./index.ts";

export const TEST_SANDBOX_KEY = "game-sandbox-test-key-0123456789abcdef";

export interface SandboxSite {
  app: FastifyInstance;
  sandbox: GameSandbox;
  clock: { now: number };
}

/** The site (casino service + the sandbox) on a test database, with one clock for both. */
export async function sandboxSite(db: Db, settings: Partial<GameSandboxSettings> = {}): Promise<SandboxSite> {
  const clock = { now: Date.UTC(2026, 10, 27, 8, 0, 0) };
  const now = () => clock.now;
  const sandbox = createGameSandbox({
    key: TEST_SANDBOX_KEY,
    now,
    rng: seededRng(7),
    backoff: async () => {},
    ...settings,
  });
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createCasinoService({ now, providers: sandbox.providers }), ...sandbox.services],
  });
  await app.ready();
  return { app, sandbox, clock };
}

/** A funded player who launched `game`; answers the launch URL (path and query) and the account. */
export async function launch(
  db: Db,
  app: FastifyInstance,
  game: string,
  funds: bigint,
  player?: { userId: bigint; accountId: bigint },
): Promise<{ url: string; userId: bigint; accountId: bigint }> {
  const p = player ?? (await playerWithAccount(db, "RUB"));
  if (funds > 0n) await fund(db, p.accountId, "RUB", funds);
  const row = await db
    .selectFrom("casino_game")
    .select("id")
    .where("provider_id", "=", "parlay-games")
    .where("code", "=", game)
    .executeTakeFirstOrThrow();
  const res = await app.inject({
    method: "POST",
    url: "/web-api/casino/launch",
    headers: asUser(p.userId),
    payload: { gameId: row.id },
  });
  if (res.statusCode !== 201) throw new Error(`launch answered ${res.statusCode}: ${res.body}`);
  return { url: res.json().url, ...p };
}

/** Opens the game page and answers the provider session token from its boot data. */
export async function openGame(app: FastifyInstance, url: string, query = "") {
  const res = await app.inject({ method: "GET", url: `${url}${query}` });
  const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/s.exec(res.body)?.[1];
  const parsed = boot ? (JSON.parse(boot) as { token: string; balance: number }) : null;
  return { res, token: parsed?.token ?? null, balance: parsed?.balance ?? null };
}

/** A call of the page's API with its bearer token. */
export function gameApi(
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/game-sandbox/api${path}`,
    headers: { authorization: `Bearer ${token}`, origin: "null" },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}
