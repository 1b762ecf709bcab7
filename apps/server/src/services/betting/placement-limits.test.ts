import { type TestTarget, testTargets } from "@parlay/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { limitsInForce } from "../limits/index.ts";
import { ban, setLimit } from "../limits/testing-enforce.ts";
import { limitsLeft } from "../limits/usage.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { runFullAudit } from "./audit.ts";
import { settleResultedGames } from "./settle.ts";
import { bettingTestContext, fundedPlayer, placeAs } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";

let keySeq = 0;
const key = () => `lim-${Date.now()}-${++keySeq}`;
const WIN = 1;
const LOSE = 0;

/**
 * Wagering (1/2/3), loss (10/11/12), restrictions and bans at bet placement: decided inside
 * bet_place_coupons, after the account lock, against the batch's running totals (migration 0800).
 */
describe.each(testTargets())("limits at bet placement on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);
  let game: TestGame;
  beforeAll(async () => {
    game = await seedGame(t.h.db);
  });
  const single = (outcome: number, amount = "10.00", idempotencyKey = key()) => ({
    typeId: 0,
    amount,
    currency: "RUB",
    bets: [{ outcomeId: outcome, coef: "2.50" }],
    idempotencyKey,
  });
  const coupons = (userId: bigint) =>
    t.h.db.selectFrom("bet_coupon").select(["id"]).where("user_id", "=", userId).execute();

  it("200 parallel bets against a loss limit that allows exactly 20 — exactly 20 accepted", async () => {
    const p = await fundedPlayer(t.h.db, 10_000_00n);
    await setLimit(t.h.db, p.userId, 10, 200); // 200.00 RUB a day: 20 open stakes of 10.00
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => placeAs(t.app, p.userId, single(game.outcomes[0] as number))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error.code}`))).toEqual(
      new Set(["403 LIMIT_LOSS_EXCEEDED"]),
    );
    expect(refused[0]?.json().error.details).toMatchObject({ limitType: 10, limitBalance: "0.00" });
    expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 9_800_00n, held: 0n });
    expect(await coupons(p.userId)).toHaveLength(20);
    expect((await runFullAudit(t.h.db)).problems).toEqual([]);
  });

  it("200 parallel bets against a wagering limit that allows exactly 20 — exactly 20 accepted", async () => {
    const p = await fundedPlayer(t.h.db, 10_000_00n);
    await setLimit(t.h.db, p.userId, 2, 200); // 200.00 RUB a week
    await setLimit(t.h.db, p.userId, 1, 500); // a looser daily one does not decide
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => placeAs(t.app, p.userId, single(game.outcomes[1] as number))),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.every((a) => a.json().error.code === "LIMIT_WAGER_EXCEEDED")).toBe(true);
    expect(refused[0]?.json().error.details).toMatchObject({ limitType: 2 });
    expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 9_800_00n, held: 0n });
    expect((await runFullAudit(t.h.db)).problems).toEqual([]);
  });

  it("a refusal is stored under its key and replayed; a stake that fits exactly is accepted", async () => {
    const p = await fundedPlayer(t.h.db, 1_000_00n);
    await setLimit(t.h.db, p.userId, 1, 25);
    const body = single(game.outcomes[0] as number, "30.00");
    const first = await placeAs(t.app, p.userId, body);
    expect(first.statusCode, first.body).toBe(403);
    expect(first.json().error).toMatchObject({
      code: "LIMIT_WAGER_EXCEEDED",
      message: "This stake would exceed your wagering limit",
      details: { limitType: 1, limitBalance: "25.00", currency: "RUB" },
    });
    const again = await placeAs(t.app, p.userId, body);
    expect(again.json()).toEqual(first.json());
    expect((await placeAs(t.app, p.userId, single(game.outcomes[0] as number, "25.00"))).statusCode).toBe(
      201,
    );
    expect((await placeAs(t.app, p.userId, single(game.outcomes[0] as number, "1.00"))).statusCode).toBe(403);
    expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 975_00n, held: 0n });
  });

  it("loss = settled net loss + open stakes + this stake: settlement records the net result", async () => {
    const g = await seedGame(t.h.db);
    const p = await fundedPlayer(t.h.db, 1_000_00n);
    await setLimit(t.h.db, p.userId, 11, 100);
    for (let i = 0; i < 4; i++)
      expect((await placeAs(t.app, p.userId, single(g.outcomes[0] as number))).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await placeAs(t.app, p.userId, single(g.outcomes[1] as number))).statusCode).toBe(201);
    // 80.00 open: 20.00 left.
    const state = () => limitsInForce(t.h.db, p.userId, new Date());
    expect((await limitsLeft(t.h.db, await state())).get(11)).toBe(20_00n);
    expect((await placeAs(t.app, p.userId, single(g.outcomes[0] as number, "21.00"))).statusCode).toBe(403);
    // Outcome 0 wins at 2.50 (4 × 15.00 won), outcome 1 loses (4 × 10.00 lost): net loss −20.00.
    await resultGame(t.h.db, g, [WIN, LOSE, LOSE]);
    await settleResultedGames(t.h.db, [g.gameId]);
    expect((await limitsLeft(t.h.db, await state())).get(11)).toBe(120_00n);
    expect((await placeAs(t.app, p.userId, single(game.outcomes[0] as number, "120.00"))).statusCode).toBe(
      201,
    );
    const over = await placeAs(t.app, p.userId, single(game.outcomes[0] as number, "1.00"));
    expect(over.json().error).toMatchObject({
      code: "LIMIT_LOSS_EXCEEDED",
      details: { limitBalance: "0.00" },
    });
    expect((await runFullAudit(t.h.db)).problems).toEqual([]);
  });

  it("self-excluded, timed out, after an ended self-exclusion, banned: refused with the code, nothing changes", async () => {
    const soon = new Date(Date.now() + 86_400_000);
    const cases: [string, (userId: bigint) => Promise<void>][] = [
      ["SELF_EXCLUDED", (u) => setLimit(t.h.db, u, 30, 180, { endsAt: soon })],
      ["SELF_EXCLUDED", (u) => setLimit(t.h.db, u, 37, 1)],
      ["TIMED_OUT", (u) => setLimit(t.h.db, u, 33, 1, { endsAt: soon })],
      [
        "SELF_EXCLUSION_ENDED",
        (u) =>
          setLimit(t.h.db, u, 30, 180, {
            since: new Date(Date.now() - 2e9),
            endsAt: new Date(Date.now() - 1000),
          }),
      ],
      ["ACCOUNT_BANNED", (u) => ban(t.h.db, u, 53, 1)],
    ];
    for (const [code, arrange] of cases) {
      const p = await fundedPlayer(t.h.db, 100_00n);
      await arrange(p.userId);
      const res = await placeAs(t.app, p.userId, single(game.outcomes[0] as number));
      expect(res.statusCode, code).toBe(403);
      expect(res.json().error.code).toBe(code);
      expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 100_00n, held: 0n });
      expect(await coupons(p.userId)).toHaveLength(0);
    }
    // A time-out that has ended closes nothing.
    const p = await fundedPlayer(t.h.db, 100_00n);
    await setLimit(t.h.db, p.userId, 33, 1, {
      since: new Date(Date.now() - 2e8),
      endsAt: new Date(Date.now() - 1),
    });
    expect((await placeAs(t.app, p.userId, single(game.outcomes[0] as number))).statusCode).toBe(201);
  });

  it("a limit set in another currency refuses a stake in this one (no conversion)", async () => {
    const p = await fundedPlayer(t.h.db, 100_00n);
    await setLimit(t.h.db, p.userId, 10, 1000, { currency: "EUR" });
    const res = await placeAs(t.app, p.userId, single(game.outcomes[0] as number));
    expect(res.json().error.code).toBe("LIMIT_LOSS_EXCEEDED");
  });
});
