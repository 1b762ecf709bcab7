import { Secret, TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openSiteAndBrowser, screenshot } from "./harness.ts";
import {
  createEmailAccount,
  expectHeaderSignedIn,
  playerPage,
  type Site,
  uniqueEmail,
  waitForHydration,
} from "./players-helpers.ts";

/**
 * Issue 17 in Chromium, the office's Security and Settings pages: two-step login by TOTP end to end
 * (set up with the QR page, the save-code reminder, sign out, sign in with a code from the app, then
 * with a backup code), in English and Arabic; a setting saved in one browser is what another browser
 * of the same player shows. Screens at 390 px.
 */

let site: Site;
let browser: Browser;

openSiteAndBrowser((opened) => {
  ({ site, browser } = opened);
});

const PHONE = { width: 390, height: 844 };
const office = (page: Page) => page.locator('[data-remote="office"]');

const T = {
  en: {
    login: "Log in",
    loginName: "E-mail or account number",
    password: "Password",
    code: "Confirmation code",
    confirm: "Confirm",
    setUp: "Set up two-step login",
    totpCode: "Code",
    enable: "Turn on",
    saved: "I have saved them",
    codesTitle: "Save your backup codes",
    logout: "Log out",
    account: "Your account",
    logoutTitle: "Log out?",
  },
  ar: {
    login: "تسجيل الدخول",
    loginName: /البريد الإلكتروني/,
    password: "كلمة المرور",
    code: /رمز التأكيد/,
    confirm: /تأكيد/,
    setUp: "إعداد تسجيل الدخول بخطوتين",
    totpCode: "الرمز",
    enable: "تفعيل",
    saved: "لقد حفظتها",
    codesTitle: "احفظ رموزك الاحتياطية",
    logout: /تسجيل الخروج/,
    account: /حسابك/,
    logoutTitle: /تسجيل الخروج/,
  },
} as const;

function totpNow(secret: string, stepOffset = 0): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepOffset * 30_000,
  });
}

