import { safeReturnUrl } from "@parlay/domain/routing";

/**
 * Where a player goes when the login state changes (spec 000 §4, 001 §4): the return URL, else
 * the route they were on (the page under the login dialog), else home — but never away from a
 * registration or office route: those reload their data in place, so the header, the form and the
 * route guard show the new state (issue 13 #10: staying put left "Log in" and the sign-up form up).
 */

/** Query parameters that only open dialogs; the page behind them is the "previous route". */
export const DIALOG_QUERY_KEYS = [
  "login",
  "returnUrl",
  "showForgotPasswordModal",
  "two_step",
  "logout",
] as const;

/** The current page without the dialog parameters. */
export function pageWithoutDialogs(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of DIALOG_QUERY_KEYS) params.delete(key);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}`;
}

export function isRegistrationRoute(routeId: string): boolean {
  return routeId === "registration" || routeId.startsWith("registration.");
}

export function isOfficeRoute(routeId: string): boolean {
  return routeId.startsWith("office.");
}

export type LoginChangeAction =
  /**
   * Registration and office routes: reload the data in place (the registration remote then says the
   * player is signed in; a guest on an office route is sent to log in by the route guard).
   */
  { kind: "revalidate" } | { kind: "go"; to: string };

export function afterLoginChange(input: {
  routeId: string;
  lng: string;
  pathname: string;
  search: string;
}): LoginChangeAction {
  if (isRegistrationRoute(input.routeId) || isOfficeRoute(input.routeId)) return { kind: "revalidate" };
  const returnUrl = safeReturnUrl(new URLSearchParams(input.search).get("returnUrl"));
  if (returnUrl) return { kind: "go", to: returnUrl };
  const previous = pageWithoutDialogs(input.pathname, input.search);
  return { kind: "go", to: previous || `/${input.lng}/` };
}
