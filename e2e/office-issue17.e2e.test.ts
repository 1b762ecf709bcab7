import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerProvider, SIGNATURE_HEADER, signBody } from "../apps/server/src/services/casino/index.ts";
import { fund } from "../apps/server/src/services/wallet/testing/fixtures.ts";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import { pageApi, registerFast } from "./player-money.ts";
import { playerPage, type Site, waitForHydration } from "./players-helpers.ts";

/**
 * Issue 17's remaining browser checks (and issue 18's office casino tab): consent gates the
 * functional panel cookie and the first-party analytics beacon; the HRK conversion reminder comes
 * once per tab; the bet history's casino tab, server-rendered, in English and Arabic at 390 px.
 */

let site: Site;
let browser: Browser;
let fresh: Browser;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  // A visitor who has not made a cookie choice yet.
  fresh = await launchBrowser({ consent: false });
});
afterAll(async () => {
  await browser?.close();
  await fresh?.close();
  await site?.close();
});

async function open(page: Page, path: string) {
  await page.goto(`${site.base}${path}`);
  await waitForHydration(page);
}
async function cookie(context: BrowserContext, name: string): Promise<string | null> {
  return (await context.cookies(site.base)).find((c) => c.name === name)?.value ?? null;
}

const T = {
  en: {
    accept: "Accept all",
    banner: "Cookies on Parlay",
    hide: "Hide the coupon panel",
    show: "Show the coupon panel",
  },
  ar: {
    accept: "قبول الكل",
    banner: "ملفات تعريف الارتباط على بارلاي",
    hide: "إخفاء لوحة القسيمة",
    show: "إظهار لوحة القسيمة",
  },
} as const;

describe.each(["en", "ar"] as const)("consent does real work in %s", (lng) => {
  it("no panel cookie and no analytics beacon before the yes; both after it", async () => {
    const t = T[lng];
    const { page, context } = await playerPage(fresh, { width: 1280, height: 900 });
    const beacons: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/web-api/analytics/view")) beacons.push(JSON.parse(r.postData() ?? "{}").section);
    });
    await registerFast(page, site.base);
    await open(page, `/${lng}/office/history`);
    const coupon = page.locator("aside.coupon");
    // No choice yet: the panel hides, but nothing remembers it.
    await coupon.getByRole("button", { name: t.hide }).click();
    await expect.poll(() => coupon.getAttribute("class")).toContain("coupon--hidden");
    expect(await cookie(context, "right_panel_hidden")).toBeNull();
    await coupon.getByRole("button", { name: t.show }).click();

    // Yes to everything: the next office page is counted under its section; the panel's state is kept.
    const banner = page.getByRole("region", { name: t.banner });
    await banner.getByRole("button", { name: t.accept }).click();
    await banner.waitFor({ state: "detached" });
    await open(page, `/${lng}/office/security`);
    await expect.poll(() => beacons, { timeout: 15_000 }).toEqual(["security"]);
    await coupon.getByRole("button", { name: t.hide }).click();
    await expect.poll(() => cookie(context, "right_panel_hidden")).toBe("1");
    await open(page, `/${lng}/office/bringfriend`);
    await expect.poll(() => coupon.getAttribute("class")).toContain("coupon--hidden");
    await expect.poll(() => beacons).toEqual(["security", "bring_friend"]);
    await screenshot(page, `consent-panel-hidden-${lng}-1280`);
    await context.close();
  });
});

describe("the account-conversion reminder (spec 001 §4)", () => {
  it("a player with an HRK account is reminded once per tab; a new tab reminds again", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    const userId = await registerFast(page, site.base);
    await site.db
      .updateTable("wallet_account")
      .set({ currency: "HRK" })
      .where("user_id", "=", BigInt(userId))
      .execute();
    await open(page, "/en/");
    const dialog = page.getByRole("dialog", { name: "Your account is in Croatian kuna" });
    await dialog.waitFor();
    await screenshot(page, "convert-reminder-en-390");
    expect(await page.evaluate(() => sessionStorage.getItem("parlay_convert_reminder"))).toBe(String(userId));
    await dialog.getByRole("button", { name: "Later" }).first().click();
    await dialog.waitFor({ state: "hidden" });

    // The same tab, another page: the reminder has been given (the accounts were read, no dialog).
    const accountsRead = page.waitForResponse((r) => r.url().endsWith("/web-api/wallet/accounts"));
    await open(page, "/en/line");
    await accountsRead;
    await page.waitForLoadState("networkidle");
    expect(await page.getByRole("dialog", { name: "Your account is in Croatian kuna" }).count()).toBe(0);

    // A new tab has its own session storage: reminded again.
    const second = await context.newPage();
    await open(second, "/en/");
    await second.getByRole("dialog", { name: "Your account is in Croatian kuna" }).waitFor();
    await context.close();
  });
});

