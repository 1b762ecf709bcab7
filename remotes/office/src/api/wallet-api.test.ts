import type { TokenStore } from "@parlay/web";
import { createHttpClient } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { failureText } from "../ui/errors.ts";
import { walletApi } from "./wallet-api.ts";

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** The shell's real client over a scripted fetch: what the office sends is what the server sees. */
function client(answers: { status: number; body: unknown }[], cookies = "csrf_token=tok-1; ua=1") {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : null,
    });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  const tokens = { current: async () => null, renew: async () => null } as unknown as TokenStore;
  const api = walletApi(createHttpClient({ fetch: fetchImpl, cookies: () => cookies, tokens }));
  return { api, calls };
}

describe("wallet API calls", () => {
  it("posts a deposit with the CSRF token, a JSON body and the idempotency key", async () => {
    const { api, calls } = client([
      { status: 201, body: { paymentId: 5, status: "created", redirectUrl: "/psp/checkout?x=1" } },
    ]);
    const res = await api.deposit({
      method: "card",
      amount: "500.00",
      currency: "RUB",
      idempotencyKey: "dep-abc12345",
      lng: "en",
    });
    expect(res.ok && res.data.redirectUrl).toBe("/psp/checkout?x=1");
    expect(calls[0]?.url).toBe("/web-api/wallet/deposits");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.headers["x-csrf-token"]).toBe("tok-1");
    expect(calls[0]?.body).toEqual({
      method: "card",
      amount: "500.00",
      currency: "RUB",
      idempotencyKey: "dep-abc12345",
      lng: "en",
    });
  });

  it("repeats once with the fresh token a 403 CSRF answer carries", async () => {
    const { api, calls } = client([
      { status: 403, body: { error: { code: "CSRF", message: "x", details: { csrfToken: "tok-2" } } } },
      { status: 200, body: { accounts: [] } },
    ]);
    const res = await api.switchActive(9);
    expect(res.ok).toBe(true);
    expect(calls.map((c) => c.headers["x-csrf-token"])).toEqual(["tok-1", "tok-2"]);
    expect(calls[1]?.body).toEqual({ accountId: 9 });
  });

  it("builds the history query from the filters and removes an account with DELETE", async () => {
    const { api, calls } = client([
      { status: 200, body: {} },
      { status: 200, body: { success: true } },
    ]);
    await api.history({ page: 2, pageSize: 20, type: "withdrawal", from: "2025-01-01", to: "2025-01-31" });
    expect(calls[0]?.url).toBe(
      "/web-api/wallet/history?page=2&pageSize=20&type=withdrawal&from=2025-01-01&to=2025-01-31",
    );
    await api.removeAccount(12);
    expect(calls[1]?.method).toBe("DELETE");
    expect(calls[1]?.url).toBe("/web-api/wallet/accounts/12");
    expect(calls[1]?.headers["x-csrf-token"]).toBe("tok-1");
  });
});

describe("what the player is told", () => {
  it("shows the server's own message for a refused account change (spec 001 §8)", async () => {
    const { api } = client([
      {
        status: 409,
        body: {
          success: false,
          code: "ACCOUNT_NOT_EMPTY",
          message: "Only an account with zero balance and no holds can be removed",
        },
      },
    ]);
    const res = await api.removeAccount(3);
    expect(res.ok).toBe(false);
    if (!res.ok)
      expect(failureText(res.error, en)).toBe(
        "Only an account with zero balance and no holds can be removed",
      );
  });

  it("uses our words for known codes, and asks to log in on 401", async () => {
    const { api } = client([
      {
        status: 409,
        body: { error: { code: "INSUFFICIENT_FUNDS", message: "Not enough available balance" } },
      },
      { status: 401, body: { error: { code: "UNAUTHORIZED", message: "Sign in first" } } },
    ]);
    const a = await api.withdraw({
      method: "card",
      amount: "1.00",
      currency: "RUB",
      idempotencyKey: "wd-12345678",
    });
    if (!a.ok) expect(failureText(a.error, en)).toBe(en.errors.INSUFFICIENT_FUNDS);
    const b = await api.balance();
    if (!b.ok) expect(failureText(b.error, en)).toBe(en.common.signedOut);
  });
});
