import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerProvider, SIGNATURE_HEADER, signBody } from "../apps/server/src/services/casino/index.ts";
import { freeLoopbackPort, launchBrowser, screenshot, startRemoteProcess, startSite } from "./harness.ts";
import { depositThroughProvider, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Issue 18, the lobby, in Chromium: the lobby's HTML carries the games (server-rendered), search as
 * you type, a signed-in player's favourite kept on the server (also after a reload), a game page with
 * RTP and rules and, after Play, the provider's game in a sandboxed iframe with the session chrome
 * (net position refreshed when the game reports a round), English and Arabic at 390 px, axe clean.
 */

const KEY = "lobby-e2e-provider-signing-key-0123456789";
let site: Site;
let browser: Browser;
let games: Server;
let gamesOrigin = "";
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

beforeAll(async () => {
  // The provider's game page: framed cross-origin, it only says which game and spin time it got.
  games = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(
      `<!doctype html><title>game</title><p id="g">${url.searchParams.get("game")} ${url.searchParams.get("min_spin_ms")}</p>`,
    );
  });
  await new Promise<void>((resolve) => games.listen(0, "127.0.0.1", resolve));
  gamesOrigin = `http://127.0.0.1:${(games.address() as AddressInfo).port}`;
  site = await startSite({ CASINO_FRAME_ORIGINS: gamesOrigin, CASINO_MIN_SPIN_MS: "2500" });
  await registerGames(site);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  games?.close();
});

/** The test provider and its games, registered as a provider does. */
async function registerGames(on: Site): Promise<void> {
  await registerProvider(on.db, {
    id: "lobbye2e",
    name: "Northern Lights Gaming",
    signingKey: KEY,
    launchUrl: `${gamesOrigin}/launch`,
    games: [
      {
        code: "fruit-fiesta",
        name: "Fruit Fiesta",
        category: "slots",
        rtpBp: 9615,
        volatility: "high",
        lobby: {
          texts: {
            en: {
              rules: "Match three or more symbols on a payline, left to right.",
              description: "A fruit slot.",
            },
            ar: { rules: "طابق ثلاثة رموز أو أكثر على خط الدفع." },
          },
          releasedOn: "2026-11-01",
          popularity: 10,
        },
      },
      {
        code: "mega-vault",
        name: "Mega Vault",
        category: "slots",
        rtpBp: 9400,
        volatility: "medium",
        lobby: { jackpot: true },
      },
      { code: "euro-roulette", name: "European Roulette", category: "table", rtpBp: 9730, volatility: "low" },
    ],
  });
}

const casino = (page: Page) => page.locator('[data-remote="casino"]');

async function open(page: Page, path: string, base = site.base): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="casino"]')?.getAttribute("data-remote-state") === "ready",
  );
}

/** axe-core's violations on the page (the casino part), injected past the CSP by the test only. */
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

