import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffBrowser, signedInStaff } from "../staff/testing.ts";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { settleResultedGames } from "./settle.ts";
import { sweepOptionsFromEnv } from "./settle-sweep.ts";
import { bettingTestApp } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";
import { storeCoupon } from "./testing/coupons.ts";

const run = promisify(execFile);
const W = 1;
const L = 0;

describe.each(testTargets())("catch-up, sweep and voids on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A player with 100.00 and a single of 10.00 at 2.500 on "1" of `game` (or an express over games). */
  async function bet(games: TestGame[], typeId = games.length > 1 ? 1 : 0) {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", 100_00n);
    const couponId = await storeCoupon(h.db, {
      ...p,
      typeId,
      amount: 10_00n,
      legs: games.map((g) => ({
        outcomeId: g.outcomes[0],
        gameId: g.gameId,
        marketId: g.marketId,
        coef: 2500,
      })),
    });
    return { ...p, couponId };
  }
  const status = async (id: bigint) =>
    await h.db
      .selectFrom("bet_coupon")
      .select(["status", "return_amount"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const waitFor = async (check: () => Promise<boolean>, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > until) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("games resulted while the server was down are settled by the start-up catch-up, later ones by the sweep", async () => {
    const g1 = await seedGame(h.db, [2500, 3000, 3000]);
    const early = await bet([g1]);
    // No hook ran: the server was down when the feed stored the result.
    await resultGame(h.db, g1, [W, L, L]);
    const app = await bettingTestApp(h.db, { settlementSweep: { intervalMs: 100 } });
    try {
      await waitFor(async () => (await status(early.couponId)).status !== -1);
      expect(await status(early.couponId)).toEqual({ status: W, return_amount: 25_00n });
      expect(await accountState(h.db, early.accountId)).toEqual({ balance: 115_00n, held: 0n });
      // A game resulted while it runs, its hook lost: the periodic sweep gets it.
      const g2 = await seedGame(h.db, [2500, 3000, 3000]);
      const late = await bet([g2]);
      await resultGame(h.db, g2, [L, W, L]);
      await waitFor(async () => (await status(late.couponId)).status !== -1);
      expect(await status(late.couponId)).toEqual({ status: L, return_amount: 0n });
      expect(await accountState(h.db, late.accountId)).toEqual({ balance: 90_00n, held: 0n });
    } finally {
      await app.close();
    }
    // Nothing paid twice after many sweeps.
    expect(await accountState(h.db, early.accountId)).toEqual({ balance: 115_00n, held: 0n });
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("the sweep settings come from the environment", () => {
    expect(sweepOptionsFromEnv({})).toEqual({ intervalMs: 60_000, correctionWindowMs: 168 * 3_600_000 });
    expect(
      sweepOptionsFromEnv({ SETTLEMENT_SWEEP_MS: "5000", SETTLEMENT_CORRECTION_WINDOW_H: "24" }),
    ).toEqual({
      intervalMs: 5000,
      correctionWindowMs: 24 * 3_600_000,
    });
    expect(sweepOptionsFromEnv({ SETTLEMENT_SWEEP_MS: "off" })).toBeNull();
    expect(sweepOptionsFromEnv({ SETTLEMENT_SWEEP_MS: "nonsense" })?.intervalMs).toBe(60_000);
  });

  describe("voiding an outcome (back-office staff route)", () => {
    let app: FastifyInstance;
    let trader: StaffBrowser;
    let support: StaffBrowser;
    beforeAll(async () => {
      app = await bettingTestApp(h.db, {}, { staff: true });
      trader = (await signedInStaff(app, h.db, ["trader"])).b;
      support = (await signedInStaff(app, h.db, ["support"])).b;
    });
    afterAll(async () => {
      await app?.close();
    });
    const voidCall = (outcomeId: number | string, payload: unknown, who: StaffBrowser | null = trader) =>
      who
        ? who.request("POST", `/backoffice-api/v1/betting/outcomes/${outcomeId}/void`, payload)
        : app.inject({
            method: "POST",
            url: `/backoffice-api/v1/betting/outcomes/${outcomeId}/void`,
            payload: payload as Record<string, unknown>,
          });

    it("refuses without a staff session, to a role without betting.void and on bad input, changing nothing", async () => {
      const g = await seedGame(h.db);
      expect((await voidCall(g.outcomes[0], { reason: "x" }, null)).statusCode).toBe(401);
      expect((await voidCall(g.outcomes[0], { reason: "x" }, support)).statusCode).toBe(403);
      expect((await voidCall(g.outcomes[0], { reason: "" })).statusCode).toBe(400);
      expect((await voidCall(g.outcomes[0], { reason: "x", statusId: 1 })).statusCode).toBe(400);
      expect((await voidCall("abc", { reason: "x" })).statusCode).toBe(400);
      const unknown = await voidCall(999_999_999, { reason: "x" });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe("NOT_FOUND");
      const voids = await h.db
        .selectFrom("bet_outcome_void")
        .selectAll()
        .where("outcome_id", "=", BigInt(g.outcomes[0]))
        .execute();
      expect(voids).toEqual([]);
    });

    it("a voided leg of an open single refunds it at once", async () => {
      const g = await seedGame(h.db);
      const b = await bet([g]);
      const res = await voidCall(g.outcomes[0], { reason: "palpable error" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        outcomeId: g.outcomes[0],
        statusId: 2,
        created: true,
        coupons: 1,
        settled: 1,
      });
      expect(await status(b.couponId)).toEqual({ status: 2, return_amount: 10_00n });
      expect(await accountState(h.db, b.accountId)).toEqual({ balance: 100_00n, held: 0n });
      // The feed's later result does not undo the operator's void.
      await resultGame(h.db, g, [W, L, L]);
      const again = await voidCall(g.outcomes[0], { reason: "palpable error" });
      expect(again.json()).toMatchObject({ created: false, settled: 0, resettled: 0 });
      expect(await accountState(h.db, b.accountId)).toEqual({ balance: 100_00n, held: 0n });
    });

    it("a voided leg of a settled express re-settles it without that leg, once", async () => {
      const g1 = await seedGame(h.db);
      const g2 = await seedGame(h.db);
      const b = await bet([g1, g2]);
      await resultGame(h.db, g1, [W, L, L]);
      await resultGame(h.db, g2, [W, L, L]);
      const voidRes = await voidCall(g2.outcomes[0], { reason: "late kick-off" });
      // The express was still open (no hook ran): the void call settles it once, without the leg.
      expect(voidRes.json()).toMatchObject({ coupons: 1 });
      expect(await status(b.couponId)).toEqual({ status: W, return_amount: 25_00n });
      expect(await accountState(h.db, b.accountId)).toEqual({ balance: 115_00n, held: 0n });

      const g3 = await seedGame(h.db);
      const g4 = await seedGame(h.db);
      const c = await bet([g3, g4]);
      await resultGame(h.db, g3, [W, L, L]);
      await resultGame(h.db, g4, [W, L, L]);
      await voidCall(g3.outcomes[1], { reason: "no bets on it" }); // no coupon on that outcome
      // Settled at 2.5 × 2.5 = 62.50 first, then the void of leg 1 re-settles to 25.00.
      await settleResultedGames(h.db, [g4.gameId]);
      expect(await status(c.couponId)).toEqual({ status: W, return_amount: 62_50n });
      const res = await voidCall(g3.outcomes[0], { reason: "match fixing investigation", statusId: 3 });
      expect(res.json()).toMatchObject({ statusId: 3, resettled: 1 });
      expect((await voidCall(g3.outcomes[0], { reason: "again" })).json()).toMatchObject({ resettled: 0 });
      expect(await status(c.couponId)).toEqual({ status: W, return_amount: 25_00n });
      expect(await accountState(h.db, c.accountId)).toEqual({ balance: 115_00n, held: 0n });
      const versions = await h.db
        .selectFrom("bet_coupon_settlement")
        .select(["version", "reason", "return_amount"])
        .where("coupon_id", "=", c.couponId)
        .orderBy("version")
        .execute();
      expect(versions).toEqual([
        { version: 1, reason: "result", return_amount: 62_50n },
        { version: 2, reason: "void", return_amount: 25_00n },
      ]);
      expect((await runAudit(h.db)).problems).toEqual([]);
    });
  });

  // The command connects by URL, which only the PostgreSQL target has (PGlite lives in this
  // process): the test is defined there only, rather than reported as skipped on PGlite.
  const onPostgres = target.url ? it : null;
  onPostgres?.(
    "the betting:void command voids an outcome",
    async () => {
      const g = await seedGame(h.db);
      const b = await bet([g]);
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(h.db);
      const { stdout } = await run(
        "node",
        [
          "--import",
          "tsx",
          "apps/server/src/services/betting/void-cli.ts",
          "--outcome",
          String(g.outcomes[0]),
          "--reason",
          "cli test",
        ],
        { env: { ...process.env, DATABASE_URL: target.url, DATABASE_SCHEMA: rows[0]?.s } },
      );
      expect(JSON.parse(stdout)).toMatchObject({ outcomeId: g.outcomes[0], settled: 1, created: true });
      expect(await status(b.couponId)).toEqual({ status: 2, return_amount: 10_00n });
      await expect(
        run("node", ["--import", "tsx", "apps/server/src/services/betting/void-cli.ts", "--outcome", "x"], {
          env: { ...process.env, DATABASE_URL: target.url, DATABASE_SCHEMA: rows[0]?.s },
        }),
      ).rejects.toMatchObject({ code: 2 });
      // Two child processes, each loading the server's modules through tsx: like the ledger audit CLI's
      // test, it gets the time a loaded 2-core machine needs for that (it took 30 s once in CI).
    },
    120_000,
  );
});