const PROVIDER = { id: "e2eprov", key: "e2e-provider-signing-key-0123456789abcdef" };
const CASINO_T = {
  en: { tab: "Casino", sports: "Sports bets", round: "Round", net: "-6.00" },
  ar: { tab: "الكازينو", sports: "رهانات رياضية", round: "الجولة", net: "-6.00" },
} as const;

async function walletCall(path: "play" | "rollback", body: object): Promise<void> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${site.base}/casino-api/v1/wallet/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signBody(PROVIDER.key, raw) },
    body: raw,
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe.each(["en", "ar"] as const)("the office history's casino tab in %s", (lng) => {
  it("lists the player's rounds with bets, wins and the net, server-rendered, at 390 px", async () => {
    const t = CASINO_T[lng];
    await registerProvider(site.db, {
      id: PROVIDER.id,
      name: "E2E Games",
      signingKey: PROVIDER.key,
      launchUrl: "https://games.example/launch",
      games: [{ code: "lucky-reels", name: "Lucky Reels", rtpBp: 9600, volatility: "medium" }],
    });
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    const userId = await registerFast(page, site.base);
    const account = await site.db
      .selectFrom("wallet_account")
      .select("id")
      .where("user_id", "=", BigInt(userId))
      .executeTakeFirstOrThrow();
    await fund(site.db, account.id, "RUB", 100_00n);
    const game = await site.db
      .selectFrom("casino_game")
      .select("id")
      .where("provider_id", "=", PROVIDER.id)
      .executeTakeFirstOrThrow();
    await pageApi(page, "POST", "/web-api/casino/launch", { gameId: game.id });
    const base = { user_id: String(userId), currency: "RUB", game: "lucky-reels", game_id: `e2e-${userId}` };
    await walletCall("play", {
      ...base,
      actions: [{ action: "bet", action_id: `b-${userId}`, amount: 10_00 }],
    });
    await walletCall("play", {
      ...base,
      finished: true,
      actions: [{ action: "win", action_id: `w-${userId}`, amount: 4_00 }],
    });

    // The server's HTML already has the round (no second read at hydration).
    const html = await (await page.request.get(`${site.base}/${lng}/office/history?tab=casino`)).text();
    expect(html).toContain(`data-round="e2e-${userId}"`);
    const reads: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/web-api/casino/history")) reads.push(r.url());
    });
    await open(page, `/${lng}/office/history?tab=casino`);
    const round = page.locator(`[data-round="e2e-${userId}"]`);
    await round.waitFor();
    expect(await page.getByRole("tab", { name: t.tab }).getAttribute("aria-selected")).toBe("true");
    expect(await round.textContent()).toContain("Lucky Reels");
    expect(await round.locator("[data-net]").getAttribute("data-net")).toBe(t.net);
    expect(await round.locator('tr[data-kind="bet"]').count()).toBe(1);
    expect(await round.locator('tr[data-kind="win"]').count()).toBe(1);
    expect(reads).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `office-casino-tab-${lng}-390`);
    // The sports tab and back: the address follows the tab.
    await page.getByRole("tab", { name: t.sports }).click();
    await expect.poll(() => page.url()).not.toContain("tab=casino");
    await page.getByRole("tab", { name: t.tab }).click();
    await round.waitFor();

    // An in-house (provably fair) bet: while its server seed is secret the tab says so and links
    // nowhere; once the player rotates the pair, it links to the independent verifier, which agrees.
    const dice = await pageApi<{ id: string }>(page, "POST", "/web-api/originals/bets", {
      game: "dice",
      stake: 1_00,
      params: { direction: "over", target: 4999 },
    });
    await open(page, `/${lng}/office/history?tab=casino`);
    const fair = page.locator(`[data-round="o${dice.id}"]`);
    await fair.locator('[data-verify="seed"]').waitFor();
    expect(await fair.getByRole("link").count()).toBe(0);
    await pageApi(page, "POST", "/web-api/originals/seeds/rotate", {});
    const rotatedHtml = await (
      await page.request.get(`${site.base}/${lng}/office/history?tab=casino`)
    ).text();
    expect(rotatedHtml).toMatch(
      new RegExp(
        `data-round="o${dice.id}"[\\s\\S]*?href="/fairness/verify.html#game=dice&amp;serverSeed=[0-9a-f]+`,
      ),
    );
    await open(page, `/${lng}/office/history?tab=casino`);
    const verify = fair.getByRole("link", { name: new RegExp(`o${dice.id}$`) });
    await verify.waitFor();
    expect(await verify.getAttribute("href")).toMatch(
      /^\/fairness\/verify\.html#game=dice&serverSeed=[0-9a-f]+&/,
    );
    await verify.scrollIntoViewIfNeeded();
    await screenshot(page, `office-casino-verify-${lng}-390`);
    await verify.click();
    await page.waitForURL(/\/fairness\/verify\.html#game=dice/);
    await expect.poll(() => page.locator("#out").textContent()).toContain("Multiplier:");
    await context.close();
  });
});

