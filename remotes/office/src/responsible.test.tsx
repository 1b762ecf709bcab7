import type { Limit } from "@parlay/domain/limits";
import { RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { FailureCode } from "@parlay/web";
import { createHttpClient, limitsApi, type TokenStore } from "@parlay/web";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ar } from "./i18n/ar.ts";
import { en } from "./i18n/en.ts";
import type { OfficeDictionary } from "./i18n/index.ts";
import { ru } from "./i18n/ru.ts";
import { officeRemote } from "./index.ts";
import { BreakCard } from "./pages/responsible-break.tsx";
import { LimitCard } from "./pages/responsible-cards.tsx";
import type { CardContext } from "./pages/responsible-context.ts";
import { limitFailureText } from "./pages/responsible-context.ts";
import {
  countText,
  hoursLeft,
  isSelfExcluded,
  limitRows,
  parseLimitAmount,
  savedState,
  valueInForce,
  valueText,
} from "./pages/responsible-model.ts";

const NOW = 1_800_000_000; // seconds

function limit(limitType: number, limitValue: number, over: Partial<Limit> = {}): Limit {
  return {
    limitType: limitType as Limit["limitType"],
    limitState: "ACTIVE",
    limitValue,
    limitBalance: null,
    needApprove: false,
    startedAt: NOW - 3600,
    endsAt: null,
    availableValues: [],
    measure: "currency",
    label: `responsible_gaming_limit_${limitType}`,
    optionsMap: {},
    ...over,
  };
}

function ctx(t: OfficeDictionary = en, lang = "en"): CardContext {
  const tokens = { current: async () => null, renew: async () => null } as unknown as TokenStore;
  const http = createHttpClient({
    fetch: (async () => new Response("{}")) as typeof fetch,
    cookies: () => "",
    tokens,
  });
  return {
    t,
    lang,
    basePath: `/${lang}`,
    query: {},
    today: "2027-01-15",
    clock: "24h",
    renderedAt: Date.parse("2027-01-15T12:00:00Z"),
    initial: {},
    api: limitsApi(http, lang),
    currency: "EUR",
    actionMethod: "limitaction",
    nowSeconds: NOW,
    onChanged: () => {},
  };
}

describe("office/responsible: the frame", () => {
  it("is a built page now: heading, menu item current, no balance, loading until hydrated", async () => {
    const answer = RenderAnswer.parse(
      await officeRemote.render(renderContext("office", "/office/responsible", { cookies: "ua=1" })),
    );
    expect(answer.status).toBe("ok");
    expect(answer.body).toContain('<h1 id="po-title">Responsible gaming</h1>');
    expect(answer.body).toContain('data-section="responsible" aria-current="page"');
    expect(answer.body).not.toContain('data-later="true"');
    expect(answer.body).not.toContain("po-balance");
    expect(answer.body).toContain('role="status">Loading…</p>');
  });
});

describe("office/responsible: reading the limits (001 §3, §4)", () => {
  it("shows only what the site offers, in group order, with the value in force and the pending change", () => {
    const rows = limitRows(
      [32, limit(21, 0, { availableValues: [] }), 20, 30, 37],
      [limit(21, 500), limit(21, 800, { limitState: "PENDING", endsAt: NOW + 5 * 3600 }), limit(11, 50)],
    );
    expect(rows.map((r) => r.limitType)).toEqual([20, 21, 32, 30]);
    const weekly = rows[1];
    expect(weekly?.current?.limitValue).toBe(500);
    expect(weekly?.pending?.limitValue).toBe(800);
    expect(rows[0]?.current).toBeNull();
    expect(rows[2]?.values).toEqual([5, 10, 15, 30, 45, 60, -1]);
  });

  it("counts the hours left of a pending change up, never below 0", () => {
    expect(hoursLeft(limit(21, 1, { endsAt: NOW + 3600 * 5 - 10 }), NOW)).toBe(5);
    expect(hoursLeft(limit(21, 1, { endsAt: NOW + 1 }), NOW)).toBe(1);
    expect(hoursLeft(limit(21, 1, { endsAt: NOW - 100 }), NOW)).toBe(0);
  });

  it("knows self-exclusion by 37 or a running 30", () => {
    expect(isSelfExcluded([limit(37, 1)], NOW)).toBe(true);
    expect(isSelfExcluded([limit(30, 7, { endsAt: NOW + 10 })], NOW)).toBe(true);
    expect(isSelfExcluded([limit(30, 7, { endsAt: NOW - 10 })], NOW)).toBe(false);
    expect(isSelfExcluded([limit(30, 7, { limitState: "INACTIVE" })], NOW)).toBe(false);
  });

  it("treats no-limit, not-set and an ended time-out as nothing in force", () => {
    const [deposit] = limitRows([21], [limit(21, 999_999_999)]);
    const [session] = limitRows([31], [limit(31, -1)]);
    const [timeout] = limitRows([33], [limit(33, 7, { endsAt: NOW - 1 })]);
    for (const row of [deposit, session, timeout]) expect(row && valueInForce(row, NOW)).toBeNull();
  });

  it("reads a money limit as a whole amount, Arabic-Indic digits included", () => {
    expect(parseLimitAmount("100")).toBe(100);
    expect(parseLimitAmount(" ١٢٠ ")).toBe(120);
    for (const bad of ["", "0", "1.5", "-3", "999999999", "abc"])
      expect(parseLimitAmount(bad), bad).toBeNull();
  });

  it("tells an immediate save from a pending one", () => {
    expect(savedState(21, [limit(21, 50)])).toBe("now");
    expect(savedState(21, [limit(21, 50), limit(21, 80, { limitState: "PENDING" })])).toBe("pending");
    expect(savedState(21, null)).toBe("now");
  });

  it("writes values in each language's plural forms", () => {
    expect(valueText(21, 999_999_999, en.responsible, "en", "EUR")).toBe("No limit");
    expect(valueText(21, 1500, en.responsible, "en", "EUR")).toBe("1,500 EUR");
    expect(valueText(32, -1, en.responsible, "en", "")).toBe("Not set");
    expect(valueText(33, 1, en.responsible, "en", "")).toBe("1 day");
    expect(valueText(30, 365, en.responsible, "en", "")).toBe("365 days");
    expect(countText(ru.responsible.hours, 5, "ru")).toBe("5 часов");
    expect(countText(ru.responsible.days, 2, "ru")).toBe("2 дня");
    expect(countText(ar.responsible.days, 2, "ar")).toBe("يومان");
    expect(countText(ar.responsible.days, 7, "ar")).toBe(`${new Intl.NumberFormat("ar").format(7)} أيام`);
  });

  it("says a failed save with our text for the limits codes, else the server's title, else forbidden (001 §8)", () => {
    const failure = (code: FailureCode, message: string, status = 409) => ({
      kind: "http" as const,
      status,
      code,
      message,
    });
    expect(limitFailureText(failure("LIMIT_CANNOT_SHORTEN", "x"), en)).toBe(
      en.responsible.errors.LIMIT_CANNOT_SHORTEN,
    );
    expect(limitFailureText(failure("HTTP_403", "Not today", 403), en)).toBe("Not today");
    expect(limitFailureText(failure("HTTP_403", "HTTP 403", 403), en)).toBe(en.responsible.forbidden);
  });
});

