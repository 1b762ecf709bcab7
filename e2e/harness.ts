import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
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

/**
 * A test file's usual setup: one site and one browser for all its tests, handed to `use` before the
 * first test and closed after the last (the browser first, then the site, whichever was opened).
 */
export function openSiteAndBrowser(use: (opened: { site: Site; browser: Browser }) => void): void {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    use({ site, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
}

export type Site = Awaited<ReturnType<typeof startSite>>;

/**
 * Chromium for the tests. Its contexts start as a visitor who has already answered the shell's
 * responsible-gaming prompts (issue 15): the age popup confirmed and the registration reminder just
 * seen, so a test about something else is not stopped by them. `prompts: true` gives a browser
 * whose contexts see them as a first-time visitor does (e2e/responsible.e2e.test.ts). The cookie
 * choice (issue 17) is answered "necessary only" the same way, unless `consent: false` asks for a
 * visitor who has not chosen yet (e2e/cookies-referrals.e2e.test.ts).
 */
export async function launchBrowser(opts: { prompts?: boolean; consent?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const consent = opts.consent !== false;
  if (opts.prompts && !consent) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(answeredPrompts, { consent, answer: !opts.prompts });
    return context;
  };
  return browser;
}

/** Runs in the page before its scripts: the age confirmation cookie, the reminder's visit state, the cookie choice. */
function answeredPrompts({ consent, answer }: { consent: boolean; answer: boolean }) {
  const now = Date.now();
  if (consent && !document.cookie.split("; ").some((c) => c.startsWith("cookies_agree_type=")))
    // biome-ignore lint/suspicious/noDocumentCookie: a test visitor's cookie, set before the page runs.
    document.cookie = "cookies_agree_type=0; Path=/; SameSite=Lax";
  if (!answer) return;
  if (!document.cookie.split("; ").some((c) => c.startsWith("age_confirmed=")))
    // biome-ignore lint/suspicious/noDocumentCookie: a test visitor's cookie, set before the page runs.
    document.cookie = `age_confirmed=${now}; Path=/; SameSite=Lax`;
  try {
    if (!sessionStorage.getItem("parlay_register_reminder"))
      sessionStorage.setItem(
        "parlay_register_reminder",
        JSON.stringify({ firstSeenAt: now, lastShownAt: now }),
      );
  } catch {
    // about:blank and opaque origins have no storage.
  }
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

/** A free TCP port on loopback (for a remote started as its own process). */
export async function freeLoopbackPort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** `remotes/<name>/src/server.ts` as its own process on `port`, once its /health answers. */
export async function startRemoteProcess(name: string, port: number, env: NodeJS.ProcessEnv = {}) {
  const { spawn } = await import("node:child_process");
  const child = spawn(process.execPath, ["--import", "tsx", `remotes/${name}/src/server.ts`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`the ${name} remote process did not start`);
}