async function openOffice(page: Page, lang: string, path: string): Promise<void> {
  await page.goto(`${site.base}/${lang}/office/${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
  );
  await waitForHydration(page);
}

async function passwordStep(page: Page, lang: "en" | "ar", email: string, password: string): Promise<void> {
  const t = T[lang];
  await page.goto(`${site.base}/${lang}/?login=1`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog").filter({ has: page.locator("[data-auth-form]") });
  await dialog.getByLabel(t.loginName).fill(email);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.locator('button[type="submit"]').click();
}

async function signIn(page: Page, lang: "en" | "ar", email: string, password: string, code?: string) {
  await passwordStep(page, lang, email, password);
  const dialog = page.getByRole("dialog").filter({ has: page.locator("[data-auth-form]") });
  if (code !== undefined) {
    await expect
      .poll(() => dialog.locator("[data-auth-form]").getAttribute("data-auth-form"))
      .toBe("login_password_two_step_code");
    await dialog.locator('input[name="code"]').fill(code);
    await dialog.locator('button[type="submit"]').click();
  }
  await signedIn(page, true);
}

/** Signed in or out, in any language: the session marker cookie `ua` (spec 001 §1). */
async function signedIn(page: Page, yes: boolean): Promise<void> {
  if (yes && (await page.locator("html").getAttribute("lang")) === "en")
    return expectHeaderSignedIn(page, true);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "ua"), { timeout: 15_000 })
    .toBe(yes);
}

describe("two-step login by TOTP, end to end", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`${lang}: set up with the QR code, save the backup codes, sign in with a code, then with a backup code`, async () => {
      const t = T[lang];
      const email = uniqueEmail(`totp-${lang}`);
      await createEmailAccount(site, email, "Totp-pass-7");
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      await signIn(page, lang, email, "Totp-pass-7");
      await openOffice(page, lang, "security");
      const o = office(page);
      expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      await o.locator('[data-section="level"]').waitFor();
      expect(await o.locator("[data-totp]").getAttribute("data-totp")).toBe("off");
      await screenshot(page, `office-security-${lang}-390`);

      await o.getByRole("button", { name: t.setUp }).click();
      const qr = o.getByRole("img", { name: lang === "en" ? "QR code for your authenticator app" : /QR/ });
      await qr.waitFor();
      const secret = (await o.locator("[data-secret]").getAttribute("data-secret")) ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await screenshot(page, `office-security-qr-${lang}-390`);
      // The previous step's code (the window allows it): the sign-in below then uses a later step.
      await o.getByLabel(t.totpCode, { exact: true }).fill(totpNow(secret, -1));
      await o.getByRole("button", { name: t.enable }).click();

      const modal = page.getByRole("dialog", { name: t.codesTitle });
      await modal.waitFor();
      const codes = await modal.locator("li code").allTextContents();
      expect(codes).toHaveLength(10);
      await screenshot(page, `office-security-codes-${lang}-390`);
      // Only its own button closes the reminder.
      await page.keyboard.press("Escape");
      expect(await modal.isVisible()).toBe(true);
      await modal.getByRole("button", { name: t.saved }).click();
      await expect.poll(() => o.locator("[data-totp]").getAttribute("data-totp")).toBe("on");

      // Sign out, then in: the password alone is not enough; a code from the app is.
      await context.clearCookies();
      const second = await playerPage(browser, { ...PHONE, locale: lang === "ar" ? "ar" : "en-US" });
      await signIn(second.page, lang, email, "Totp-pass-7", totpNow(secret));
      await second.context.close();

      // And with a backup code; the same backup code a second time is refused.
      const third = await playerPage(browser, { ...PHONE, locale: lang === "ar" ? "ar" : "en-US" });
      await signIn(third.page, lang, email, "Totp-pass-7", codes[0]);
      await openOffice(third.page, lang, "security");
      await office(third.page).locator('[data-section="sessions"] li').first().waitFor();
      await screenshot(third.page, `office-security-sessions-${lang}-390`);
      await third.context.close();

      const fourth = await playerPage(browser, { ...PHONE, locale: lang === "ar" ? "ar" : "en-US" });
      await passwordStep(fourth.page, lang, email, "Totp-pass-7");
      const dialog = fourth.page.getByRole("dialog").filter({ has: fourth.page.locator("[data-auth-form]") });
      await dialog.locator('input[name="code"]').fill(codes[0] ?? "");
      await dialog.locator('button[type="submit"]').click();
      await dialog.getByRole("alert").waitFor();
      await signedIn(fourth.page, false);
      await fourth.context.close();
      await context.close();
    });
  }
});

describe("settings follow the player", () => {
  it("a theme and odds format saved in one browser are what another browser shows", async () => {
    const email = uniqueEmail("settings");
    await createEmailAccount(site, email, "Settings-pass-8");
    const a = await playerPage(browser, PHONE);
    await signIn(a.page, "en", email, "Settings-pass-8");
    await openOffice(a.page, "en", "settings");
    const o = office(a.page);
    await o.getByRole("radio", { name: "Light" }).check();
    await o.getByLabel("Odds format").selectOption({ label: "American" });
    await o.getByRole("button", { name: "Save settings" }).click();
    await o.getByText("Settings saved.").waitFor();
    expect(await a.page.locator("html").getAttribute("data-theme")).toBe("light");
    await screenshot(a.page, "office-settings-en-390");

    const b = await playerPage(browser, { ...PHONE, locale: "ar" });
    await signIn(b.page, "ar", email, "Settings-pass-8");
    await expect.poll(() => b.page.locator("html").getAttribute("data-theme")).toBe("light");
    const stored = await b.page.evaluate(() =>
      JSON.parse(localStorage.getItem("parlay:global-settings") ?? "{}"),
    );
    expect(stored.coefViewId).toBe(2);
    const bg = await b.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe("rgb(243, 246, 251)");
    await openOffice(b.page, "ar", "settings");
    await office(b.page).locator("form.po-settings").waitFor();
    // Every page of that browser is light, and the form shows the saved choices.
    await expect.poll(() => b.page.locator("html").getAttribute("data-theme")).toBe("light");
    expect(await office(b.page).getByRole("radio", { checked: true }).first().getAttribute("value")).toBe(
      "0",
    );
    await screenshot(b.page, "office-settings-ar-390");
    await a.context.close();
    await b.context.close();
  });
});
