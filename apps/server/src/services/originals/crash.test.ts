import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { crashFlightMs, crashHashInChain, crashPoint } from "@parlay/domain/fair";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyCrash } from "../../../../../scripts/fair-verifier/core.mjs";
import { accountState } from "../wallet/testing/fixtures.ts";
import { call, fundedPlayer, type OriginalsTestApp, originalsTestApp } from "./testing.ts";

describe.each(testTargets())("crash rounds on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: OriginalsTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await originalsTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const balance = async (accountId: bigint) => (await accountState(h.db, accountId)).balance;
  const state = async (headers: Record<string, string> = {}) =>
    (await call(t.app, "GET", "/crash", headers)).json();
  /** Moves the clock to the next round's betting phase and answers its point (known to the test only). */
  async function nextRound(minPoint = 0): Promise<{ point: number; flyingAt: number; gameNumber: number }> {
    for (let i = 0; i < 30; i++) {
      const s = await state();
      if (s.round?.phase === "betting") {
        const chain = await h.db
          .selectFrom("originals_crash_chain")
          .selectAll()
          .orderBy("id", "desc")
          .executeTakeFirstOrThrow();
        const { crashChain } = await import("@parlay/domain/fair");
        const hash = crashChain(chain.seed, chain.games)[s.round.gameNumber] as string;
        const point = crashPoint(hash, chain.salt);
        if (point >= minPoint)
          return { point, flyingAt: s.round.bettingEndsAt, gameNumber: s.round.gameNumber };
      }
      // Skip this round: past its crash and the pause.
      t.clock.now += 10_000_000;
      await t.crash.tick();
    }
    throw new Error("no round with that point");
  }

  it("publishes the chain's terminal hash and salt", async () => {
    const chain = (await call(t.app, "GET", "/crash/chain", {})).json();
    expect(chain).toMatchObject({
      terminalHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      salt: "test-beacon-salt",
      games: 40,
    });
  });

  it("two players share a round: a cash-out before the crash pays, one after loses", async () => {
    const a = await fundedPlayer(h.db, 100_00n);
    const b = await fundedPlayer(h.db, 100_00n);
    const r = await nextRound(150);
    const betA = await call(t.app, "POST", "/crash/bets", a.headers, { stake: 10_00 });
    expect(betA.statusCode).toBe(201);
    expect(betA.json()).toMatchObject({ gameNumber: r.gameNumber, state: "open", balance: 90_00 });
    expect((await call(t.app, "POST", "/crash/bets", b.headers, { stake: 5_00 })).json().gameNumber).toBe(
      r.gameNumber,
    );
    expect((await call(t.app, "POST", "/crash/bets", a.headers, { stake: 1_00 })).json().error.code).toBe(
      "CONFLICT",
    );
    // Cashing out in the betting phase: not flying yet.
    expect((await call(t.app, "POST", "/crash/cashout", a.headers)).json().error.code).toBe("CONFLICT");
    // Flying: 1.00× → 1.50× after ln(1.5)/0.00006 ms.
    t.clock.now = r.flyingAt + crashFlightMs(150);
    expect((await state()).round.phase).toBe("flying");
    expect((await call(t.app, "POST", "/crash/bets", b.headers, { stake: 1_00 })).json().error.code).toBe(
      "CONFLICT",
    );
    const out = (await call(t.app, "POST", "/crash/cashout", a.headers)).json();
    expect(out).toMatchObject({ state: "won", cashedOutAt: 150, payout: 15_00 });
    expect(await balance(a.accountId)).toBe(105_00n);
    // B waits too long: at the crash time the cash-out is refused and the stake is lost.
    t.clock.now = r.flyingAt + crashFlightMs(r.point);
    const late = await call(t.app, "POST", "/crash/cashout", b.headers);
    expect(late.json().error.code).toBe("CONFLICT");
    expect(await balance(b.accountId)).toBe(95_00n);
    const after = await state(b.headers);
    expect(after.round).toMatchObject({ phase: "crashed", point: r.point, gameNumber: r.gameNumber });
    expect(after.myBet).toMatchObject({ state: "lost", payout: 0 });
    // The round's hash is revealed and verifies against the published terminal hash.
    const ended = after.history[0];
    expect(ended).toMatchObject({ gameNumber: r.gameNumber, point: r.point });
    const chain = (await call(t.app, "GET", "/crash/chain", {})).json();
    expect(crashHashInChain(ended.gameHash, ended.gameNumber, chain.terminalHash)).toBe(true);
    expect(
      await verifyCrash({
        gameHash: ended.gameHash,
        gameNumber: ended.gameNumber,
        terminalHash: chain.terminalHash,
        salt: chain.salt,
      }),
    ).toEqual({ inChain: true, point: r.point });
    expect(ended.verify).toContain(`gameHash=${ended.gameHash}`);
    // Every casino round of it is closed.
    const open = await h.db
      .selectFrom("casino_round")
      .select("id")
      .where("provider_id", "=", "parlay")
      .where("finished_at", "is", null)
      .where("user_id", "in", [a.userId, b.userId])
      .execute();
    expect(open).toEqual([]);
  });

  it("an auto cash-out pays its target when the curve passes it; above the point it loses", async () => {
    const a = await fundedPlayer(h.db, 100_00n);
    const b = await fundedPlayer(h.db, 100_00n);
    const r = await nextRound(120);
    await call(t.app, "POST", "/crash/bets", a.headers, { stake: 10_00, autoCashOut: 110 });
    await call(t.app, "POST", "/crash/bets", b.headers, { stake: 10_00, autoCashOut: r.point + 1 });
    t.clock.now = r.flyingAt + crashFlightMs(110);
    await t.crash.tick();
    expect(await balance(a.accountId)).toBe(101_00n);
    t.clock.now = r.flyingAt + crashFlightMs(r.point) + 1;
    await t.crash.tick();
    expect(await balance(b.accountId)).toBe(90_00n);
    const bets = (await call(t.app, "GET", "/crash/bets", b.headers)).json().bets;
    expect(bets[0]).toMatchObject({ state: "lost", autoCashOut: r.point + 1 });
  });

  it("refuses a stake the player cannot pay, with nothing moved; bad input is a 400", async () => {
    const a = await fundedPlayer(h.db, 1_00n);
    await nextRound();
    const res = await call(t.app, "POST", "/crash/bets", a.headers, { stake: 2_00 });
    expect(res.json().error.code).toBe("INSUFFICIENT_FUNDS");
    expect(await balance(a.accountId)).toBe(1_00n);
    for (const body of [{ stake: -1 }, { stake: 1_00, autoCashOut: 100 }, { stake: 1_00, extra: 1 }]) {
      const bad = await call(t.app, "POST", "/crash/bets", a.headers, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe("VALIDATION");
    }
    // The refused bet left nothing behind: a new bet in the same round is accepted.
    const { fund } = await import("../wallet/testing/fixtures.ts");
    await fund(h.db, a.accountId, "RUB", 5_00n);
    expect((await call(t.app, "POST", "/crash/bets", a.headers, { stake: 2_00 })).statusCode).toBe(201);
  });
});
