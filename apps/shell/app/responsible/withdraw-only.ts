import type { PageRoute } from "@parlay/domain/routing";

/**
 * A withdraw-only session (issue 15; LCCP 3.5, MGA): a self-excluded or timed-out player whose
 * sign-in was refused may still take the balance out — like a ban's restricted mode (001 §4), only
 * the withdrawal and its records open: the withdrawal page, the payment history and receipts, the
 * Responsible page (to read when the exclusion ends), the information pages and the empty-layout
 * pages (payment results). Every other page goes to office/deduce; the server refuses the rest of
 * the API with WITHDRAW_ONLY anyway.
 */
const OPEN_PAGES = new Set(["office.deduce", "office.historypay", "office.paycheck", "office.responsible"]);

export const WITHDRAW_ONLY_HOME = "office/deduce";

export function withdrawOnlyAllows(route: Pick<PageRoute, "id" | "layout" | "remote">): boolean {
  return route.layout !== "default" || route.remote === "info" || OPEN_PAGES.has(route.id);
}
