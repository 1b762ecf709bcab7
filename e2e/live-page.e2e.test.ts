import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, screenshot, type startSite, startSiteWithFeed } from "./harness.ts";

/**
 * The live page (issue 13 #23): a full schedule in play, the game clock in the list following the
 * push, and correct scores the score has made impossible suspended on the game page. The feed runs
 * 20× faster, so a game minute passes in 3 s. Screenshots desktop, 390 px and Arabic.
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

interface ApiGame {
  gameId: number;
  sportId: number;
  champId: number;
  slug: string;
  score: [number, number];
  statusId: number;
  markets: {
    typeId: number;
    isBlocked: boolean;
    outcomes: { outcomeId: number; code: string; isBlocked: boolean }[];
  }[];
}
const api = async <T>(path: string): Promise<T> => {
  const res = await fetch(`${site.base}/web-api/sportsbook${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

beforeAll(async () => {
  site = await startSiteWithFeed({ FEED_SPEED: "20" }, { section: "live", minGames: 15 });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const CLOCK =
  /^ · Game time: (Half|Period|Quarter) \d · \d+′$|^ · Game time: (Set|Map) \d$|^ · Game time: Break$/;

describe("the live page", () => {
  it("lists at least 15 games in play, each with its game clock, which moves with the push", async () => {
    // At 20× speed games start and finish every few seconds: the count is read until it shows a full
    // schedule (the feed's own figure is the unit test live-schedule.test.ts), not once at a dip.
    await expect
      .poll(async () => (await api<ApiGame[]>("/live")).length, { timeout: 60_000, interval: 1_000 })
      .toBeGreaterThanOrEqual(15);

    const page = await newPage(browser);
    await page.goto(`${site.base}/en/live/home`);
    const clocks = page.locator('[data-remote="betting"] .pb-clock');
    await clocks.first().waitFor({ timeout: 30_000 });
    const texts = await clocks.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(10);
    for (const text of texts) expect(text).toMatch(CLOCK);
    await screenshot(page, "live-clock-desktop");

    // A football game's minute moves on without a reload (a game minute is 3 s here). Only games whose
    // clock is running count: at 45′ and at 90′ it stands still through stoppage time until the whistle
    // (CI once picked a game at "Half 1 · 45′", and before that one at 90′). Any of them moving proves the push.
    const running = /Half 1 · ([0-9]|[1-3][0-9]|4[0-3])′$|Half 2 · (4[6-9]|[5-7][0-9])′$/;
    const rows = page.locator('[data-remote="betting"] tr', {
      has: page.locator(".pb-clock", { hasText: running }),
    });
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const watched = await rows.evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector("th a")?.textContent ?? "",
        tr.querySelector(".pb-clock")?.textContent ?? "",
      ]),
    );
    const clockOf = (name: string) =>
      page
        .locator('[data-remote="betting"] tr', { has: page.getByRole("link", { name, exact: true }) })
        .locator(".pb-clock")
        .allTextContents();
    await expect
      .poll(
        async () => {
          for (const [name, before] of watched) {
            const [now] = await clockOf(name ?? "");
            if (now !== undefined && now !== before) return true;
          }
          return false;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "live-clock-390");
    const ar = await newPage(browser, { locale: "ar" });
    await ar.setViewportSize({ width: 390, height: 844 });
    await ar.goto(`${site.base}/ar/live/home`);
    await ar.locator('[data-remote="betting"] .pb-clock').first().waitFor({ timeout: 30_000 });
    expect(await ar.locator("html").getAttribute("dir")).toBe("rtl");
    await screenshot(ar, "live-clock-ar-390");
  });

  it("a game page suspends the correct scores below the score and keeps the rest", async () => {
    // A football game in play with a goal in it (the simulator has played games since kick-off).
    let scored: ApiGame | undefined;
    await expect
      .poll(
        async () => {
          const games = await api<ApiGame[]>("/live?sportId=1");
          scored = games.find((g) => g.statusId === 2 && g.score[0] + g.score[1] > 0);
          return scored !== undefined;
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe(true);
    const full = await api<ApiGame>(`/games/${scored?.gameId}`);
    const market = full.markets.find((m) => m.typeId === 6);
    expect(market).toBeDefined();
    const [h, a] = full.score;
    const impossible = (code: string) => {
      const [x, y] = code.split(":").map(Number) as [number, number];
      return code !== "other" && (x < h || y < a);
    };
    const codes = market?.outcomes ?? [];
    expect(codes.some((o) => impossible(o.code))).toBe(true);
    for (const o of codes) if (impossible(o.code)) expect(o.isBlocked, o.code).toBe(true);
    expect(codes.some((o) => !impossible(o.code) && !o.isBlocked)).toBe(true);

    const page = await newPage(browser);
    await page.goto(`${site.base}/en/live/football/${full.champId}/${full.gameId}-${full.slug}`);
    const first = codes.find((o) => impossible(o.code));
    const button = page.locator(`[data-remote="betting"] .pb-odds[data-outcome="${first?.outcomeId}"]`);
    await button.waitFor({ timeout: 30_000 });
    expect(await button.getAttribute("data-locked")).toBe("true");
    expect(await button.isDisabled()).toBe(true);
    await button.scrollIntoViewIfNeeded();
    await screenshot(page, "live-game-impossible-scores");
  });
});
