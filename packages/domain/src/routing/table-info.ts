import { ROUTE_IDS } from "../config/route-ids.ts";
import { DIGITS } from "./params.ts";
import type { RouteDef } from "./types.ts";

/** Information pages (spec 000 §2), rendered by the info remote. */
export const INFO_PAGES = [
  "contacts",
  "about",
  "howbet",
  "payment",
  "cookies",
  "licenses",
  "taxation",
  "consent",
  "simpleidentification",
  "amlkyc",
  "smsbets",
  "amlpolicy",
  "disputeresolution",
  "kycpolicy",
  "responsiblegaming",
  "cash_terminals",
  "betting-calculator",
  "betting-awards",
] as const;

export const infoRoutes: RouteDef[] = [
  { kind: "redirect", id: "rules.bare", path: "rules", to: () => "rules/1" },
  {
    kind: "page",
    id: "rules",
    path: "rules/:ruleGroup/:chapter?",
    layout: "default",
    stream: "information",
    remote: "info",
    params: { ruleGroup: DIGITS, chapter: DIGITS },
    meta: { needsAvailableRoute: ROUTE_IDS.rules },
  },
  ...INFO_PAGES.map(
    (page): RouteDef => ({
      kind: "page",
      id: `info.${page}`,
      path: page,
      layout: "default",
      stream: "information",
      remote: "info",
      ...(page === "payment" ? { meta: { needsAvailableRoute: ROUTE_IDS.payment } } : {}),
    }),
  ),
];
