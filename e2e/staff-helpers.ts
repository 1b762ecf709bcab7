import type { StaffRole } from "@parlay/domain/staff";
import { type APIRequestContext, type Browser, type Page, request } from "playwright-core";
import { totpCode } from "../apps/server/src/services/auth/totp.ts";
import { createPlayersRuntime } from "../apps/server/src/services/session/index.ts";
import { testOptions } from "../apps/server/src/services/session/testing.ts";
import { createStaff } from "../apps/server/src/services/staff/index.ts";
import type { Site } from "./players-helpers.ts";

let seq = 0;

/**
 * A staff member signed in to the site's back-office API (first sign-in set-up with a real TOTP
 * code); `call` sends JSON with the CSRF header. For browser tests that arrange what staff do.
 */
export async function staffClient(site: Site, roles: StaffRole[]) {
  const rt = createPlayersRuntime(site.db, testOptions());
  const email = `e2e-staff-${++seq}-${Date.now()}@parlay.test`;
  const { oneTimePassword } = await createStaff(
    rt,
    { staffId: null, email: "e2e", roles: [], ip: "127.0.0.1" },
    { email, displayName: "E2E", roles },
  );
  const ctx: APIRequestContext = await request.newContext({ baseURL: site.base });
  const step = (await (
    await ctx.post("/backoffice-api/v1/auth/login", { data: { email, password: oneTimePassword } })
  ).json()) as { enrollToken: string; secret: string };
  const done = await ctx.post("/backoffice-api/v1/auth/enroll", {
    data: {
      enrollToken: step.enrollToken,
      newPassword: "e2e staff passphrase 1",
      code: totpCode(step.secret, new Date()),
    },
  });
  if (!done.ok()) throw new Error(`staff sign-in: ${done.status()} ${await done.text()}`);
  const csrf = async () => (await ctx.storageState()).cookies.find((c) => c.name === "bo_csrf")?.value ?? "";
  return {
    async call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: object): Promise<T> {
      const res = await ctx.fetch(path, {
        method,
        headers: { "x-csrf-token": await csrf() },
        ...(data ? { data } : {}),
      });
      const text = await res.text();
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    /** The member's cookies, for a browser context signed in as them (`newContext({ storageState })`). */
    storageState: () => ctx.storageState(),
    close: () => ctx.dispose(),
  };
}

/**
 * A staff member with `roles` signed in to the back office in a browser context of their own, through
 * the first sign-in set-up as a person does it: the one-time password, the QR code's secret, a new
 * password and the authenticator code. The page is on the back office's home.
 */
export async function backofficePage(
  browser: Browser,
  site: Site,
  roles: StaffRole[],
  displayName = "E2E",
): Promise<Page> {
  const rt = createPlayersRuntime(site.db, testOptions());
  const email = `e2e-bo-${++seq}-${Date.now()}@parlay.test`;
  const { oneTimePassword } = await createStaff(
    rt,
    { staffId: null, email: "operator-cli:e2e", roles: [], ip: "127.0.0.1" },
    { email, displayName, roles },
  );
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${site.base}/backoffice/`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(oneTimePassword);
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("img", { name: /QR code/ })
    .locator("svg")
    .waitFor();
  const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
  await page.getByLabel("New password").fill(`Sturdy staff pass ${Math.random().toString(36).slice(2, 8)}!`);
  await page.getByLabel("Code from the authenticator").fill(totpCode(secret, new Date()));
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await page.getByRole("navigation", { name: "Sections" }).waitFor();
  return page;
}
