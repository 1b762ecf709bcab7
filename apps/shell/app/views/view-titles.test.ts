import { BLOCK_PAGES } from "@parlay/domain/routing";
import { ar, en, type MessageKey, ru } from "@parlay/i18n";
import { describe, expect, it } from "vitest";
import { shellViewTitleKey } from "./view-titles.ts";

/** Issue 13 #16: the empty layout's pages were all titled "My account" (the "user" stream's title). */
describe("titles of the pages the shell draws itself", () => {
  const cases: [string, Record<string, string>][] = [
    ["maintenance", {}],
    ["onpay", { result: "success" }],
    ["onpay.withdraw", { result: "fail" }],
    ["error500", {}],
    ["block", {}],
    ["block-ua", {}],
    ["suspension", {}],
    ["site-updates", {}],
    ["user.activate", { type: "activatefast" }],
    ["user.passwordreset", {}],
  ];
  it.each(cases)("%s has its own title in every dictionary", (id, params) => {
    const key = shellViewTitleKey({ id, params });
    expect(key).not.toBeNull();
    for (const dict of [en, ru, ar]) expect(dict[key as MessageKey], `${id} in a dictionary`).toBeTruthy();
    expect(en[key as MessageKey]).not.toBe("My account");
  });

  it("leaves remote and placeholder pages to their remote and SEO rows", () => {
    expect(shellViewTitleKey({ id: "line", params: {} })).toBeNull();
    expect(shellViewTitleKey({ id: "office.account", params: {} })).toBeNull();
  });

  it("covers every page of the empty layout and /user the shell draws", () => {
    const ids = [
      ...BLOCK_PAGES,
      "onpay",
      "onpay.withdraw",
      "internal-vpn",
      "oldbrowser",
      "error500",
      "error",
      "confirm-terms",
      "maintenance",
      "user.accountverify",
      "user.activate",
      "user.passwordreset",
      "user.stopnewsletter",
    ];
    for (const id of ids) expect(shellViewTitleKey({ id, params: {} }), id).not.toBeNull();
  });
});
