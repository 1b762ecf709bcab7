/**
 * wallet_post_transfers, the ledger's batch writer (migrations 0204, 0205): what the betting
 * service's group commit relies on — all of a batch or nothing, the ledger balanced, no overdraft,
 * a key posted before (or twice in one batch) refused with the unique key's own error.
 */
import type { Db, DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund, playerWithAccount } from "../testing/fixtures.ts";

interface Transfer {
  key: string;
  user: bigint;
  account: bigint;
  amount: bigint;
}

function postTransfers(db: Db, transfers: Transfer[]) {
  const keys = transfers.map((t) => t.key);
  return sql<{ o_key: string; o_transaction_id: bigint }>`
    select * from wallet_post_transfers(${keys}::text[], ${keys.map(() => "h")}::text[], 'bet.stake',
      ${transfers.map((t) => t.user.toString())}::bigint[], ${transfers.map((t) => t.account.toString())}::bigint[],
      ${transfers.map(() => "RUB")}::text[], ${transfers.map((t) => t.amount.toString())}::bigint[], 'bets_in_play')`.execute(
    db,
  );
}

describe.each(testTargets())("wallet_post_transfers on $name", (target: TestTarget) => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await createTestDb(target);
  });
  afterAll(async () => h?.close());

  async function funded(amount: bigint) {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", amount);
    return p;
  }

  async function ledgerRows(keys: string[]) {
    return h.db
      .selectFrom("wallet_transaction as t")
      .innerJoin("wallet_entry as e", "e.transaction_id", "t.id")
      .select(["t.idempotency_key", "e.account_id", "e.house_code", "e.amount"])
      .where("t.idempotency_key", "in", keys)
      .execute();
  }

  it("posts a batch: one balanced transaction per transfer, balances debited, keys answered", async () => {
    const a = await funded(1_000n);
    const b = await funded(1_000n);
    const batch = [
      { key: `pt:${a.accountId}:1`, user: a.userId, account: a.accountId, amount: 300n },
      { key: `pt:${b.accountId}:1`, user: b.userId, account: b.accountId, amount: 200n },
      { key: `pt:${a.accountId}:2`, user: a.userId, account: a.accountId, amount: 100n },
    ];
    const { rows } = await postTransfers(h.db, batch);
    expect(rows.map((r) => r.o_key).sort()).toEqual(batch.map((t) => t.key).sort());
    expect((await accountState(h.db, a.accountId)).balance).toBe(600n);
    expect((await accountState(h.db, b.accountId)).balance).toBe(800n);
    const entries = await ledgerRows(batch.map((t) => t.key));
    expect(entries).toHaveLength(6);
    for (const t of batch) {
      const mine = entries.filter((e) => e.idempotency_key === t.key);
      expect(mine.reduce((s, e) => s + BigInt(e.amount), 0n)).toBe(0n);
      expect(mine.find((e) => e.house_code === "bets_in_play")?.amount).toBe(t.amount);
    }
  });

  it("refuses a key posted before with the unique key's error and moves nothing", async () => {
    const a = await funded(1_000n);
    await postTransfers(h.db, [
      { key: `pt:${a.accountId}:x`, user: a.userId, account: a.accountId, amount: 100n },
    ]);
    const again = postTransfers(h.db, [
      { key: `pt:${a.accountId}:y`, user: a.userId, account: a.accountId, amount: 100n },
      { key: `pt:${a.accountId}:x`, user: a.userId, account: a.accountId, amount: 100n },
    ]);
    await expect(again).rejects.toMatchObject({
      code: "23505",
      constraint: "wallet_transaction_idempotency_key",
    });
    expect((await accountState(h.db, a.accountId)).balance).toBe(900n);
    expect(await ledgerRows([`pt:${a.accountId}:y`])).toHaveLength(0);
  });

  it("refuses a key twice in one batch", async () => {
    const a = await funded(1_000n);
    const t = { key: `pt:${a.accountId}:twice`, user: a.userId, account: a.accountId, amount: 100n };
    await expect(postTransfers(h.db, [t, t])).rejects.toMatchObject({ code: "23505" });
    expect((await accountState(h.db, a.accountId)).balance).toBe(1_000n);
  });

  it("refuses a batch that would overdraw an account, whole", async () => {
    const a = await funded(500n);
    const b = await funded(500n);
    const batch = [
      { key: `pt:${b.accountId}:ok`, user: b.userId, account: b.accountId, amount: 100n },
      { key: `pt:${a.accountId}:1`, user: a.userId, account: a.accountId, amount: 300n },
      { key: `pt:${a.accountId}:2`, user: a.userId, account: a.accountId, amount: 300n },
    ];
    await expect(postTransfers(h.db, batch)).rejects.toMatchObject({ code: "23514" });
    expect((await accountState(h.db, a.accountId)).balance).toBe(500n);
    expect((await accountState(h.db, b.accountId)).balance).toBe(500n);
    expect(await ledgerRows(batch.map((t) => t.key))).toHaveLength(0);
  });
});
