import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { start } from "../apps/server/src/main.ts";
import { launchBrowser } from "./harness.ts";
import {
  createEmailAccount,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  uniqueEmail,
  waitForHydration,
} from "./players-helpers.ts";

// A deploy that rotates PARLAY_TOKEN_KEY: the same database and address, a new signing key. Every
// open page still holds an access token signed with the old key; its cookie session is unaffected.
const KEY_BEFORE = "token-key-before-the-deploy-0123456789";
const KEY_AFTER = "token-key-after-the-deploy-9876543210";
const SECRETS = {
  PARLAY_CSRF_SECRET: "csrf-secret-for-the-rotation-test-0123",
  PARLAY_CAPTCHA_KEY: "captcha-key-for-the-rotation-test-0123",
};

let dataDir: string;
let site: Site | undefined;
let browser: Browser;

/** The site on a PGlite folder that outlives the process, as a deploy restarts it. */
async function startSiteWith(tokenKey: string, port: number): Promise<Site> {
  const server = await start({
    port,
    host: "127.0.0.1",
    databaseUrl: null,
    dataDir,
    production: false,
    logger: false,
    env: {
      SPORTSBOOK_FEED: "off",
      ...process.env,
      ...SECRETS,
      PARLAY_TOKEN_KEY: tokenKey,
      DATABASE_URL: "",
    },
  });
  const url = new URL(server.address);
  return { ...server, base: `http://localhost:${url.port}` };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "parlay-rotation-"));
  site = await startSiteWith(KEY_BEFORE, 0);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("rotating the token key under a signed-in browser", () => {
  it("keeps the player signed in: the session check's 401 refreshes the token and repeats", async () => {
    const first = site as Site;
    const email = uniqueEmail("rotation");
    const userId = await createEmailAccount(first, email, "Secret-pass-1");
    const { page, context } = await playerPage(browser);
    // The page's timers run on a clock the test moves, so the 60 s session poll needs no wait.
    await context.clock.install();
    await page.goto(`${first.base}/en/`);
    await waitForHydration(page);
    await page.locator('[data-remote="header"]').getByRole("link", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await dialog.getByLabel("E-mail or account number").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Secret-pass-1");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    const tokenBefore = (await context.cookies()).find((c) => c.name === "user_token")?.value;
    expect(tokenBefore).toBeTruthy();

    // The deploy: same database, same address, a new key.
    const port = Number(new URL(first.base).port);
    await first.close();
    site = undefined;
    site = await startSiteWith(KEY_AFTER, port);

    const bearers: (string | null)[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/web-api/user/check-session"))
        void req.allHeaders().then((h) => void bearers.push(h.authorization ?? null));
    });
    const answered = page.waitForResponse(
      (res) => res.url().includes("/web-api/user/check-session") && res.status() === 200,
    );
    // The next session poll (every 60 s while visible).
    await page.clock.fastForward(61_000);
    const answer = await answered;
    expect(await answer.json()).toEqual({ user_id: userId });
    // It took a refused old-key token and one repeat with a fresh one.
    expect(bearers).toEqual([`Bearer ${tokenBefore}`, expect.stringMatching(/^Bearer /)]);
    expect(bearers[1]).not.toBe(bearers[0]);

    await expectHeaderSignedIn(page, true);
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name === "ua" && c.value === "1")).toBe(true);
    // The server agrees: the cookie session is alive.
    const res = await context.request.get(`${(site as Site).base}/web-api/user/check-session`);
    expect(await res.json()).toEqual({ user_id: userId });
  });
});
