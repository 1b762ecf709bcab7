import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { type BetStatusId, formatScaled, settleCoupon } from "@parlay/domain/betting";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { settleResultedGames } from "./settle.ts";
import { storedBlockAmounts, storedCouponInput } from "./stored-input.ts";
import { withGroup } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `types-${Date.now()}-${++keySeq}`;
const WIN: [number, number, number] = [1, 0, 0];
const LOSE: [number, number, number] = [0, 1, 0];

interface Case {
  name: string;
  typeId: number;
  amount: string;
  /** Odds of outcome "1" of each game, thousandths. */
  coefs: number[];
  bets?: (g: TestGame[]) => Record<string, unknown>[];
  extra?: (g: TestGame[]) => Record<string, unknown>;
  results?: [number, number, number][];
  /** The return by hand; one per coupon written. */
  returns: string[];
  /** settle.ts as it stands settles this type from the stored rows. */
  settledBySettleTs: boolean;
}

const first = (g: TestGame[], coefs: number[]) =>
  g.map((x, i) => ({ outcomeId: x.outcomes[0], coef: formatScaled(BigInt(coefs[i] ?? 2000), 3) }));

const CASES: Case[] = [
  {
    name: "chain",
    typeId: 3,
    amount: "10.00",
    coefs: [2000, 3000],
    returns: ["40.00"],
    settledBySettleTs: true,
  },
  {
    name: "multibet 2 of 3 blocks with a lobby",
    typeId: 4,
    amount: "30.00",
    coefs: [2000, 2000, 1500, 2000, 1500],
    bets: (g) =>
      first(g, [2000, 2000, 1500, 2000, 1500]).map((b, i) =>
        i === 4 ? { ...b, banker: true } : { ...b, blockId: [1, 2, 2, 3][i] },
      ),
    extra: () => ({ systemValue: 2 }),
    returns: ["240.00"],
    settledBySettleTs: true,
  },
  {
    name: "conditional with a block amount",
    typeId: 5,
    amount: "10.00",
    coefs: [2000, 3000],
    bets: (g) => first(g, [2000, 3000]).map((b, i) => ({ ...b, blockId: i + 1 })),
    extra: () => ({ amountByBlockId: { "2": "5.00" } }),
    returns: ["30.00"],
    settledBySettleTs: true,
  },
  {
    name: "anti-express, one leg lost",
    typeId: 6,
    amount: "10.00",
    coefs: [2000, 2000, 2000],
    results: [WIN, WIN, LOSE],
    returns: ["10.81"],
    settledBySettleTs: true,
  },
  {
    name: "lucky",
    typeId: 7,
    amount: "30.00",
    coefs: [2000, 3000],
    returns: ["110.00"],
    settledBySettleTs: true,
  },
  {
    name: "patent",
    typeId: 8,
    amount: "40.00",
    coefs: [2000, 2000, 2000],
    returns: ["200.00"],
    settledBySettleTs: true,
  },
  {
    name: "many singles with amountByBetId",
    typeId: 9,
    amount: "4.00",
    coefs: [2500, 3200],
    extra: (g) => ({ amountByBetId: { [String(g[1]?.outcomes[0])]: "6.00" } }),
    returns: ["10.00", "19.20"],
    settledBySettleTs: true,
  },
  {
    name: "system 2/3 with a banker",
    typeId: 2,
    amount: "30.00",
    coefs: [2000, 2000, 2000, 2000],
    bets: (g) => first(g, [2000, 2000, 2000, 2000]).map((b, i) => (i === 0 ? { ...b, banker: true } : b)),
    extra: () => ({ systemValue: 2 }),
    returns: ["240.00"],
    settledBySettleTs: true,
  },
  {
    name: "express with the bonus bet",
    typeId: 1,
    amount: "10.00",
    coefs: [2000, 2000, 2000],
    extra: () => ({ isBonusBet: true }),
    returns: ["82.40"],
    settledBySettleTs: true,
  },
];

describe.each(testTargets())("placing and settling every coupon type on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    h = await createTestDb(target);
    app = await withGroup(h.db);
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it.each(CASES)("$name: placed in one transaction, stored so that the engine settles it", async (c) => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000_00n);
    const games: TestGame[] = [];
    for (const coef of c.coefs) games.push(await seedGame(h.db, [coef, 3000, 3000]));
    const res = await app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(userId),
      payload: {
        typeId: c.typeId,
        amount: c.amount,
        currency: "RUB",
        bets: c.bets ? c.bets(games) : first(games, c.coefs),
        changeCoefAction: 0,
        idempotencyKey: key(),
        ...(c.extra ? c.extra(games) : {}),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.coupons).toHaveLength(c.returns.length);
    expect(body.coupon).toEqual(body.coupons[0]);
    for (const coupon of body.coupons) {
      expect(coupon).toMatchObject({
        typeId: c.typeId,
        status: -1,
        isLive: false,
        code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      });
    }
    const staked = body.coupons.reduce((s: number, x: { amount: string }) => s + Number(x.amount) * 100, 0);
    expect(await accountState(h.db, accountId)).toEqual({
      balance: 1000_00n - BigInt(Math.round(staked)),
      held: 0n,
    });

    for (const [i, g] of games.entries()) await resultGame(h.db, g, c.results?.[i] ?? WIN);
    const ids = body.coupons.map((x: { id: number }) => BigInt(x.id));

    // The engine settles every type from what placement stored (what settle.ts should hand it).
    for (const [i, id] of ids.entries()) {
      const row = await h.db
        .selectFrom("bet_coupon")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const legs = await h.db
        .selectFrom("bet_coupon_bet as b")
        .innerJoin("sb_outcome as o", "o.outcome_id", "b.outcome_id")
        .select(["b.coef", "b.is_banker", "b.block_id", "o.status_id"])
        .where("b.coupon_id", "=", id)
        .orderBy("b.position")
        .execute();
      const input = storedCouponInput(
        row,
        legs,
        legs.map((l) => (l.status_id ?? -1) as BetStatusId),
        await storedBlockAmounts(h.db, id),
      );
      const settled = settleCoupon(input);
      expect(formatScaled(settled.totalReturn ?? -1n, 2)).toBe(c.returns[i]);
    }

    if (c.settledBySettleTs) {
      await settleResultedGames(
        h.db,
        games.map((g) => g.gameId),
      );
      for (const [i, id] of ids.entries()) {
        const one = await app.inject({ url: `/web-api/betting/coupons/${id}`, headers: asUser(userId) });
        expect(one.json().coupon.returnAmount).toBe(c.returns[i]);
        expect(one.json().coupon.settledAt).not.toBeNull();
      }
      expect((await runAudit(h.db)).problems).toEqual([]);
    }
  });
});
