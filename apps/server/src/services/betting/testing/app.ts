/** TEST APP — the betting service alone, authenticated by the wallet's test header. */
import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../app.ts";
import { headerTestAuthenticator } from "../../wallet/testing/test-auth.ts";
import { type BettingServiceOptions, createBettingService } from "../service.ts";

export async function bettingTestApp(db: Db, options: BettingServiceOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createBettingService(options)],
  });
  await app.ready();
  return app;
}
