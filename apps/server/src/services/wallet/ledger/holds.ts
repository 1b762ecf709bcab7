import type { HoldStatus } from "@parlay/db/wallet";
import { sql } from "kysely";
import { AppError } from "../../../http/errors.ts";
import { mapped } from "./db-errors.ts";
import { requestHash } from "./hash.ts";
import { currentBalances } from "./post.ts";
import type { AccountBalance, Executor, HouseCode } from "./types.ts";

export interface PlaceHoldInput {
  idempotencyKey: string;
  accountId: bigint;
  amount: bigint;
  /** What the hold is for: withdrawal, bet.stake… */
  kind: string;
  reference?: string;
}

export interface HoldResult {
  holdId: bigint;
  status: HoldStatus;
  replayed: boolean;
  account: AccountBalance | null;
}

/**
 * Reserves `amount` of the account's available balance (available = balance − held). The hold row
 * and the account's `held` change in one statement; the CHECK (balance − held ≥ 0) refuses a hold
 * larger than the available balance with INSUFFICIENT_FUNDS, under any concurrency.
 */
export async function placeHold(db: Executor, input: PlaceHoldInput): Promise<HoldResult> {
  if (input.amount <= 0n) throw new AppError("VALIDATION", "A hold must be positive");
  const hash = requestHash({
    accountId: input.accountId,
    amount: input.amount,
    kind: input.kind,
    ref: input.reference,
  });
  const result = await mapped(() =>
    sql<{ id: bigint; balance: bigint; held: bigint }>`
      with h as (
        insert into wallet_hold (account_id, amount, idempotency_key, request_hash, kind, reference)
        values (${input.accountId}, ${input.amount}, ${input.idempotencyKey}, ${hash}, ${input.kind},
                ${input.reference ?? null})
        on conflict (idempotency_key) do nothing
        returning id
      ), upd as (
        update wallet_account a set held = a.held + ${input.amount}
        from h where a.id = ${input.accountId}
        returning a.balance, a.held
      )
      select h.id, upd.balance, upd.held from h cross join upd`.execute(db),
  );
  const row = result.rows[0];
  if (row) {
    return {
      holdId: row.id,
      status: "active",
      replayed: false,
      account: { id: input.accountId, balance: row.balance, held: row.held },
    };
  }
  const existing = await db
    .selectFrom("wallet_hold")
    .select(["id", "status", "request_hash"])
    .where("idempotency_key", "=", input.idempotencyKey)
    .executeTakeFirst();
  if (!existing) throw new AppError("LEDGER_ACCOUNT_MISMATCH");
  if (existing.request_hash !== hash) throw new AppError("IDEMPOTENCY_KEY_REUSED");
  const [account] = await currentBalances(db, [input.accountId]);
  return { holdId: existing.id, status: existing.status, replayed: true, account: account ?? null };
}

/**
 * Gives a hold back to the available balance. Releasing an already released hold is a no-op
 * (`replayed: true`); releasing a captured one fails with HOLD_NOT_ACTIVE.
 */
export async function releaseHold(db: Executor, holdId: bigint): Promise<HoldResult> {
  const result = await sql<{ account_id: bigint; balance: bigint; held: bigint }>`
    with h as (
      update wallet_hold set status = 'released', settled_at = now()
      where id = ${holdId} and status = 'active'
      returning account_id, amount
    ), upd as (
      update wallet_account a set held = a.held - h.amount from h where a.id = h.account_id
      returning a.id, a.balance, a.held
    )
    select upd.id as account_id, upd.balance, upd.held from upd`.execute(db);
  const row = result.rows[0];
  if (row) {
    return {
      holdId,
      status: "released",
      replayed: false,
      account: { id: row.account_id, balance: row.balance, held: row.held },
    };
  }
  const hold = await db
    .selectFrom("wallet_hold")
    .select(["status", "account_id"])
    .where("id", "=", holdId)
    .executeTakeFirst();
  if (!hold) throw new AppError("NOT_FOUND", "No such hold");
  if (hold.status !== "released") throw new AppError("HOLD_NOT_ACTIVE");
  const [account] = await currentBalances(db, [hold.account_id]);
  return { holdId, status: "released", replayed: true, account: account ?? null };
}

export interface CaptureHoldInput {
  holdId: bigint;
  /** Key of the transaction the capture posts. */
  idempotencyKey: string;
  kind: string;
  /** Where the captured money goes. */
  house: HouseCode;
  userId?: bigint | null;
  meta?: Record<string, unknown>;
}

export interface CaptureResult extends HoldResult {
  transactionId: bigint;
}

/**
 * Turns a hold into a ledger transaction (player −amount, house +amount) and clears it from `held`.
 * Capturing an already captured hold replays its transaction; a released one fails with
 * HOLD_NOT_ACTIVE. Two statements (lock, then move), so it runs inside a transaction.
 */
export async function captureHold(db: Executor, input: CaptureHoldInput): Promise<CaptureResult> {
  if (!db.isTransaction) return db.transaction().execute((trx) => captureHold(trx, input));
  const hold = await sql<{
    account_id: bigint;
    amount: bigint;
    status: HoldStatus;
    transaction_id: bigint | null;
    currency: string;
  }>`
    select h.account_id, h.amount, h.status, h.transaction_id, a.currency
    from wallet_hold h join wallet_account a on a.id = h.account_id
    where h.id = ${input.holdId} for update of h`.execute(db);
  const h = hold.rows[0];
  if (!h) throw new AppError("NOT_FOUND", "No such hold");
  if (h.status === "released") throw new AppError("HOLD_NOT_ACTIVE");
  if (h.status === "captured" && h.transaction_id !== null) {
    const [account] = await currentBalances(db, [h.account_id]);
    return {
      holdId: input.holdId,
      status: "captured",
      replayed: true,
      transactionId: h.transaction_id,
      account: account ?? null,
    };
  }
  const hash = requestHash({
    holdId: input.holdId,
    kind: input.kind,
    house: input.house,
    meta: input.meta ?? null,
  });
  const result = await mapped(() =>
    sql<{ id: bigint; balance: bigint; held: bigint }>`
      with t as (
        insert into wallet_transaction (idempotency_key, request_hash, kind, user_id, meta)
        values (${input.idempotencyKey}, ${hash}, ${input.kind}, ${input.userId ?? null},
                ${input.meta ? JSON.stringify(input.meta) : null}::jsonb)
        returning id
      ), upd as (
        update wallet_account a set balance = a.balance - ${h.amount}, held = a.held - ${h.amount}
        from t where a.id = ${h.account_id}
        returning a.balance, a.held
      ), ins as (
        insert into wallet_entry (transaction_id, line, account_id, house_code, currency, amount)
        select t.id, x.line, x.account_id, x.house_code, ${h.currency}, x.amount from t cross join (values
          (1::smallint, ${h.account_id}::bigint, null::text, ${-h.amount}::bigint),
          (2::smallint, null::bigint, ${input.house}::text, ${h.amount}::bigint)) as x(line, account_id, house_code, amount)
        returning 1
      ), hu as (
        update wallet_hold set status = 'captured', settled_at = now(), transaction_id = t.id
        from t where wallet_hold.id = ${input.holdId}
        returning 1
      )
      select t.id, upd.balance, upd.held from t cross join upd`.execute(db),
  );
  const row = result.rows[0];
  if (!row) throw new AppError("INTERNAL", "Capturing the hold moved nothing");
  return {
    holdId: input.holdId,
    status: "captured",
    replayed: false,
    transactionId: row.id,
    account: { id: h.account_id, balance: row.balance, held: row.held },
  };
}
