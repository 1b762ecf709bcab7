import { ONPAY_RESULTS, USER_ACTIVATION_TYPES } from "./params.ts";
import type { PageRoute, RouteDef } from "./types.ts";

function empty(id: string, path: string, extra: Partial<PageRoute> = {}): PageRoute {
  return { kind: "page", id, path, layout: "empty", stream: "user", ...extra };
}

/** Blocking pages: allowed while banned so a blocked player always sees why. */
export const BLOCK_PAGES = [
  "block",
  "block-ua",
  "block-ie",
  "site-updates",
  "coming-soon",
  "suspension",
] as const;

/** Empty and maintenance layouts, and the routes under /user (spec 000 §2, 001 §2). */
export const emptyRoutes: RouteDef[] = [
  ...BLOCK_PAGES.map((p) => empty(p, p, { meta: { allowedWhileBanned: true } })),
  empty("onpay", "onpay/:result", { params: { result: ONPAY_RESULTS } }),
  empty("onpay.withdraw", "onpay/withdraw/:result", { params: { result: ONPAY_RESULTS } }),
  {
    kind: "redirect",
    id: "user.action",
    path: "user/action.php",
    // The old e-mail links carry their token in the query: it travels on, only `action` is spent.
    to: (_p, q) => {
      const rest = new URLSearchParams(q);
      rest.delete("action");
      const page = q.get("action") === "forgot" ? "user/passwordreset" : "user/activate";
      return rest.size ? `${page}?${rest}` : page;
    },
  },
  empty("internal-vpn", "internal-vpn"),
  empty("oldbrowser", "oldbrowser", { meta: { allowedWhileBanned: true } }),
  empty("error500", "500", { meta: { allowedWhileBanned: true } }),
  empty("error", "error", { remote: "technical", meta: { allowedWhileBanned: true } }),
  empty("confirm-terms", "confirm-terms", { meta: { loginRequired: true } }),
  {
    kind: "page",
    id: "maintenance",
    path: "maintenance",
    layout: "maintenance",
    stream: "user",
    meta: { allowedWhileBanned: true },
  },
  // Only these names are valid under /user; anything else there is unmatched.
  { ...empty("user.accountverify", "user/accountverify"), layout: "default" },
  { ...empty("user.activate", "user/:type", { params: { type: USER_ACTIVATION_TYPES } }), layout: "default" },
  { ...empty("user.passwordreset", "user/passwordreset"), layout: "default" },
  { ...empty("user.stopnewsletter", "user/stopnewsletter"), layout: "default" },
  {
    kind: "redirect",
    id: "user.forgotpassword",
    path: "user/forgotpassword",
    to: (_p, q) => {
      const next = new URLSearchParams(q);
      next.set("showForgotPasswordModal", "1");
      return `?${next.toString()}`;
    },
  },
  { kind: "redirect", id: "user.coupon", path: "user/coupon", to: () => "" },
];