/** The page scrolls sideways, or casino elements that stick out of the screen (outside a scroller). */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) return [`page ${document.documentElement.scrollWidth}`];
    return [...document.querySelectorAll('[data-remote="casino"] *')]
      .filter((e) => !e.closest(".pc-nav"))
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1);
      })
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`);
  });

describe("the casino lobby in Chromium", () => {
  it("the lobby's HTML carries game names and links (server-rendered, no iframe)", async () => {
    const html = await (await fetch(`${site.base}/en/casino`)).text();
    expect(html).toContain("Fruit Fiesta");
    expect(html).toContain("European Roulette");
    expect(html).toMatch(/href="\/en\/slots\/game\/\d+\/fruit-fiesta"/);
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain('content="noindex');
    // Real 404s for an unknown game and provider; a placeholder section stays noindex.
    expect((await fetch(`${site.base}/en/slots/game/999999/nothing`)).status).toBe(404);
    expect((await fetch(`${site.base}/en/providers/nobody`)).status).toBe(404);
    expect(await (await fetch(`${site.base}/en/bingo`)).text()).toContain("noindex");
  });

  it("search as you type finds a game by name and by provider", async () => {
    const { page, context } = await playerPage(browser);
    await open(page, "/en/casino-search");
    const box = casino(page).getByRole("searchbox", { name: "Search games or providers" });
    await box.pressSequentially("fies");
    await expect.poll(() => casino(page).getByRole("status").first().textContent()).toBe("1 games found");
    expect(await casino(page).locator(".pc-grid").textContent()).toContain("Fruit Fiesta");
    await box.fill("northern");
    await expect.poll(() => casino(page).getByRole("status").first().textContent()).toBe("3 games found");
    await context.close();
  });

  it("a signed-in player adds a favourite and finds it in my-casino/favorites, also after a reload", async () => {
    const { page, context } = await playerPage(browser);
    await registerFast(page, site.base);
    await open(page, "/en/slots");
    const heart = casino(page).getByRole("button", { name: "Add Mega Vault to favourites" }).first();
    // Keyboard: the heart is a button reached and pressed without a mouse.
    await heart.focus();
    const saved = page.waitForResponse(
      (r) => r.url().includes("/web-api/casino/favorites/") && r.request().method() === "PUT",
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(204);
    await expect
      .poll(() =>
        casino(page)
          .getByRole("button", { name: "Remove Mega Vault from favourites" })
          .first()
          .getAttribute("aria-pressed"),
      )
      .toBe("true");
    await open(page, "/en/my-casino/favorites");
    expect(await casino(page).textContent()).toContain("Mega Vault");
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('[data-remote="casino"]')?.getAttribute("data-remote-state") === "ready",
    );
    const favourites = casino(page).locator(".pc-grid");
    expect(await favourites.textContent()).toContain("Mega Vault");
    expect(await favourites.textContent()).not.toContain("Fruit Fiesta");
    await context.close();
  });

  it("the game page shows RTP and rules; Play opens the sandboxed game with the session chrome", async () => {
    const { page, context } = await playerPage(browser);
    const userId = await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "100.00");
    const html = await (await fetch(`${site.base}/en/casino`)).text();
    const path = /href="(\/en\/slots\/game\/\d+\/fruit-fiesta)"/.exec(html)?.[1] ?? "";
    await open(page, path);
    const text = await casino(page).textContent();
    expect(text).toContain("96.15 %");
    expect(text).toContain("Match three or more symbols on a payline, left to right.");
    expect(text).toContain("Each spin takes at least 2.5 s.");
    await casino(page).getByRole("button", { name: "Play", exact: true }).click();
    const frame = casino(page).locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms");
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.origin).toBe(gamesOrigin);
    expect(src.searchParams.get("token")).toMatch(/^[\w-]{43}$/);
    expect(src.searchParams.get("min_spin_ms")).toBe("2500");
    // The game loaded (the CSP's frame-src lets the provider in).
    await expect
      .poll(async () =>
        page
          .frames()
          .find((f) => f.url().startsWith(gamesOrigin))
          ?.locator("#g")
          .textContent(),
      )
      .toBe("fruit-fiesta 2500");
    await expect.poll(() => casino(page).locator("[data-elapsed]").textContent()).toMatch(/^0:00:\d\d$/);
    // The provider books a bet of 5.00 and a win of 1.50, then the game reports the round.
    const raw = JSON.stringify({
      user_id: String(userId),
      currency: "RUB",
      game: "fruit-fiesta",
      game_id: "e2e-round-1",
      finished: true,
      actions: [
        { action: "bet", action_id: "e2e-b1", amount: 500 },
        { action: "win", action_id: "e2e-w1", amount: 150 },
      ],
    });
    const booked = await fetch(`${site.base}/casino-api/v1/wallet/play`, {
      method: "POST",
      headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signBody(KEY, raw) },
      body: raw,
    });
    expect(booked.status).toBe(200);
    const game = page.frames().find((f) => f.url().startsWith(gamesOrigin));
    // A message from elsewhere (the page itself) changes nothing; one from the game's frame does.
    await page.evaluate(() => window.postMessage({ source: "parlay-game", type: "round" }, "*"));
    await game?.evaluate(() => window.parent.postMessage({ source: "parlay-game", type: "round" }, "*"));
    await expect.poll(() => casino(page).locator("[data-net]").textContent()).toBe("−3.50 RUB");
    expect(await casino(page).getByRole("link", { name: "Exit to lobby" }).getAttribute("href")).toBe(
      "/en/slots",
    );
    expect(await casino(page).getByRole("link", { name: "Deposit" }).getAttribute("href")).toBe(
      "/en/office/recharge",
    );
    await screenshot(page, "casino-game-playing");
    await context.close();
  });

  it.each(["en", "ar"])(
    "the lobby and a game page at 390 px in %s: no side scroll, axe clean",
    async (lang) => {
      const { page, context } = await playerPage(browser, { width: 390, height: 844, locale: lang });
      await open(page, `/${lang}/casino`);
      expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `casino-lobby-390-${lang}`);
      expect(await axeViolations(page)).toEqual([]);
      const html = await (await fetch(`${site.base}/${lang}/casino`)).text();
      const path = new RegExp(`href="(/${lang}/slots/game/\\d+/fruit-fiesta)"`).exec(html)?.[1] ?? "";
      await open(page, path);
      expect(await overflowing(page)).toEqual([]);
      await screenshot(page, `casino-game-390-${lang}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe("the casino remote as its own process (REMOTE_CASINO_URL)", () => {
  let shell: Site;
  let remote: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freeLoopbackPort();
    shell = await startSite({ REMOTE_CASINO_URL: `http://127.0.0.1:${port}` });
    remote = await startRemoteProcess("casino", port, { SITE_ORIGIN: shell.base });
    await registerGames(shell);
  }, 120_000);
  afterAll(async () => {
    remote?.kill("SIGKILL");
    await shell?.close();
  });

  it("renders the lobby and a signed-in player's favourites over the site's API, hydrating without asking again", async () => {
    const html = await (await fetch(`${shell.base}/en/slots`)).text();
    expect(html).toContain("Fruit Fiesta");
    expect(html).toContain("Mega Vault");
    const { page, context } = await playerPage(browser);
    await registerFast(page, shell.base);
    await open(page, "/en/slots", shell.base);
    const saved = page.waitForResponse(
      (r) => r.url().includes("/web-api/casino/favorites/") && r.request().method() === "PUT",
    );
    await casino(page).getByRole("button", { name: "Add Mega Vault to favourites" }).first().click();
    expect((await saved).status()).toBe(204);
    const reads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/web-api/casino/")) reads.push(new URL(r.url()).pathname);
    });
    await open(page, "/en/my-casino/favorites", shell.base);
    expect(await casino(page).locator(".pc-grid").textContent()).toContain("Mega Vault");
    expect(
      await casino(page)
        .getByRole("button", { name: "Remove Mega Vault from favourites" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(reads).toEqual([]);
    await context.close();
  });
});
