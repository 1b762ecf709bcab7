import { AppError } from "../../../http/errors.ts";

interface PgError {
  code?: string;
  constraint?: string;
}

function pgError(err: unknown): PgError | null {
  return err && typeof err === "object" && "code" in err ? (err as PgError) : null;
}

/**
 * Turns the database's refusals into the catalogue's errors. The constraints are the enforcement
 * (docs/decisions/0004-ledger.md); code never pre-checks a balance it could race with.
 */
export function ledgerError(err: unknown): unknown {
  const e = pgError(err);
  if (!e) return err;
  if (e.code === "23514" && e.constraint === "wallet_account_available_nonnegative") {
    return new AppError("INSUFFICIENT_FUNDS");
  }
  if (e.code === "23503" && e.constraint?.startsWith("wallet_entry_"))
    return new AppError("LEDGER_ACCOUNT_MISMATCH");
  if (e.code === "23503" && e.constraint?.startsWith("wallet_hold_"))
    return new AppError("LEDGER_ACCOUNT_MISMATCH");
  if (e.code === "23505" && e.constraint === "wallet_transaction_reversed_once")
    return new AppError("ALREADY_REVERSED");
  if (e.code === "23505" && e.constraint === "wallet_transaction_idempotency_key") {
    return new AppError("IDEMPOTENCY_KEY_REUSED");
  }
  return err;
}

/** Runs a statement and rethrows database refusals as catalogue errors. */
export async function mapped<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw ledgerError(err);
  }
}
