import type { Db, DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAudit } from "../audit.ts";
import { playerWithAccount } from "../testing/fixtures.ts";
import { captureHold, placeHold, releaseHold } from "./holds.ts";
import { postTransaction } from "./post.ts";
import { reverseTransaction } from "./reverse.ts";
import type { EntryInput } from "./types.ts";

/** The in-memory model: what every balance must be. */
interface Model {
  accounts: { balance: bigint; held: bigint }[];
  holds: { account: number; amount: bigint; status: "active" | "captured" | "released" }[];
  posted: { key: string; entries: EntryInput[]; reversed: boolean }[];
}
interface Real {
  db: Db;
  ids: bigint[];
  holdIds: bigint[];
  run: string;
}

/** Index into an array the test built itself; a miss is a bug in the test. */
function at<T>(list: readonly T[], i: number): T {
  const value = list[i];
  if (value === undefined) throw new Error(`no element ${i}`);
  return value;
}

const available = (m: Model, i: number) => (m.accounts[i]?.balance ?? 0n) - (m.accounts[i]?.held ?? 0n);

async function expectSame(m: Model, r: Real): Promise<void> {
  const rows = await r.db
    .selectFrom("wallet_account")
    .select(["id", "balance", "held"])
    .where("id", "in", r.ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { balance: row.balance, held: row.held }]));
  expect(r.ids.map((id) => byId.get(id))).toEqual(m.accounts);
}

let seq = 0;
const key = (r: Real, what: string) => `${r.run}:${what}:${++seq}`;

/** Applies a posting to the model if the database accepts it; checks both agree on refusals. */
async function post(m: Model, r: Real, k: string, entries: EntryInput[], kind = "bet.stake"): Promise<void> {
  const next = m.accounts.map((a) => ({ ...a }));
  for (const e of entries)
    if (e.account !== undefined) at(next, r.ids.indexOf(e.account)).balance += e.amount;
  const ok = next.every((a) => a.balance - a.held >= 0n);
  if (ok) {
    await postTransaction(r.db, { idempotencyKey: k, kind, entries });
    m.accounts = next;
    m.posted.push({ key: k, entries, reversed: false });
  } else {
    await expect(postTransaction(r.db, { idempotencyKey: k, kind, entries })).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
    });
  }
}

const playerLeg = (r: Real, i: number, amount: bigint): EntryInput => ({
  account: at(r.ids, i),
  currency: "RUB",
  amount,
});

