import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { BUCKET_SECONDS, bucketsOf, seriesLoss, seriesSum, type UsageEvent } from "@parlay/domain/limits";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../wallet/audit.ts";
import { type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { createEnforcement } from "./enforce.ts";
import { limitsInForce } from "./store.ts";
import { ban, setLimit } from "./testing-enforce.ts";
import { limitsLeft } from "./usage.ts";

let seq = 0;
const key = () => `enf-${Date.now()}-${++seq}-key`;

/** The wallet's LimitsHook as the limits service implements it (deposits, withdrawals, casino debits). */
describe.each(testTargets())("the limits hook on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  const enforcement = createEnforcement();
  beforeAll(async () => {
    h = await createTestDb(target);
    t = await walletTestApp(h.db, { limits: enforcement });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const deposit = (userId: bigint, amount: string, idempotencyKey = key()) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(userId),
      payload: { method: "card", amount, currency: "RUB", idempotencyKey },
    });
  const withdraw = (userId: bigint, amount: string) =>
    t.app.inject({
      method: "POST",
      url: "/web-api/wallet/withdrawals",
      headers: asUser(userId),
      payload: { method: "card", amount, currency: "RUB", idempotencyKey: key() },
    });
  const payments = (userId: bigint) =>
    h.db.selectFrom("wallet_payment").select(["id", "status"]).where("user_id", "=", userId).execute();

  it("200 parallel deposits against a deposit limit that allows exactly 20 — exactly 20 started", async () => {
    const p = await playerWithAccount(h.db);
    await setLimit(h.db, p.userId, 20, 2000); // 2000 RUB a day: 20 deposits of 100.00
    // A request that waited longer than the pool's 10 s for a connection (an overloaded machine)
    // answers 503 DATABASE_UNAVAILABLE having changed nothing; the client sends the same key again.
    const settled = async (idempotencyKey: string) => {
      for (;;) {
        const res = await deposit(p.userId, "100.00", idempotencyKey);
        if (res.statusCode !== 503) return res;
      }
    };
    const answers = await Promise.all(Array.from({ length: 200 }, () => settled(key())));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error.code}`))).toEqual(
      new Set(["403 LIMIT_DEPOSIT_EXCEEDED"]),
    );
    expect(refused[0]?.json().error.details).toMatchObject({ limitType: 20, limitBalance: "0.00" });
    expect(await payments(p.userId)).toHaveLength(20);
    expect((await limitsLeft(h.db, await limitsInForce(h.db, p.userId, new Date()))).get(20)).toBe(0n);
    expect((await runAudit(h.db)).problems).toEqual([]);
  });

  it("pending deposits count; a failed or cancelled one gives its allowance back; the least left refuses", async () => {
    const p = await playerWithAccount(h.db);
    await setLimit(h.db, p.userId, 21, 500);
    await setLimit(h.db, p.userId, 22, 300);
    expect((await deposit(p.userId, "200.00")).statusCode).toBe(201);
    const over = await deposit(p.userId, "101.00");
    expect(over.json().error).toMatchObject({
      code: "LIMIT_DEPOSIT_EXCEEDED",
      details: { limitType: 22, limitBalance: "100.00", currency: "RUB" },
    });
    const [first] = await payments(p.userId);
    await h.db
      .updateTable("wallet_payment")
      .set({ status: "failed" })
      .where("id", "=", first?.id ?? 0n)
      .execute();
    expect((await deposit(p.userId, "300.00")).statusCode).toBe(201);
    expect((await deposit(p.userId, "100.00")).statusCode).toBe(403);
  });

  it("a deposit still pending at the provider counts in every window, whatever its age", async () => {
    const p = await playerWithAccount(h.db);
    await setLimit(h.db, p.userId, 20, 300);
    await h.db
      .insertInto("wallet_payment")
      .values({
        user_id: p.userId,
        account_id: p.accountId,
        currency: "RUB",
        kind: "deposit",
        method: "card",
        amount: 200_00n,
        status: "pending",
        created_at: new Date(Date.now() - 3 * 86_400_000),
      })
      .execute();
    expect((await deposit(p.userId, "150.00")).json().error).toMatchObject({
      code: "LIMIT_DEPOSIT_EXCEEDED",
      details: { limitBalance: "100.00" },
    });
    expect((await deposit(p.userId, "100.00")).statusCode).toBe(201);
  });

  it("self-excluded and banned players cannot deposit; self-excluded ones withdraw; bans withdraw only at 53 (v1) or 45", async () => {
    const soon = new Date(Date.now() + 86_400_000);
    const excluded = await playerWithAccount(h.db);
    await fund(h.db, excluded.accountId, "RUB", 1_000_00n);
    await setLimit(h.db, excluded.userId, 30, 180, { endsAt: soon });
    expect((await deposit(excluded.userId, "100.00")).json().error.code).toBe("SELF_EXCLUDED");
    expect((await withdraw(excluded.userId, "200.00")).statusCode).toBe(201);

    for (const [level, version, allowed] of [
      [53, 1, true],
      [45, 0, true],
      [45, 1, false],
      [53, 0, false],
      [7, 0, false],
    ] as const) {
      const p = await playerWithAccount(h.db);
      await fund(h.db, p.accountId, "RUB", 1_000_00n);
      await ban(h.db, p.userId, level, version);
      const dep = await deposit(p.userId, "100.00");
      expect(dep.statusCode).toBe(403);
      expect(dep.json().error.code).toBe("ACCOUNT_BANNED");
      const out = await withdraw(p.userId, "200.00");
      expect(out.statusCode, `${level}/${version}`).toBe(allowed ? 201 : 403);
      if (!allowed) {
        expect(out.json().error.code).toBe("ACCOUNT_BANNED");
        expect(await accountState(h.db, p.accountId)).toEqual({ balance: 1_000_00n, held: 0n });
      }
    }
  });

  it("casino debits: wagering and loss with open rounds; a settled round's net result counts", async () => {
    const p = await playerWithAccount(h.db);
    await setLimit(h.db, p.userId, 10, 100); // loss 100.00 a day
    await setLimit(h.db, p.userId, 1, 300); // wagering 300.00 a day
    const debit = (amount: bigint) =>
      h.db.transaction().execute((trx) =>
        enforcement.checkCasinoDebit(trx, {
          userId: p.userId,
          accountId: p.accountId,
          amount,
          currency: "RUB",
        }),
      );
    const round = (staked: bigint, paid: bigint) =>
      h.db.transaction().execute((trx) =>
        enforcement.recordCasinoRound(trx, {
          userId: p.userId,
          currency: "RUB",
          staked,
          paid,
          at: new Date(),
        }),
      );
    expect(await debit(60_00n)).toEqual({ allowed: true });
    // 60.00 open + 50.00 > 100.00.
    expect(await debit(50_00n)).toMatchObject({
      allowed: false,
      code: "LIMIT_LOSS_EXCEEDED",
      details: { limitType: 10, limitBalance: "40.00" },
    });
    await round(60_00n, 150_00n); // won 90.00: the loss is −90.00
    expect(await debit(190_00n)).toEqual({ allowed: true });
    // Wagered 250.00 of 300.00.
    expect(await debit(51_00n)).toMatchObject({ allowed: false, code: "LIMIT_WAGER_EXCEEDED" });
    await round(190_00n, 0n);
    const left = await limitsLeft(h.db, await limitsInForce(h.db, p.userId, new Date()));
    expect(left.get(10)).toBe(0n); // −90 + 190 = 100 lost
    expect(left.get(1)).toBe(50_00n);
    await setLimit(h.db, p.userId, 33, 1, { endsAt: new Date(Date.now() + 86_400_000) });
    expect(await debit(1_00n)).toMatchObject({ allowed: false, code: "TIMED_OUT" });
  });

  it("the database's window sums are the domain's (limit_usage_sums and limit_money_headroom = seriesSum / seriesLoss)", async () => {
    const NOW = Math.floor(Date.now() / 1000);
    // Half the events within two hours of a window's start, where the bucket rule decides.
    const at = fc.oneof(
      fc.integer({ min: NOW - 31 * 86_400, max: NOW }),
      fc
        .constantFrom(86_400, 604_800, 2_592_000)
        .chain((w) => fc.integer({ min: NOW - w - 7_200, max: NOW - w + 7_200 })),
    );
    const event: fc.Arbitrary<UsageEvent> = fc.oneof(
      fc.record({
        kind: fc.constantFrom("deposit" as const, "stake" as const),
        at,
        amount: fc.bigInt({ min: 1n, max: 1_000_00n }) as fc.Arbitrary<never>,
      }),
      fc.record({
        kind: fc.constant("settled" as const),
        at,
        net: fc.bigInt({ min: -1_000_00n, max: 1_000_00n }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { maxLength: 12 }),
        fc.integer({ min: 0, max: BUCKET_SECONDS - 1 }),
        async (events, shift) => {
          const userId = (await playerWithAccount(h.db)).userId;
          for (const e of events) {
            const at = new Date(e.at * 1000);
            if (e.kind === "settled") {
              const lost = e.net > 0n ? e.net : 0n;
              const won = e.net < 0n ? -e.net : 0n;
              await sql`select limit_usage_add(${userId}, 'RUB', ${at}, 0, 0, ${lost}, ${won})`.execute(h.db);
            } else {
              const dep = e.kind === "deposit" ? e.amount : 0n;
              const st = e.kind === "stake" ? e.amount : 0n;
              await sql`select limit_usage_add(${userId}, 'RUB', ${at}, ${dep}, ${st}, 0, 0)`.execute(h.db);
            }
          }
          const now = NOW + shift;
          const { rows } = await sql<{
            o_window: number;
            o_deposits: string;
            o_stakes: string;
            o_loss: string;
          }>`select * from limit_usage_sums(${userId}, 'RUB', ${new Date(now * 1000)})`.execute(h.db);
          const b = bucketsOf(events);
          for (const r of rows) {
            const w = Number(r.o_window);
            expect(BigInt(r.o_deposits)).toBe(seriesSum(b, "deposits", now, w));
            expect(BigInt(r.o_stakes)).toBe(seriesSum(b, "stakes", now, w));
            expect(BigInt(r.o_loss)).toBe(seriesLoss(b, now, w));
          }
          // The placement check's own read of the windows (limit_money_headroom, migration 1000):
          // per group the least left of the limits in force (the shorter window on a tie).
          const since = new Date((NOW - 3600) * 1000);
          for (const type of [1, 2, 3, 10, 11, 12]) await setLimit(h.db, userId, type, 10_000, { since });
          const head = await sql<{
            o_w_type: number;
            o_w_left: string;
            o_l_type: number;
            o_l_left: string;
          }>`select * from limit_money_headroom(${userId}, 'RUB', 2, ${new Date(now * 1000)})`.execute(h.db);
          const least = (used: (w: number) => bigint) =>
            [86_400, 604_800, 2_592_000]
              .map((w, i) => ({ i, left: 10_000_00n - used(w) }))
              .reduce((a, c) => (c.left < a.left ? c : a));
          const wager = least((w) => seriesSum(b, "stakes", now, w));
          const loss = least((w) => seriesLoss(b, now, w));
          expect(head.rows[0]).toMatchObject({ o_w_type: 1 + wager.i, o_l_type: 10 + loss.i });
          expect(BigInt(head.rows[0]?.o_w_left ?? 0)).toBe(wager.left);
          expect(BigInt(head.rows[0]?.o_l_left ?? 0)).toBe(loss.left);
        },
      ),
      { numRuns: 15 },
    );
  });
});