describe("an oversize document", () => {
  it("is refused with a clear message and nothing is stored", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    const userId = await registerFast(page, site.base);
    await open(page, "/en/office/verification");
    const o = page.locator('[data-remote="office"]');
    // A PNG's signature and then 10 MiB and one more KiB: over the limit whatever its type.
    const big = Buffer.alloc(10 * 1024 * 1024 + 1024);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    await o
      .getByLabel("File", { exact: true })
      .setInputFiles({ name: "scan.png", mimeType: "image/png", buffer: big });
    await o.getByRole("button", { name: "Upload" }).click();
    await o.getByRole("alert").getByText("The file is larger than 10 MB.").waitFor();
    await screenshot(page, "office-verification-oversize-en-390");
    const stored = await site.db
      .selectFrom("verification_document")
      .select("id")
      .where("user_id", "=", BigInt(userId))
      .execute();
    expect(stored).toEqual([]);
    expect(await o.locator(".po-documents li").count()).toBe(0);
    await context.close();
  });
});

/** Every office page that is built (identification needs the site's flag: office-verification tests it). */
const OFFICE_PAGES = [
  "account",
  "account?section=personal_data",
  "recharge",
  "deduce",
  "historypay",
  "history",
  "history?tab=casino",
  "payment/requests",
  "responsible",
  "security",
  "settings",
  "verification",
  "support",
  "share-idea",
  "bringfriend",
  "manager",
];

describe.each(["en", "ar"] as const)("every office page in %s at 390 px", { timeout: 240_000 }, (lng) => {
  it("renders its heading in the page's language and direction, with no sideways scrolling", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    await registerFast(page, site.base);
    const failures: string[] = [];
    page.on("pageerror", (err) => failures.push(err.message));
    for (const path of OFFICE_PAGES) {
      await open(page, `/${lng}/office/${path}`);
      const office = page.locator('[data-remote="office"]');
      const title = (await office.locator("h1").textContent())?.trim() ?? "";
      expect(title.length, path).toBeGreaterThan(0);
      if (lng === "ar") expect(/[\u0600-\u06ff]/.test(title), `${path}: ${title}`).toBe(true);
      expect(await page.locator("html").getAttribute("dir"), path).toBe(lng === "ar" ? "rtl" : "ltr");
      // Nothing sticks out on either side (in Arabic an overflow goes left, past scrollWidth's view);
      // the office menu is a row of its own that scrolls sideways.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('[data-remote="office"] *')]
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return (
              r.width > 0 &&
              (r.left < -1 || r.right > 391) &&
              !e.closest(".po-menu, .visually-hidden, .po-visually-hidden")
            );
          })
          .map((e) => `${e.tagName}.${e.className}`),
      );
      expect(outside, path).toEqual([]);
    }
    expect(failures).toEqual([]);
    await context.close();
  });
});
