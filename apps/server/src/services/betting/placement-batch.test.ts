import { type TestTarget, testTargets } from "@parlay/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { accountState } from "../wallet/testing/fixtures.ts";
import { runFullAudit } from "./audit.ts";
import type { Plan } from "./parse.ts";
import { placementItem } from "./placement-item.ts";
import { readPlacement } from "./placement-read.ts";
import { placementWriter } from "./placement-writer.ts";
import { bettingTestContext, fundedPlayer, placeAs } from "./testing/app.ts";
import { seedGame, type TestGame } from "./testing/catalogue.ts";
import { placeAnswer } from "./views.ts";

let keySeq = 0;
const key = () => `batch-${Date.now()}-${++keySeq}`;

/** Group commit (placement-writer.ts): many placements per database call, each with its own answer. */
describe.each(testTargets())("placements written in batches on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);
  let game: TestGame;
  beforeAll(async () => {
    game = await seedGame(t.h.db);
  });

  const single = (idempotencyKey: string, amount = "10.00") => ({
    typeId: 0,
    amount,
    currency: "RUB",
    bets: [{ outcomeId: game.outcomes[0], coef: "2.50" }],
    idempotencyKey,
  });
  const place = (userId: bigint, payload: Record<string, unknown>) => placeAs(t.app, userId, payload);
  const player = (amount = 100_00n) => fundedPlayer(t.h.db, amount);

  it("concurrent placements share calls, and each gets its own coupon, balance and answer", async () => {
    const players = await Promise.all(Array.from({ length: 24 }, () => player()));
    const writer = placementWriter(t.h.db);
    const before = { ...writer.stats };
    const answers = await Promise.all(players.map((p) => place(p.userId, single(key()))));
    for (const [i, res] of answers.entries()) {
      expect(res.statusCode, res.body).toBe(201);
      const body = placeAnswer.parse(res.json());
      expect(body.balance).toMatchObject({ accountId: Number(players[i]?.accountId), money: "90.00" });
      expect(body.coupon.accountId).toBe(Number(players[i]?.accountId));
    }
    expect(new Set(answers.map((a) => a.json().coupon.id)).size).toBe(players.length);
    const calls = writer.stats.calls - before.calls;
    expect(writer.stats.items - before.items).toBe(players.length);
    // The embedded database has one connection, so reads and writes take turns; the server's has many.
    if (target.name === "postgres") expect(calls).toBeLessThan(players.length);
    for (const p of players)
      expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 90_00n, held: 0n });
    expect((await runFullAudit(t.h.db)).problems).toEqual([]);
  });

  it("one player's burst is decided in order against the running balance", async () => {
    const p = await player(25_00n);
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(p.userId, single(key()))));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json().error.code)).toEqual(Array(4).fill("INSUFFICIENT_FUNDS"));
    expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 5_00n, held: 0n });
  });

  it("the same key sent five times at once places one coupon; the others replay its answer", async () => {
    const p = await player();
    const payload = single(key());
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(p.userId, payload)));
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body).join("\n"),
    ).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers["idempotent-replayed"] === "true")).toHaveLength(4);
    expect(await accountState(t.h.db, p.accountId)).toEqual({ balance: 90_00n, held: 0n });
  });

  it("a placement whose rows the database refuses fails alone; its batch neighbours are written", async () => {
    const writer = placementWriter(t.h.db);
    const players = await Promise.all(Array.from({ length: 4 }, () => player()));
    const items = await Promise.all(
      players.map(async (p, i) => {
        const body = single(key());
        const read = await readPlacement(t.h.db, p.userId, { ...body, changeCoefAction: 2 });
        const plan = {
          typeId: 0,
          changeCoefAction: 2,
          exactCoef: null,
          isVipBet: false,
          isDropOnScoreChange: false,
          blockIds: [],
        } as unknown as Plan;
        const outcome = read.outcomes[0];
        if (!outcome || !read.account) throw new Error("fixture");
        const leg = {
          bet: { outcomeId: outcome.bet.market.id, odds: 2500n, banker: false, blockId: null, amount: null },
          // The second placement's leg breaks bet_coupon_bet's CHECK (coef > 1000).
          odds: (i === 1 ? 1000n : 2500n) as never,
          marketId: outcome.bet.market.marketId,
          gameId: outcome.bet.game.gameId,
        };
        return placementItem({
          userId: p.userId,
          idempotencyKey: body.idempotencyKey,
          hash: `hash-${i}`,
          account: read.account,
          plan,
          drafts: [
            {
              engine: { typeId: 0, amount: 10_00n, systemValue: null, legs: [] } as never,
              legs: [leg as never],
              bonusCoef: null,
              possibleWin: 25_00n as never,
            },
          ],
          isLive: false,
          acceptedAfterMs: 0,
          outcomes: new Map([[outcome.bet.market.id, outcome]]),
          placedAt: new Date(),
        });
      }),
    );
    const results = await Promise.allSettled(
      players.map((p, i) => writer.write(p.accountId, `${p.userId}:x`, items[i] as string)),
    );
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    const balances = await Promise.all(players.map((p) => accountState(t.h.db, p.accountId)));
    expect(balances.map((b) => b.balance)).toEqual([90_00n, 100_00n, 90_00n, 90_00n]);
    expect((await runFullAudit(t.h.db)).problems).toEqual([]);
  });
});
