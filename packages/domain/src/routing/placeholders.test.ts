import { describe, expect, it } from "vitest";
import { decideNavigation } from "./navigate.ts";
import { isPlaceholderPath, isPlaceholderRoute, isUnknownPlaceholderSubPath } from "./placeholders.ts";
import { ROUTES } from "./table.ts";
import { navInput } from "./testing.ts";

function rendered(path: string) {
  const decision = decideNavigation(navInput(path));
  if (decision.kind !== "render") throw new Error(`${path} does not render: ${JSON.stringify(decision)}`);
  return decision;
}

describe("placeholder routes", () => {
  it.each([
    "poker",
    "bingo",
    "keno",
    "tvgames",
    "virtualsports",
    "bonus/casino",
    "bonus/casino/promo",
    "promo",
    "bonus",
    "promotions",
    "toto",
    "lotto",
    "mobile",
    "desktop",
    "ourpartners",
    "allgamesentrance",
    "news",
    "fortuna",
  ])("%s is a placeholder", (path) => {
    expect(isPlaceholderPath(path)).toBe(true);
    expect(isPlaceholderRoute(rendered(path).route)).toBe(true);
  });

  it.each([
    "",
    "line",
    "live/football",
    "about",
    "contacts",
    "rules/1",
    "payment",
    "registration",
    "office/account",
    "results",
    "maintenance",
    "user/passwordreset",
    "block",
    "print-coupon/12",
    // The casino lobby (issue 18): drawn by the casino remote, route by route.
    "casino",
    "slots",
    "slots/new",
    "casino-lobby",
    "providers",
    "my-casino/favorites",
    "crash-games",
    "slots/vulkan",
    "slots/thankyou",
  ])("%s has content (a built remote or a shell view)", (path) => {
    expect(isPlaceholderPath(path)).toBe(false);
  });

  it("unmatched paths are not placeholders", () => {
    expect(isPlaceholderPath("no/such/page")).toBe(false);
  });

  it.each([
    "poker/holdem",
    "news/some-story",
    "promotions/summer-cup",
    "bonus/rules/42",
    "ourpartners/anything",
    "toto/jackpot",
    "allgamesentrance/aviator",
    "betting-alphabet/a",
    "page/summer",
  ])("%s: a made-up id or slug under a placeholder is unknown", (path) => {
    const { route, params } = rendered(path);
    expect(isUnknownPlaceholderSubPath(route, params, path)).toBe(true);
  });

  it.each([
    "lotto/results",
    "bonus/games",
    "fortuna",
    // Targets of the table's legacy redirects (daily_drops, happy_birthday, vulkan): never a 301 to a 404.
    "promotions/daily-drops",
    "promotions/happy-birthday",
    "promotions/fastgames-daily-tournament",
  ])("%s: the bare section and the spec's fixed sub-pages stay", (path) => {
    const { route, params } = rendered(path);
    expect(isUnknownPlaceholderSubPath(route, params, path)).toBe(false);
  });

  it("ids and slugs of built sections are left to their remote", () => {
    for (const path of [
      "line/football/101-epl",
      "team/line/5-x",
      "rules/1/2",
      "casino/live-dealers",
      "slots/new/game/12/book-of-ra",
      "providers/acme",
    ]) {
      const { route, params } = rendered(path);
      expect(isUnknownPlaceholderSubPath(route, params, path)).toBe(false);
    }
  });

  it("every shell-drawn id names a route of the table", () => {
    const ids = new Set(ROUTES.map((r) => r.id));
    const pages = ROUTES.filter((r) => r.kind === "page");
    const drawn = pages.filter((r) => !isPlaceholderRoute(r)).map((r) => r.id);
    expect(drawn.every((id) => ids.has(id))).toBe(true);
  });
});