describe("office/responsible: the cards", () => {
  it("a money limit: the value, what is left, the pending change with hours left and a cancel, a labelled field", () => {
    const [row] = limitRows(
      [21],
      [
        limit(21, 500, { limitBalance: 120 }),
        limit(21, 800, { limitState: "PENDING", startedAt: NOW - 3600, endsAt: NOW + 23 * 3600 }),
      ],
    );
    if (!row) throw new Error("no row");
    const html = renderToStaticMarkup(<LimitCard row={row} ctx={ctx()} />);
    expect(html).toContain("Deposit limit — 7 days");
    expect(html).toContain('data-testid="limit-current">500 EUR</dd>');
    expect(html).toContain("120 EUR");
    expect(html).toContain("Change to 800 EUR requested. You can confirm it in 23 hours.");
    expect(html).toContain(">Cancel the change</button>");
    expect(html).not.toContain(">Confirm the change</button>");
    expect(html).toMatch(/<label for="([^"]+)-value">New limit \(EUR\)<\/label><input[^>]*id="\1-value"/);
    expect(html).toContain(">Remove the limit</button>");
  });

  it("a pending change past its 24 h can be confirmed", () => {
    const [row] = limitRows(
      [20],
      [limit(20, 100), limit(20, 300, { limitState: "PENDING", needApprove: true, endsAt: NOW - 60 })],
    );
    if (!row) throw new Error("no row");
    const html = renderToStaticMarkup(<LimitCard row={row} ctx={ctx()} />);
    expect(html).toContain("Change to 300 EUR is ready");
    expect(html).toContain(">Confirm the change</button>");
  });

  it("the session limit offers its hours and not set; in Arabic too", () => {
    const [row] = limitRows([31], []);
    if (!row) throw new Error("no row");
    const html = renderToStaticMarkup(<LimitCard row={row} ctx={ctx(ar, "ar")} />);
    expect(html).toContain(ar.responsible.types["31"]);
    expect(html).toContain(`<option value="-1" selected="">${ar.responsible.notSet}</option>`);
    expect(html).toContain(`<option value="2">ساعتان</option>`);
  });

  it("time-out and self-exclusion ask first: a duration choice and a button, the confirmation closed", () => {
    const [row] = limitRows([30], []);
    if (!row) throw new Error("no row");
    const html = renderToStaticMarkup(<BreakCard row={row} ctx={ctx()} />);
    expect(html).toContain("<legend>How long</legend>");
    expect(html).toContain(">1 day</label>");
    expect(html).toContain(">1,825 days</label>");
    expect(html).toContain(">Exclude myself</button>");
    expect(html).not.toContain("Yes, exclude me"); // the confirmation step renders only when opened
  });

  it("every language has every text of the page", () => {
    const keys = (d: OfficeDictionary) => Object.keys(d.responsible).sort();
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(ar)).toEqual(keys(en));
    for (const d of [ru, ar]) {
      expect(Object.keys(d.responsible.types).sort()).toEqual(Object.keys(en.responsible.types).sort());
      expect(d.responsible.consequences.length).toBe(en.responsible.consequences.length);
    }
  });
});
