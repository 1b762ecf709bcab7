import { COUPON_STATUS_FILTERS, type CouponFilters, type CouponStatusFilter } from "../api/betting-types.ts";

/**
 * The bet history's filters as the form and the URL hold them (office/history?status=won&from=…).
 * With no `from` in the URL the history shows the last 30 days; `from=` (empty) means all time.
 * Anything a link carries that cannot be read is dropped, not an error.
 */
export interface BetFilters {
  status: CouponStatusFilter;
  from: string;
  to: string;
  typeId: number | null;
  accountId: number | null;
  page: number;
}

export const BET_HISTORY_PAGE_SIZE = 20;
export const DEFAULT_DAYS = 30;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string | undefined): text is string {
  if (text === undefined || !DATE.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** `today` ("2025-03-31") minus `days`, as a date. */
export function daysBefore(today: string, days: number): string {
  const at = isDate(today) ? new Date(`${today}T00:00:00Z`) : new Date();
  return new Date(at.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export function defaultBetFilters(today: string): BetFilters {
  return {
    status: "all",
    from: daysBefore(today, DEFAULT_DAYS),
    to: "",
    typeId: null,
    accountId: null,
    page: 1,
  };
}

function smallInt(text: string | undefined, min: number, max: number): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export function betFiltersFromQuery(query: Record<string, string>, today: string): BetFilters {
  const base = defaultBetFilters(today);
  const status = (COUPON_STATUS_FILTERS as readonly string[]).includes(query.status ?? "")
    ? (query.status as CouponStatusFilter)
    : "all";
  return {
    status,
    from: query.from === "" ? "" : isDate(query.from) ? query.from : base.from,
    to: isDate(query.to) ? query.to : "",
    typeId: smallInt(query.typeId, 0, 9),
    accountId: smallInt(query.accountId, 1, 999_999_999),
    page: smallInt(query.page, 1, 100_000) ?? 1,
  };
}

/** The URL query for the filters, leaving out what is the default (a reload reads the same filters back). */
export function betFiltersSearch(f: BetFilters, today: string): string {
  const base = defaultBetFilters(today);
  const q = new URLSearchParams();
  if (f.status !== "all") q.set("status", f.status);
  if (f.from !== base.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  if (f.typeId !== null) q.set("typeId", String(f.typeId));
  if (f.accountId !== null) q.set("accountId", String(f.accountId));
  if (f.page > 1) q.set("page", String(f.page));
  const text = q.toString();
  return text ? `?${text}` : "";
}

export function datesInOrder(from: string, to: string): boolean {
  return from === "" || to === "" || from <= to;
}

export function toCouponFilters(f: BetFilters): CouponFilters {
  return {
    page: f.page,
    pageSize: BET_HISTORY_PAGE_SIZE,
    status: f.status,
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
    ...(f.typeId !== null ? { typeId: f.typeId } : {}),
    ...(f.accountId !== null ? { accountId: f.accountId } : {}),
  };
}
