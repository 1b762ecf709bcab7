import { type BalanceView, balanceView } from "@parlay/contracts/wallet";
import { formatMoney, walletCurrency } from "@parlay/domain/wallet";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";

/** Ids are bigint in the database and well inside 2^53: JSON numbers. */
export function idNumber(id: bigint): number {
  return Number(id);
}

export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, "must be a positive integer id")
  .transform((v) => BigInt(v));

/** Amounts travel as decimal strings in major units ("150.00"), never as floats. */
export const moneyText = z.string().regex(/^\d{1,13}(\.\d{1,4})?$/, 'must be a decimal string like "150.00"');
export const currencyText = z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 code like RUB");
export const idempotencyKey = z
  .string()
  .min(8, "must be at least 8 characters (use a UUID)")
  .max(100)
  .regex(/^[\w:.-]+$/, "may contain letters, digits, _ : . - only");
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** The balance answer is the contract's (@parlay/contracts/wallet). */
export { type BalanceView, balanceView };

export function presentBalance(a: {
  id: bigint;
  currency: string;
  balance: bigint;
  held: bigint;
}): BalanceView {
  return {
    accountId: idNumber(a.id),
    currency: a.currency,
    symbol: walletCurrency(a.currency)?.symbol ?? a.currency,
    money: formatMoney(a.balance - a.held, a.currency),
    held: formatMoney(a.held, a.currency),
    balance: formatMoney(a.balance, a.currency),
  };
}

/** A date ("2025-01-31") or a date-time; a bare `to` date includes that whole day. */
export function parseDateBound(text: string | undefined, bound: "from" | "to"): Date | undefined {
  if (text === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const at = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime())) throw new AppError("VALIDATION", `${bound} is not a date`);
  if (bound === "from") return at;
  // `to` is used as an exclusive bound: the next day for a date, the next millisecond otherwise.
  return new Date(at.getTime() + (dateOnly ? 86_400_000 : 1));
}
export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, "must be a date like 2025-01-31");
