// @vitest-environment happy-dom
import { type RemoteRenderContext, RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrate } from "./client.tsx";
import type { OfficeData, OfficeDataSource } from "./data/office-data.ts";
import { createOfficeRemote, httpOfficeData, httpOfficeDataSource, OfficeDataError } from "./index.ts";
import type { OfficeProps } from "./props.ts";
import { fakeOfficeData } from "./testing/office-data.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const GRANT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJlLW9mLXRoZS1ncmFudA";

/** The server's source: the player's data only for a render that carries the grant. */
function sourceFor(data: OfficeData): OfficeDataSource {
  return async (ctx) => (ctx.grant === GRANT ? data : null);
}

async function renderPage(path: string, data: OfficeData, overrides: Partial<RemoteRenderContext> = {}) {
  const [pathname = "", search = ""] = path.split("?");
  const query = Object.fromEntries(new URLSearchParams(search));
  const remote = createOfficeRemote({ data: sourceFor(data), now: () => new Date("2026-03-10T12:00:00Z") });
  const answer = RenderAnswer.parse(
    await remote.render(renderContext("office", pathname, { query, grant: GRANT, ...overrides })),
  );
  const props = JSON.parse(
    /<script type="application\/json" data-remote-props>(.*)<\/script>$/.exec(answer.body)?.[1] ?? "null",
  ) as OfficeProps;
  return { answer, body: answer.body, props };
}

const LOADING = 'role="status">Loading…</p>';

describe("office pages rendered with the signed-in player's data", () => {
  it.each([
    ["/office/account", ["EUR, €", "75.25"], ["accounts"]],
    ["/office/recharge", ['value="777.00"'], ["cashier"]],
    ["/office/deduce", ['value="300.00"'], ["cashier"]],
    ["/office/historypay?type=deposit&page=1", ['data-payment-id="7301"', "1,234.56"], ["history"]],
    ["/office/history?status=won", ['data-coupon-id="8801"', "Dynamo"], ["coupons", "accounts"]],
    [
      "/office/history?tab=casino",
      ['data-round="r-9001"', "Fruit Reels", 'data-net="-6.00"', 'aria-selected="true"'],
      ["casino"],
    ],
    ["/office/paycheck?paymentId=7301", ["f00dfeed", "psp-abc"], ["receipt"]],
    ["/office/payment/requests", ["Where is my deposit of 1234.56?"], ["requests"]],
    [
      "/office/payment/create-request/1",
      ['href="/en/office/payment/requests/1/transactions/7302"'],
      ["transactions"],
    ],
    ["/office/payment/requests/1/transactions/7301", ["7301", "1,234.56"], ["transaction"]],
  ])(
    "%s has its first view and the balance in the HTML, and the same data in its props",
    async (path, texts, parts) => {
      const { data } = fakeOfficeData();
      const { body, props } = await renderPage(path, data);
      for (const text of texts) expect(body, text).toContain(text);
      expect(body).toContain('data-balance="available"');
      expect(body).not.toContain(LOADING);
      expect(Object.keys(props.initial).sort()).toEqual(["balance", ...parts].sort());
      expect(props.initial.balance?.balance.money).toBe("4321.50");
      expect(props.renderedAt).toBe(Date.parse("2026-03-10T12:00:00Z"));
    },
  );

  it.each([
    [
      "/office/support",
      ["Your deposit of 1000.00 RUB has been credited.", "My bonus is missing", "We have credited it."],
      ["messages", "tickets"],
    ],
    ["/office/share-idea", ["Add darts", "We have credited it."], ["tickets"]],
    [
      "/office/security",
      ["Protection level: 40%", "First pet&#x27;s name?", "203.0.113.7", "198.51.100.23"],
      ["security", "sessions", "logins"],
    ],
    ["/office/settings", ['<option value="5" selected="">'], ["settings", "timezones"]],
    ["/office/bringfriend", ["bf=4242", "5151"], ["referrals"]],
    ["/office/manager", ["Irina Volkova", 'href="mailto:vip@parlay.test"'], ["manager"]],
    ["/office/verification", ['data-document-status="pending"'], ["verification"]],
    ["/office/identification", ['type="file"'], ["verification"]],
    ["/office/account?section=personal_data", ['value="Petrova"', 'value="Kazan"'], ["personalData"]],
  ])("%s (no balance bar) has its data in the HTML and in its props", async (path, texts, parts) => {
    const { data, asked } = fakeOfficeData();
    const { body, props } = await renderPage(path, data);
    for (const text of texts) expect(body, text).toContain(text);
    expect(body).not.toContain(LOADING);
    expect(body).not.toContain('data-balance="available"');
    expect(Object.keys(props.initial).sort()).toEqual([...parts].sort());
    expect(asked.reads).not.toContain("balance");
  });

  it("reads the lists with the filters of the URL, first page", async () => {
    const { data, asked } = fakeOfficeData();
    await renderPage("/office/historypay?type=withdrawal&status=pending&from=2026-01-01&page=2", data);
    expect(asked.history).toEqual([
      { page: 2, pageSize: 20, type: "withdrawal", status: "pending", from: "2026-01-01" },
    ]);
    await renderPage("/office/history?tab=casino&page=3", data);
    expect(asked.reads).toContain("casinoHistory");
    expect(asked.reads).not.toContain("coupons");
    await renderPage("/office/history?status=lost&typeId=2", data);
    // No `from` in the URL: the last 30 days, counted from the server's date.
    expect(asked.coupons).toEqual([{ page: 1, pageSize: 20, status: "lost", from: "2026-02-08", typeId: 2 }]);
  });

  it("gives a guest the frame and reads nothing", async () => {
    const { data, asked } = fakeOfficeData();
    const { grant: _none, ...guest } = renderContext("office", "/office/historypay");
    const remote = createOfficeRemote({ data: sourceFor(data) });
    const answer = await remote.render(guest);
    expect(answer.body).toContain(LOADING);
    expect(answer.body).not.toContain("7301");
    expect(answer.body).toContain('"initial":{}');
    expect(asked.reads).toEqual([]);
  });

  it("never writes the grant into the answer", async () => {
    const { data } = fakeOfficeData();
    for (const path of ["/office/account", "/office/history", "/office/paycheck?paymentId=7301"]) {
      const { answer } = await renderPage(path, data);
      expect(JSON.stringify(answer)).not.toContain(GRANT);
      expect(JSON.stringify(answer)).not.toContain(GRANT.split(".")[2]);
    }
  });

  it("leaves a refused read to the browser and renders the rest", async () => {
    const { data } = fakeOfficeData({
      history: () => Promise.reject(new OfficeDataError(500, "INTERNAL")),
    });
    const { body, props } = await renderPage("/office/historypay", data);
    expect(props.initial.history).toBeUndefined();
    expect(props.initial.balance).toBeDefined();
    expect(body).toContain(LOADING);
    // A source that fails altogether is a guest's frame, not a failed page.
    const broken = createOfficeRemote({ data: () => Promise.reject(new Error("site down")) });
    const answer = await broken.render(renderContext("office", "/office/account", { grant: GRANT }));
    expect(answer.status).toBe("ok");
    expect(answer.body).toContain('"initial":{}');
  });
});

