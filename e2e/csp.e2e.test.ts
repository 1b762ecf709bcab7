import { createRemoteServer, type RemoteApp, type RunningRemoteServer } from "@parlay/remote-protocol/server";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { infoRemote } from "../remotes/info/src/index.ts";
import { launchBrowser, startSiteWithFeed } from "./harness.ts";
import { depositThroughProvider, registerFast } from "./player-money.ts";
import { playerPage, type Site } from "./players-helpers.ts";

/**
 * Every layout and every remote, with the Content-Security-Policy the server sends, in a real
 * browser: a blocked inline script, style, frame, socket or worker is a `securitypolicyviolation`
 * event and a console message, and either fails the test. Each page must also hydrate, so a policy
 * that silently stopped the app would fail too.
 */

let site: Site;
let browser: Browser;
let infoProcess: RunningRemoteServer;

/** The info remote, served apart, with inline code the shell must run under the page's nonce. */
const infoWithCode: RemoteApp = {
  manifest: infoRemote.manifest,
  assetsDir: infoRemote.assetsDir,
  render: async (ctx) => ({
    ...(await infoRemote.render(ctx)),
    codeToEval:
      "document.documentElement.dataset.infoCode = String(Number(document.documentElement.dataset.infoCode ?? 0) + 1);",
  }),
};

beforeAll(async () => {
  infoProcess = await createRemoteServer(infoWithCode, { port: 0 });
  // With live games the betting remote opens the live socket, which the policy must allow.
  site = await startSiteWithFeed({ REMOTE_INFO_URL: infoProcess.url }, { section: "live", minGames: 1 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await infoProcess?.close();
});

interface Watch {
  problems: () => Promise<string[]>;
}

/** Records CSP violations (as the page's own listener sees them) and policy complaints in the console. */
async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => {
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const logged: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i.test(text))
      logged.push(`console ${msg.type()}: ${text}`);
  });
  return {
    problems: async () => {
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...events, ...logged];
    },
  };
}

async function visit(page: Page, w: Watch, url: string, layout: string): Promise<void> {
  const res = await page.goto(`${site.base}${url}`);
  expect(res?.status(), url).toBe(200);
  expect(res?.headers()["content-security-policy"], url).toMatch(/script-src 'self' 'nonce-/);
  await page.locator(`.layout--${layout}`).first().waitFor({ timeout: 15_000 });
  const hydrated = await page
    .waitForFunction(() => "__reactRouterDataRouter" in window, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  // Remotes load their entry scripts after hydration: wait until every one of them settled.
  if (hydrated)
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("[data-remote]")].every(
          (el) => el.getAttribute("data-remote-state") !== "loading",
        ),
      undefined,
      { timeout: 15_000 },
    );
  expect(await w.problems(), `${url}: CSP violations`).toEqual([]);
  expect(hydrated, `${url} hydrated`).toBe(true);
}

async function remotesOn(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("[data-remote]")].map((el) => [
        el.getAttribute("data-remote"),
        el.getAttribute("data-remote-state"),
      ]),
    ),
  );
}

describe("pages under the Content-Security-Policy", () => {
  it.each([
    ["/en/", "default", ["header"]],
    // Twice: the second answer comes from the page cache and must carry its own nonce.
    ["/en/", "default", ["header"]],
    ["/en/contacts", "default", ["header", "info"]],
    ["/en/registration", "default", ["header", "registration"]],
    ["/en/line", "default", ["header", "betting"]],
    ["/en/statisticpopup", "empty", ["betting"]],
    // The maintenance cookie switches maintenance on for this browser: every page goes there.
    ["/en/maintenance", "maintenance", []],
  ] as const)("guest: %s (%s layout) runs without a violation", async (url, layout, remotes) => {
    const { context, page } = await playerPage(browser);
    try {
      if (layout === "maintenance")
        await context.addCookies([{ name: "maintenance", value: "1", url: site.base }]);
      const w = await watch(context, page);
      await visit(page, w, url, layout);
      const states = await remotesOn(page);
      for (const name of remotes) expect(states[name], `${name} on ${url}`).toBe("ready");
      // The info remote's codeToEval ran once, as a nonced inline script (no eval).
      if ((remotes as readonly string[]).includes("info"))
        expect(await page.evaluate(() => document.documentElement.dataset.infoCode)).toBe("1");
    } finally {
      await context.close();
    }
  });

  it("live: the betting remote's socket connects under the policy", async () => {
    const { context, page } = await playerPage(browser);
    try {
      const w = await watch(context, page);
      const socket = page.waitForEvent("websocket", { timeout: 20_000 });
      await visit(page, w, "/en/live", "default");
      expect((await socket).url()).toMatch(/^ws:\/\/localhost:\d+\/ws\/live$/);
      expect((await remotesOn(page)).betting).toBe("ready");
      expect(await w.problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("signed in: the office, the provider's hosted payment page, and the blocked layout", async () => {
    const { context, page } = await playerPage(browser);
    try {
      const w = await watch(context, page);
      const userId = await registerFast(page, site.base);
      await visit(page, w, "/en/office/account", "default");
      expect((await remotesOn(page)).office).toBe("ready");
      // The sandbox provider's page (a form that posts and redirects back) keeps working.
      await depositThroughProvider(page, site.base, "100");
      expect(await w.problems()).toEqual([]);
      // A ban is not something a route offers: set it where the session service reads it.
      await site.db.updateTable("users").set({ ban_level: 1 }).where("id", "=", BigInt(userId)).execute();
      await visit(page, w, "/en/block-appeal-history", "blocked");
    } finally {
      await context.close();
    }
  });
});
