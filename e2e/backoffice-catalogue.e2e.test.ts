import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import type { Site } from "./players-helpers.ts";
import { backofficePage } from "./staff-helpers.ts";

/**
 * Issue 18's catalogue in the back office, in Chromium: a content editor signs in, renames a game and
 * disables another; the player lobby in English shows the new name and no longer the disabled game.
 * The guest micro-cache is set to ten minutes here, so only the edit's invalidation can explain the
 * lobby changing.
 */
let site: Site;
let browser: Browser;
const errors: string[] = [];
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

beforeAll(async () => {
  site = await startSite({ SSR_CACHE_TTL_MS: "600000" });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const lobbyHtml = async () => (await fetch(`${site.base}/en/casino`)).text();

async function axeViolations(page: Page): Promise<string[]> {
  // Injected past the CSP by the test only (as e2e/casino-lobby does).
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page
    const result = await (window as any).axe.run(document);
    return result.violations.map((v: { id: string }) => v.id);
  });
}

async function openGame(page: Page, search: string, name: string): Promise<void> {
  await page.goto(`${site.base}/backoffice/casino`);
  await page.getByLabel("Name, code or provider").fill(search);
  await page.getByRole("button", { name: "Search" }).click();
  const table = page.getByRole("table", { name: "Casino games" });
  await table.getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { level: 1, name }).waitFor();
}

describe("the casino catalogue in the back office", () => {
  it("a content editor renames a game and disables another; the English lobby follows at once", async () => {
    // A guest's lobby, now in the micro-cache.
    const before = await lobbyHtml();
    expect(before).toContain("Parlay Fruits");
    expect(before).toContain("European Roulette");

    const page = await backofficePage(browser, site, ["content"]);
    page.on("pageerror", (e) => errors.push(e.message));
    await page
      .getByRole("navigation", { name: "Sections" })
      .getByRole("link", { name: "Casino games" })
      .click();
    await page
      .getByRole("table", { name: "Casino games" })
      .getByRole("link", { name: "Parlay Fruits" })
      .waitFor();
    await screenshot(page, "backoffice-casino-games-1280");
    expect(await axeViolations(page)).toEqual([]);

    await openGame(page, "fruits", "Parlay Fruits");
    // The provider's maths is shown, not edited.
    await expect.poll(() => page.locator(".facts").textContent()).toMatch(/96\.\d\d %/);
    const form = page.getByRole("form", { name: "Edit Parlay Fruits" });
    // A bad tile order is refused by the form with the schema's words, and nothing is sent.
    await form.getByLabel(/Tile order/).fill("-3");
    await form.getByRole("button", { name: "Save game" }).click();
    await form.getByRole("alert").first().waitFor();
    await form.getByLabel(/Tile order/).fill("");
    await form.getByLabel("Name (English, the default)").fill("Parlay Fruits Deluxe");
    await form.getByRole("button", { name: "Save game" }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Parlay Fruits Deluxe" }).waitFor();
    await screenshot(page, "backoffice-casino-game-1280");
    expect(await axeViolations(page)).toEqual([]);
    // The form at 360 px: no side scroll.
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, "backoffice-casino-game-360");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await openGame(page, "roulette", "European Roulette");
    const roulette = page.getByRole("form", { name: "Edit European Roulette" });
    await roulette.getByLabel("Enabled (listed in the lobby)").uncheck();
    await roulette.getByRole("button", { name: "Save game" }).click();
    await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    await expect.poll(() => page.locator(".facts").textContent()).toContain("Disabled");

    // The guest's lobby in English: the new name, and no tile of the disabled game.
    const after = await lobbyHtml();
    expect(after).toContain("Parlay Fruits Deluxe");
    expect(after).not.toContain("European Roulette");

    const player = await (await browser.newContext({ viewport: { width: 360, height: 800 } })).newPage();
    await player.goto(`${site.base}/en/casino`);
    await player.getByRole("link", { name: "Parlay Fruits Deluxe" }).first().waitFor();
    expect(await player.getByRole("link", { name: "European Roulette" }).count()).toBe(0);
    await screenshot(player, "casino-lobby-after-catalogue-edit-360");
    const search = await (await fetch(`${site.base}/web-api/casino/search?q=roulette`)).json();
    expect(search.games.map((g: { name: string }) => g.name)).toEqual(["Live Roulette"]);

    // Both edits are in the audit trail, with the game before and after.
    const audit = await site.db
      .selectFrom("staff_audit")
      .select(["before", "after"])
      .where("action", "=", "casino.game_update")
      .orderBy("id")
      .execute();
    expect(
      audit.map((a) => [(a.before as { name: string }).name, (a.after as { enabled: boolean }).enabled]),
    ).toEqual([
      ["Parlay Fruits", true],
      ["European Roulette", false],
    ]);
    expect(errors.filter((e) => e.includes("418"))).toEqual([]);
  });
});
