import { describe, expect, it } from "vitest";
import { canWithdrawWhileBanned } from "./ban.ts";
import { blockPageFor, blockReasonFrom, isMaintenanceActive } from "./blocking.ts";
import { decideNavigation, registrationOpen } from "./navigate.ts";
import { navInput } from "./testing.ts";

const kind = (path: string, over: Parameters<typeof navInput>[1] = {}) =>
  decideNavigation(navInput(path, over));

describe("available routes (spec 000 §5, 001 §2)", () => {
  it("rules need route 47", () => {
    expect(kind("rules/1", { site: { availableRoutes: [48, 49] } as never }).kind).toBe("notFound");
    expect(kind("rules/1").kind).toBe("render");
  });
  it("registration needs isRegistrationAllowed and never on a VIP domain", () => {
    const site = navInput("").site;
    expect(kind("registration", { site: { ...site, isRegistrationAllowed: false } }).kind).toBe("notFound");
    expect(kind("registration", { site: { ...site, isVipDomain: true } }).kind).toBe("notFound");
  });
  it("registration is offered exactly where its route opens (issue 13 #20)", () => {
    const site = navInput("").site;
    for (const isRegistrationAllowed of [true, false])
      for (const isVipDomain of [true, false])
        for (const availableRoutes of [
          site.availableRoutes,
          site.availableRoutes.filter((id) => id !== 49),
        ]) {
          const here = { ...site, isRegistrationAllowed, isVipDomain, availableRoutes };
          const opens = kind("registration/socialregistration", { site: here }).kind === "render";
          expect(registrationOpen(here), JSON.stringify(here)).toBe(opens);
          expect(opens).toBe(isRegistrationAllowed && !isVipDomain && availableRoutes.includes(49));
        }
  });
  it("identification needs its flag", () => {
    const site = navInput("").site;
    expect(kind("office/identification", { site: { ...site, isShowIdentification: false } }).kind).toBe(
      "notFound",
    );
  });
  it("a player who needs identification is sent to it from the money pages, only while the site offers it", () => {
    const needs = { authenticated: true, banLevel: 0, banVersion: 0, needsIdentification: true };
    const go = (path: string, over: Parameters<typeof navInput>[1] = {}) =>
      decideNavigation(navInput(path, { user: needs, ...over }));
    expect(go("office/recharge")).toEqual({
      kind: "redirect",
      to: "/en/office/identification",
      permanent: false,
    });
    expect(go("office/deduce")).toMatchObject({ to: "/en/office/identification" });
    expect(go("office/identification").kind).toBe("render");
    expect(go("office/history").kind).toBe("render");
    expect(go("office/recharge", { user: { ...needs, needsIdentification: false } }).kind).toBe("render");
    const site = navInput("").site;
    expect(go("office/recharge", { site: { ...site, isShowIdentification: false } }).kind).toBe("render");
    expect(go("office/recharge", { site: { ...site, availableRoutes: [47, 48, 49] } }).kind).toBe("render");
  });
  it("payment info page: only signed-in users when the auth flag is set, and only if route 48 is available", () => {
    const site = navInput("").site;
    const authOnly = { ...site, isShowPaymentPageOnlyAuth: true };
    expect(
      kind("payment", { site: authOnly, user: { authenticated: false, banLevel: 0, banVersion: 0 } }).kind,
    ).toBe("notFound");
    expect(kind("payment", { site: authOnly }).kind).toBe("render");
    expect(kind("payment", { site: { ...site, availableRoutes: [47] } }).kind).toBe("notFound");
  });
  it("the debugger exists only outside production", () => {
    expect(kind("debugger", { production: true }).kind).toBe("notFound");
    expect(kind("debugger", { production: false }).kind).toBe("render");
  });
  it("platform_type on an unknown route goes home", () => {
    expect(kind("nowhere?platform_type=mobile")).toMatchObject({ kind: "redirect", to: "/en/" });
  });
});

