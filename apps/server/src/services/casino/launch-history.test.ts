import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFullAudit } from "../betting/index.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { casinoAuditChecks } from "./audit.ts";
import { casinoHistory } from "./history.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer, TEST_GAME, walletCall } from "./testing.ts";

describe.each(testTargets())("casino launch, races and history on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("a launch needs a signed-in player and a known, enabled game", async () => {
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      payload: { gameId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
    const p = await launchedPlayer(h.db, t.app, 0n);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      headers: asUser(p.userId),
      payload: { gameId: 999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "POST",
      url: "/web-api/casino/launch",
      headers: asUser(p.userId),
      payload: { gameId: "x" },
    });
    expect(bad.statusCode).toBe(400);
    const sessions = await h.db
      .selectFrom("casino_session")
      .select("id")
      .where("user_id", "=", p.userId)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it("a rollback racing its bet: whichever lands first, the player ends where they started", {
    timeout: 60_000,
  }, async () => {
    const p = await launchedPlayer(h.db, t.app, 1000_00n);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const base = {
          user_id: p.user_id,
          currency: "RUB",
          game: TEST_GAME,
          game_id: `race-${p.user_id}-${i}`,
        };
        return Promise.all([
          walletCall(t.app, "play", {
            ...base,
            actions: [{ action: "bet", action_id: `rb-${p.user_id}-${i}`, amount: 10_00 }],
          }),
          walletCall(t.app, "rollback", {
            ...base,
            actions: [
              {
                action: "rollback",
                action_id: `rr-${p.user_id}-${i}`,
                original_action_id: `rb-${p.user_id}-${i}`,
              },
            ],
          }),
        ]).then((answers) => {
          for (const a of answers) expect(a.statusCode, a.body).toBe(200);
        });
      }),
    );
    expect((await accountState(h.db, p.accountId)).balance).toBe(1000_00n);
  });

  it("the history lists the player's bets, wins and rollbacks, newest first", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const base = { user_id: p.user_id, currency: "RUB", game: TEST_GAME, game_id: `hist-${p.user_id}` };
    await walletCall(t.app, "play", {
      ...base,
      actions: [{ action: "bet", action_id: `hb-${p.user_id}`, amount: 10_00 }],
    });
    await walletCall(t.app, "play", {
      ...base,
      finished: true,
      actions: [{ action: "win", action_id: `hw-${p.user_id}`, amount: 4_00 }],
    });
    const items = await casinoHistory(h.db, p.userId);
    expect(items.map((i) => [i.kind, i.amount, i.outcome])).toEqual([
      ["win", 4_00n, "applied"],
      ["bet", 10_00n, "applied"],
    ]);
    expect(items[0]).toMatchObject({ currency: "RUB", game: TEST_GAME, roundFinished: true });
    expect(items.every((i) => i.transactionId !== null)).toBe(true);
    const older = await casinoHistory(h.db, p.userId, { beforeId: items[0]?.id as bigint });
    expect(older.map((i) => i.kind)).toEqual(["bet"]);
  });

  it("the audit's casino checks find an action that disagrees with the ledger", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const base = { user_id: p.user_id, currency: "RUB", game: TEST_GAME, game_id: `aud-${p.user_id}` };
    await walletCall(t.app, "play", {
      ...base,
      actions: [{ action: "bet", action_id: `ab-${p.user_id}`, amount: 10_00 }],
    });
    const clean = await runFullAudit(h.db, { extraChecks: casinoAuditChecks });
    expect(clean.problems).toEqual([]);
    // A bet recorded as 20.00 whose ledger debit was 10.00.
    await h.db
      .updateTable("casino_action")
      .set({ amount: 20_00n })
      .where("action_ref", "=", `ab-${p.user_id}`)
      .execute();
    const report = await runFullAudit(h.db, { extraChecks: casinoAuditChecks });
    expect(report.ok).toBe(false);
    expect(report.problems.map((x) => x.check)).toContain("casino_action_money_mismatch");
    await h.db
      .updateTable("casino_action")
      .set({ amount: 10_00n })
      .where("action_ref", "=", `ab-${p.user_id}`)
      .execute();
  });
});
