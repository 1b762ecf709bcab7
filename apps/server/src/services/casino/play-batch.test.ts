import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runFullAudit } from "../betting/index.ts";
import { casinoAuditChecks } from "./audit.ts";
import { registerProvider } from "./providers.ts";

/**
 * casino_wallet_play's set-based pass (migration 1020) against the request-by-request function it
 * falls back to (casino_wallet_play_each, 0980's body): the same batches on two databases set up
 * alike answer the same and leave the same money, rounds, actions and limits' series behind.
 */
const PROVIDER = "batchprov";
const GAME = "batch-slot";
const AT = "2026-11-27T10:00:00.000Z";

interface Row {
  o_index: number;
  o_code: number;
  o_message: string | null;
  o_balance: bigint | null;
  o_transactions: string | null;
}

type Act = {
  kind: "bet" | "win" | "rollback";
  ref: string;
  amount: number;
  original?: string;
  hash?: string;
};

async function setUp(h: DbHandle): Promise<bigint[]> {
  const db = h.db;
  await registerProvider(db, {
    id: PROVIDER,
    name: "Batch provider",
    signingKey: "batch-provider-signing-key-0123456789",
    games: [{ code: GAME, name: "Batch slot", maxBet: 50_00n }],
  });
  await sql`insert into users (group_id) select 1 from generate_series(1, 8)`.execute(db);
  const users = (await db.selectFrom("users").select("id").orderBy("id").execute())
    .map((u) => u.id)
    .slice(-8);
  await sql`insert into wallet_account (user_id, currency, type, is_active)
    select id, 'RUB', 0, true from users where id = any(${users})`.execute(db);
  await sql`select wallet_post_transaction('fund:' || a.id, 'h', 'deposit', a.user_id, null, null,
      array[a.id], array['RUB'], array[10000]::bigint[], array[a.id, null]::bigint[],
      array[null, 'deposits_clearing']::text[], array['RUB', 'RUB'], array[10000, -10000]::bigint[])
    from wallet_account a where a.user_id = any(${users})`.execute(db);
  // Everyone but the last player has an open launch session.
  await sql`insert into casino_session (user_id, provider_id, game_id, account_id, currency, token_hash,
      token_expires_at, token_used_at, created_at, expires_at)
    select a.user_id, ${PROVIDER}, g.id, a.id, 'RUB', 'batch-' || a.id, now(), now(), ${AT}::timestamptz - interval '1 hour',
      ${AT}::timestamptz + interval '1 day'
    from wallet_account a cross join casino_game g
    where g.code = ${GAME} and a.user_id = any(${users}) and a.user_id <> ${users[7]}`.execute(db);
  // Player 6 is banned.
  await sql`update users set ban_level = 1 where id = ${users[6]}`.execute(db);
  return users;
}

function request(user: bigint, round: string | null, actions: Act[], finished = false) {
  return {
    provider: PROVIDER,
    user: String(user),
    currency: "RUB",
    game: GAME,
    round,
    finished,
    at: AT,
    digits: 2,
    actions: actions.map((a) => ({
      kind: a.kind,
      ref: a.ref,
      amount: a.amount,
      original: a.original ?? null,
      hash: a.hash ?? `${a.kind}|${round}|${user}|${a.amount}|${a.original ?? ""}`,
    })),
  };
}

async function call(h: DbHandle, fn: string, batch: object[]): Promise<Row[]> {
  const text = JSON.stringify(batch.map((r, i) => ({ i, ...r })));
  const { rows } = await sql<Row>`select * from ${sql.raw(fn)}(${text}::jsonb)`.execute(h.db);
  return [...rows].sort((a, b) => a.o_index - b.o_index);
}

/** An answer without the ids the two databases may number differently. */
function comparable(rows: Row[]) {
  return rows.map((r) => ({
    ...r,
    o_transactions:
      r.o_transactions === null
        ? null
        : (JSON.parse(r.o_transactions) as { action_id: string; processed_at: string; tx_id: string }[]).map(
            (t) => ({ action_id: t.action_id, processed_at: t.processed_at, tx: typeof t.tx_id }),
          ),
  }));
}

async function state(h: DbHandle) {
  const q = async (text: string) => (await sql.raw(text).execute(h.db)).rows;
  return {
    accounts: await q("select user_id, balance, held from wallet_account order by user_id"),
    rounds: await q(
      "select round_ref, user_id, staked, paid, finished_at is not null as finished from casino_round order by round_ref",
    ),
    actions: await q(`select a.action_ref, a.kind, a.amount, a.outcome, a.rolled_back, a.original_ref,
        a.request_hash, r.round_ref, t.kind as tx_kind, t.idempotency_key, t.meta,
        (select array_agg(e.amount order by e.line) from wallet_entry e where e.transaction_id = t.id) as entries
      from casino_action a join casino_round r on r.id = a.round_id
      left join wallet_transaction t on t.id = a.transaction_id order by a.action_ref`),
    usage: await q(
      "select user_id, currency, bucket, deposits, stakes, lost, won from limit_usage order by 1, 2, 3",
    ),
    open: await q("select user_id, currency, open_stakes from limit_casino_open order by 1, 2"),
    transactions: await q(
      "select kind, count(*)::int as n from wallet_transaction group by kind order by kind",
    ),
  };
}

