import { AppError } from "../../../http/errors.ts";
import { postTransaction } from "./post.ts";
import type { EntryInput, Executor, HouseCode, PostedTransaction } from "./types.ts";

export interface ReverseInput {
  transactionId: bigint;
  idempotencyKey: string;
  reason: string;
}

/**
 * The only correction the ledger knows: a new transaction with every entry negated, linked to the
 * original (`reverses_id`, unique, so a transaction is reversed at most once — ALREADY_REVERSED).
 * Reversing a credit the player has already spent fails with INSUFFICIENT_FUNDS, as it should.
 */
export async function reverseTransaction(db: Executor, input: ReverseInput): Promise<PostedTransaction> {
  const original = await db
    .selectFrom("wallet_transaction")
    .select(["id", "user_id"])
    .where("id", "=", input.transactionId)
    .executeTakeFirst();
  if (!original) throw new AppError("NOT_FOUND", "No such transaction");
  const entries = await db
    .selectFrom("wallet_entry")
    .select(["account_id", "house_code", "currency", "amount"])
    .where("transaction_id", "=", input.transactionId)
    .orderBy("line")
    .execute();
  const negated: EntryInput[] = entries.map((e) =>
    e.account_id !== null
      ? { account: e.account_id, currency: e.currency, amount: -e.amount }
      : { house: e.house_code as HouseCode, currency: e.currency, amount: -e.amount },
  );
  return postTransaction(db, {
    idempotencyKey: input.idempotencyKey,
    kind: "reversal",
    entries: negated,
    userId: original.user_id,
    reversesId: original.id,
    meta: { reason: input.reason },
  });
}
