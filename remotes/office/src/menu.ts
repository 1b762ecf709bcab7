import type { OfficePageId, OfficeRoute } from "./routes.ts";

/**
 * The office menu. Item ids are the section names analytics uses (spec 000 §2, spec 001 §2), so the
 * `data-section` attribute is what an analytics listener reports; every one of the fifteen names is
 * an item. Four are parts of another page rather than pages of their own, reached by the page's
 * anchor or section: `wallets` (the currency accounts on account), `personal_data` (a section of account),
 * `auth_qr` (two-step login on security), `mailing` and `sports` (settings). Payment requests, responsible gaming, support and the manager
 * have no analytics name; they get plain ids.
 */
export const MENU_GROUPS = [
  {
    id: "cashier",
    items: [
      { id: "account", page: "account" },
      { id: "wallets", page: "account", hash: "po-accounts" },
      { id: "recharge", page: "recharge" },
      { id: "withdrawal", page: "deduce" },
      { id: "history_pay", page: "historypay" },
      { id: "payment_requests", page: "payment/requests" },
    ],
  },
  {
    id: "play",
    items: [
      { id: "bet_history", page: "history" },
      { id: "bonuses", page: "bonuses/deposit" },
      { id: "cashback", page: "casino/vipcashback" },
      { id: "promo_check", page: "promotion" },
      { id: "bring_friend", page: "bringfriend" },
    ],
  },
  {
    id: "profile",
    items: [
      { id: "personal_data", page: "account", query: "section=personal_data" },
      { id: "mailing", page: "settings", hash: "po-mailing" },
      // The sports filters (disallow_line_sport / disallow_live_sport) are not on settings yet.
      { id: "sports", page: "settings", hash: "po-settings" },
      { id: "security", page: "security" },
      { id: "auth_qr", page: "security", hash: "po-sec-totp" },
      { id: "responsible", page: "responsible" },
      { id: "support", page: "support" },
      { id: "manager", page: "manager" },
    ],
  },
] as const satisfies readonly {
  id: string;
  items: readonly { id: string; page: OfficePageId; hash?: string; query?: string }[];
}[];

export type MenuGroupId = (typeof MENU_GROUPS)[number]["id"];
export type MenuItemId = (typeof MENU_GROUPS)[number]["items"][number]["id"];

/** Pages reached from another page that light up that page's menu item. */
const PARENT: Partial<Record<OfficePageId, OfficePageId>> = {
  paycheck: "historypay",
  "payment/create-request": "payment/requests",
  "bonuses/wager": "bonuses/deposit",
  "casino/premiumcashback": "casino/vipcashback",
  "share-idea": "support",
};

/** The menu item to mark with aria-current="page" for a route: the page's own, not a part of it. */
export function currentMenuItem(route: OfficeRoute): MenuItemId | null {
  const page = PARENT[route.page] ?? route.page;
  for (const group of MENU_GROUPS) {
    for (const item of group.items)
      if (item.page === page && !("hash" in item) && !("query" in item)) return item.id;
  }
  return null;
}

/**
 * The analytics section of a page view (spec 001 §2): the menu item's name (`bet_history`,
 * `personal_data` …), or for a page without one its id in the same form (`payment_requests` is an
 * item; `paycheck` reports its parent's, `history_pay`).
 */
export function analyticsSection(route: OfficeRoute, query: Record<string, string>): string {
  if (route.page === "account" && query.section === "personal_data") return "personal_data";
  return currentMenuItem(route) ?? route.page.replace(/[^a-z0-9]+/g, "_");
}

/** A menu item's address: its page, with its section's query and anchor. */
export function menuHref(basePath: string, item: { page: string; hash?: string; query?: string }): string {
  return officeHref(basePath, item.query ? `${item.page}?${item.query}` : item.page, item.hash);
}

/** Office links that begin with / are prefixed with the current language (spec 001 §2). */
export function officeHref(basePath: string, page: string, hash?: string): string {
  return `${basePath}/office/${page}${hash ? `#${hash}` : ""}`;
}
