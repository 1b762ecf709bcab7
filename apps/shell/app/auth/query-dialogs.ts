import { DIALOG_QUERY_KEYS } from "./redirect-after-login.ts";

/**
 * Which dialog the address asks for (spec 000 §2, 001 §2, §6):
 * - `login=1` (the header's Log in, a login-required route with returnUrl) → login, guests only;
 * - `two_step=social` (one-tap answered two_step_required) → the login dialog's code form;
 * - `showForgotPasswordModal` on home (from /user/forgotpassword) → forgot password, guests only;
 * - `logout=1` → the logout confirmation, signed-in players only.
 */
export type QueryDialog = { kind: "login"; social: boolean } | { kind: "forgot" } | { kind: "logout" } | null;

export function dialogFromQuery(
  search: string,
  input: { authenticated: boolean; routeId: string },
): QueryDialog {
  const q = new URLSearchParams(search);
  if (input.authenticated) return q.get("logout") === "1" ? { kind: "logout" } : null;
  if (q.get("two_step") === "social") return { kind: "login", social: true };
  if (q.get("login") === "1") return { kind: "login", social: false };
  if (q.has("showForgotPasswordModal") && input.routeId === "home") return { kind: "forgot" };
  return null;
}

/**
 * Removes the dialog parameters from the address bar without a navigation (which would reload
 * the page's data and remotes just because a dialog closed). React Router's state object is kept.
 */
export function stripDialogQuery(): void {
  const url = new URL(window.location.href);
  let changed = false;
  for (const key of DIALOG_QUERY_KEYS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
  }
  if (changed)
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
