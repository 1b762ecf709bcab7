import { HOUSE_ACCOUNTS } from "@parlay/db/wallet";
import { AppError } from "../../../http/errors.ts";
import type { EntryInput } from "./types.ts";

const KIND = /^[a-z_.]{2,40}$/;
const CURRENCY = /^[A-Z]{3}$/;
/** House codes are not a foreign key (see 0200-ledger.ts), so code checks them; the audit too. */
const HOUSES: ReadonlySet<string> = new Set(HOUSE_ACCOUNTS.map(([code]) => code));

/**
 * The shape rules a transaction must meet before it reaches the database: at least two entries,
 * no zero amounts, and a zero sum per currency (so two currencies meet only through an exchange
 * account, with one balanced leg in each).
 */
export function assertBalanced(kind: string, idempotencyKey: string, entries: readonly EntryInput[]): void {
  if (!KIND.test(kind)) throw new AppError("LEDGER_UNBALANCED", `Bad transaction kind "${kind}"`);
  if (idempotencyKey.length < 1 || idempotencyKey.length > 200) {
    throw new AppError("LEDGER_UNBALANCED", "The idempotency key must be 1 to 200 characters");
  }
  if (entries.length < 2) throw new AppError("LEDGER_UNBALANCED", "A transaction needs at least two entries");
  const sums = new Map<string, bigint>();
  for (const entry of entries) {
    if (entry.amount === 0n) throw new AppError("LEDGER_UNBALANCED", "An entry cannot be zero");
    if (!CURRENCY.test(entry.currency))
      throw new AppError("LEDGER_UNBALANCED", `Bad currency "${entry.currency}"`);
    if ((entry.account === undefined) === (entry.house === undefined)) {
      throw new AppError("LEDGER_UNBALANCED", "An entry names exactly one account or one house account");
    }
    if (entry.house !== undefined && !HOUSES.has(entry.house)) {
      throw new AppError("LEDGER_ACCOUNT_MISMATCH", `Unknown house account "${entry.house}"`);
    }
    sums.set(entry.currency, (sums.get(entry.currency) ?? 0n) + entry.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new AppError("LEDGER_UNBALANCED", `Entries in ${currency} sum to ${sum}, not zero`);
  }
}

/**
 * Net change and currency per player account (an account may appear in several entries, always in
 * its one currency). Every named account is listed, even with a zero net change: the database
 * checks each one exists in that currency.
 */
export function deltasByAccount(
  entries: readonly EntryInput[],
): Map<bigint, { currency: string; delta: bigint }> {
  const deltas = new Map<bigint, { currency: string; delta: bigint }>();
  for (const e of entries) {
    if (e.account === undefined) continue;
    const seen = deltas.get(e.account);
    if (seen && seen.currency !== e.currency) {
      throw new AppError("LEDGER_ACCOUNT_MISMATCH", `Account ${e.account} appears in two currencies`);
    }
    deltas.set(e.account, { currency: e.currency, delta: (seen?.delta ?? 0n) + e.amount });
  }
  return deltas;
}
