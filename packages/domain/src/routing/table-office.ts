import { ROUTE_IDS } from "../config/route-ids.ts";
import { DIGITS } from "./params.ts";
import type { PageRoute, RouteDef } from "./types.ts";

/** Office pages of spec 000 §2: login required, rendered by the office remote. */
const OFFICE_PAGES = [
  "account",
  "history",
  "historypay",
  "recharge",
  "security",
  "responsible",
  "settings",
  "bonuses/deposit",
  "bonuses/wager",
  "casino/vipcashback",
  "casino/premiumcashback",
  "deduce",
  "promotion",
  "bringfriend",
  "support",
  "manager",
  "rewards",
  "verification",
  "identification",
  "share-idea",
  "payment/requests",
  "payment/create-request/:topicId",
  "payment/requests/:topicId/transactions",
  "payment/requests/:topicId/transactions/:transactionId",
  "payment/requests/:topicId/:subTopicId",
  "paycheck",
] as const;

function officeRoute(page: string): PageRoute {
  return {
    kind: "page",
    id: `office.${page}`,
    path: `office/${page}`,
    layout: "default",
    stream: "user",
    remote: "office",
    params: { topicId: DIGITS, transactionId: DIGITS, subTopicId: DIGITS },
    meta: {
      loginRequired: true,
      ...(page === "deduce" ? { allowedWhileBanned: true } : {}),
      ...(page === "identification" ? { needsAvailableRoute: ROUTE_IDS.identification } : {}),
    },
  };
}

export const officeRoutes: RouteDef[] = [
  { kind: "redirect", id: "office.root", path: "office", to: () => "office/account" },
  ...OFFICE_PAGES.map(officeRoute),
];
