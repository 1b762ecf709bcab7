import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Helpers of the browser tests that need a player with money: calls made from inside the page
 * (session cookie plus the CSRF header, as the site's own client does), one-click registration,
 * and a deposit approved on the sandbox provider's hosted page.
 */

/** Calls a JSON route from inside the page; throws with the answer on a non-2xx status. */
export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const csrf = (await (await fetch("/web-api/csrf", { credentials: "same-origin" })).json()) as {
        csrfToken: string;
      };
      const res = await fetch(path, {
        method,
        credentials: "same-origin",
        headers: {
          "x-csrf-token": csrf.csrfToken,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    { method, path, body },
  ) as Promise<T>;
}

/** Registers a fast_reg (one-click) player (RUB unless told) from the site's home page; answers the user id. */
export async function registerFast(page: Page, base: string, currency = "RUB"): Promise<number> {
  await page.goto(`${base}/en/`);
  const answer = await pageApi<{ user_id?: number }>(page, "POST", "/web-api/auth/register/fast", {
    currency,
    country: "gb",
    age_confirmed: true,
    lng: "en",
  });
  expect(answer.user_id).toBeGreaterThan(0);
  return answer.user_id ?? 0;
}

/** Deposits `amount` (RUB unless told): the provider's hosted page, approved; waits until the webhook landed. */
export async function depositThroughProvider(
  page: Page,
  base: string,
  amount: string,
  currency = "RUB",
): Promise<void> {
  const answer = await pageApi<{ redirectUrl: string }>(page, "POST", "/web-api/wallet/deposits", {
    method: "card",
    amount,
    currency,
    idempotencyKey: crypto.randomUUID(),
    lng: "en",
  });
  await page.goto(new URL(answer.redirectUrl, base).toString());
  await page.getByRole("button", { name: "Approve payment" }).click();
  await page.waitForURL(/\/en\/onpay\/success\?paymentId=\d+$/);
  await expect
    .poll(() => page.locator("[data-payment-status]").getAttribute("data-payment-status"), {
      timeout: 20_000,
    })
    .toBe("succeeded");
}