describe("the casino tab's in-house rounds", () => {
  it("link to the verifier with a name of their own, or say the seed is not revealed yet", async () => {
    const { data } = fakeOfficeData();
    const { body } = await renderPage("/office/history?tab=casino", data);
    expect(body).toContain(
      '<a class="po-link" href="/fairness/verify.html#game=dice&amp;serverSeed=ab12&amp;nonce=3" aria-label="Verify this round: Dice, round o41" data-verify="link" data-remote-native="">Verify this round</a>',
    );
    expect(body).toContain('data-verify="seed">Seed not revealed yet');
    // A provider's round has neither.
    const slot = /data-round="r-9001"[\s\S]*?<\/li>/.exec(body)?.[0] ?? "";
    expect(slot).not.toBe("");
    expect(slot).not.toContain("data-verify");
  });
});

describe("office/responsible rendered with the player's limits", () => {
  it("has the limits, the pending change judged by the render's clock, the history and the reasons", async () => {
    const { data, asked } = fakeOfficeData();
    const { body, props } = await renderPage("/office/responsible", data);
    expect(Object.keys(props.initial)).toEqual(["responsible"]);
    expect(props.initial.responsible?.currency).toBe("RUB");
    expect(asked.reads.sort()).toEqual(
      ["availableLimits", "balance", "limitHistory", "limits", "selfExcludeReasons"].sort(),
    );
    expect(body).not.toContain(LOADING);
    expect(body).toContain('data-testid="limit-current">345 RUB</dd>');
    // 2 h less a minute left at the render's clock: "2", whatever the browser's clock says later.
    expect(body).toMatch(/data-limit-type="21"[\s\S]*900 RUB[\s\S]*\b2\b/);
    expect(body).toContain('data-group="history"');
    expect(body).toContain("I want a break");
  });

  it("is the frame without the limits when a read fails, and loads them once hydrated", async () => {
    const { data } = fakeOfficeData({ limits: () => Promise.reject(new Error("down")) });
    const { body, props } = await renderPage("/office/responsible", data);
    expect(props.initial).toEqual({});
    expect(body).toContain(LOADING);
  });
});

