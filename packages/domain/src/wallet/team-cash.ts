/**
 * Team cash (spec 000 §3, §4, §9): the player's main-account payments shown in the shell, and the
 * modal rule — shown once when the player has exactly 3 items with status 2, again at 4, each
 * showing remembered in a cookie of about 372 days.
 */
import type { PaymentStatus } from "./payment-status.ts";

/** Team cash status ids: 2 is the one the modal counts (a completed payment). */
export const TEAM_CASH_STATUS = { waiting: 1, paid: 2, declined: 3, cancelled: 4 } as const;
export type TeamCashStatusId = (typeof TEAM_CASH_STATUS)[keyof typeof TEAM_CASH_STATUS];

export const TEAM_CASH_STATUS_TITLES: Readonly<Record<TeamCashStatusId, string>> = {
  1: "Waiting",
  2: "Paid",
  3: "Declined",
  4: "Cancelled",
};

export function teamCashStatusOf(status: PaymentStatus): TeamCashStatusId {
  if (status === "succeeded") return TEAM_CASH_STATUS.paid;
  if (status === "failed") return TEAM_CASH_STATUS.declined;
  if (status === "cancelled") return TEAM_CASH_STATUS.cancelled;
  return TEAM_CASH_STATUS.waiting;
}

/** Items per page; with the second page the shell holds up to 5 more (spec 000 §9). */
export const TEAM_CASH_PAGE_SIZE = 5;
export const TEAM_CASH_FIRST_TRIGGER = 3;
export const TEAM_CASH_SECOND_TRIGGER = 4;
export const TEAM_CASH_COOKIE_DAYS = 372;
export const TEAM_CASH_COOKIE_MAX_AGE_SECONDS = TEAM_CASH_COOKIE_DAYS * 86_400;
export const TEAM_CASH_COOKIES = {
  first: "team_cash_modal_first",
  second: "team_cash_modal_second",
} as const;

export interface TeamCashCookies {
  first?: string | undefined;
  second?: string | undefined;
}

export interface TeamCashModalDecision {
  show: "first" | "second" | null;
  /** The cookie to set when the modal is shown, so it is not shown again. */
  setCookie: { name: string; value: "1"; maxAgeSeconds: number } | null;
}

const NONE: TeamCashModalDecision = { show: null, setCookie: null };

/** Which team cash modal to show, given how many items have status 2 and the two cookies' values. */
export function teamCashModalForCount(
  paidCount: number,
  cookies: TeamCashCookies,
  /** Site config d.modules showFirstStepTeamCash: false skips the first modal (the second still shows). */
  options: { showFirstStep?: boolean } = {},
): TeamCashModalDecision {
  const cookie = (name: string) => ({
    name,
    value: "1" as const,
    maxAgeSeconds: TEAM_CASH_COOKIE_MAX_AGE_SECONDS,
  });
  if (paidCount === TEAM_CASH_FIRST_TRIGGER && !cookies.first && options.showFirstStep !== false) {
    return { show: "first", setCookie: cookie(TEAM_CASH_COOKIES.first) };
  }
  if (paidCount === TEAM_CASH_SECOND_TRIGGER && !cookies.second) {
    return { show: "second", setCookie: cookie(TEAM_CASH_COOKIES.second) };
  }
  return NONE;
}

/** The same decision from the items themselves (status ids), as the shell holds them. */
export function teamCashModal(
  items: readonly { status_id: number }[],
  cookies: TeamCashCookies,
): TeamCashModalDecision {
  return teamCashModalForCount(items.filter((i) => i.status_id === TEAM_CASH_STATUS.paid).length, cookies);
}
