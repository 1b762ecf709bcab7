import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountState, fund } from "../apps/server/src/services/wallet/testing/fixtures.ts";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { registerFast } from "./player-money.ts";
import type { Site } from "./players-helpers.ts";

/**
 * Issue 18, the casino player's journey on the site's own game pages with the in-process provider
 * sandbox (docs/casino.md "Demo play"): a guest plays the slot for fun — virtual money, labelled
 * Demo, nothing reaches the wallet; a signed-in player's real spin moves the header's balance
 * without a reload; the game speaks the page's language (Arabic right to left); en and ar at 390 px.
 */

let site: Site;
let browser: Browser;
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * A visitor's page at `width`. Not players-helpers' playerPage: its extra X-Forwarded-For header
 * would go with the game frame's own requests too, and the provider's CORS (rightly) does not allow it.
 */
async function visitorPage(opts: { width: number; height: number; locale?: string }) {
  const context = await browser.newContext({
    locale: opts.locale ?? "en-US",
    viewport: { width: opts.width, height: opts.height },
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err.message));
  return { context, page };
}

const casino = (page: Page) => page.locator('[data-remote="casino"]');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${site.base}${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="casino"]')?.getAttribute("data-remote-state") === "ready",
  );
}

async function slotPath(lang: string): Promise<string> {
  const row = await site.db
    .selectFrom("casino_game")
    .select("id")
    .where("provider_id", "=", "parlay-games")
    .where("code", "=", "parlay-fruits")
    .executeTakeFirstOrThrow();
  return `/${lang}/slots/game/${row.id}/parlay-fruits`;
}

/** The game's frame on the page, once its script is ready. */
async function gameFrame(page: Page): Promise<FrameLocator> {
  await casino(page).locator("iframe").waitFor();
  const frame = page.frameLocator('[data-remote="casino"] iframe');
  await frame.locator("html[data-ready='1']").waitFor();
  return frame;
}

const frameBalance = async (frame: FrameLocator) =>
  Number(await frame.locator("#balance").getAttribute("data-balance"));

const casinoRows = async () =>
  Number(
    (
      await site.db
        .selectFrom("casino_action")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(c: unknown): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run({ include: [['[data-remote="casino"]']] });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

describe("playing casino games on the site", () => {
  it.each(["en", "ar"])(
    "a guest plays the slot for fun (%s, 390 px): labelled Demo, virtual balance, nothing reaches the wallet",
    async (lang) => {
      const { page, context } = await visitorPage({ width: 390, height: 844, locale: lang });
      await open(page, await slotPath(lang));
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      await screenshot(page, `casino-play-01-game-page-${lang}-390`);
      expect(await axeViolations(page)).toEqual([]);
      const before = await casinoRows();
      const playDemo = lang === "en" ? "Play for fun" : "العب مجانًا";
      await casino(page).getByRole("button", { name: playDemo }).click();
      const frame = await gameFrame(page);
      // The site's chrome and the game both say Demo; the game speaks the page's language.
      expect(await casino(page).locator("[data-demo] .pc-badge").textContent()).toBe(
        lang === "en" ? "Demo" : "تجريبي",
      );
      expect(await frame.locator("html").getAttribute("lang")).toBe(lang);
      expect(await frame.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await frame.locator("body").getAttribute("data-demo")).toBe("1");
      expect(await frameBalance(frame)).toBe(100_000);
      await frame.getByRole("button", { name: lang === "en" ? "Spin" : "دوران" }).click();
      await frame.locator("#win[data-amount]").waitFor();
      const win = Number(await frame.locator("#win").getAttribute("data-amount"));
      const stake =
        Number(await frame.getByLabel(lang === "en" ? "Bet per line" : "الرهان لكل خط").inputValue()) * 20;
      await expect.poll(() => frameBalance(frame)).toBe(100_000 - stake + win);
      // Virtual money: no casino action was recorded anywhere.
      expect(await casinoRows()).toBe(before);
      // The stage from its top: the site's Demo chrome above the game.
      await casino(page)
        .locator(".pc-stage")
        .evaluate((e) => e.scrollIntoView());
      await screenshot(page, `casino-play-02-demo-${lang}-390`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it("a signed-in player's demo leaves their balance untouched", async () => {
    const { page, context } = await visitorPage({ width: 390, height: 844 });
    const userId = await registerFast(page, site.base);
    const account = await site.db
      .selectFrom("wallet_account")
      .select("id")
      .where("user_id", "=", BigInt(userId))
      .executeTakeFirstOrThrow();
    await fund(site.db, account.id, "RUB", 200_00n);
    await open(page, await slotPath("en"));
    await casino(page).getByRole("button", { name: "Play for fun" }).click();
    const frame = await gameFrame(page);
    await frame.getByRole("button", { name: "Spin" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    expect((await accountState(site.db, account.id)).balance).toBe(200_00n);
    await context.close();
  });

  it("a real spin moves the header's balance without a reload; the game speaks Arabic", async () => {
    const { page, context } = await visitorPage({ width: 390, height: 844, locale: "ar" });
    const userId = await registerFast(page, site.base);
    const account = await site.db
      .selectFrom("wallet_account")
      .select("id")
      .where("user_id", "=", BigInt(userId))
      .executeTakeFirstOrThrow();
    await fund(site.db, account.id, "RUB", 500_00n);
    await open(page, await slotPath("ar"));
    const amount = page.locator(".ph-wallet:not(.ph-wallet--loading) .ph-wallet__amount").first();
    await amount.waitFor({ state: "attached" });
    const shown = await amount.textContent();
    let walletReads = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/web-api/wallet/accounts") && r.method() === "GET") walletReads++;
    });
    const navigations: string[] = [];
    page.on("framenavigated", (f) => {
      if (f === page.mainFrame()) navigations.push(f.url());
    });
    await casino(page).getByRole("button", { name: "العب", exact: true }).click();
    const frame = await gameFrame(page);
    expect(await frame.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await frame.getByRole("button", { name: "دوران" }).count()).toBe(1);
    await frame.getByRole("button", { name: "دوران" }).click();
    await frame.locator("#win[data-amount]").waitFor();
    const balance = (await accountState(site.db, account.id)).balance;
    expect(balance).not.toBe(null);
    // The round's message made the header read the wallet again, without a reload …
    await expect.poll(() => walletReads).toBeGreaterThan(0);
    // … and show the new balance (unless the round returned exactly its stake: nothing to show).
    if (balance !== 500_00n) await expect.poll(() => amount.textContent()).not.toBe(shown);
    expect(navigations).toEqual([]);
    // The header's new balance above the game.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "casino-play-03-real-ar-390");
    await context.close();
  });
});