describe("hydration from the props", () => {
  let root: HTMLElement | null = null;
  afterEach(() => {
    root?.remove();
    root = null;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    "/office/historypay?type=deposit",
    "/office/history?status=won",
    "/office/history?tab=casino",
    "/office/account",
    "/office/paycheck?paymentId=7301",
    "/office/responsible",
  ])("%s hydrates without a request and without a mismatch", async (path) => {
    const { data } = fakeOfficeData();
    const { body } = await renderPage(path, data);
    const fetchSpy = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchSpy);
    const warnings = vi.spyOn(console, "warn");
    const errors = vi.spyOn(console, "error");
    root = document.createElement("div");
    root.innerHTML = body;
    document.body.append(root);
    const serverMarkup = root.innerHTML.replace(/<script[^>]*data-remote-props[^>]*>.*<\/script>$/, "");
    let handle: { unmount(): void } | null = null;
    await act(async () => {
      handle = hydrate(root as HTMLElement);
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(serverMarkup);
    await act(async () => (handle as { unmount(): void } | null)?.unmount());
  });
  it("writes times in UTC on the server and in the browser's zone once hydrated, without a mismatch", async () => {
    const { data } = fakeOfficeData();
    const { body } = await renderPage("/office/historypay", data);
    // Paid at 10:15 UTC: the server cannot know the player's zone.
    expect(body).toContain("10:15");
    // The browser is in Tokyo.
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: "Asia/Tokyo" };
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    const warnings = vi.spyOn(console, "warn");
    const errors = vi.spyOn(console, "error");
    root = document.createElement("div");
    root.innerHTML = body;
    document.body.append(root);
    let handle: { unmount(): void } | null = null;
    await act(async () => {
      handle = hydrate(root as HTMLElement);
    });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    const cell = root.querySelector('tr[data-payment-id="7301"] td')?.textContent ?? "";
    expect(cell).toContain("19:15");
    await act(async () => (handle as { unmount(): void } | null)?.unmount());
  });
});

describe("the office's reads over HTTP (a remote in its own process)", () => {
  function stub(status = 200, body: unknown = { balance: { money: "1.00" } }) {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    }) as typeof fetch;
    return { calls, fetchImpl };
  }

  it("asks the site's API at its origin with the grant as the bearer and no cookie", async () => {
    const { calls, fetchImpl } = stub();
    const data = httpOfficeData("http://site.internal:3000/", GRANT, { fetch: fetchImpl });
    await data.balance();
    await data.history({ page: 2, pageSize: 20, type: "deposit" });
    await data.coupons({ page: 1, pageSize: 20, status: "won", from: "2026-02-08" });
    await data.requests(1);
    expect(calls.map((c) => c.url)).toEqual([
      "http://site.internal:3000/web-api/wallet/balance",
      "http://site.internal:3000/web-api/wallet/history?page=2&pageSize=20&type=deposit",
      "http://site.internal:3000/web-api/betting/coupons?page=1&pageSize=20&status=won&from=2026-02-08",
      "http://site.internal:3000/web-api/wallet/payment-requests?page=1&pageSize=10",
    ]);
    for (const { init } of calls) {
      const headers = init?.headers as Record<string, string>;
      expect(headers.authorization).toBe(`Bearer ${GRANT}`);
      expect(headers).not.toHaveProperty("cookie");
      expect(init?.credentials).toBe("omit");
      expect(init?.method).toBe("GET");
      expect(init?.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it("rejects what the site refuses, and gives a guest no client", async () => {
    const { fetchImpl } = stub(401, { error: { code: "UNAUTHORIZED", message: "Sign in first" } });
    const data = httpOfficeData("http://site.internal:3000", GRANT, { fetch: fetchImpl });
    await expect(data.accounts()).rejects.toMatchObject({ status: 401, code: "UNAUTHORIZED" });
    const source = httpOfficeDataSource("http://site.internal:3000", { fetch: fetchImpl });
    expect(await source(renderContext("office", "/office/account"))).toBeNull();
    expect(await source(renderContext("office", "/office/account", { grant: GRANT }))).not.toBeNull();
  });
});
