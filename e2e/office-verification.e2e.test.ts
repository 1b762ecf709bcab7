import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, startSite } from "./harness.ts";
import {
  createEmailAccount,
  playerPage,
  type Site,
  uniqueEmail,
  waitForHydration,
} from "./players-helpers.ts";
import { backofficePage } from "./staff-helpers.ts";

/**
 * Issue 17 in Chromium (docs/verification.md): a player fills in personal data and uploads a
 * document (a PNG renamed .pdf is taken for what its bytes are; a text file named .jpg is refused),
 * a compliance officer approves it in the back office's queue, and the player sees verified and
 * the personal data locked. In English and Arabic, at 390 px.
 */

let site: Site;
let browser: Browser;
let pngWithText: typeof import("@parlay/domain/documents/testing").pngWithText;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  ({ pngWithText } = await import("@parlay/domain/documents/testing"));
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const PHONE = { width: 390, height: 844 };
const office = (page: Page) => page.locator('[data-remote="office"]');

const T = {
  en: {
    loginName: "E-mail or account number",
    password: "Password",
    surname: "Surname",
    name: "Name",
    city: "City",
    save: "Save",
    saved: "Saved.",
    file: "File",
    upload: "Upload",
    uploaded: "Document uploaded. We will let you know when it has been checked.",
    wrongType: "This file type is not accepted. Upload a JPEG, PNG or WebP image or a PDF.",
    pending: "Documents under review",
    verified: "Verified",
  },
  ar: {
    loginName: /البريد الإلكتروني/,
    password: "كلمة المرور",
    surname: "اسم العائلة",
    name: "الاسم",
    city: "المدينة",
    save: "حفظ",
    saved: "تم الحفظ.",
    file: "الملف",
    upload: "رفع",
    uploaded: "تم رفع المستند. سنخبرك عند الانتهاء من مراجعته.",
    wrongType: "نوع الملف هذا غير مقبول. ارفع صورة JPEG أو PNG أو WebP أو ملف PDF.",
    pending: "المستندات قيد المراجعة",
    verified: "تم التحقق",
  },
} as const;

async function openOffice(page: Page, lang: string, path: string): Promise<void> {
  await page.goto(`${site.base}/${lang}/office/${path}`);
  await page.waitForFunction(
    () => document.querySelector('[data-remote="office"]')?.getAttribute("data-remote-state") === "ready",
  );
  await waitForHydration(page);
}

async function signIn(page: Page, lang: "en" | "ar", email: string, password: string) {
  const t = T[lang];
  await page.goto(`${site.base}/${lang}/?login=1`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog").filter({ has: page.locator("[data-auth-form]") });
  await dialog.getByLabel(t.loginName).fill(email);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  await dialog.locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === "ua"), { timeout: 15_000 })
    .toBe(true);
}

async function complianceApproves(playerEmail: string, tag: string): Promise<void> {
  const page = await backofficePage(browser, site, ["compliance"], "Compliance");
  await page
    .getByRole("navigation", { name: "Sections" })
    .getByRole("link", { name: "Verification" })
    .click();
  const row = page.getByRole("row").filter({ hasText: playerEmail });
  await row.waitFor();
  await row.getByRole("button", { name: /View document/ }).click();
  await row.getByRole("img", { name: /Document/ }).waitFor();
  await screenshot(page, `backoffice-verification-${tag}-1280`);
  await row.getByLabel(/Decision on document/).selectOption("approve");
  await row.getByLabel(/Note/).fill("Matches the data");
  await row.getByRole("button", { name: "Decide" }).click();
  await row.waitFor({ state: "detached" });
  await page.context().close();
}

describe("personal data, a document, and the compliance review", () => {
  for (const lang of ["en", "ar"] as const) {
    it(`${lang}: fill in, upload, approved by compliance, then verified and locked`, async () => {
      const t = T[lang];
      const email = uniqueEmail(`verify-${lang}`);
      await createEmailAccount(site, email, "Verify-pass-9");
      const { page, context } = await playerPage(browser, {
        ...PHONE,
        locale: lang === "ar" ? "ar" : "en-US",
      });
      await signIn(page, lang, email, "Verify-pass-9");

      await openOffice(page, lang, "account?section=personal_data");
      const o = office(page);
      expect(await page.locator("html").getAttribute("dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      await o.getByLabel(t.surname, { exact: true }).fill(lang === "ar" ? "الحسيني" : "Petrova");
      await o.getByLabel(t.name, { exact: true }).fill(lang === "ar" ? "ليلى" : "Anna");
      await o.getByLabel(t.city, { exact: true }).fill("Kazan");
      await o.getByRole("button", { name: t.save }).click();
      await o.getByText(t.saved).waitFor();
      await screenshot(page, `office-personal-${lang}-390`);

      await openOffice(page, lang, "verification");
      // A text file named like a photo is refused by its bytes.
      await o.getByLabel(t.file, { exact: true }).setInputFiles({
        name: "passport.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("<html><script>alert(1)</script></html>"),
      });
      await o.getByRole("button", { name: t.upload }).click();
      await o.getByRole("alert").getByText(t.wrongType).waitFor();
      await screenshot(page, `office-verification-refused-${lang}-390`);
      // A PNG, whatever it is called.
      await o.getByLabel(t.file, { exact: true }).setInputFiles({
        name: "scan.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from(pngWithText()),
      });
      await o.getByRole("button", { name: t.upload }).click();
      await o.getByText(t.uploaded).waitFor();
      await expect
        .poll(() => o.locator("[data-verification]").getAttribute("data-verification"))
        .toBe("pending");
      expect(await o.locator("[data-document-status]").count()).toBe(1);

      await complianceApproves(email, lang);

      await openOffice(page, lang, "verification");
      await expect.poll(() => o.locator("[data-verification]").textContent()).toBe(t.verified);
      await screenshot(page, `office-verification-verified-${lang}-390`);
      await openOffice(page, lang, "account?section=personal_data");
      await o.locator('[data-notice="locked"]').waitFor();
      expect(await o.getByLabel(t.city, { exact: true }).isDisabled()).toBe(true);
      expect(await o.getByLabel(t.city, { exact: true }).inputValue()).toBe("Kazan");
      expect(await o.getByRole("button", { name: t.save }).count()).toBe(0);
      await screenshot(page, `office-personal-locked-${lang}-390`);
      await context.close();
    });
  }
});
