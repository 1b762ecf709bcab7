import { postSingle, preparePosting } from "./posting.ts";
import type { Executor, PostedTransaction, PostTransactionInput } from "./types.ts";

export { currentBalances } from "./posting.ts";

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
 * - The statement is a named prepared statement on PostgreSQL, sent without Kysely's query
 *   compiler (posting.ts): the hot path costs the server no parsing and the client little CPU.
 */
export async function postTransaction(db: Executor, input: PostTransactionInput): Promise<PostedTransaction> {
  return postSingle(db, preparePosting(input));
}
