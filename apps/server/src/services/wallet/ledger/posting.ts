/** One posting's database call and answer: shared by the single path and group commit. */
import { createHash } from "node:crypto";
import { preparedStatement } from "@parlay/db";
import { CompiledQuery } from "kysely";
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

/** What the database call needs, worked out once per posting. */
export interface PreparedPosting {
  input: PostTransactionInput;
  hash: string;
  /** Player accounts with their net change, sorted by id (the order they are locked in). */
  deltas: [bigint, { currency: string; delta: bigint }][];
}

export function preparePosting(input: PostTransactionInput): PreparedPosting {
  assertBalanced(input.kind, input.idempotencyKey, input.entries);
  const deltas = [...deltasByAccount(input.entries)].sort(([a], [b]) => (a < b ? -1 : 1));
  return { input, hash: postingHash(input), deltas };
}

/** The answer rows of wallet_post_transaction (or of one posting of wallet_post_batch). */
function postedFrom(rows: readonly PostedRow[]): PostedTransaction {
  const first = rows[0] as PostedRow;
  const accounts = rows.flatMap((r) =>
    r.o_account_id === null ? [] : [{ id: r.o_account_id, balance: r.o_balance ?? 0n, held: r.o_held ?? 0n }],
  );
  return { transactionId: first.o_transaction_id, createdAt: first.o_created_at, replayed: false, accounts };
}

/** The key exists already: the same body replays, another body is refused. */
async function replayPosting(db: Executor, p: PreparedPosting): Promise<PostedTransaction> {
  const existing = await db
    .selectFrom("wallet_transaction")
    .select(["id", "request_hash", "created_at"])
    .where("idempotency_key", "=", p.input.idempotencyKey)
    .executeTakeFirst();
  if (!existing)
    throw new AppError("INTERNAL", "An idempotency key conflicted but its transaction is missing");
  if (existing.request_hash !== p.hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  return {
    transactionId: existing.id,
    createdAt: existing.created_at,
    replayed: true,
    accounts: await currentBalances(
      db,
      p.deltas.map(([id]) => id),
    ),
  };
}

/**
 * The posting's one statement, a named prepared statement on PostgreSQL (parsed and planned once per
 * connection) sent without going through Kysely's query builder: this is the ledger's hot path.
 */
const POST_SQL = `${preparedStatement("wallet_post_transaction")}select * from wallet_post_transaction($1, $2, $3,
  $4, $5, $6::jsonb, $7::bigint[], $8::text[], $9::bigint[], $10::bigint[], $11::text[], $12::text[], $13::bigint[])`;

/** One posting, one call of wallet_post_transaction, on whatever handle the caller gave. */
export async function postSingle(db: Executor, p: PreparedPosting): Promise<PostedTransaction> {
  const { input, hash, deltas } = p;
  const e = input.entries;
  const accounts: bigint[] = [];
  const currencies: string[] = [];
  const changes: bigint[] = [];
  for (const [id, d] of deltas) {
    accounts.push(id);
    currencies.push(d.currency);
    changes.push(d.delta);
  }
  const result = await mapped(() =>
    db.executeQuery<PostedRow>(
      CompiledQuery.raw(POST_SQL, [
        input.idempotencyKey,
        hash,
        input.kind,
        input.userId ?? null,
        input.reversesId ?? null,
        input.meta ? JSON.stringify(input.meta) : null,
        accounts,
        currencies,
        changes,
        e.map((x) => x.account ?? null),
        e.map((x) => x.house ?? null),
        e.map((x) => x.currency),
        e.map((x) => x.amount),
      ]),
    ),
  );
  return result.rows.length > 0 ? postedFrom(result.rows) : replayPosting(db, p);
}