describe("maintenance (spec 000 §4)", () => {
  const on = { ...navInput("").site, maintenanceActive: true };
  it("sends every page to the maintenance page while active", () => {
    expect(kind("line", { site: on })).toMatchObject({ kind: "redirect", to: "/en/maintenance" });
    expect(kind("maintenance", { site: on })).toMatchObject({ kind: "render" });
  });
  it("leaves the maintenance page for home when not active", () => {
    expect(kind("maintenance")).toMatchObject({ kind: "redirect", to: "/en/" });
  });
  it("is active by cookie, isActive or web_state", () => {
    expect(isMaintenanceActive("1", { isActive: false, web_state: false })).toBe(true);
    expect(isMaintenanceActive(undefined, { isActive: true, web_state: false })).toBe(true);
    expect(isMaintenanceActive(undefined, { isActive: false, web_state: true })).toBe(true);
    expect(isMaintenanceActive("0", { isActive: false, web_state: false })).toBe(false);
  });
});

describe("blocking (spec 000 §4, 001 §4)", () => {
  it.each([
    [4, "site-updates"],
    [16, "suspension"],
    [3, "block"],
    [1, "block"],
    [5, "block"],
    [2, "block"],
    [14, "block"],
    [13, "block-ua"],
    [17, "block-ie"],
    [8, "coming-soon"],
  ])("reason %i shows %s", (reason, page) => {
    expect(blockPageFor(reason)).toBe(page);
    const d = kind("line", { blockReason: reason });
    expect(d.kind).toBe("redirect");
    if (d.kind === "redirect") expect(d.to.startsWith(`/en/${page}`)).toBe(true);
    expect(kind(page, { blockReason: reason }).kind).toBe("render");
  });
  it("site-updates keeps the original path as a query", () => {
    expect(kind("line/football", { blockReason: 4 })).toMatchObject({
      to: "/en/site-updates?path=%2Fline%2Ffootball",
    });
  });
  it("a blocking page with no reason goes to the language root", () => {
    expect(kind("block")).toMatchObject({ kind: "redirect", to: "/en/" });
  });
  it("account verify is exempt", () => {
    expect(kind("user/accountverify", { blockReason: 1 }).kind).toBe("render");
  });
  it("derives the reason from the block answer and the force_geo_off cookie", () => {
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 13 })).toBe(13);
    expect(blockReasonFrom({ displayTypeId: 1 })).toBe(0);
    expect(blockReasonFrom({ displayTypeId: 0, templateTypeId: 13 })).toBeNull();
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 1 }, "1")).toBeNull();
    expect(blockReasonFrom({ displayTypeId: 1, templateTypeId: 4 }, "1")).toBe(4);
    expect(blockReasonFrom(null)).toBeNull();
  });
});

describe("login, ban and restricted routes (spec 001 §4, §6)", () => {
  const guest = { authenticated: false, banLevel: 0, banVersion: 0 };
  it("sends a guest on a protected route home with the login form and the return address", () => {
    expect(kind("office/history?page=2", { user: guest })).toMatchObject({
      kind: "redirect",
      to: `/en/?login=1&returnUrl=${encodeURIComponent("/en/office/history?page=2")}`,
    });
  });
  it("sends a banned player to the ban page, except for allowed pages", () => {
    const banned = { authenticated: true, banLevel: 10, banVersion: 2 };
    expect(kind("line", { user: banned })).toMatchObject({
      kind: "redirect",
      to: "/en/block-appeal-history",
    });
    expect(kind("block-appeal-history", { user: banned }).kind).toBe("render");
    expect(kind("oldbrowser", { user: banned }).kind).toBe("render");
  });
  it("opens deduce at ban level 53 on version 1 and 45 on other versions", () => {
    expect(canWithdrawWhileBanned(53, 1)).toBe(true);
    expect(canWithdrawWhileBanned(45, 1)).toBe(false);
    expect(canWithdrawWhileBanned(45, 2)).toBe(true);
    expect(canWithdrawWhileBanned(53, 2)).toBe(false);
    expect(kind("office/deduce", { user: { authenticated: true, banLevel: 53, banVersion: 1 } }).kind).toBe(
      "render",
    );
    expect(kind("office/deduce", { user: { authenticated: true, banLevel: 45, banVersion: 1 } }).kind).toBe(
      "redirect",
    );
  });
  it("sends a player who is not banned away from restricted pages", () => {
    expect(kind("block-appeal-history")).toMatchObject({ kind: "redirect", to: "/en/" });
  });
});
