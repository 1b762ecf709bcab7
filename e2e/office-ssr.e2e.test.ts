import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, ROOT, screenshot, startSite, startSiteWithFeed } from "./harness.ts";
import { depositThroughProvider, lineOutcome, pageApi, placeSingle, registerFast } from "./player-money.ts";
import { type Site, uniqueIp } from "./players-helpers.ts";

/**
 * Issue 14 item 5, the office's part, in Chromium: a signed-in player's office pages arrive with
 * their lists in the HTML and hydrate from the data in the page — no second request for the list —
 * in English and in Arabic, with the office in the site's process and as its own process; a guest
 * gets no office data, and nobody gets another player's page.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A player's browser in Riyadh (UTC+3): the server writes times in UTC, hydration switches them. */
async function playerContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: "en-US",
    timezoneId: "Asia/Riyadh",
    viewport: { width: 1366, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": uniqueIp() },
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err.message));
  return { context, page };
}

/** The office's reads the browser makes, by path, while `run` goes on. */
async function readsDuring(page: Page, run: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (
      /^\/web-api\/(wallet|betting|support|user\/(security|sessions|login-history|settings))\b/.test(
        pathname,
      ) ||
      pathname.startsWith(LIMITS)
    )
      counts[pathname] = (counts[pathname] ?? 0) + 1;
  };
  page.on("request", onRequest);
  try {
    await run();
  } finally {
    page.off("request", onRequest);
  }
  return counts;
}

