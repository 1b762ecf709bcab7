import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../testing/fixtures.ts";
import { captureHold, placeHold, postTransaction, releaseHold, reverseTransaction } from "./index.ts";

describe.each(testTargets())("ledger on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => h?.close());

  it("posts a balanced transaction and updates the player balance", async () => {
    const { accountId } = await playerWithAccount(h.db);
    const posted = await postTransaction(h.db, {
      idempotencyKey: `t1:${accountId}`,
      kind: "deposit",
      entries: [
        { account: accountId, currency: "RUB", amount: 500_00n },
        { house: "deposits_clearing", currency: "RUB", amount: -500_00n },
      ],
    });
    expect(posted.replayed).toBe(false);
    expect(posted.accounts).toEqual([{ id: accountId, balance: 500_00n, held: 0n }]);
    const entries = await h.db
      .selectFrom("wallet_entry")
      .select("amount")
      .where("transaction_id", "=", posted.transactionId)
      .execute();
    expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);
  });

  it("replays the same key, refuses it with another body", async () => {
    const { accountId } = await playerWithAccount(h.db);
    const input = {
      idempotencyKey: `t2:${accountId}`,
      kind: "deposit",
      entries: [
        { account: accountId, currency: "RUB", amount: 100n },
        { house: "deposits_clearing" as const, currency: "RUB", amount: -100n },
      ],
    };
    const first = await postTransaction(h.db, input);
    const again = await postTransaction(h.db, input);
    expect(again).toMatchObject({ transactionId: first.transactionId, replayed: true });
    expect((await accountState(h.db, accountId)).balance).toBe(100n);
    const changed = {
      ...input,
      entries: [
        { account: accountId, currency: "RUB", amount: 200n },
        { house: "deposits_clearing" as const, currency: "RUB", amount: -200n },
      ],
    };
    await expect(postTransaction(h.db, changed)).rejects.toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("posts through one prepared statement per connection, in autocommit and inside transactions", async () => {
    const { accountId } = await playerWithAccount(h.db);
    const stake = (key: string) => ({
      idempotencyKey: `prep:${accountId}:${key}`,
      kind: "bet.stake",
      entries: [
        { account: accountId, currency: "RUB", amount: 100n },
        { house: "bets_in_play" as const, currency: "RUB", amount: -100n },
      ],
    });
    const statements = await h.db.connection().execute(async (conn) => {
      await postTransaction(conn, stake("a"));
      await conn.transaction().execute((trx) => postTransaction(trx, stake("b")));
      await expect(postTransaction(conn, stake("a"))).resolves.toMatchObject({ replayed: true });
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(conn);
      return rows.map((r) => r.name);
    });
    expect((await accountState(h.db, accountId)).balance).toBe(200n);
    // PGlite has no named statements over its API; there the marker is an ordinary comment.
    if (target.url) expect(statements).toContain("wallet_post_transaction");
  });

  it("refuses unbalanced, single-entry, zero and cross-currency transactions", async () => {
    const { accountId } = await playerWithAccount(h.db);
    const base = { idempotencyKey: `t3:${accountId}`, kind: "deposit" };
    await expect(
      postTransaction(h.db, {
        ...base,
        entries: [
          { account: accountId, currency: "RUB", amount: 1n },
          { house: "deposits_clearing", currency: "RUB", amount: -2n },
        ],
      }),
    ).rejects.toMatchObject({ code: "LEDGER_UNBALANCED" });
    await expect(
      postTransaction(h.db, { ...base, entries: [{ account: accountId, currency: "RUB", amount: 1n }] }),
    ).rejects.toMatchObject({
      code: "LEDGER_UNBALANCED",
    });
    await expect(
      postTransaction(h.db, {
        ...base,
        entries: [
          { account: accountId, currency: "RUB", amount: 0n },
          { house: "deposits_clearing", currency: "RUB", amount: 0n },
        ],
      }),
    ).rejects.toMatchObject({ code: "LEDGER_UNBALANCED" });
    // Balanced per currency, but the player account is in RUB: the composite foreign key refuses it.
    await expect(
      postTransaction(h.db, {
        ...base,
        entries: [
          { account: accountId, currency: "USD", amount: 1n },
          { house: "deposits_clearing", currency: "USD", amount: -1n },
        ],
      }),
    ).rejects.toMatchObject({ code: "LEDGER_ACCOUNT_MISMATCH" });
    // Two currencies meet only through the exchange account, each leg balanced.
    await expect(
      postTransaction(h.db, {
        ...base,
        entries: [
          { account: accountId, currency: "RUB", amount: 100n },
          { house: "deposits_clearing", currency: "USD", amount: -100n },
        ],
      }),
    ).rejects.toMatchObject({ code: "LEDGER_UNBALANCED" });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 0n, held: 0n });
  });

  it("never lets the available balance go below zero", async () => {
    const { accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 100n);
    await expect(
      postTransaction(h.db, {
        idempotencyKey: `t4:${accountId}`,
        kind: "bet.stake",
        entries: [
          { account: accountId, currency: "RUB", amount: -101n },
          { house: "bets_in_play", currency: "RUB", amount: 101n },
        ],
      }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });
    // The CHECK holds even for a raw update that bypasses the code.
    await expect(
      sql`update wallet_account set held = 101 where id = ${accountId}`.execute(h.db),
    ).rejects.toMatchObject({ code: "23514" });
    expect(await accountState(h.db, accountId)).toEqual({ balance: 100n, held: 0n });
  });

  it("holds reduce the available balance; capture posts, release gives back", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 1000n);
    const hold = await placeHold(h.db, {
      idempotencyKey: `h1:${accountId}`,
      accountId,
      amount: 600n,
      kind: "withdrawal",
    });
    expect(hold.account).toEqual({ id: accountId, balance: 1000n, held: 600n });
    await expect(
      placeHold(h.db, { idempotencyKey: `h2:${accountId}`, accountId, amount: 401n, kind: "withdrawal" }),
    ).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
    });
    const replay = await placeHold(h.db, {
      idempotencyKey: `h1:${accountId}`,
      accountId,
      amount: 600n,
      kind: "withdrawal",
    });
    expect(replay).toMatchObject({ holdId: hold.holdId, replayed: true });
    const captured = await captureHold(h.db, {
      holdId: hold.holdId,
      idempotencyKey: `cap:${hold.holdId}`,
      kind: "withdrawal",
      house: "withdrawals_clearing",
      userId,
    });
    expect(captured.account).toEqual({ id: accountId, balance: 400n, held: 0n });
    const again = await captureHold(h.db, {
      holdId: hold.holdId,
      idempotencyKey: `cap:${hold.holdId}`,
      kind: "withdrawal",
      house: "withdrawals_clearing",
    });
    expect(again).toMatchObject({ replayed: true, transactionId: captured.transactionId });
    await expect(releaseHold(h.db, hold.holdId)).rejects.toMatchObject({ code: "HOLD_NOT_ACTIVE" });

    const second = await placeHold(h.db, {
      idempotencyKey: `h3:${accountId}`,
      accountId,
      amount: 400n,
      kind: "withdrawal",
    });
    expect((await releaseHold(h.db, second.holdId)).account).toEqual({
      id: accountId,
      balance: 400n,
      held: 0n,
    });
    expect((await releaseHold(h.db, second.holdId)).replayed).toBe(true);
    await expect(
      captureHold(h.db, {
        holdId: second.holdId,
        idempotencyKey: `cap:${second.holdId}`,
        kind: "withdrawal",
        house: "withdrawals_clearing",
      }),
    ).rejects.toMatchObject({ code: "HOLD_NOT_ACTIVE" });
  });

  it("corrects by reversal only, once; ledger rows cannot be edited or deleted", async () => {
    const { accountId } = await playerWithAccount(h.db);
    await fund(h.db, accountId, "RUB", 300n);
    const stake = await postTransaction(h.db, {
      idempotencyKey: `s:${accountId}`,
      kind: "bet.stake",
      entries: [
        { account: accountId, currency: "RUB", amount: -300n },
        { house: "bets_in_play", currency: "RUB", amount: 300n },
      ],
    });
    const reversal = await reverseTransaction(h.db, {
      transactionId: stake.transactionId,
      idempotencyKey: `r:${stake.transactionId}`,
      reason: "void",
    });
    expect(reversal.accounts).toEqual([{ id: accountId, balance: 300n, held: 0n }]);
    await expect(
      reverseTransaction(h.db, {
        transactionId: stake.transactionId,
        idempotencyKey: `r2:${stake.transactionId}`,
        reason: "again",
      }),
    ).rejects.toMatchObject({ code: "ALREADY_REVERSED" });
    await expect(
      sql`update wallet_entry set amount = 1 where transaction_id = ${stake.transactionId}`.execute(h.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from wallet_transaction where id = ${stake.transactionId}`.execute(h.db),
    ).rejects.toThrow(/append-only/);
  });

  it("moves between currencies only through the exchange account", async () => {
    const { userId, accountId } = await playerWithAccount(h.db);
    const usd = await h.db
      .insertInto("wallet_account")
      .values({ user_id: userId, currency: "USD", type: 9, label: "USD account" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await fund(h.db, accountId, "RUB", 10_000n);
    const posted = await postTransaction(h.db, {
      idempotencyKey: `x:${accountId}`,
      kind: "exchange",
      entries: [
        { account: accountId, currency: "RUB", amount: -10_000n },
        { house: "exchange", currency: "RUB", amount: 10_000n },
        { house: "exchange", currency: "USD", amount: -110n },
        { account: usd.id, currency: "USD", amount: 110n },
      ],
    });
    expect(posted.accounts.sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual([
      { id: accountId, balance: 0n, held: 0n },
      { id: usd.id, balance: 110n, held: 0n },
    ]);
  });
});
