import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { withGroup } from "./testing/app.ts";
import { seedGame, setLive } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `rules-${Date.now()}-${++keySeq}`;
const LIMITS = { betAmountLimits: { RUB: { min: "1", max: "50", vipMax: "500" } } };

describe.each(testTargets())(
  "bonus bet, VIP bet, exact coefficient and limits on $name",
  (target: TestTarget) => {
    let h: DbHandle;
    let app: FastifyInstance;
    beforeAll(async () => {
      h = await createTestDb(target);
      app = await withGroup(h.db, LIMITS);
    });
    afterAll(async () => {
      await app?.close();
      await h?.close();
    });

    async function player() {
      const p = await playerWithAccount(h.db);
      await fund(h.db, p.accountId, "RUB", 10_000_00n);
      return p;
    }
    async function legs(coefs: number[]) {
      const out: { outcomeId: number; coef: string }[] = [];
      for (const c of coefs) {
        const g = await seedGame(h.db, [c, 3000, 3000]);
        out.push({ outcomeId: g.outcomes[0], coef: (c / 1000).toFixed(3) });
      }
      return out;
    }
    const place = (a: FastifyInstance, userId: bigint, payload: Record<string, unknown>) =>
      a.inject({
        method: "POST",
        url: "/web-api/betting/coupons",
        headers: asUser(userId),
        payload: { currency: "RUB", changeCoefAction: 0, idempotencyKey: key(), ...payload },
      });

    it("the bonus bet is taken only under the spec's conditions and stores its multiplier", async () => {
      const { userId } = await player();
      const ok = await place(app, userId, {
        typeId: 1,
        amount: "10.00",
        bets: await legs([2000, 2000, 2000]),
        isBonusBet: true,
      });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().coupon).toMatchObject({ bonusCoef: "1.030", possibleWin: "82.40" });
      const refusals = [
        { typeId: 1, amount: "10.00", bets: await legs([2000, 2000]), isBonusBet: true },
        { typeId: 1, amount: "10.00", bets: await legs([2000, 1050, 2000]), isBonusBet: true },
      ];
      for (const r of refusals)
        expect((await place(app, userId, r)).json().error.code).toBe("COUPON_INVALID");
      const off = await withGroup(h.db, { ...LIMITS, isBonusBetAllowed: false });
      try {
        const res = await place(off, userId, {
          typeId: 1,
          amount: "10.00",
          bets: await legs([2000, 2000, 2000]),
          isBonusBet: true,
        });
        expect(res.json().error.code).toBe("COUPON_INVALID");
      } finally {
        await off.close();
      }
    });

    it("a VIP bet may go above the maximum up to vipMax, on line bets only, never type 9", async () => {
      const { userId, accountId } = await player();
      const [bet] = await legs([2000]);
      const over = await place(app, userId, { typeId: 0, amount: "100.00", bets: [bet] });
      expect(over.statusCode).toBe(422);
      expect(over.json().error).toMatchObject({
        code: "AMOUNT_ABOVE_MAX",
        details: { min: "1.00", max: "50.00" },
      });
      const vip = await place(app, userId, { typeId: 0, amount: "100.00", bets: [bet], isVipBet: true });
      expect(vip.statusCode).toBe(201);
      expect(vip.json().coupon.isVipBet).toBe(true);
      const tooMuch = await place(app, userId, { typeId: 0, amount: "600.00", bets: [bet], isVipBet: true });
      expect(tooMuch.json().error).toMatchObject({ code: "AMOUNT_ABOVE_MAX", details: { max: "500.00" } });
      const singles = await place(app, userId, { typeId: 9, amount: "10.00", bets: [bet], isVipBet: true });
      expect(singles.json().error.code).toBe("COUPON_INVALID");
      const liveGame = await seedGame(h.db, [2000, 3000, 3000]);
      await setLive(h.db, liveGame.gameId);
      const live = await place(app, userId, {
        typeId: 0,
        amount: "10.00",
        bets: [{ outcomeId: liveGame.outcomes[0], coef: "2.00" }],
        isVipBet: true,
      });
      expect(live.json().error.code).toBe("COUPON_INVALID");
      for (const patch of [
        { isVipBetAllowed: false },
        { betAmountLimits: { RUB: { min: "1", max: null, vipMax: "500" } } },
      ]) {
        const other = await withGroup(h.db, { ...LIMITS, ...patch });
        try {
          const res = await place(other, userId, { typeId: 0, amount: "10.00", bets: [bet], isVipBet: true });
          expect(res.json().error.code).toBe("COUPON_INVALID");
        } finally {
          await other.close();
        }
      }
      expect(await accountState(h.db, accountId)).toEqual({ balance: 9_900_00n, held: 0n });
    });

    it("the maximum never applies on a bonus account", async () => {
      const { userId } = await player();
      const bonus = await h.db
        .insertInto("wallet_account")
        .values({ user_id: userId, currency: "RUB", type: 4, label: "Bonus" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await fund(h.db, bonus.id, "RUB", 1000_00n);
      const [bet] = await legs([2000]);
      const res = await place(app, userId, {
        typeId: 0,
        amount: "100.00",
        bets: [bet],
        accountId: Number(bonus.id),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await accountState(h.db, bonus.id)).toEqual({ balance: 900_00n, held: 0n });
    });

    it("many singles are all or nothing: money for one of two writes no coupon; a replay answers both", async () => {
      const { userId, accountId } = await playerWithAccount(h.db);
      await fund(h.db, accountId, "RUB", 10_00n);
      const bets = await legs([2000, 2500]);
      const short = await place(app, userId, { typeId: 9, amount: "6.00", bets });
      expect(short.json().error.code).toBe("INSUFFICIENT_FUNDS");
      expect(await accountState(h.db, accountId)).toEqual({ balance: 10_00n, held: 0n });
      const none = await h.db.selectFrom("bet_coupon").select("id").where("user_id", "=", userId).execute();
      expect(none).toHaveLength(0);
      const payload = { typeId: 9, amount: "5.00", bets, idempotencyKey: key() };
      const ok = await place(app, userId, payload);
      const again = await place(app, userId, payload);
      expect(ok.statusCode).toBe(201);
      expect(ok.json().coupons.map((c: { amount: string }) => c.amount)).toEqual(["5.00", "5.00"]);
      expect(again.body).toBe(ok.body);
      expect(await accountState(h.db, accountId)).toEqual({ balance: 0n, held: 0n });
    });

    it("exactCoef: refused when the coupon coefficient is below it; the possible win uses it", async () => {
      const { userId } = await player();
      const bets = await legs([2000, 2000]);
      const below = await place(app, userId, { typeId: 1, amount: "10.00", bets, exactCoef: "4.5" });
      expect(below.statusCode).toBe(409);
      expect(below.json().error.code).toBe("COEF_CHANGED");
      const ok = await place(app, userId, { typeId: 1, amount: "10.00", bets, exactCoef: "3.5" });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().coupon.possibleWin).toBe("35.00");
      const plain = await place(app, userId, { typeId: 1, amount: "10.00", bets });
      expect(plain.json().coupon.possibleWin).toBe("40.00");
    });

    it("an anti-express is priced with the site margin and refused when it is not offered", async () => {
      const { userId } = await player();
      const priced = await place(app, userId, {
        typeId: 6,
        amount: "10.00",
        bets: await legs([2000, 2000, 2000]),
      });
      expect(priced.statusCode).toBe(201);
      // 1 / (1 − 1/8 + 0.05) = 1.081
      expect(priced.json().coupon.possibleWin).toBe("10.81");
      const long = await place(app, userId, {
        typeId: 6,
        amount: "10.00",
        bets: await legs([10000, 10000, 10000]),
      });
      expect(long.json().error.code).toBe("COUPON_INVALID");
    });
  },
);
