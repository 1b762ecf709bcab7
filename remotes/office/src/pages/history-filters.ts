import type { HistoryFilters, PaymentStatus, PaymentType } from "../api/types.ts";

/** The transfer history's filters (type, status, dates) and page, as the form holds them. */
export interface Filters {
  type: PaymentType | "";
  status: PaymentStatus | "";
  from: string;
  to: string;
  page: number;
}

export const PAYMENT_TYPES: readonly PaymentType[] = ["deposit", "withdrawal"];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  "created",
  "pending",
  "succeeded",
  "failed",
  "cancelled",
];
export const HISTORY_PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(text: string | undefined): text is string {
  return text !== undefined && DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
}

/** Filters a link may carry (historypay?type=withdrawal); anything unreadable is dropped, not an error. */
export function filtersFromQuery(query: Record<string, string>): Filters {
  const page = Number(query.page);
  return {
    type: (PAYMENT_TYPES as readonly string[]).includes(query.type ?? "") ? (query.type as PaymentType) : "",
    status: (PAYMENT_STATUSES as readonly string[]).includes(query.status ?? "")
      ? (query.status as PaymentStatus)
      : "",
    from: isDate(query.from) ? query.from : "",
    to: isDate(query.to) ? query.to : "",
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The server refuses from ≥ to+1 day; the form says so before asking (same-day ranges are fine). */
export function datesInOrder(from: string, to: string): boolean {
  return from === "" || to === "" || from <= to;
}

export function toHistoryQuery(f: Filters): HistoryFilters {
  return {
    page: f.page,
    pageSize: HISTORY_PAGE_SIZE,
    ...(f.type ? { type: f.type } : {}),
    ...(f.status ? { status: f.status } : {}),
    ...(f.from ? { from: f.from } : {}),
    ...(f.to ? { to: f.to } : {}),
  };
}
