import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createSessionAuthenticator } from "../session/authenticator.ts";
import { playersServices } from "../session/index.ts";
import { Browser, testOptions } from "../session/testing.ts";
import { createBettingService } from "./service.ts";
import { seedGame } from "./testing/catalogue.ts";

describe.each(testTargets())(
  "betting behind the real session authenticator on $name",
  (target: TestTarget) => {
    let h: DbHandle;
    let app: FastifyInstance;
    beforeAll(async () => {
      h = await createTestDb(target);
      const options = testOptions();
      const auth = createSessionAuthenticator(h.db, options);
      app = await buildApp({
        ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth },
        services: [...playersServices, createBettingService()],
      });
    });
    afterAll(async () => {
      await app?.close();
      await h?.close();
    });

    it("saving a coupon code needs the CSRF double-submit header; placing needs a session", async () => {
      const game = await seedGame(h.db);
      const browser = await new Browser(app).start();
      const body = { typeId: 0, bets: [{ outcomeId: game.outcomes[0] }] };
      const forged = await browser.request("POST", "/web-api/betting/coupon-codes", { body, csrf: false });
      expect(forged.statusCode).toBe(403);
      const saved = await browser.post("/web-api/betting/coupon-codes", body);
      expect(saved.statusCode).toBe(201);
      const place = await browser.post("/web-api/betting/coupons", {
        typeId: 0,
        amount: "10.00",
        currency: "RUB",
        bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
        idempotencyKey: "csrf-test-0001",
      });
      expect(place.statusCode).toBe(401);
    });
  },
);