describe.each(testTargets())("casino_wallet_play's set-based pass on $name", (target: TestTarget) => {
  let fast: DbHandle;
  let each: DbHandle;
  let users: bigint[] = [];
  beforeAll(async () => {
    fast = await createTestDb(target);
    each = await createTestDb(target);
    users = await setUp(fast);
    expect(await setUp(each)).toEqual(users);
  });
  afterAll(async () => {
    await fast?.close();
    await each?.close();
  });

  const u = (i: number) => users[i] as bigint;

  /** Runs a batch through both functions; answers the fast one's rows after checking they agree. */
  async function both(batch: object[]): Promise<Row[]> {
    const a = await call(fast, "casino_wallet_play", batch);
    const b = await call(each, "casino_wallet_play_each", batch);
    expect(comparable(a)).toEqual(comparable(b));
    expect(await state(fast)).toEqual(await state(each));
    return a;
  }

  it("new rounds of bets and wins, open and finished, several in one call", async () => {
    const rows = await both([
      request(u(0), "r1", [{ kind: "bet", ref: "b1", amount: 10_00 }]),
      request(
        u(1),
        "r2",
        [
          { kind: "bet", ref: "b2", amount: 20_00 },
          { kind: "win", ref: "w2", amount: 35_00 },
        ],
        true,
      ),
      request(
        u(2),
        "r3",
        [
          { kind: "bet", ref: "b3", amount: 5_00 },
          { kind: "win", ref: "w3", amount: 1_00 },
        ],
        true,
      ),
      request(u(3), "r4", [{ kind: "win", ref: "w4", amount: 7_00 }]),
      request(u(4), null, []),
    ]);
    expect(rows.map((r) => r.o_code)).toEqual([0, 0, 0, 0, 0]);
    expect(rows.map((r) => r.o_balance)).toEqual([90_00n, 115_00n, 96_00n, 107_00n, 100_00n]);
  });

  it("refusals and everything the fast way leaves to the old one, mixed in one call", async () => {
    const rows = await both([
      // Not enough funds for the second bet: 100, nothing of the request applied.
      request(u(0), "r10", [
        { kind: "bet", ref: "b10", amount: 45_00 },
        { kind: "bet", ref: "b10b", amount: 46_00 },
      ]),
      // One player twice in the batch.
      request(u(1), "r11", [{ kind: "bet", ref: "b11", amount: 1_00 }]),
      request(u(1), "r12", [{ kind: "bet", ref: "b12", amount: 2_00 }]),
      // A repeat of an earlier action (its tx_id again, nothing moves) and a new one.
      request(u(2), "r3", [{ kind: "bet", ref: "b3", amount: 5_00 }]),
      // An action id of another round: 400.
      request(u(3), "r13", [{ kind: "bet", ref: "b1", amount: 1_00 }]),
      // Over the game's maximum bet: 106.
      request(u(4), "r14", [{ kind: "bet", ref: "b14", amount: 60_00 }]),
      // Banned: 110 (the limits' refusal); no launch session: 101.
      request(u(6), "r16", [{ kind: "bet", ref: "b16", amount: 1_00 }]),
      request(u(7), "r17", [{ kind: "bet", ref: "b17", amount: 1_00 }]),
      // A rollback before its bet, then the bet in the same call.
      request(u(5), "r15", [{ kind: "rollback", ref: "rb15", amount: 0, original: "b15" }]),
      request(u(5), "r15", [{ kind: "bet", ref: "b15", amount: 3_00 }]),
      // The same action id in two requests of the batch.
      request(u(0), "r18", [{ kind: "bet", ref: "dup", amount: 1_00 }]),
      request(u(2), "r19", [{ kind: "bet", ref: "dup", amount: 1_00 }]),
    ]);
    expect(rows.map((r) => r.o_code)).toEqual([100, 0, 0, 0, 400, 106, 110, 101, 0, 0, 0, 400]);
  });

  it("a bet in an existing round, its win closing it, a rollback of a bet of an open round", async () => {
    await both([
      request(u(0), "r1", [{ kind: "bet", ref: "b1b", amount: 2_00 }]),
      request(u(3), "r20", [{ kind: "bet", ref: "b20", amount: 4_00 }]),
    ]);
    await both([
      request(u(0), "r1", [{ kind: "win", ref: "w1", amount: 30_00 }], true),
      request(u(3), "r20", [{ kind: "rollback", ref: "rb20", amount: 0, original: "b20" }]),
      request(u(4), "r21", [{ kind: "bet", ref: "b21", amount: 4_00 }]),
    ]);
  });

  it("the ledger audit (with the casino's checks) stays balanced", async () => {
    const report = await runFullAudit(fast.db, { extraChecks: casinoAuditChecks });
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it("when the set-based pass fails (an action's ledger key taken), every request goes the old way", async () => {
    for (const h of [fast, each]) {
      await sql`insert into wallet_transaction (idempotency_key, request_hash, kind, user_id)
        values (${`casino:${PROVIDER}:taken`}, 'x', 'casino.debit', ${u(1)})`.execute(h.db);
    }
    const rows = await both([
      request(u(0), "r30", [{ kind: "bet", ref: "b30", amount: 1_00 }]),
      request(u(1), "r31", [{ kind: "bet", ref: "taken", amount: 1_00 }]),
      request(u(2), "r32", [{ kind: "bet", ref: "b32", amount: 1_00 }]),
    ]);
    expect(rows.map((r) => r.o_code)).toEqual([0, 400, 0]);
  });
});
