import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, type startSite, startSiteWithFeed } from "./harness.ts";

/**
 * Every sportsbook page of the route map with the feed simulator on: each renders its content
 * (no error, no "later release"), the betting view and the odds format persist in local storage,
 * multi live keeps its selection, and long lists page. Screenshots desktop, 390 px and Arabic.
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${site.base}/web-api/sportsbook${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

beforeAll(async () => {
  site = await startSiteWithFeed();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const remote = (page: Page) => page.locator('[data-remote="betting"]');

/** Opens a page and waits for `ready` (a selector inside the remote); no error and no placeholder. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(`${site.base}${path}`);
  const betting = remote(page);
  await betting.locator(ready).first().waitFor({ timeout: 30_000 });
  expect(await betting.getByRole("alert").count(), path).toBe(0);
  expect(await betting.textContent(), path).not.toContain("later release");
  return betting;
}

const GAMES = "table .pb-odds, .pb-games p.pb-note:not([role])";

describe("sportsbook pages", () => {
  it("visits every page type of line and live", async () => {
    const page = await newPage(browser);
    const pages: [string, string][] = [
      ["/en/line/home", GAMES],
      ["/en/line/topgame", GAMES],
      ["/en/line/betsonyour", GAMES],
      ["/en/live/marble", GAMES],
      ["/en/line/epl", GAMES],
      ["/en/line/laliga", GAMES],
      ["/en/line/europaleague", GAMES],
      ["/en/line/ipl", "p.pb-note"],
      ["/en/line/champ", ".pb-card a"],
      ["/en/champs", ".pb-card a"],
      ["/en/champs/101", GAMES],
      ["/en/line/team", ".pb-columns a"],
      [
        "/en/line/champ/football/101-england-premier-league/final",
        ".pb-final table, .pb-final p.pb-note:not([role])",
      ],
    ];
    for (const [path, ready] of pages) await visit(page, path, ready);
    await screenshot(page, "betting-final");

    const teams = await api<{ teamId: number; slug: string; name: string }[]>("/teams?section=line");
    const team = teams[0];
    if (!team) throw new Error("no teams");
    const betting = await visit(page, `/en/team/line/${team.teamId}-${team.slug}`, "table .pb-odds");
    await expect(betting.locator(".pb-lead").textContent()).resolves.toBe(team.name);
    await screenshot(page, "betting-team");

    // A game page links its teams at their canonical address: no 301 on the way.
    const gameHref = await betting.locator("table tbody a[href^='/en/line/']").first().getAttribute("href");
    if (!gameHref) throw new Error("no game link on the team page");
    const gamePage = await visit(page, gameHref, ".pb-links a[href*='/team/']");
    const teamHrefs = await gamePage
      .locator(".pb-links a[href*='/team/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(teamHrefs).toHaveLength(2);
    for (const href of teamHrefs) expect(href).toMatch(/^\/en\/team\/line\/\d+-[a-z0-9-]+$/);
    expect(teamHrefs).toContain(`/en/team/line/${team.teamId}-${team.slug}`);
    await page.close();
  }, 240_000);

  it("cyber: every sub-path of each type", async () => {
    const page = await newPage(browser);
    for (const type of ["real", "virtual", "stream"]) await visit(page, `/en/cyber/${type}`, GAMES);
    await visit(page, "/en/cyber/real/disciplines", ".pb-card a");
    await visit(page, "/en/cyber/real/all", GAMES);
    await visit(page, "/en/cyber/real/cs2", GAMES);
    await visit(page, "/en/cyber/real/cs2/champs", ".pb-card a");
    await visit(page, "/en/cyber/real/cs2/line", GAMES);
    const betting = await visit(page, "/en/cyber/real/cs2/4001-cs2-pro-series", "table .pb-odds");
    await screenshot(page, "betting-cyber");
    await betting.locator("table .pb-game a").first().click();
    await page.waitForURL(/\/en\/cyber\/real\/cs2\/4001-[^/]+\/(line|live)\/\d+-/);
    await betting.locator(".pb-market").first().waitFor({ timeout: 30_000 });
    await page.close();
  }, 240_000);

  it("results live and zone, statistic of a game", async () => {
    const page = await newPage(browser);
    await visit(page, "/en/results/live", "table.pb-table, p.pb-note:not([role])");
    const today = new Date().toISOString().slice(0, 10);
    await visit(page, `/en/results/zone?date=${today}`, "table.pb-table, p.pb-note:not([role])");
    await screenshot(page, "betting-results-zone");
    const { games } = await api<{ games: { gameId: number; statusId: number }[] }>(
      `/results?date=${today}&tz=0`,
    );
    const finished = games.filter((g) => g.statusId === 4).at(-1);
    if (finished) {
      const betting = await visit(page, `/en/statistic?gameId=${finished.gameId}`, ".pb-statistic table");
      expect(await betting.locator(".pb-card").count()).toBe(2);
      await screenshot(page, "betting-statistic");
    }
    await page.close();
  }, 120_000);

  it("multi live: picks games side by side, keeps them in the URL and local storage", async () => {
    const page = await newPage(browser);
    const betting = await visit(
      page,
      "/en/multi",
      ".pb-columns input, #pb-multi-pick ~ p.pb-note:not([role])",
    );
    const boxes = betting.locator(".pb-columns input[type=checkbox]");
    if ((await boxes.count()) >= 2) {
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await expect.poll(() => betting.locator(".pb-multi__game").count(), { timeout: 15_000 }).toBe(2);
      await expect.poll(() => new URL(page.url()).searchParams.get("games")?.split(",").length).toBe(2);
      expect(await betting.locator(".pb-multi__game .pb-odds[data-outcome]").count()).toBeGreaterThan(0);
      await screenshot(page, "betting-multi");
      await page.goto(`${site.base}/en/multi`);
      await expect.poll(() => remote(page).locator(".pb-multi__game").count(), { timeout: 15_000 }).toBe(2);
    }
    await page.close();
  }, 120_000);

  it("keeps the betting view and odds format, and pages long lists", async () => {
    const page = await newPage(browser);
    const started = Date.now();
    const betting = await visit(page, "/en/line", "table .pb-odds");
    const firstOddsMs = Date.now() - started;
    const rows = await betting.locator("table tbody tr").count();
    expect(rows).toBeLessThanOrEqual(50);
    const more = betting.getByRole("button", { name: "Show more" });
    if ((await more.count()) > 0) {
      const t0 = Date.now();
      await more.click();
      await expect
        .poll(() => betting.locator("table tbody tr").count(), { timeout: 15_000 })
        .toBeGreaterThan(rows);
      console.log(
        `[measure] /en/line first odds ${firstOddsMs} ms, ${rows} rows; show more +50 rows in ${Date.now() - t0} ms`,
      );
    }
    // Betting view: wide scoreboard and the total column, kept across a reload.
    await betting.locator("summary", { hasText: "View" }).click();
    await betting.getByLabel("Wide scoreboard").check();
    await betting.getByLabel("Total", { exact: true }).check();
    await expect.poll(() => betting.locator("th", { hasText: "Over" }).count()).toBeGreaterThan(0);
    await page.evaluate(() =>
      localStorage.setItem(
        "parlay:global-settings",
        JSON.stringify({ coefViewId: 2, showGameId: true, groupByCountry: true }),
      ),
    );
    await page.reload();
    // The games arrive in the HTML with the default view; the browser's own view settings apply
    // once the remote has hydrated.
    await betting.locator("table .pb-odds").first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(
      () => document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready",
    );
    await expect.poll(() => betting.locator("table.pb-table--wide").count()).toBeGreaterThan(0);
    await expect
      .poll(() => betting.locator("table .pb-odds:not(:disabled)").first().textContent())
      .toMatch(/^[+-]\d+$/);
    await expect.poll(() => betting.locator("h3.pb-country").count()).toBeGreaterThan(0);
    await screenshot(page, "betting-view-wide");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "betting-view-wide-narrow");
    await page.close();
  }, 120_000);

  it("Arabic, right to left, at 390 px: cyber and championships", async () => {
    const page = await newPage(browser, { locale: "ar" });
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, "/ar/cyber/virtual", GAMES);
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await screenshot(page, "betting-cyber-ar-narrow");
    await visit(page, "/ar/line/champ", ".pb-card a");
    await screenshot(page, "betting-champs-ar-narrow");
    // Nothing of the remote is wider than the screen (the shell's own header scrolls by itself).
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('[data-remote="betting"]');
      return root ? root.scrollWidth - root.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    await page.close();
  }, 120_000);
});
