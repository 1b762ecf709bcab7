import type { Database, Db } from "@parlay/db";
import { sql, type Transaction } from "kysely";
import { AppError, isErrorCode } from "../../http/errors.ts";
import { requestHash } from "./ledger/hash.ts";

export interface IdempotentRequest {
  /** Whose key it is (a player id; 0 for operators). Keys are scoped per caller and operation. */
  userId: bigint;
  operation: string;
  key: string;
  /** The request body the key is bound to; a repeat with another body is refused. */
  request: unknown;
}

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when this is a stored answer given again. */
  replayed: boolean;
}

interface StoredError {
  error: { code: string; message: string; details?: unknown };
}

function businessError(err: unknown): AppError | null {
  return err instanceof AppError && err.status < 500 ? err : null;
}

function replayError(statusCode: number, stored: StoredError): AppError {
  const code = isErrorCode(stored.error.code) ? stored.error.code : "CONFLICT";
  const err = new AppError(code, stored.error.message, stored.error.details);
  return err.status === statusCode
    ? err
    : new AppError("CONFLICT", stored.error.message, stored.error.details);
}

/** An answer stored under a key, as read back (by a caller that reads it with other things). */
export interface StoredAnswer {
  requestHash: string;
  status: string;
  statusCode: number | null;
  response: string | null;
}

/**
 * A stored answer given again: its text for a success, the stored refusal thrown for a failure;
 * IDEMPOTENCY_KEY_REUSED when the request is not the one the key was first used with.
 */
export function replayStored(stored: StoredAnswer, hash: string): { statusCode: number; text: string } {
  if (stored.requestHash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  if (stored.status === "failed")
    throw replayError(stored.statusCode ?? 409, JSON.parse(stored.response ?? "null") as StoredError);
  if (stored.status !== "succeeded" || stored.response === null)
    throw new AppError("CONFLICT", "The first request with this idempotency key is still in progress");
  return { statusCode: stored.statusCode ?? 200, text: stored.response };
}

/** The text stored for a business refusal (replayError reads it back). */
export function storedRefusal(refusal: AppError): string {
  const stored: StoredError = {
    error: { code: refusal.code, message: refusal.message, details: refusal.details },
  };
  return JSON.stringify(stored);
}

/**
 * Runs a money-moving operation at most once per (caller, operation, key), in one transaction:
 *
 * 1. insert the key as `pending` — a concurrent repeat blocks on the primary key until the first
 *    attempt commits, then reads its answer (PGlite simply runs them one after the other);
 * 2. run the operation after a savepoint;
 * 3. store the answer (`succeeded`), or on a business refusal (a 4xx AppError) roll back to the
 *    savepoint and store the refusal (`failed`): a failed key stays failed and replays its error.
 *
 * Anything else (a bug, a lost connection, a crash) rolls the whole transaction back, key
 * included, so the client's retry with the same key is a first attempt again. Answers are kept as
 * JSON text so a replay is byte-identical to the first answer.
 */
export async function withIdempotency<T>(
  db: Db,
  req: IdempotentRequest,
  run: (trx: Transaction<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const hash = requestHash({ operation: req.operation, request: req.request });
  const pk = { user_id: req.userId, operation: req.operation, key: req.key };
  const outcome = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("wallet_idempotency")
      .values({ ...pk, request_hash: hash, status: "pending" })
      .onConflict((oc) => oc.doNothing())
      .returning("key")
      .executeTakeFirst();
    if (!inserted) {
      const row = await trx
        .selectFrom("wallet_idempotency")
        .select(["request_hash", "status", "status_code", "response"])
        .where("user_id", "=", pk.user_id)
        .where("operation", "=", pk.operation)
        .where("key", "=", pk.key)
        .executeTakeFirstOrThrow();
      const stored = {
        requestHash: row.request_hash,
        status: row.status,
        statusCode: row.status_code,
        response: row.response,
      };
      try {
        const again = replayStored(stored, hash);
        return {
          answer: { statusCode: again.statusCode, body: JSON.parse(again.text) as T, replayed: true },
        };
      } catch (err) {
        if (err instanceof AppError) return { error: err };
        throw err;
      }
    }
    await sql`savepoint wallet_idempotency`.execute(trx);
    const done = (status: "succeeded" | "failed", statusCode: number, text: string) =>
      trx
        .updateTable("wallet_idempotency")
        .set({ status, status_code: statusCode, response: text, updated_at: new Date() })
        .where("user_id", "=", pk.user_id)
        .where("operation", "=", pk.operation)
        .where("key", "=", pk.key)
        .execute();
    try {
      const answer = await run(trx);
      const text = JSON.stringify(answer.body);
      await done("succeeded", answer.statusCode, text);
      return { answer: { statusCode: answer.statusCode, body: JSON.parse(text) as T, replayed: false } };
    } catch (err) {
      const refusal = businessError(err);
      if (!refusal) throw err;
      await sql`rollback to savepoint wallet_idempotency`.execute(trx);
      await done("failed", refusal.status, storedRefusal(refusal));
      return { error: refusal };
    }
  });
  // The refusal is committed first, then raised: a failed key stays failed.
  if ("error" in outcome && outcome.error) throw outcome.error;
  return (outcome as { answer: IdempotentAnswer<T> }).answer;
}
