import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFullAudit } from "../betting/index.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { casinoAuditChecks } from "./audit.ts";
import { type CasinoTestApp, casinoTestApp, launchedPlayer, TEST_GAME, walletCall } from "./testing.ts";

/** The seamless wallet's conformance cases (issue 18), on PGlite and, with DATABASE_URL, PostgreSQL. */
describe.each(testTargets())("casino wallet conformance on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: CasinoTestApp;
  let n = 0;
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await casinoTestApp(h.db);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const round = () => `round-${++n}`;
  const id = (name: string) => `${name}-${++n}`;
  const body = (user_id: string, game_id: string, actions: unknown[], finished = false) => ({
    user_id,
    currency: "RUB",
    game: TEST_GAME,
    game_id,
    finished,
    actions,
  });
  const bet = (action_id: string, amount: number) => ({ action: "bet", action_id, amount });
  const win = (action_id: string, amount: number) => ({ action: "win", action_id, amount });
  const rb = (action_id: string, original_action_id: string) => ({
    action: "rollback",
    action_id,
    original_action_id,
  });
  const balanceOf = async (accountId: bigint) => (await accountState(h.db, accountId)).balance;
  /** Ledger entries on the player's account (the funding is the first). */
  const movements = async (accountId: bigint) =>
    (
      await h.db
        .selectFrom("wallet_entry")
        .select("transaction_id")
        .where("account_id", "=", accountId)
        .execute()
    ).length;

  it("no signature, or a wrong one: 403 and nothing happens", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const b = body(p.user_id, round(), [bet(id("b"), 10_00)]);
    const unsigned = await walletCall(t.app, "play", b, null);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ code: 403 });
    const wrong = await walletCall(t.app, "play", b, "another-key-of-enough-length-000");
    expect(wrong.statusCode).toBe(403);
    expect(await balanceOf(p.accountId)).toBe(100_00n);
  });

  it("balance: a request without actions answers the available balance", async () => {
    const p = await launchedPlayer(h.db, t.app, 123_45n);
    const res = await walletCall(t.app, "play", { user_id: p.user_id, currency: "RUB", game: TEST_GAME });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balance: 123_45 });
  });

  it("one bet: the stake leaves the balance in one ledger transaction", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const res = await walletCall(t.app, "play", body(p.user_id, g, [bet("only-bet", 30_00)]));
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ balance: 70_00, game_id: g });
    expect(a.transactions).toHaveLength(1);
    expect(a.transactions[0]).toMatchObject({ action_id: "only-bet", tx_id: expect.any(String) });
    expect(await balanceOf(p.accountId)).toBe(70_00n);
    expect(await movements(p.accountId)).toBe(2); // the funding and the bet
  });

  it("bet and win in one request", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const res = await walletCall(
      t.app,
      "play",
      body(p.user_id, round(), [bet(id("b"), 10_00), win(id("w"), 25_00)], true),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(115_00);
    expect(res.json().transactions).toHaveLength(2);
  });

  it("not enough funds: 100 with the balance, and nothing of the request applied", async () => {
    const p = await launchedPlayer(h.db, t.app, 20_00n);
    const b = body(p.user_id, round(), [bet(id("b"), 15_00), bet(id("b"), 15_00)]);
    const res = await walletCall(t.app, "play", b);
    expect(res.statusCode).toBe(412);
    expect(res.json()).toMatchObject({ code: 100, balance: 20_00 });
    expect(await balanceOf(p.accountId)).toBe(20_00n);
    expect(await movements(p.accountId)).toBe(1);
    const actions = await h.db
      .selectFrom("casino_action")
      .select("id")
      .where("user_id", "=", p.userId)
      .execute();
    expect(actions).toEqual([]);
  });

  it("bet, then win in a later request", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    expect((await walletCall(t.app, "play", body(p.user_id, g, [bet(id("b"), 40_00)]))).json().balance).toBe(
      60_00,
    );
    const res = await walletCall(t.app, "play", body(p.user_id, g, [win(id("w"), 100_00)], true));
    expect(res.json().balance).toBe(160_00);
    expect(await balanceOf(p.accountId)).toBe(160_00n);
  });

  it("bet, then rollback: the stake comes back", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const b = id("b");
    await walletCall(t.app, "play", body(p.user_id, g, [bet(b, 40_00)]));
    const res = await walletCall(t.app, "rollback", body(p.user_id, g, [rb(id("r"), b)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(100_00);
    // The rollback is a reversal linked to the bet's transaction.
    const reversal = await h.db
      .selectFrom("wallet_transaction")
      .select("reverses_id")
      .where("user_id", "=", p.userId)
      .where("kind", "=", "reversal")
      .executeTakeFirstOrThrow();
    expect(reversal.reverses_id).not.toBeNull();
  });

  it("a duplicate action_id mixed with a new one: only the new one applies, the old returns its tx_id", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const first = await walletCall(t.app, "play", body(p.user_id, g, [bet("dup-1", 10_00)]));
    const original = first.json().transactions[0];
    const again = await walletCall(
      t.app,
      "play",
      body(p.user_id, g, [bet("dup-1", 10_00), bet("dup-2", 5_00)]),
    );
    expect(again.statusCode, again.body).toBe(200);
    const [old, fresh] = again.json().transactions;
    expect(old).toEqual(original);
    expect(fresh.action_id).toBe("dup-2");
    expect(fresh.tx_id).not.toBe(original.tx_id);
    expect(await balanceOf(p.accountId)).toBe(85_00n);
    // The same action_id with other content is refused, and nothing moves.
    const changed = await walletCall(t.app, "play", body(p.user_id, g, [bet("dup-1", 99_00)]));
    expect(changed.statusCode).toBe(400);
    // … and so is the same action_id in another round.
    const elsewhere = await walletCall(t.app, "play", body(p.user_id, round(), [bet("dup-1", 10_00)]));
    expect(elsewhere.statusCode).toBe(400);
    expect(await balanceOf(p.accountId)).toBe(85_00n);
  });

  it("rollback before its bet: the late bet is recorded and moves nothing, ever", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const b = id("b");
    const early = await walletCall(t.app, "rollback", body(p.user_id, g, [rb(id("r"), b)]));
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().balance).toBe(100_00);
    const late = await walletCall(t.app, "play", body(p.user_id, g, [bet(b, 50_00)]));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().balance).toBe(100_00);
    const repeat = await walletCall(t.app, "play", body(p.user_id, g, [bet(b, 50_00)]));
    expect(repeat.json().transactions).toEqual(late.json().transactions);
    expect(await balanceOf(p.accountId)).toBe(100_00n);
    expect(await movements(p.accountId)).toBe(1);
  });

  it("two early rollbacks, then bet and win: net 0", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const [b, w] = [id("b"), id("w")];
    await walletCall(t.app, "rollback", body(p.user_id, g, [rb(id("r"), b)]));
    await walletCall(t.app, "rollback", body(p.user_id, g, [rb(id("r"), w)]));
    const res = await walletCall(t.app, "play", body(p.user_id, g, [bet(b, 30_00), win(w, 90_00)], true));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().balance).toBe(100_00);
    expect(await balanceOf(p.accountId)).toBe(100_00n);
  });

  it("200 parallel bets with money for 50: exactly 50 are accepted", { timeout: 120_000 }, async () => {
    const p = await launchedPlayer(h.db, t.app, 50n * 2_00n);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        walletCall(
          t.app,
          "play",
          body(p.user_id, `par-${p.user_id}-${i}`, [bet(`par-${p.user_id}-${i}`, 2_00)]),
        ),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const poor = answers.filter((a) => a.statusCode === 412 && a.json().code === 100);
    expect(ok).toHaveLength(50);
    expect(poor).toHaveLength(150);
    expect(await balanceOf(p.accountId)).toBe(0n);
  });

  it("a finished round takes no more bets; wins still land", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    await walletCall(t.app, "play", body(p.user_id, g, [bet(id("b"), 10_00)], true));
    const late = await walletCall(t.app, "play", body(p.user_id, g, [bet(id("b"), 10_00)]));
    expect(late.statusCode).toBe(400);
    const win2 = await walletCall(t.app, "play", body(p.user_id, g, [win(id("w"), 5_00)]));
    expect(win2.statusCode, win2.body).toBe(200);
    expect(await balanceOf(p.accountId)).toBe(95_00n);
  });

  it("after the launch session expired: bets refused (101), wins and rollbacks accepted", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    const g = round();
    const b = id("b");
    await walletCall(t.app, "play", body(p.user_id, g, [bet(b, 10_00)]));
    const start = t.clock.now;
    t.clock.now = start + 5 * 3600_000;
    try {
      const refused = await walletCall(t.app, "play", body(p.user_id, g, [bet(id("b"), 10_00)]));
      expect(refused.statusCode).toBe(412);
      expect(refused.json().code).toBe(101);
      expect((await walletCall(t.app, "play", body(p.user_id, g, [win(id("w"), 30_00)]))).statusCode).toBe(
        200,
      );
      expect((await walletCall(t.app, "rollback", body(p.user_id, g, [rb(id("r"), b)]))).statusCode).toBe(
        200,
      );
      expect(await balanceOf(p.accountId)).toBe(130_00n);
    } finally {
      t.clock.now = start;
    }
  });

  it("the launch token is single-use and lives 60 s", async () => {
    const p = await launchedPlayer(h.db, t.app, 0n);
    const redeemed = await walletCall(t.app, "session", { token: p.token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ user_id: p.user_id, currency: "RUB", game: TEST_GAME });
    const again = await walletCall(t.app, "session", { token: p.token });
    expect(again.json().code).toBe(101);
    const q = await launchedPlayer(h.db, t.app, 0n);
    const start = t.clock.now;
    t.clock.now = start + 61_000;
    try {
      expect((await walletCall(t.app, "session", { token: q.token })).json().code).toBe(101);
    } finally {
      t.clock.now = start;
    }
  });

  it("bad input answers 400 in the protocol's shape and changes nothing", async () => {
    const p = await launchedPlayer(h.db, t.app, 100_00n);
    for (const b of [
      { ...body(p.user_id, round(), [bet(id("b"), -5)]) },
      { ...body(p.user_id, round(), [{ action: "steal", action_id: "x", amount: 1 }]) },
      { user_id: "0", currency: "RUB" },
      "not an object",
    ]) {
      const res = await walletCall(t.app, "play", b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
      expect(res.json().code).toBe(400);
    }
    const raw = "{not json";
    const { signBody, SIGNATURE_HEADER } = await import("./protocol.ts");
    const { TEST_KEY } = await import("./testing.ts");
    const res = await t.app.inject({
      method: "POST",
      url: "/casino-api/v1/wallet/play",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signBody(TEST_KEY, raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    // A NUL byte (the app-wide input guard), a wrong content type, a body over 64 KiB: 400, never 5xx.
    const nul = JSON.stringify(body(p.user_id, round(), [bet("nul\u0000", 1)]));
    for (const [type, payload] of [
      ["application/json", nul],
      ["text/plain", "{}"],
      ["application/json", JSON.stringify({ pad: "x".repeat(70_000) })],
    ] as const) {
      const r = await t.app.inject({
        method: "POST",
        url: "/casino-api/v1/wallet/play",
        headers: { "content-type": type, [SIGNATURE_HEADER]: signBody(TEST_KEY, payload) },
        payload,
      });
      expect(r.statusCode, `${type} ${payload.slice(0, 40)}: ${r.body}`).toBeLessThan(500);
      expect(r.statusCode).not.toBe(200);
    }
    expect(await balanceOf(p.accountId)).toBe(100_00n);
  });

  it("the ledger audit (with the casino's checks) stays balanced after every movement above", async () => {
    const report = await runFullAudit(h.db, { extraChecks: casinoAuditChecks });
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
