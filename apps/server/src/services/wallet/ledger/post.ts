import { createHash } from "node:crypto";
import { sql } from "kysely";
import { AppError } from "../../../http/errors.ts";
import { mapped } from "./db-errors.ts";
import type { AccountBalance, Executor, PostedTransaction, PostTransactionInput } from "./types.ts";
import { assertBalanced, deltasByAccount } from "./validate.ts";

interface PostedRow {
  o_transaction_id: bigint;
  o_created_at: Date;
  o_account_id: bigint | null;
  o_balance: bigint | null;
  o_held: bigint | null;
}

export async function currentBalances(db: Executor, ids: readonly bigint[]): Promise<AccountBalance[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("wallet_account")
    .select(["id", "balance", "held"])
    .where("id", "in", [...ids])
    .execute();
  return rows.map((r) => ({ id: r.id, balance: r.balance, held: r.held }));
}

/**
 * The body fingerprint stored with the key. Built by hand rather than through canonical JSON: this
 * is the ledger's hot path, and every field is a string, a bigint or a flat meta object.
 */
function postingHash(input: PostTransactionInput): string {
  const entries = input.entries
    .map((e) => `${e.account ?? ""}/${e.house ?? ""}/${e.currency}/${e.amount}`)
    .join(";");
  const meta = input.meta ? JSON.stringify(input.meta) : "";
  return createHash("sha256")
    .update(`${input.kind}|${input.userId ?? ""}|${input.reversesId ?? ""}|${entries}|${meta}`)
    .digest("hex");
}

/**
 * Posts one balanced transaction: the transaction row, every entry and every player balance in one
 * call of the database function wallet_post_transaction (migration 0200), so it is atomic even
 * outside a transaction and costs one round trip with no planning.
 *
 * - A repeat of the idempotency key with the same body replays (`replayed: true`, nothing moves);
 *   with a different body it fails with IDEMPOTENCY_KEY_REUSED. Concurrent repeats wait on the
 *   key's unique index, so only one ever applies.
 * - A debit that would take an available balance below zero fails with INSUFFICIENT_FUNDS: the
 *   database's CHECK refuses the row, which aborts the whole call (and, PostgreSQL-style, the
 *   caller's transaction unless it used a savepoint).
 * - Player accounts are updated in id order, so concurrent transfers cannot deadlock.
 * - A credit to a removed currency account reopens it: money is never parked out of sight.
 * - House accounts keep no balance row, so no movement contends on a shared row.
 */
export async function postTransaction(db: Executor, input: PostTransactionInput): Promise<PostedTransaction> {
  assertBalanced(input.kind, input.idempotencyKey, input.entries);
  const deltas = [...deltasByAccount(input.entries)].sort(([a], [b]) => (a < b ? -1 : 1));
  const hash = postingHash(input);
  const e = input.entries;
  const result = await mapped(() =>
    sql<PostedRow>`select * from wallet_post_transaction(${input.idempotencyKey}, ${hash}, ${input.kind},
        ${input.userId ?? null}, ${input.reversesId ?? null}, ${input.meta ? JSON.stringify(input.meta) : null}::jsonb,
        ${deltas.map(([id]) => id)}::bigint[], ${deltas.map(([, d]) => d.currency)}::text[],
        ${deltas.map(([, d]) => d.delta)}::bigint[],
        ${e.map((x) => x.account ?? null)}::bigint[], ${e.map((x) => x.house ?? null)}::text[],
        ${e.map((x) => x.currency)}::text[], ${e.map((x) => x.amount)}::bigint[])`.execute(db),
  );
  const [first] = result.rows;
  if (first) {
    const accounts = result.rows.flatMap((r) =>
      r.o_account_id === null
        ? []
        : [{ id: r.o_account_id, balance: r.o_balance ?? 0n, held: r.o_held ?? 0n }],
    );
    return {
      transactionId: first.o_transaction_id,
      createdAt: first.o_created_at,
      replayed: false,
      accounts,
    };
  }
  const existing = await db
    .selectFrom("wallet_transaction")
    .select(["id", "request_hash", "created_at"])
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirst();
  if (!existing)
    throw new AppError("INTERNAL", "An idempotency key conflicted but its transaction is missing");
  if (existing.request_hash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  return {
    transactionId: existing.id,
    createdAt: existing.created_at,
    replayed: true,
    accounts: await currentBalances(
      db,
      deltas.map(([id]) => id),
    ),
  };
}
