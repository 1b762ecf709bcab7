import type { Clock } from "@parlay/domain/language";
import { RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { HttpFailure, TokenStore } from "@parlay/web";
import { createHttpClient } from "@parlay/web";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { bettingApi } from "./api/betting-api.ts";
import type { CouponView } from "./api/betting-types.ts";
import { ar } from "./i18n/ar.ts";
import { en } from "./i18n/en.ts";
import type { OfficeDictionary } from "./i18n/index.ts";
import { ru } from "./i18n/ru.ts";
import { officeRemote } from "./index.ts";
import { couponPage, everyType, unnamedView } from "./testing/coupons.ts";
import { CouponList } from "./ui/coupon-list.tsx";
import { LoadError } from "./ui/load-states.tsx";

/** The shell's real HTTP client over a fetch stub that answers like the contract's call 3. */
function stubbedApi(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  const tokens = { current: async () => null, renew: async () => null } as unknown as TokenStore;
  const http = createHttpClient({ fetch: fetchImpl, cookies: () => "csrf_token=t; ua=1", tokens });
  return { api: bettingApi(http), urls };
}

async function loadPage(body: unknown): Promise<CouponView[]> {
  const { api } = stubbedApi(body);
  const res = await api.coupons({ page: 1, pageSize: 20, status: "all" });
  if (!res.ok) throw new Error(res.error.message);
  return res.data.items;
}

function list(
  coupons: CouponView[],
  opts: { t?: OfficeDictionary; lang?: string; expanded?: number[]; clock?: Clock } = {},
) {
  return renderToStaticMarkup(
    <CouponList
      coupons={coupons}
      t={opts.t ?? en}
      lang={opts.lang ?? "en"}
      basePath={`/${opts.lang ?? "en"}`}
      clock={opts.clock ?? "24h"}
      now={Date.parse("2025-04-01T00:00:00Z")}
      expanded={new Set(opts.expanded ?? [])}
      onToggle={() => {}}
      onLoadAgain={() => {}}
      onCopy={() => {}}
    />,
  );
}

/** The <li> of one coupon in the markup. */
function item(html: string, id: number): string {
  const start = html.indexOf(`data-coupon-id="${id}"`);
  const end = html.indexOf("</article></li>", start);
  expect(start, `coupon ${id}`).toBeGreaterThan(-1);
  return html.slice(start, end);
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\n]+/g, " ");

describe("bet history calls", () => {
  it("asks GET /web-api/betting/coupons with the filters of contract call 3", async () => {
    const { api, urls } = stubbedApi(couponPage([]));
    await api.coupons({ page: 2, pageSize: 20, status: "won", from: "2025-03-01", typeId: 9, accountId: 4 });
    expect(urls).toEqual([
      "/web-api/betting/coupons?page=2&pageSize=20&status=won&from=2025-03-01&typeId=9&accountId=4",
    ]);
  });

  it("passes a 401 on as a failure (the page then offers Log in)", async () => {
    const { api } = stubbedApi({ error: { code: "UNAUTHORIZED", message: "Sign in first" } }, 401);
    const res = await api.coupons({ page: 1, pageSize: 20, status: "all" });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.status).toBe(401);
  });
});

