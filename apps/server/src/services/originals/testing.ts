/** TEST HELPERS — the originals service on a test database with an injected clock and a funded player. */
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import type { CrashRunner } from "./crash.ts";
import { createOriginalsService, type OriginalsServiceOptions } from "./service.ts";

export interface OriginalsTestApp {
  app: FastifyInstance;
  clock: { now: number };
  crash: CrashRunner;
}

export async function originalsTestApp(
  db: Db,
  options: OriginalsServiceOptions = {},
): Promise<OriginalsTestApp> {
  const clock = { now: Date.now() };
  let crash: CrashRunner | undefined;
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [
      createOriginalsService({
        now: () => clock.now,
        tickMs: 0,
        crash: { chainGames: 40, salt: "test-beacon-salt", bettingMs: 5_000, pauseMs: 3_000 },
        onCrash: (c) => {
          crash = c;
        },
        ...options,
      }),
    ],
  });
  await app.ready();
  return { app, clock, crash: crash as CrashRunner };
}

export async function fundedPlayer(db: Db, funds: bigint) {
  const p = await playerWithAccount(db, "RUB");
  if (funds > 0n) await fund(db, p.accountId, "RUB", funds);
  return { ...p, headers: asUser(p.userId) };
}

export function call(
  app: FastifyInstance,
  method: "GET" | "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/web-api/originals${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
