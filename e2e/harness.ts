import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { start } from "../apps/server/src/main.ts";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SCREENSHOTS = join(ROOT, "e2e", "screenshots");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The site on an ephemeral port, on a fresh in-memory database. */
export async function startSite(env: NodeJS.ProcessEnv = {}) {
  const server = await start({
    port: 0,
    host: "127.0.0.1",
    databaseUrl: null,
    dataDir: null,
    // Development mode: the dev mailbox is on, so tests can read the codes a player is sent.
    production: false,
    logger: false,
    // The feed simulator is not needed by these tests and would only compete for the CPU.
    // The browser is the "proxy" on loopback: each test names its own client in X-Forwarded-For.
    env: { SPORTSBOOK_FEED: "off", TRUST_PROXY: "loopback", ...process.env, ...env, DATABASE_URL: "" },
  });
  const url = new URL(server.address);
  const base = `http://localhost:${url.port}`;
  return { ...server, base };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

export async function newPage(browser: Browser, opts: { locale?: string } = {}): Promise<Page> {
  const context = await browser.newContext({
    locale: opts.locale ?? "en-US",
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err.message));
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/**
 * The site with the feed simulator on, once the simulator's first calendar build has at least
 * `minGames` games in `section` (a few seconds after start).
 */
export async function startSiteWithFeed(
  env: NodeJS.ProcessEnv = {},
  opts: { section?: "line" | "live"; minGames?: number } = {},
) {
  const site = await startSite({ SPORTSBOOK_FEED: "on", ...env });
  const { section = "line", minGames = 1 } = opts;
  const until = Date.now() + 90_000;
  for (;;) {
    const res = await fetch(`${site.base}/web-api/sportsbook/menu?section=${section}`);
    const sports = res.ok ? ((await res.json()) as { gamesCount: number }[]) : [];
    if (sports.reduce((n, s) => n + s.gamesCount, 0) >= minGames) return site;
    if (Date.now() > until) {
      await site.close();
      throw new Error(`the feed never had ${minGames} ${section} games`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}