const commands = [
  fc.record({ i: fc.nat(2), amount: fc.bigInt(1n, 5000n) }).map(({ i, amount }) => ({
    check: () => true,
    run: async (m: Model, r: Real) =>
      post(
        m,
        r,
        key(r, "credit"),
        [playerLeg(r, i, amount), { house: "deposits_clearing", currency: "RUB", amount: -amount }],
        "deposit",
      ),
    toString: () => `credit(${i}, ${amount})`,
  })),
  fc.record({ i: fc.nat(2), amount: fc.bigInt(1n, 5000n) }).map(({ i, amount }) => ({
    check: () => true,
    run: async (m: Model, r: Real) =>
      post(m, r, key(r, "stake"), [
        playerLeg(r, i, -amount),
        { house: "bets_in_play", currency: "RUB", amount },
      ]),
    toString: () => `stake(${i}, ${amount})`,
  })),
  fc.record({ a: fc.nat(2), b: fc.nat(2), amount: fc.bigInt(1n, 3000n) }).map(({ a, b, amount }) => ({
    check: () => a !== b,
    run: async (m: Model, r: Real) =>
      post(m, r, key(r, "transfer"), [playerLeg(r, a, -amount), playerLeg(r, b, amount)], "transfer"),
    toString: () => `transfer(${a} → ${b}, ${amount})`,
  })),
  fc.record({ i: fc.nat(2), amount: fc.bigInt(1n, 4000n) }).map(({ i, amount }) => ({
    check: () => true,
    run: async (m: Model, r: Real) => {
      const k = key(r, "hold");
      if (available(m, i) >= amount) {
        const hold = await placeHold(r.db, {
          idempotencyKey: k,
          accountId: at(r.ids, i),
          amount,
          kind: "withdrawal",
        });
        r.holdIds.push(hold.holdId);
        m.holds.push({ account: i, amount, status: "active" });
        at(m.accounts, i).held += amount;
      } else {
        await expect(
          placeHold(r.db, { idempotencyKey: k, accountId: at(r.ids, i), amount, kind: "withdrawal" }),
        ).rejects.toMatchObject({
          code: "INSUFFICIENT_FUNDS",
        });
      }
    },
    toString: () => `hold(${i}, ${amount})`,
  })),
  fc.record({ n: fc.nat(20), capture: fc.boolean() }).map(({ n, capture }) => ({
    check: (m: Readonly<Model>) => m.holds.some((h) => h.status === "active"),
    run: async (m: Model, r: Real) => {
      const active = m.holds.flatMap((h, idx) => (h.status === "active" ? [idx] : []));
      const idx = at(active, n % active.length);
      const hold = at(m.holds, idx);
      const account = at(m.accounts, hold.account);
      if (capture) {
        await captureHold(r.db, {
          holdId: at(r.holdIds, idx),
          idempotencyKey: key(r, "capture"),
          kind: "withdrawal",
          house: "withdrawals_clearing",
        });
        account.balance -= hold.amount;
      } else {
        await releaseHold(r.db, at(r.holdIds, idx));
      }
      account.held -= hold.amount;
      hold.status = capture ? "captured" : "released";
    },
    toString: () => `${capture ? "capture" : "release"}(#${n})`,
  })),
  fc.nat(50).map((n) => ({
    check: (m: Readonly<Model>) => m.posted.some((p) => !p.reversed),
    run: async (m: Model, r: Real) => {
      const open = m.posted.filter((p) => !p.reversed);
      const target = at(open, n % open.length);
      const tx = await r.db
        .selectFrom("wallet_transaction")
        .select("id")
        .where("idempotency_key", "=", target.key)
        .executeTakeFirstOrThrow();
      const negated = target.entries.map((e) => ({ ...e, amount: -e.amount }));
      const next = m.accounts.map((a) => ({ ...a }));
      for (const e of negated)
        if (e.account !== undefined) at(next, r.ids.indexOf(e.account)).balance += e.amount;
      const k = key(r, "reverse");
      if (next.every((a) => a.balance - a.held >= 0n)) {
        await reverseTransaction(r.db, { transactionId: tx.id, idempotencyKey: k, reason: "model" });
        m.accounts = next;
        target.reversed = true;
      } else {
        await expect(
          reverseTransaction(r.db, { transactionId: tx.id, idempotencyKey: k, reason: "model" }),
        ).rejects.toMatchObject({
          code: "INSUFFICIENT_FUNDS",
        });
      }
    },
    toString: () => `reverse(#${n})`,
  })),
  fc.nat(50).map((n) => ({
    check: (m: Readonly<Model>) => m.posted.length > 0,
    run: async (m: Model, r: Real) => {
      const target = at(m.posted, n % m.posted.length);
      const again = await postTransaction(r.db, {
        idempotencyKey: target.key,
        kind: target.key.includes(":credit:")
          ? "deposit"
          : target.key.includes(":transfer:")
            ? "transfer"
            : "bet.stake",
        entries: target.entries,
      });
      expect(again.replayed).toBe(true);
    },
    toString: () => `replay(#${n})`,
  })),
].map((arb) =>
  arb.map(
    (c) =>
      ({
        check: c.check,
        async run(m: Model, r: Real) {
          await c.run(m, r);
          await expectSame(m, r);
        },
        toString: c.toString,
      }) satisfies fc.AsyncCommand<Model, Real>,
  ),
);

describe.each(testTargets())("ledger against an in-memory model on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => h?.close());

  it("random operation sequences keep every balance equal to the model's", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: "medium" }), async (cmds) => {
        run += 1;
        const ids: bigint[] = [];
        for (let i = 0; i < 3; i++) ids.push((await playerWithAccount(h.db)).accountId);
        const model: Model = { accounts: ids.map(() => ({ balance: 0n, held: 0n })), holds: [], posted: [] };
        await fc.asyncModelRun(() => ({ model, real: { db: h.db, ids, holdIds: [], run: `m${run}` } }), cmds);
      }),
      { numRuns: target.name === "pglite" ? 100 : 60 },
    );
    const audit = await runAudit(h.db);
    expect(audit.problems).toEqual([]);
    // Enough real work happened for the comparison to mean something.
    expect(audit.transactions).toBeGreaterThan(100);
  }, 120_000);
});
