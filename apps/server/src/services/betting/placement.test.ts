import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { BASE_GROUP, bettingTestApp } from "./testing/app.ts";
import { seedGame, setBlocked, setCoef } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `place-${Date.now()}-${++keySeq}`;

describe.each(testTargets())("placing coupons on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await bettingTestApp(h.db);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  const place = (userId: bigint, payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/web-api/betting/coupons", headers: asUser(userId), payload });

  async function funded(amount = 100_00n) {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", amount);
    return p;
  }

  const couponCount = async (userId: bigint) =>
    (await h.db.selectFrom("bet_coupon").select("id").where("user_id", "=", userId).execute()).length;

  it("a single moves the stake to bets in play, shows in the history, and the audit stays clean", async () => {
    const { userId, accountId } = await funded();
    const game = await seedGame(h.db);
    const res = await place(userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
      changeCoefAction: 0,
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.coupon).toMatchObject({ typeId: 0, amount: "10.00", status: -1, returnAmount: null });
    expect(body.coupon.bets).toEqual([
      expect.objectContaining({
        outcomeId: game.outcomes[0],
        gameId: game.gameId,
        coef: "2.500",
        statusId: -1,
      }),
    ]);
    expect(body.balance.money).toBe("90.00");
    expect(await accountState(h.db, accountId)).toEqual({ balance: 90_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);

    const history = await app.inject({ url: "/web-api/betting/coupons?page=1", headers: asUser(userId) });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ total: 1, items: [{ id: body.coupon.id }] });
    const one = await app.inject({
      url: `/web-api/betting/coupons/${body.coupon.id}`,
      headers: asUser(userId),
    });
    expect(one.json().coupon).toEqual(body.coupon);

    const other = await playerWithAccount(h.db);
    const foreign = await app.inject({
      url: `/web-api/betting/coupons/${body.coupon.id}`,
      headers: asUser(other.userId),
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app.inject({ url: "/web-api/betting/coupons" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the same idempotency key replays the first answer and moves money once", async () => {
    const { userId, accountId } = await funded();
    const game = await seedGame(h.db);
    const payload = {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[1], coef: "3.20" }],
      changeCoefAction: 2,
      idempotencyKey: key(),
    };
    const first = await place(userId, payload);
    const again = await place(userId, payload);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body).toBe(first.body);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 90_00n, held: 0n });
  });

  it("odds-change policies: 0 confirms any change, 1 accepts any, 2 accepts a rise only", async () => {
    const { userId, accountId } = await funded();
    const game = await seedGame(h.db, [2500, 3200, 2800]);
    const bet = (coef: string) => ({
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[0], coef }],
      idempotencyKey: key(),
    });
    await setCoef(h.db, game.outcomes[0], 2200);
    const confirm = await place(userId, { ...bet("2.50"), changeCoefAction: 0 });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error).toMatchObject({
      code: "COEF_CHANGED",
      details: { bets: [{ outcomeId: game.outcomes[0], coef: "2.200" }] },
    });
    const onRiseDrop = await place(userId, { ...bet("2.50"), changeCoefAction: 2 });
    expect(onRiseDrop.json().error.code).toBe("COEF_CHANGED");
    const anyDrop = await place(userId, { ...bet("2.50"), changeCoefAction: 1 });
    expect(anyDrop.statusCode).toBe(201);
    expect(anyDrop.json().coupon.bets[0].coef).toBe("2.200");

    await setCoef(h.db, game.outcomes[0], 2800);
    const riseConfirm = await place(userId, { ...bet("2.50"), changeCoefAction: 0 });
    expect(riseConfirm.json().error.code).toBe("COEF_CHANGED");
    const onRise = await place(userId, { ...bet("2.50"), changeCoefAction: 2 });
    expect(onRise.statusCode).toBe(201);
    expect(onRise.json().coupon.bets[0].coef).toBe("2.800");
    const same = await place(userId, { ...bet("2.8"), changeCoefAction: 0 });
    expect(same.statusCode).toBe(201);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 70_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("a blocked market refuses the coupon and nothing moves", async () => {
    const { userId, accountId } = await funded();
    const game = await seedGame(h.db);
    await setBlocked(h.db, game.marketId, true);
    const res = await place(userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[2], coef: "2.80" }],
      changeCoefAction: 1,
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: "MARKET_BLOCKED",
      details: { bets: [{ outcomeId: game.outcomes[2], coef: "2.800", isBlocked: true }] },
    });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 100_00n, held: 0n });
    expect(await couponCount(userId)).toBe(0);
  });

  it("bad input answers 4xx and changes nothing", async () => {
    const { userId, accountId } = await funded(5_00n);
    const a = await seedGame(h.db);
    const b = await seedGame(h.db);
    const base = {
      typeId: 1,
      amount: "2.00",
      currency: "RUB",
      bets: [
        { outcomeId: a.outcomes[0], coef: "2.50" },
        { outcomeId: b.outcomes[0], coef: "2.50" },
      ],
      changeCoefAction: 1,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ typeId: 10 }, 400, "VALIDATION"],
      [{ typeId: 4, systemValue: 2 }, 422, "COUPON_INVALID"],
      [{ amountByBlockId: { "1": "1.00" } }, 422, "COUPON_INVALID"],
      [{ amountByBetId: { [String(a.outcomes[0])]: "1.00" } }, 422, "COUPON_INVALID"],
      [{ amountByBetId: { abc: "1.00" } }, 400, "VALIDATION"],
      [{ isBonusBet: true }, 422, "COUPON_INVALID"],
      [{ exactCoef: "x" }, 400, "VALIDATION"],
      [{ exactCoef: "1.000" }, 400, "VALIDATION"],
      [{ typeId: 0, bets: [{ ...base.bets[0], banker: true }] }, 422, "COUPON_INVALID"],
      [{ bets: [{ outcomeId: -1, coef: "2.00" }, base.bets[1]] }, 400, "VALIDATION"],
      [{ bets: "x" }, 400, "VALIDATION"],
      [{ idempotencyKey: "short" }, 400, "VALIDATION"],
      [{ amount: "abc" }, 400, "VALIDATION"],
      [{ amount: "1.005" }, 400, "VALIDATION"],
      [{ amount: "0" }, 400, "VALIDATION"],
      [{ bets: [] }, 400, "VALIDATION"],
      [{ bets: [{ outcomeId: a.outcomes[0], coef: "1.000" }, base.bets[1]] }, 400, "VALIDATION"],
      [{ bets: [base.bets[0]] }, 422, "COUPON_INVALID"],
      [{ bets: [base.bets[0], base.bets[0]] }, 422, "COUPON_INVALID"],
      [{ typeId: 2, systemValue: 5 }, 422, "COUPON_INVALID"],
      [{ bets: [base.bets[0], { outcomeId: 987654321, coef: "2.00" }] }, 422, "OUTCOME_NOT_FOUND"],
      [{ currency: "XYZ" }, 422, "CURRENCY_NOT_SUPPORTED"],
      [{ currency: "USD" }, 422, "NO_ACCOUNT_IN_CURRENCY"],
      [{ amount: "6.00" }, 409, "INSUFFICIENT_FUNDS"],
      [{ changeCoefAction: 7 }, 400, "VALIDATION"],
    ];
    for (const [patch, status, code] of cases) {
      const res = await place(userId, { ...base, idempotencyKey: key(), ...patch });
      expect([JSON.stringify(patch), res.statusCode, res.json().error?.code]).toEqual([
        JSON.stringify(patch),
        status,
        code,
      ]);
    }
    for (const body of ["{not json", "[]", "null", "42"]) {
      const res = await app.inject({
        method: "POST",
        url: "/web-api/betting/coupons",
        headers: { ...asUser(userId), "content-type": "application/json" },
        payload: body,
      });
      expect([body, res.statusCode, typeof res.json().error?.message]).toEqual([body, 400, "string"]);
    }
    const noUser = await app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      payload: { ...base, idempotencyKey: key() },
    });
    expect(noUser.statusCode).toBe(401);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 5_00n, held: 0n });
    expect(await couponCount(userId)).toBe(0);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("amount limits of the currency apply to the coupon types the site lists for them", async () => {
    const limited = await bettingTestApp(h.db, {
      config: async () => ({
        ...BASE_GROUP,
        betAmountLimits: { RUB: { min: "2", max: "50", vipMax: null } },
        minAmountCouponTypes: [0, 1, 2],
        maxAmountCouponTypes: [1],
      }),
    });
    try {
      const { userId, accountId } = await funded();
      const game = await seedGame(h.db);
      const single = (amount: string) =>
        limited.inject({
          method: "POST",
          url: "/web-api/betting/coupons",
          headers: asUser(userId),
          payload: {
            typeId: 0,
            amount,
            currency: "RUB",
            bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
            changeCoefAction: 1,
            idempotencyKey: key(),
          },
        });
      const low = await single("1.50");
      expect(low.statusCode).toBe(422);
      expect(low.json().error).toMatchObject({
        code: "AMOUNT_BELOW_MIN",
        details: { min: "2.00", max: "50.00" },
      });
      // The maximum is listed for express only, so a large single passes.
      expect((await single("60.00")).statusCode).toBe(201);
      expect(await accountState(h.db, accountId)).toEqual({ balance: 40_00n, held: 0n });
    } finally {
      await limited.close();
    }
  });

  it("a system 2/3 is placed with its system value", async () => {
    const { userId } = await funded();
    const games = [await seedGame(h.db), await seedGame(h.db), await seedGame(h.db)];
    const res = await place(userId, {
      typeId: 2,
      systemValue: 2,
      amount: "30.00",
      currency: "RUB",
      bets: games.map((g) => ({ outcomeId: g.outcomes[0], coef: "2.50" })),
      changeCoefAction: 2,
      idempotencyKey: key(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().coupon).toMatchObject({ typeId: 2, systemValue: 2, amount: "30.00" });
  });

  it("200 parallel coupons from one player with money for 50: exactly 50 accepted", async () => {
    const { userId, accountId } = await funded(50n * 10_00n);
    const game = await seedGame(h.db);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        place(userId, {
          typeId: 0,
          amount: "10.00",
          currency: "RUB",
          bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
          changeCoefAction: 2,
          idempotencyKey: key(),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(
      answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === "INSUFFICIENT_FUNDS"),
    ).toBe(true);
    expect(await accountState(h.db, accountId)).toEqual({ balance: 0n, held: 0n });
    expect(await couponCount(userId)).toBe(50);
    expect((await runAudit(h.db)).problems).toEqual([]);
  }, 60_000);
});
