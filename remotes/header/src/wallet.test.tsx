import type { RemoteRenderContext } from "@parlay/remote-protocol";
import { RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { TokenStore } from "@parlay/web";
import { createHttpClient } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { headerRemote } from "./index.ts";
import { displayMoney, headerWalletApi } from "./wallet-api.ts";

function context(overrides: Partial<RemoteRenderContext> = {}): RemoteRenderContext {
  return renderContext("header", "/", overrides);
}

const render = async (overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await headerRemote.render(context(overrides)));

describe("the signed-in player's balance in the header", () => {
  it("holds a place for the balance when signed in (loaded after hydration), nothing for guests", async () => {
    const player = await render({ cookies: "ua=1" });
    expect(player.body).toContain("ph-wallet--loading");
    expect(player.body).toContain(">Balance<");
    expect(player.body).toContain('href="/en/office/account"');
    const guest = await render();
    expect(guest.body).not.toContain("ph-wallet");
    const ru = await render({ cookies: "ua=1", lang: "ru", basePath: "/ru" });
    expect(ru.body).toContain(">Баланс<");
  });

  it("shows money from its decimal string, grouped per language, never as a float", () => {
    expect(displayMoney("1500.00", "₽", "en")).toBe("1,500.00\u00a0₽");
    expect(displayMoney("1500.00", "₽", "ru")).toBe("1\u00a0500,00\u00a0₽");
    expect(displayMoney("90071992547409.99", "$", "en")).toBe("90,071,992,547,409.99\u00a0$");
  });
});

describe("header wallet calls", () => {
  it("reads the accounts and switches the active one with the CSRF header", async () => {
    const calls: { url: string; method: string; headers: Record<string, string>; body: string | null }[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({
        url: String(input),
        method: init?.method ?? "GET",
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === "string" ? init.body : null,
      });
      return new Response(JSON.stringify({ accounts: [], activeAccount: null }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }) as typeof fetch;
    const tokens = { current: async () => null, renew: async () => null } as unknown as TokenStore;
    const api = headerWalletApi(
      createHttpClient({ fetch: fetchImpl, cookies: () => "csrf_token=t1", tokens }),
    );
    expect((await api.accounts()).ok).toBe(true);
    expect((await api.switchActive(42)).ok).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /web-api/wallet/accounts",
      "POST /web-api/wallet/accounts/active",
    ]);
    expect(calls[1]?.headers["x-csrf-token"]).toBe("t1");
    expect(calls[1]?.body).toBe('{"accountId":42}');
  });
});
