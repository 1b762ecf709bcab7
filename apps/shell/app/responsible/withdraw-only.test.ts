import { createMatcher, ROUTES } from "@parlay/domain/routing";
import { describe, expect, it } from "vitest";
import { withdrawOnlyAllows } from "./withdraw-only.ts";

describe("a withdraw-only session's pages", () => {
  const match = createMatcher(ROUTES);
  const allows = (path: string) => {
    const m = match(path);
    if (m.kind !== "match" || m.match.route.kind !== "page") throw new Error(`no page for ${path}`);
    return withdrawOnlyAllows(m.match.route);
  };

  it("opens the withdrawal, its records, the Responsible page, information and payment results", () => {
    for (const path of [
      "office/deduce",
      "office/historypay",
      "office/paycheck",
      "office/responsible",
      "rules/1",
      "onpay/withdraw/success",
    ])
      expect(allows(path), path).toBe(true);
  });

  it("closes betting, deposits and the rest of the office", () => {
    for (const path of ["", "line", "live", "office/recharge", "office/account", "office/history", "bonus"])
      expect(allows(path), path).toBe(false);
  });
});