/** Opens an office page; answers the HTML the server sent and the browser's reads until it is quiet. */
async function openOffice(page: Page, base: string, path: string) {
  const warnings: string[] = [];
  const onConsole = (msg: { type(): string; text(): string }) => {
    if (msg.type() === "warning" || msg.type() === "error") warnings.push(msg.text());
  };
  page.on("console", onConsole);
  let html = "";
  let cacheControl = "";
  const reads = await readsDuring(page, async () => {
    const response = await page.goto(`${base}${path}`);
    html = (await response?.text()) ?? "";
    cacheControl = response?.headers()["cache-control"] ?? "";
    await page.waitForFunction(
      () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
    );
    await page.waitForLoadState("networkidle");
  });
  page.off("console", onConsole);
  const hydrationWarnings = warnings.filter((m) => /hydrat|Minified React error #(418|423|425)/i.test(m));
  return { html, reads, cacheControl, hydrationWarnings };
}

const office = (page: Page) => page.locator('[data-remote="office"]');
const LIMITS = "/limit-service-api/api/external/web/v3";

describe("office pages in the site's process", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSiteWithFeed();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  it("arrive with the player's list in the HTML and hydrate without asking for it again, in en and ar", async () => {
    const { context, page } = await playerContext();
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "1000.00");
    const placed = await placeSingle(page, await lineOutcome(site.base));
    const history = await pageApi<{ items: { id: number }[] }>(page, "GET", "/web-api/wallet/history");
    const paymentId = history.items[0]?.id;
    expect(paymentId).toBeGreaterThan(0);

    for (const lang of ["en", "ar"]) {
      // Transfer history: the deposit is in the server's HTML, and the browser does not ask again.
      const pay = await openOffice(page, site.base, `/${lang}/office/historypay`);
      expect(pay.html).toContain(`data-payment-id="${paymentId}"`);
      expect(pay.cacheControl).toBe("private, no-store");
      expect(pay.reads["/web-api/wallet/history"] ?? 0, lang).toBe(0);
      expect(pay.reads["/web-api/wallet/balance"] ?? 0, lang).toBe(0);
      expect(pay.hydrationWarnings, lang).toEqual([]);
      // The shell (bet slip) and the header read the accounts on every page; the office adds none.
      const shellAccountReads = pay.reads["/web-api/wallet/accounts"] ?? 0;
      await office(page).locator(`tr[data-payment-id="${paymentId}"]`).waitFor();
      // The date was written in UTC by the server; the player's browser shows Riyadh's time.
      const serverCell = /data-payment-id="\d+"[^>]*><td>([^<]+)<\/td>/.exec(pay.html)?.[1];
      const cell = await office(page).locator(`tr[data-payment-id="${paymentId}"] td`).first().textContent();
      expect(serverCell).toBeTruthy();
      expect(cell).not.toBe(serverCell);
      await screenshot(page, `office-ssr-01-historypay-${lang}`);

      // Bet history: the coupon and the account filter came with the page.
      const bets = await openOffice(page, site.base, `/${lang}/office/history`);
      expect(bets.html).toContain(`data-coupon-id="${placed.id}"`);
      expect(bets.reads["/web-api/betting/coupons"] ?? 0, lang).toBe(0);
      expect(bets.reads["/web-api/wallet/balance"] ?? 0, lang).toBe(0);
      // The account filter's accounts came with the page: no read beyond the shell's own.
      expect(bets.reads["/web-api/wallet/accounts"] ?? 0, lang).toBe(shellAccountReads);
      expect(bets.hydrationWarnings, lang).toEqual([]);
      await office(page).locator(`li[data-coupon-id="${placed.id}"]`).waitFor();
      await screenshot(page, `office-ssr-02-history-${lang}`);

      // Accounts: the main account and its balance are in the HTML.
      const accounts = await openOffice(page, site.base, `/${lang}/office/account`);
      expect(accounts.html).toContain('data-balance="available"');
      expect(accounts.html).toMatch(/class="po-account"[^>]*data-account-id="\d+"/);
      expect(accounts.reads["/web-api/wallet/accounts"] ?? 0, lang).toBe(shellAccountReads);
      expect(accounts.reads["/web-api/wallet/balance"] ?? 0, lang).toBe(0);
      expect(accounts.hydrationWarnings, lang).toEqual([]);
      if (lang === "ar") expect(await page.getAttribute("html", "dir")).toBe("rtl");
    }
    await screenshot(page, "office-ssr-03-account-ar");

    // Later changes still ask the server: a filter, and the balance after a wallet change.
    await openOffice(page, site.base, "/en/office/historypay");
    const filtered = await readsDuring(page, async () => {
      const asked = page.waitForRequest((r) => r.url().includes("/web-api/wallet/history?"));
      await office(page).getByLabel("Type", { exact: true }).selectOption("withdrawal");
      await office(page).getByRole("button", { name: "Show" }).click();
      await asked;
      await office(page).getByText("No transfers match these filters.").waitFor();
    });
    expect(filtered["/web-api/wallet/history"]).toBe(1);
    const reloaded = await readsDuring(page, async () => {
      const asked = page.waitForRequest((r) => r.url().endsWith("/web-api/wallet/balance"));
      await page.evaluate(() =>
        window.dispatchEvent(new CustomEvent("parlay:wallet-changed", { detail: { reason: "deposit" } })),
      );
      await asked;
    });
    expect(reloaded["/web-api/wallet/balance"]).toBe(1);
    await context.close();
  });

  it("security, settings and support arrive with the player's data in the HTML (issue 17)", async () => {
    const { context, page } = await playerContext();
    await registerFast(page, site.base);
    await pageApi(page, "POST", "/web-api/user/settings", { timeZone: 5 });
    await pageApi(page, "POST", "/web-api/support/tickets", {
      kind: "support",
      subject: "Where is my welcome bonus?",
      body: "Please check my account.",
    });
    // The HTML as the server sent it, before any script ran.
    const security = await openOffice(page, site.base, "/en/office/security");
    expect(security.html).toMatch(/class="po-session" data-current="true"/);
    expect(security.html).toContain('data-section="history"');
    expect(security.html).toContain("Protection level:");
    for (const path of ["/web-api/user/security", "/web-api/user/sessions", "/web-api/user/login-history"])
      expect(security.reads[path] ?? 0, path).toBe(0);
    expect(security.hydrationWarnings).toEqual([]);

    const settings = await openOffice(page, site.base, "/en/office/settings");
    expect(settings.html).toContain('<option value="5" selected="">');
    // The shell syncs the player's settings once on every full page load; the office adds none. (Not
    // compared with the security page's count: that page's can include the sign-up page's late sync.)
    expect(settings.reads["/web-api/user/settings"] ?? 0).toBe(1);
    expect(settings.hydrationWarnings).toEqual([]);

    const support = await openOffice(page, site.base, "/ar/office/support");
    expect(support.html).toContain("Where is my welcome bonus?");
    expect(support.html).toContain('data-section="messages"');
    expect(support.reads["/web-api/support/tickets"] ?? 0).toBe(0);
    expect(support.reads["/web-api/support/messages"] ?? 0).toBe(0);
    expect(support.hydrationWarnings).toEqual([]);
    await screenshot(page, "office-ssr-05-support-ar");
    await context.close();
  });

  it("responsible gaming arrives with the player's limits and history, in en and ar, and changes still ask the server", async () => {
    const { context, page } = await playerContext();
    await registerFast(page, site.base);
    // A weekly deposit limit (a first limit is in force at once) and a reality check.
    await pageApi(page, "POST", `${LIMITS}/limits`, {
      limits: [
        { limitType: 21, limitValue: 345 },
        { limitType: 32, limitValue: 30 },
      ],
    });
    for (const lang of ["en", "ar"]) {
      // The shell's play guard reads the limits on every signed-in page: its count, on a page without them.
      const plain = await openOffice(page, site.base, `/${lang}/office/account`);
      const shellLimitReads = plain.reads[`${LIMITS}/limits`] ?? 0;
      const rg = await openOffice(page, site.base, `/${lang}/office/responsible`);
      // The value in force, its card and the history of changes are in the server's HTML.
      expect(rg.html).toContain('data-limit-type="21"');
      expect(rg.html).toContain('data-testid="limit-current">345 RUB</dd>');
      expect(rg.html).toMatch(/data-group="history"[\s\S]*<td>[^<]*345 RUB<\/td>/);
      expect(rg.html).not.toContain('role="status">Loading…</p>');
      expect(rg.cacheControl).toBe("private, no-store");
      // No read of that data in the browser: the office adds none to the shell's own.
      for (const path of ["availablelimits", "history", "reasons/selfexclude"])
        expect(rg.reads[`${LIMITS}/${path}`] ?? 0, `${lang} ${path}`).toBe(0);
      expect(rg.reads[`${LIMITS}/limits`] ?? 0, lang).toBe(shellLimitReads);
      expect(rg.reads["/web-api/wallet/balance"] ?? 0, lang).toBe(0);
      expect(rg.hydrationWarnings, lang).toEqual([]);
      const card = office(page).locator('article[data-limit-type="21"]');
      await expect.poll(() => card.getByTestId("limit-current").textContent()).toBe("345 RUB");
      if (lang === "ar") expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await screenshot(page, `office-ssr-06-responsible-${lang}`);
    }

    // A change still goes to the server, and the page reads the limits again after it.
    await openOffice(page, site.base, "/en/office/responsible");
    const daily = office(page).locator('article[data-limit-type="20"]');
    const changed = await readsDuring(page, async () => {
      const reread = page.waitForRequest((r) => r.method() === "GET" && r.url().endsWith(`${LIMITS}/limits`));
      await daily.getByLabel("New limit (RUB)").fill("100");
      await daily.getByRole("button", { name: "Save" }).click();
      await reread;
      await expect.poll(() => daily.getByTestId("limit-current").textContent()).toBe("100 RUB");
    });
    expect(changed[`${LIMITS}/limits`]).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("gives a guest no office data and never serves one player's page to another", async () => {
    const ann = await playerContext();
    await registerFast(ann.page, site.base);
    await depositThroughProvider(ann.page, site.base, "777.00");
    const annPayment = (
      await pageApi<{ items: { id: number }[] }>(ann.page, "GET", "/web-api/wallet/history")
    ).items[0]?.id;
    const annPage = await openOffice(ann.page, site.base, "/en/office/historypay");
    expect(annPage.html).toContain(`data-payment-id="${annPayment}"`);

    // Right after, the same URL for a guest: sent to sign in, nothing of Ann's, nothing cached.
    const guest = await fetch(`${site.base}/en/office/historypay`, { redirect: "manual" });
    expect(guest.status).toBe(302);
    expect(guest.headers.get("location")).toContain("login");
    expect(await guest.text()).not.toContain(`data-payment-id="${annPayment}"`);
    // The render endpoint itself, asked by anyone with a made-up grant: the frame, no data.
    const forged = await fetch(`${site.base}/mf/office/render?path=%2Foffice%2Fhistorypay`, {
      headers: {
        "mf-render-mode": "json",
        "mf-api-version": "v2",
        "mf-render-grant": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90LWEtZ3JhbnQ",
      },
    });
    const frame = (await forged.json()) as { body: string };
    expect(frame.body).toContain('"initial":{}');
    expect(frame.body).not.toContain("777.00");

    // Bob, signed in, opens the same page twice in a row: his own, never Ann's.
    const bob = await playerContext();
    await registerFast(bob.page, site.base);
    for (let i = 0; i < 2; i++) {
      const bobPage = await openOffice(bob.page, site.base, "/en/office/historypay");
      expect(bobPage.html).not.toContain(`data-payment-id="${annPayment}"`);
      expect(bobPage.html).toContain("Transfers found: 0");
    }
    await ann.context.close();
    await bob.context.close();
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The office as its own process, reading the site's API at SITE_ORIGIN with the render grant. */
async function startOfficeProcess(port: number, siteOrigin: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "remotes/office/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_ORIGIN: siteOrigin },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the office remote process did not start");
}

describe("office pages with the office as its own process (REMOTE_OFFICE_URL)", () => {
  let site: Site;
  let remote: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    site = await startSite({ REMOTE_OFFICE_URL: `http://127.0.0.1:${port}` });
    remote = await startOfficeProcess(port, site.base);
  }, 120_000);
  afterAll(async () => {
    remote?.kill("SIGKILL");
    await site?.close();
  });

  it("render the player's data from the site's API and hydrate without asking again", async () => {
    const { context, page } = await playerContext();
    await registerFast(page, site.base);
    await depositThroughProvider(page, site.base, "1000.00");
    const paymentId = (await pageApi<{ items: { id: number }[] }>(page, "GET", "/web-api/wallet/history"))
      .items[0]?.id;
    for (const lang of ["en", "ar"]) {
      const pay = await openOffice(page, site.base, `/${lang}/office/historypay`);
      expect(pay.html).toContain(`data-payment-id="${paymentId}"`);
      expect(pay.reads["/web-api/wallet/history"] ?? 0, lang).toBe(0);
      expect(pay.reads["/web-api/wallet/balance"] ?? 0, lang).toBe(0);
      expect(pay.hydrationWarnings, lang).toEqual([]);
      // The shell (bet slip) and the header read the accounts on every page; the office adds none.
      const shellAccountReads = pay.reads["/web-api/wallet/accounts"] ?? 0;
      const accounts = await openOffice(page, site.base, `/${lang}/office/account`);
      expect(accounts.html).toMatch(/class="po-account"[^>]*data-account-id="\d+"/);
      expect(accounts.reads["/web-api/wallet/accounts"] ?? 0, lang).toBe(shellAccountReads);
      expect(accounts.hydrationWarnings, lang).toEqual([]);
    }
    await screenshot(page, "office-ssr-04-own-process-account-ar");
    await context.close();
  });
});
