import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import {
  createEmailAccount,
  createPhoneAccount,
  expectHeaderSignedIn,
  lastMailId,
  playerPage,
  SIX_DIGITS,
  type Site,
  uniqueEmail,
  uniqueUkNumber,
  waitForHydration,
  waitForMail,
} from "./players-helpers.ts";

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

const dialog = (page: Page) => page.getByRole("dialog", { name: "Log in" });

async function openLoginFromHeader(page: Page) {
  await waitForHydration(page);
  await page.locator('[data-remote="header"]').getByRole("link", { name: "Log in" }).click();
  await dialog(page).waitFor();
}

async function logOut(page: Page) {
  await page
    .getByRole("navigation", { name: "Your account" })
    .getByRole("button", { name: "Log out" })
    .click();
  const confirm = page.getByRole("dialog", { name: "Log out?" });
  await confirm.getByRole("button", { name: "Log out" }).click();
  await expectHeaderSignedIn(page, false);
}

describe("login methods in Chromium", () => {
  it("login_password by e-mail from the header's dropdown, then logout with its confirmation", async () => {
    const email = uniqueEmail("login");
    await createEmailAccount(site, email, "Secret-pass-1");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/live`);
    await openLoginFromHeader(page);
    // Opened in place: the page under it stays, the dialog is the dropdown variant.
    expect(new URL(page.url()).pathname).toBe("/en/live");
    expect(await dialog(page).getAttribute("class")).toContain("login-dialog--dropdown");
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill("wrong-pass-1");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await dialog(page).getByRole("alert").filter({ hasText: "Wrong login or password." }).waitFor();
    await screenshot(page, "players-01-login-dropdown-error-en");
    await dialog(page).getByLabel("Password", { exact: true }).fill("Secret-pass-1");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    expect(new URL(page.url()).pathname).toBe("/en/live");
    expect((await context.cookies()).some((c) => c.name === "ua" && c.value === "1")).toBe(true);

    // Logout asks first: Cancel keeps the session, Log out ends it.
    await page
      .getByRole("navigation", { name: "Your account" })
      .getByRole("button", { name: "Log out" })
      .click();
    const confirm = page.getByRole("dialog", { name: "Log out?" });
    await confirm.waitFor();
    await screenshot(page, "players-02-logout-confirm-en");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expectHeaderSignedIn(page, true);
    await logOut(page);
    expect((await context.cookies()).some((c) => c.name === "ua")).toBe(false);
    await context.close();
  });

  it("login on the registration page shows the signed-in state; accounts polled after login, not after logout (issue 13 #10–#12)", async () => {
    const email = uniqueEmail("regpage");
    await createEmailAccount(site, email, "Secret-pass-1");
    const { page, context } = await playerPage(browser);
    const accountCalls: { status: number; at: "in" | "out" }[] = [];
    const sessionCalls: string[] = [];
    let phase: "in" | "out" = "in";
    page.on("response", (r) => {
      const path = new URL(r.url()).pathname;
      if (path === "/web-api/wallet/accounts" && r.request().method() === "GET")
        accountCalls.push({ status: r.status(), at: phase });
      if (path === "/web-api/session") sessionCalls.push(path);
    });
    await page.goto(`${site.base}/en/registration`);
    await openLoginFromHeader(page);
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill("Secret-pass-1");
    const sessionsBefore = sessionCalls.length;
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    // The page stays the registration page, but says the player is signed in (header and form).
    await expectHeaderSignedIn(page, true);
    expect(new URL(page.url()).pathname).toBe("/en/registration");
    await page.getByRole("heading", { name: "You are already logged in" }).waitFor();
    expect(await page.locator('[data-remote="registration"] form').count()).toBe(0);
    await screenshot(page, "players-registration-page-signed-in");
    // The account poll asks the wallet for the accounts (spec 001 §4), not the session.
    await expect.poll(() => accountCalls.filter((c) => c.status === 200).length).toBeGreaterThan(0);
    expect(sessionCalls.length).toBe(sessionsBefore);

    phase = "out";
    await logOut(page);
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    // Nothing asks for the accounts of a player who has left.
    expect(accountCalls.filter((c) => c.at === "out")).toEqual([]);
    await context.close();
  });

  it("the login modal in Arabic is right-to-left, keyboard-operable, and signs in by account number", async () => {
    const id = await createEmailAccount(site, uniqueEmail("ar"), "Kalima-sirr-9");
    const { page, context } = await playerPage(browser, { locale: "ar" });
    await page.goto(`${site.base}/ar/?login=1`);
    const modal = page.getByRole("dialog", { name: "تسجيل الدخول" });
    await modal.waitFor();
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await modal.getAttribute("class")).toContain("login-dialog--modal");
    // Focus starts in the dialog; the tabs answer the arrow keys (mirrored in RTL).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("dialog") !== null))
      .toBe(true);
    await screenshot(page, "players-03-login-modal-ar");
    await modal.getByRole("tab", { name: "البريد أو رقم الحساب" }).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await modal.getByRole("tab", { name: "الهاتف" }).getAttribute("aria-selected")).toBe("true");
    // Arrow keys move between tabs and keep focus on the tab list.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tab");
    await page.keyboard.press("ArrowRight");
    await modal.getByLabel("البريد الإلكتروني أو رقم الحساب").fill(String(id));
    await modal.getByLabel("كلمة المرور").fill("Kalima-sirr-9");
    await page.keyboard.press("Enter");
    await page.locator('[data-remote="header"]').getByRole("link", { name: "حسابي" }).waitFor();
    // The dialog parameters are gone: the page under the dialog was the previous route.
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("on a phone the login is a bottom sheet; Escape closes it and gives focus back", async () => {
    const { page, context } = await playerPage(browser, { width: 390, height: 844 });
    await page.goto(`${site.base}/en/`);
    await openLoginFromHeader(page);
    const box = await dialog(page).boundingBox();
    expect(box?.width).toBe(390);
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    await screenshot(page, "players-11-login-mobile-en");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe("Log in");
    await context.close();
  });

  it("8 s after the app is ready: one session request, then the fingerprint rides along with sign-in", async () => {
    const email = uniqueEmail("fingerprint");
    await createEmailAccount(site, email, "Finger-pass-8");
    const { page, context } = await playerPage(browser);
    const started = Date.now();
    const session = page.waitForRequest((r) => new URL(r.url()).pathname === "/web-api/session", {
      timeout: 15_000,
    });
    const fingerprint = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/hd-api/external/apps/web/fingerprint" && r.ok(),
      { timeout: 15_000 },
    );
    await page.goto(`${site.base}/en/`);
    await session;
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    await fingerprint;
    await openLoginFromHeader(page);
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill("Finger-pass-8");
    const [login] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === "/web-api/auth/login"),
      dialog(page).getByRole("button", { name: "Log in" }).click(),
    ]);
    expect(login.headers()["x-fingerprint"]).toMatch(/^ey/);
    expect(login.headers()["x-csrf-token"]).toBeTruthy();
    expect(JSON.parse(login.postData() ?? "{}")).toMatchObject({ uLogin: email, save: false });
    expect(JSON.parse(login.postData() ?? "{}").componentsData).toEqual(expect.any(String));
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("phone_password", async () => {
    const number = uniqueUkNumber();
    await createPhoneAccount(site, number, "Phone-pass-2");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    await dialog(page).getByRole("tab", { name: "Phone" }).click();
    expect(await dialog(page).locator("[data-auth-form]").getAttribute("data-auth-form")).toBe(
      "phone_password",
    );
    await dialog(page).getByLabel("Country code").selectOption("gb");
    await dialog(page)
      .getByLabel("Number")
      .fill(`${number.slice(0, 4)} ${number.slice(4)}`);
    await dialog(page).getByLabel("Password", { exact: true }).fill("Phone-pass-2");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("sms: the code from the development mailbox", async () => {
    const number = uniqueUkNumber();
    await createPhoneAccount(site, number, "Sms-pass-3");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    await dialog(page).getByRole("tab", { name: "SMS code" }).click();
    await dialog(page).getByLabel("Number").fill(number);
    const after = await lastMailId(site);
    await dialog(page).getByRole("button", { name: "Send code" }).click();
    await dialog(page).getByRole("status").filter({ hasText: "We sent a 6-digit code" }).waitFor();
    const sms = await waitForMail(site, `+44${number}`, SIX_DIGITS, { afterId: after });
    await dialog(page)
      .getByLabel("Code from the SMS")
      .fill(sms.match[1] ?? "");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("login_password_two_step_code: SMS two-step after the password", async () => {
    const number = uniqueUkNumber();
    const id = await createPhoneAccount(site, number, "Two-step-4", { smsTwoStep: true });
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    await dialog(page).getByLabel("E-mail or account number").fill(String(id));
    await dialog(page).getByLabel("Password", { exact: true }).fill("Two-step-4");
    const after = await lastMailId(site);
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await dialog(page).getByLabel("Confirmation code").waitFor();
    expect(await dialog(page).locator("[data-auth-form]").getAttribute("data-auth-form")).toBe(
      "login_password_two_step_code",
    );
    const sms = await waitForMail(site, `+44${number}`, /sign-in code: (\d{6})/, { afterId: after });
    await dialog(page).getByLabel("Confirmation code").fill("000000");
    await dialog(page).getByRole("button", { name: "Confirm" }).click();
    await dialog(page).getByRole("alert").filter({ hasText: "Wrong code." }).waitFor();
    await dialog(page)
      .getByLabel("Confirmation code")
      .fill(sms.match[1] ?? "");
    await dialog(page).getByRole("button", { name: "Confirm" }).click();
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("a login-required route asks to log in, then opens", async () => {
    const email = uniqueEmail("office");
    await createEmailAccount(site, email, "Office-pass-5");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/office/account`);
    const url = new URL(page.url());
    expect(url.pathname).toBe("/en/");
    expect(url.searchParams.get("returnUrl")).toBe("/en/office/account");
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill("Office-pass-5");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await page.waitForURL("**/en/office/account");
    await expectHeaderSignedIn(page, true);
    // Logging out on an office route goes home.
    await logOut(page);
    expect(new URL(page.url()).pathname).toBe("/en/");
    await context.close();
  });

  it("after signing in, the player sees when and from where they signed in before", async () => {
    const email = uniqueEmail("previous");
    // The registration signs in from another address: that is the previous sign-in.
    await createEmailAccount(site, email, "Before-pass-3");
    const { page, context, ip } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    await dialog(page).getByLabel("Password", { exact: true }).fill("Before-pass-3");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    await expectHeaderSignedIn(page, true);
    const notice = page.getByTestId("previous-login");
    await notice.waitFor();
    const text = (await notice.textContent()) ?? "";
    expect(text).toMatch(/^Your previous login: .+, from \u2068\d+\.\d+\.\d+\.\d+\u2069\.×$/);
    expect(text).not.toContain(ip);
    await screenshot(page, "players-previous-login-en");
    await notice.getByRole("button", { name: "Close" }).click();
    await notice.waitFor({ state: "hidden" });
    await context.close();
  });

  it("a failed-login streak brings the captcha; solving it repeats the login", async () => {
    const email = uniqueEmail("captcha");
    await createEmailAccount(site, email, "Captcha-pass-6");
    const { page, context } = await playerPage(browser);
    await page.goto(`${site.base}/en/?login=1`);
    await dialog(page).getByLabel("E-mail or account number").fill(email);
    for (let i = 0; i < 3; i++) {
      await dialog(page).getByLabel("Password", { exact: true }).fill(`wrong-${i}-pass`);
      await dialog(page).getByRole("button", { name: "Log in" }).click();
      await dialog(page).getByRole("alert").filter({ hasText: "Wrong login or password." }).waitFor();
      await dialog(page).getByRole("button", { name: "Log in" }).and(page.locator(":enabled")).waitFor();
    }
    await dialog(page).getByLabel("Password", { exact: true }).fill("Captcha-pass-6");
    await dialog(page).getByRole("button", { name: "Log in" }).click();
    const captcha = page.getByRole("dialog", { name: "Security check" });
    await captcha.waitFor();
    await captcha.locator("altcha-widget input[type=checkbox]").waitFor();
    await screenshot(page, "players-04-captcha-en");
    // Keyboard only: the checkbox takes Space like any other.
    await captcha.locator("altcha-widget input[type=checkbox]").focus();
    await page.keyboard.press("Space");
    await expectHeaderSignedIn(page, true);
    await context.close();
  });

  it("a page rendered for a guest keeps a login made in another tab while it was loading", async () => {
    // The page's scripts are held until the player has signed up from "another tab" (the same
    // cookie jar), so the page hydrates as a guest's page holding a signed-in player's cookies.
    const { page, context } = await playerPage(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${site.base}/en/`, { waitUntil: "commit" });
    const csrf = (await (await context.request.get(`${site.base}/web-api/csrf`)).json()) as {
      csrfToken: string;
    };
    const signUp = await context.request.post(`${site.base}/web-api/auth/register/fast`, {
      headers: { "x-csrf-token": csrf.csrfToken },
      data: { currency: "EUR", country: "gb", age_confirmed: true, lng: "en" },
    });
    expect(signUp.status()).toBe(200);
    release();
    await waitForHydration(page);
    // The shell asks the server, finds the session alive and follows the login instead of ending it.
    await expectHeaderSignedIn(page, true);
    expect((await context.request.get(`${site.base}/web-api/user/config`)).status()).toBe(200);
    await context.close();
  });
});