describe("bet history list", () => {
  it("shows every coupon type with its number, code, stake, odds, possible win, status and return", async () => {
    const coupons = await loadPage(couponPage(everyType()));
    const html = list(coupons);
    expect([...html.matchAll(/data-coupon-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([
      110, 109, 108, 107, 106, 105, 104, 103, 102, 101,
    ]);
    expect(html).toContain('<ol class="po-coupons" aria-label="Your coupons, newest first">');

    const single = text(item(html, 110));
    for (const part of [
      "Coupon 110",
      "Won",
      "Single",
      "C110XK7P",
      "150.00\u00a0₽",
      "Total odds 2.000",
      "Possible win 300.00\u00a0₽",
      "Paid out 300.00\u00a0₽",
      "Settled",
    ])
      expect(single).toContain(part);

    const express = text(item(html, 109));
    expect(express).toContain("Express");
    expect(express).toContain("Total odds 9.000");
    expect(express).toContain("Possible win 1,350.00\u00a0₽");
    expect(express).toContain("Live");
    expect(express).not.toContain("Paid out");

    expect(text(item(html, 108))).toContain("System 2/3");
    expect(text(item(html, 108))).not.toContain("Total odds");
    expect(text(item(html, 106))).toContain("Multibet 2/3");
    expect(text(item(html, 101))).toContain("50.00\u00a0$");
    expect(text(item(html, 101))).toContain("VIP bet");
    const statuses = [...html.matchAll(/data-coupon-status="(\w+)"/g)].map((m) => m[1]);
    expect(statuses).toEqual([
      "won",
      "open",
      "lost",
      "halfWinHalfReturn",
      "open",
      "halfLoseHalfReturn",
      "halfLoseHalfWin",
      "returned",
      "forcedReturn",
      "open",
    ]);
    for (const [id, name] of [
      [107, "Half won, half returned"],
      [105, "Half lost, half returned"],
      [104, "Half lost, half won"],
      [102, "Returned (cancelled)"],
    ] as const)
      expect(text(item(html, id))).toContain(name);
  });

  it("hides the selections behind a disclosure button and shows every leg status when open", async () => {
    const coupons = await loadPage(couponPage(everyType()));
    const closed = item(list(coupons), 108);
    expect(closed).toContain('aria-expanded="false" aria-controls="po-coupon-108-legs"');
    expect(closed).toContain('id="po-coupon-108-legs" class="po-legs" hidden=""');
    expect(text(closed)).toContain("Show selections (4)");

    const html = list(coupons, { expanded: coupons.map((c) => c.id) });
    const open = item(html, 108);
    expect(open).toContain('aria-expanded="true"');
    expect(open).not.toContain('hidden=""');
    expect(open).toContain('<ol aria-label="Selections of coupon 108">');
    expect(text(open)).toContain("Hide selections");
    expect(text(open)).toContain("Banker");
    expect(
      [...html.matchAll(/data-leg-status="(-?\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b),
    ).toEqual(expect.arrayContaining([-2, -1, 0, 1, 2, 3, 4, 5, 6]));
    const all = text(html);
    for (const name of Object.values(en.bets.legStatuses).filter(
      (n) => !n.includes("{") && n !== en.bets.legStatuses.inPlay,
    ))
      expect(all, name).toContain(name);
    const won = text(item(html, 110));
    for (const part of [
      "Arsenal – Chelsea",
      "Premier League",
      "Market Match result",
      "Pick Arsenal to win",
      "Odds 2.000",
      "Score 2:1",
      "Result Won",
    ])
      expect(won).toContain(part);
    expect(text(item(html, 109))).toContain("Real Madrid – Barcelona");
    expect(text(item(html, 106))).toContain("Block 1");
  });

  it("offers bet again and copy for a coupon with a code, and always links the print page", async () => {
    const html = list(await loadPage(couponPage(everyType())));
    const one = item(html, 110);
    expect(one).toContain('aria-label="Bet again: load coupon 110 into the bet slip"');
    expect(one).toContain('aria-label="Copy the code of coupon 110"');
    expect(one).toContain('href="/en/print-coupon/110" aria-label="Print coupon 110"');
  });

  it("shows ids in place of names the answer does not have, and no code actions without a code", async () => {
    const coupons = await loadPage(couponPage([unnamedView()]));
    const html = list(coupons, { expanded: [7] });
    const all = text(html);
    for (const part of [
      "Game 88",
      "Market 301",
      "Outcome 4411",
      "Outcome 4412",
      "Total odds 3.000",
      "Possible win 300.00\u00a0₽",
      "Game not started",
    ])
      expect(all).toContain(part);
    expect(html).not.toContain("Bet again");
    expect(html).not.toContain("Copy code");
    expect(html).toContain('href="/en/print-coupon/7"');
  });

  it("speaks Russian and Arabic, on the player's 12- or 24-hour clock", async () => {
    const coupons = await loadPage(couponPage(everyType()));
    const russian = text(list(coupons, { t: ru, lang: "ru", expanded: [108] }));
    for (const part of [
      "Купон 108",
      "Система 2 из 3",
      "Проигрыш",
      "Банкер",
      "Принудительный возврат",
      "150,00",
    ])
      expect(russian).toContain(part);
    const arabic = text(list(coupons, { t: ar, lang: "ar" }));
    expect(arabic).toContain("القسيمة 110");
    expect(arabic).toContain("إكسبريس");
    const h12 = text(list(coupons.slice(0, 1), { clock: "12h" }));
    const h24 = text(list(coupons.slice(0, 1), { clock: "24h" }));
    expect(h12).toMatch(/(AM|PM)/);
    expect(h24).not.toMatch(/(AM|PM)/);
  });
});

describe("office/history page", () => {
  const render = async (path: string, query: Record<string, string> = {}, lang = "en") =>
    RenderAnswer.parse(
      await officeRemote.render(
        renderContext("office", path, { cookies: "ua=1", query, lang, basePath: `/${lang}` }),
      ),
    );

  it("renders the frame with its menu item current, the filters from the URL, and loading", async () => {
    const answer = await render("/office/history", { status: "won", from: "2025-02-01", typeId: "2" });
    expect(answer.status).toBe("ok");
    expect(answer.title).toBe("Bet history — My account — %SITE_NAME%");
    expect(answer.body).toContain('data-section="bet_history" aria-current="page"');
    expect(answer.body).not.toContain('data-later="true"');
    expect(answer.body).toContain('aria-label="Bet filters"');
    expect(answer.body).toMatch(/<option value="won" selected="">Won<\/option>/);
    expect(answer.body).toMatch(/<option value="2" selected="">System<\/option>/);
    expect(answer.body).toMatch(/id="po-b-from" type="date"[^>]* value="2025-02-01"/);
    expect(answer.body).toContain('role="status">Loading…</p>');
  });

  it("defaults to the last 30 days, in Russian and Arabic too", async () => {
    const answer = await render("/office/history");
    const from = /id="po-b-from" type="date"[^>]* value="(\d{4}-\d{2}-\d{2})"/.exec(answer.body)?.[1] ?? "";
    const days = (Date.now() - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(31);
    expect((await render("/office/history", {}, "ru")).body).toContain("Фильтры ставок");
    expect((await render("/office/history", {}, "ar")).title).toBe("سجل الرهانات — حسابي — %SITE_NAME%");
  });
});

describe("bet history states", () => {
  it("asks a signed-out player to log in again rather than to retry", () => {
    const html = renderToStaticMarkup(
      <LoadError
        error={{ kind: "http", status: 401, code: "UNAUTHORIZED", message: "Sign in first" } as HttpFailure}
        t={en}
        basePath="/en"
        onRetry={() => {}}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(en.common.signedOut);
    expect(html).toContain('href="/en/?login=1&amp;returnUrl=');
    expect(html).not.toContain(en.common.retry);
  });
});
