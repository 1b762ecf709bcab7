import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { settleResultedGames } from "./settle.ts";
import { bettingTestApp } from "./testing/app.ts";
import { resultGame, seedGame } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `codes-${Date.now()}-${++keySeq}`;

describe.each(testTargets())("limits, coupon codes and the bet history on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    // The real site config of the demo site (seeded d.betting), as the server reads it.
    app = await bettingTestApp(h.db);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it("the OpenAPI document describes every betting route", async () => {
    const res = await app.inject({ url: "/docs/api/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      "/web-api/betting/coupons",
      "/web-api/betting/coupons/{couponId}",
      "/web-api/betting/limits",
      "/web-api/betting/coupon-codes",
      "/web-api/betting/coupon-codes/{code}",
    ])
      expect(paths).toContain(path);
    expect(res.json().paths["/web-api/betting/coupons"].post.description).toContain("COEF_CHANGED");
  });

  it("limits come from the site config and the engine's currency table", async () => {
    const rub = await app.inject({ url: "/web-api/betting/limits?currency=RUB" });
    expect(rub.statusCode).toBe(200);
    expect(rub.json()).toEqual({
      currency: "RUB",
      minAmount: "1.00",
      maxAmount: "500000.00",
      amountStep: "100.00",
      initialAmount: "150.00",
      minAmountCouponTypes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      maxAmountCouponTypes: [0, 1, 2, 4, 5, 6],
      liveDelayMs: 3000,
      vipMaxAmount: "5000000.00",
      isBonusBetAllowed: true,
      isVipBetAllowed: true,
      showOneClick: true,
    });
    const eur = await app.inject({ url: "/web-api/betting/limits?currency=EUR" });
    expect(eur.json()).toMatchObject({ amountStep: "2.50", initialAmount: "5.00", minAmount: "0.10" });
    // A currency the config does not list: one minor unit minimum, no maximum, no VIP.
    const jpy = await app.inject({ url: "/web-api/betting/limits?currency=JPY" });
    expect(jpy.json()).toMatchObject({
      minAmount: "1",
      maxAmount: null,
      vipMaxAmount: null,
      amountStep: "500",
    });
    expect((await app.inject({ url: "/web-api/betting/limits" })).json().currency).toBe("RUB");
    for (const bad of ["rub", "RUBX", "12"]) {
      const res = await app.inject({ url: `/web-api/betting/limits?currency=${bad}` });
      expect([bad, res.statusCode, res.json().error.code]).toEqual([bad, 400, "VALIDATION"]);
    }
  });

  it("a coupon code loads the bets' current state; every placed coupon has a code that loads", async () => {
    const a = await seedGame(h.db, [2500, 3200, 2800]);
    const b = await seedGame(h.db, [1800, 3400, 4000]);
    const made = await app.inject({
      method: "POST",
      url: "/web-api/betting/coupon-codes",
      payload: {
        typeId: 2,
        systemValue: 2,
        bets: [{ outcomeId: a.outcomes[0], banker: true }, { outcomeId: b.outcomes[2] }],
      },
    });
    expect(made.statusCode).toBe(201);
    const { code } = made.json();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const loaded = await app.inject({ url: `/web-api/betting/coupon-codes/${code.toLowerCase()}` });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json()).toMatchObject({
      code,
      typeId: 2,
      systemValue: 2,
      bets: [
        {
          market: { id: a.outcomes[0], coef: 2500 },
          banker: true,
          blockId: null,
          isBlocked: false,
          statusId: -1,
        },
        { market: { id: b.outcomes[2], coef: 4000 }, banker: false },
      ],
    });
    const sportsbookShape = loaded.json().bets[1];
    expect(Object.keys(sportsbookShape).sort()).toEqual(
      ["banker", "blockId", "game", "isBlocked", "market", "statusId"].sort(),
    );

    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 100_00n);
    const placed = await app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(userId),
      payload: {
        typeId: 0,
        amount: "10.00",
        currency: "RUB",
        bets: [{ outcomeId: a.outcomes[1], coef: "3.20" }],
        idempotencyKey: key(),
      },
    });
    const coupon = placed.json().coupon;
    const again = await app.inject({ url: `/web-api/betting/coupon-codes/${coupon.code}` });
    expect(again.json()).toMatchObject({
      typeId: 0,
      systemValue: null,
      bets: [{ market: { id: a.outcomes[1] } }],
    });

    const cases: [string, string | undefined, Record<string, unknown> | undefined, number, string][] = [
      ["GET", "/web-api/betting/coupon-codes/ABCDEFGH", undefined, 404, "COUPON_CODE_NOT_FOUND"],
      ["GET", "/web-api/betting/coupon-codes/ABC", undefined, 400, "VALIDATION"],
      ["GET", "/web-api/betting/coupon-codes/ABCDEFG1", undefined, 400, "VALIDATION"],
      ["POST", "/web-api/betting/coupon-codes", { typeId: 1, bets: [] }, 400, "VALIDATION"],
      ["POST", "/web-api/betting/coupon-codes", { typeId: 12, bets: [{ outcomeId: 1 }] }, 400, "VALIDATION"],
      ["POST", "/web-api/betting/coupon-codes", { typeId: 1 }, 400, "VALIDATION"],
      [
        "POST",
        "/web-api/betting/coupon-codes",
        { typeId: 0, bets: [{ outcomeId: 987654 }] },
        422,
        "OUTCOME_NOT_FOUND",
      ],
      [
        "POST",
        "/web-api/betting/coupon-codes",
        { typeId: 1, bets: [{ outcomeId: a.outcomes[0] }, { outcomeId: a.outcomes[0] }] },
        422,
        "COUPON_INVALID",
      ],
    ];
    for (const body of ["{not json", "[]", "null", '"text"']) {
      const res = await app.inject({
        method: "POST",
        url: "/web-api/betting/coupon-codes",
        headers: { "content-type": "application/json" },
        payload: body,
      });
      expect([body, res.statusCode, typeof res.json().error?.message]).toEqual([body, 400, "string"]);
    }
    for (const [method, url, payload, status, errorCode] of cases) {
      const res = await app.inject({
        method: method as "GET" | "POST",
        url: url ?? "",
        ...(payload ? { payload } : {}),
      });
      expect([url, res.statusCode, res.json().error?.code]).toEqual([url, status, errorCode]);
    }
  });

  it("the history filters by status, date, type and account, newest first, with the legs' names", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 100_00n);
    const g1 = await seedGame(h.db, [2000, 3000, 3000]);
    const g2 = await seedGame(h.db, [2000, 3000, 3000]);
    const g3 = await seedGame(h.db, [2000, 3000, 3000]);
    const place = (payload: Record<string, unknown>) =>
      app.inject({
        method: "POST",
        url: "/web-api/betting/coupons",
        headers: asUser(userId),
        payload: { amount: "10.00", currency: "RUB", idempotencyKey: key(), changeCoefAction: 0, ...payload },
      });
    const won = (await place({ typeId: 0, bets: [{ outcomeId: g1.outcomes[0], coef: "2.00" }] })).json()
      .coupon;
    const lost = (await place({ typeId: 0, bets: [{ outcomeId: g2.outcomes[0], coef: "2.00" }] })).json()
      .coupon;
    const open = (
      await place({
        typeId: 1,
        bets: [
          { outcomeId: g3.outcomes[0], coef: "2.00" },
          { outcomeId: g1.outcomes[0], coef: "2.00" },
        ],
      })
    ).json().coupon;
    await resultGame(h.db, g1, [1, 0, 0]);
    await resultGame(h.db, g2, [0, 1, 0]);
    await settleResultedGames(h.db, [g1.gameId, g2.gameId]);
    const list = async (query: string) => {
      const res = await app.inject({ url: `/web-api/betting/coupons?${query}`, headers: asUser(userId) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const ids = (body: { items: { id: number }[] }) => body.items.map((c) => c.id);
    // The express (its g1 leg won) stays open until its game g3 is resulted; a lost leg would have
    // lost it at once.
    expect(ids(await list("status=all"))).toEqual([open.id, lost.id, won.id]);
    expect(ids(await list("status=won"))).toEqual([won.id]);
    expect(ids(await list("status=lost"))).toEqual([lost.id]);
    expect(ids(await list("status=open"))).toEqual([open.id]);
    expect((await list("status=returned")).total).toBe(0);
    expect(ids(await list("typeId=1"))).toEqual([open.id]);
    expect(ids(await list(`accountId=${accountId}&pageSize=1&page=2`))).toEqual([lost.id]);
    expect((await list(`accountId=${accountId}&pageSize=1`)).total).toBe(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await list("to=2001-01-01")).total).toBe(0);
    const first = (await list("status=won")).items[0];
    expect(first).toMatchObject({
      status: 1,
      returnAmount: "20.00",
      possibleWin: "20.00",
      code: expect.any(String),
      bets: [
        {
          gameNumber: g1.gameId,
          sportId: 1,
          champName: "Test League",
          home: `Home ${g1.gameId}`,
          away: `Away ${g1.gameId}`,
          marketName: "1X2",
          outcomeName: "1",
          score: "0:0",
          statusId: 1,
        },
      ],
    });
    for (const bad of [
      "status=maybe",
      "page=0",
      "pageSize=1000",
      "from=yesterday",
      "typeId=11",
      "accountId=-1",
      "to=2025-13-45",
    ]) {
      const res = await app.inject({ url: `/web-api/betting/coupons?${bad}`, headers: asUser(userId) });
      expect([bad, res.statusCode, res.json().error?.code]).toEqual([bad, 400, "VALIDATION"]);
    }
    const badId = await app.inject({ url: "/web-api/betting/coupons/abc", headers: asUser(userId) });
    expect(badId.statusCode).toBe(400);
  });
});
