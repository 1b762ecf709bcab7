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

/** An outcome to bet on; odds in integer thousandths, as the sportsbook API answers them. */
export interface LinePick {
  outcomeId: number;
  coef: number;
}

/** An open outcome of a line game that starts later (so the bet stays open during the test). */
export async function lineOutcome(base: string): Promise<LinePick> {
  const get = async <T>(path: string) =>
    (await (await fetch(`${base}/web-api/sportsbook${path}`)).json()) as T;
  const sports = await get<{ sportId: number; gamesCount: number }[]>("/menu?section=line");
  for (const sport of sports.filter((s) => s.gamesCount > 0)) {
    const { champs } = await get<{ champs: { champId: number; gamesCount: number }[] }>(
      `/sports/${sport.sportId}/champs?section=line`,
    );
    for (const champ of champs.filter((c) => c.gamesCount > 0)) {
      const { games } = await get<{
        games: {
          startAt: string;
          isLive: boolean;
          markets: { isBlocked: boolean; outcomes: LinePick[] }[];
        }[];
      }>(`/champs/${champ.champId}/games?section=line`);
      for (const game of games) {
        if (game.isLive || Date.parse(game.startAt) < Date.now() + 30 * 60_000) continue;
        const outcome = game.markets.find((m) => !m.isBlocked)?.outcomes[0];
        if (outcome) return outcome;
      }
    }
  }
  throw new Error("no open line outcome");
}

/** Places a single through the contract's call 1; answers the coupon as the server sent it. */
export async function placeSingle(
  page: Page,
  pick: LinePick,
  stake = { amount: "150.00", currency: "RUB" },
): Promise<{ id: number; code?: string }> {
  const answer = await page.evaluate(
    async ({ p, stake }) => {
      const token = decodeURIComponent(/(?:^|; )csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? "");
      const res = await fetch("/web-api/betting/coupons", {
        method: "POST",
        headers: { "content-type": "application/json", "x-csrf-token": token },
        body: JSON.stringify({
          typeId: 0,
          amount: stake.amount,
          currency: stake.currency,
          bets: [{ outcomeId: p.outcomeId, coef: (p.coef / 1000).toFixed(3) }],
          changeCoefAction: 1,
          idempotencyKey: crypto.randomUUID(),
        }),
      });
      return { status: res.status, body: (await res.json()) as { coupon: { id: number; code?: string } } };
    },
    { p: pick, stake },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.coupon;
}
