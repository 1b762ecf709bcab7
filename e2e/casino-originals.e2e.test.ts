import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { depositThroughProvider, pageApi, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 18, the in-house provably fair games in Chromium: a new player with money plays dice and a
 * crash round on the game pages (provider `parlay`), sees the balance move and the bets listed, rotates
 * the seeds and verifies the dice bet and an ended crash round on the static verifier page — in English
 * and in Arabic, at 390 px. The game pages arrive with the player's seed pair and bets in their HTML
 * (no read on first view, no hydration warning), and the crash round is pushed on the page's live
 * socket: the page never asks for it.
 */

let site: Site;
let browser: Browser;
beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const stage = (page: Page) => page.locator(".og-root");

async function gamePath(lang: string, code: string): Promise<string> {
  const category = code === "crash" ? "crash" : "fast";
  const list = (await (await fetch(`${site.base}/web-api/casino/games?category=${category}`)).json()) as {
    games: { id: number; slug: string }[];
  };
  const game = list.games.find((g) => g.slug === code);
  if (!game) throw new Error(`no ${code} in ${JSON.stringify(list)}`);
  return `/${lang}/casino/game/${game.id}/${code}`;
}

/** Opens a page and answers its HTML as the server sent it. */
async function open(page: Page, path: string): Promise<string> {
  const res = await page.goto(`${site.base}${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="casino"]')?.getAttribute("data-remote-state") === "ready",
  );
  return (await res?.text()) ?? "";
}

/** The page's own reads of the originals' API (GET), and React's hydration complaints. */
function watch(page: Page) {
  const reads: string[] = [];
  const hydration: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.method() === "GET" && url.pathname.startsWith("/web-api/originals")) reads.push(url.pathname);
  });
  page.on("console", (m) => {
    if (/hydrat|did not match|#418|#423|#425/i.test(m.text())) hydration.push(m.text());
  });
  return { reads, hydration };
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe.each(["en", "ar"])("the originals in Chromium at 390 px (%s)", (lang) => {
  it("a new player plays dice and a crash round, sees the balance and the bets, and verifies them", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844, locale: lang });
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "500");
    const seen = watch(page);

    // Dice: the page arrives with the committed seed's hash in its HTML; a bet moves the balance.
    const dicePath = await gamePath(lang, "dice");
    const diceHtml = await open(page, dicePath);
    expect(diceHtml).toMatch(/data-testid="server-seed-hash"[^>]*>[0-9a-f]{64}</);
    expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
    const hash = page.getByTestId("server-seed-hash");
    const committed = (await hash.textContent()) as string;
    expect(diceHtml).toContain(committed);
    await stage(page).locator("form.og-game button[type=submit]").click();
    await expect.poll(() => page.getByTestId("outcome").count()).toBe(1);
    await expect.poll(() => page.getByTestId("originals-balance").textContent()).toMatch(/\d/);
    expect(await page.getByTestId("bet-row").count()).toBe(1);
    await screenshot(page, `originals-dice-390-${lang}`);
    expect.soft(await noSideScroll(page)).toBe(true);
    // Opened again, the page brings the bet in its HTML too; the page itself read nothing.
    expect(await open(page, dicePath)).toContain('data-testid="bet-row"');
    expect(await page.getByTestId("bet-row").count()).toBe(1);
    expect(seen.reads).toEqual([]);
    expect(seen.hydration).toEqual([]);

    // Rotation reveals the seed; the bet's link then opens the verifier with everything filled in.
    const rotated = await pageApi<{ revealed: { serverSeed: string; serverSeedHash: string } }>(
      page,
      "POST",
      "/web-api/originals/seeds/rotate",
      {},
    );
    expect(rotated.revealed.serverSeedHash).toBe(committed);
    const { bets } = await pageApi<{ bets: { verify: string; result: { roll: number } }[] }>(
      page,
      "GET",
      "/web-api/originals/bets?game=dice",
    );
    const dice = bets[0] as { verify: string; result: { roll: number } };
    expect(dice.verify).toContain(`serverSeed=${rotated.revealed.serverSeed}`);
    const verifier = await context.newPage();
    await verifier.goto(`${site.base}/fairness/verify.html${dice.verify}`);
    await expect.poll(() => verifier.locator("#out").textContent()).toContain(`"roll":${dice.result.roll}`);
    await screenshot(verifier, `originals-verify-dice-390-${lang}`);
    await verifier.close();

    // Crash: a bet in the betting phase with an auto cash-out at 1.01×; the stake leaves the balance.
    seen.reads.length = 0;
    const crashHtml = await open(page, await gamePath(lang, "crash"));
    expect(crashHtml).toMatch(/class="og-hash">[0-9a-f]{64}</);
    const submit = stage(page).locator("form button[type=submit]");
    await stage(page).locator("input[type=number]").nth(1).fill("1.01");
    // The betting phase is 5 s on the server's clock: a click that arrives after it is refused; try the next round.
    for (let attempt = 0; attempt < 5 && (await page.getByTestId("crash-my-bet").count()) === 0; attempt++) {
      await expect.poll(() => submit.isEnabled(), { timeout: 120_000, interval: 100 }).toBe(true);
      await submit.click();
      await expect
        .poll(
          async () =>
            (await page.getByTestId("crash-my-bet").count()) > 0 ||
            ((await stage(page).locator("[role=alert]").first().textContent()) ?? "") !== "",
          { timeout: 10_000 },
        )
        .toBe(true);
    }
    expect(await page.getByTestId("crash-my-bet").count()).toBe(1);
    await expect.poll(() => page.getByTestId("originals-balance").textContent()).toMatch(/\d/);
    await screenshot(page, `originals-crash-390-${lang}`);
    // The round flies and ends on the pushed frames: the bet shows won or lost (" · …"), and the
    // page never asked for the round (no polling), nor for anything else of the originals.
    await expect
      .poll(() => page.getByTestId("crash-my-bet").textContent(), { timeout: 120_000, interval: 200 })
      .toContain(" · ");
    expect(seen.reads).toEqual([]);
    expect(seen.hydration).toEqual([]);
    // The round ends; it is listed with its revealed hash, which the verifier checks against the chain.
    await expect
      .poll(() => page.getByTestId("crash-round").count(), { timeout: 120_000, interval: 500 })
      .toBeGreaterThan(0);
    const { bets: crashBets } = await pageApi<{ bets: { state: string; gameNumber: number }[] }>(
      page,
      "GET",
      "/web-api/originals/crash/bets",
    );
    await expect
      .poll(
        async () =>
          (await pageApi<{ bets: { state: string }[] }>(page, "GET", "/web-api/originals/crash/bets")).bets[0]
            ?.state,
        { timeout: 120_000, interval: 500 },
      )
      .toMatch(/won|lost/);
    expect(crashBets).toHaveLength(1);
    expect.soft(await noSideScroll(page)).toBe(true);
    await screenshot(page, `originals-crash-ended-390-${lang}`);
    const link = (await page.getByTestId("crash-round").first().locator("a").getAttribute("href")) as string;
    const crashVerifier = await context.newPage();
    await crashVerifier.goto(`${site.base}${link}`);
    await expect
      .poll(() => crashVerifier.locator("#out").textContent())
      .toContain("In the committed chain: yes");
    await crashVerifier.close();
    await context.close();
  }, 300_000);
});
