import { describe, expect, it, vi } from "vitest";
import { type CaptchaChallenge, createHttpClient, type HttpClientDeps } from "./client.ts";
import { CLOSED_STATUS } from "./errors.ts";
import type { TokenStore } from "./token-store.ts";

type Seen = { url: string; method: string; headers: Record<string, string>; body: unknown };
type Reply = { status: number; body?: unknown } | Error;

/** A fetch that answers from a script and records what it was sent. */
function scriptedFetch(replies: Reply[]) {
  const seen: Seen[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    let body: unknown = init?.body;
    if (typeof body === "string") body = JSON.parse(body);
    if (body instanceof FormData) body = Object.fromEntries(body.entries());
    seen.push({ url: String(input), method: init?.method ?? "GET", headers, body });
    const next = replies.shift();
    if (!next) throw new Error(`unexpected request ${String(input)}`);
    if (next instanceof Error) throw next;
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status,
      headers: { "content-type": "application/json" },
    });
  });
  return { fetch: fn as unknown as typeof fetch, seen };
}

function tokenStore(
  initial: string | null,
  renewed: string | null = "fresh-token",
): TokenStore & {
  renewCalls: string[];
} {
  let current = initial;
  const renewCalls: string[] = [];
  return {
    renewCalls,
    current: async () => current,
    renew: async (failed) => {
      renewCalls.push(failed);
      current = renewed;
      return renewed;
    },
    clear: () => {
      current = null;
    },
  };
}

function client(replies: Reply[], deps: Partial<HttpClientDeps> = {}) {
  const f = scriptedFetch(replies);
  const http = createHttpClient({
    fetch: f.fetch,
    cookies: () => "csrf_token=csrf-1; ua=1",
    tokens: tokenStore(null),
    ...deps,
  });
  return { http, seen: f.seen };
}

const captchaError = (code: number) => ({
  status: 400,
  body: {
    error: {
      code: "CAPTCHA_REQUIRED",
      message: "Solve the captcha",
      details: { captchaCode: code, challengeUrl: "/web-api/captcha/challenge", header: "X-Captcha" },
    },
  },
});

describe("headers", () => {
  it("sends the CSRF cookie on state-changing calls only, and the app markers always", async () => {
    const { http, seen } = client([
      { status: 200, body: { a: 1 } },
      { status: 200, body: { b: 2 } },
    ]);
    expect(await http.get("/web-api/session")).toEqual({ ok: true, status: 200, data: { a: 1 } });
    await http.post("/web-api/auth/login", { uLogin: "x" });
    expect(seen[0]?.headers["x-csrf-token"]).toBeUndefined();
    expect(seen[1]?.headers["x-csrf-token"]).toBe("csrf-1");
    expect(seen[1]?.headers["x-requested-with"]).toBe("XMLHttpRequest");
    expect(seen[1]?.body).toEqual({ uLogin: "x" });
  });

  it("fetches a CSRF token first when the page has no cookie yet", async () => {
    const { http, seen } = client([{ status: 200, body: { csrfToken: "from-endpoint" } }, { status: 200 }], {
      cookies: () => "",
    });
    await http.post("/web-api/user/activate", { token: "t" });
    expect(seen[0]?.url).toBe("/web-api/csrf");
    expect(seen[1]?.headers["x-csrf-token"]).toBe("from-endpoint");
  });

  it("sends the bearer token the store holds", async () => {
    const { http, seen } = client([{ status: 200, body: {} }], { tokens: tokenStore("tok-1") });
    await http.get("/web-api/user/config");
    expect(seen[0]?.headers.authorization).toBe("Bearer tok-1");
  });

  it("adds a call's own headers, which never replace the client's", async () => {
    const { http, seen } = client([{ status: 200, body: {} }], { tokens: tokenStore("tok-1") });
    await http.request({
      path: "/limit-service-api/api/external/web/v3/limits",
      headers: { "X-Language": "ar", Authorization: "Bearer forged" },
    });
    expect(seen[0]?.headers["x-language"]).toBe("ar");
    expect(seen[0]?.headers.authorization).toBe("Bearer tok-1");
  });
});

describe("401: delete the token, fetch anew, repeat once", () => {
  it("repeats once with the renewed token", async () => {
    const tokens = tokenStore("old");
    const { http, seen } = client([{ status: 401 }, { status: 200, body: { ok: 1 } }], { tokens });
    const res = await http.get("/web-api/user/config");
    expect(res.ok).toBe(true);
    expect(tokens.renewCalls).toEqual(["old"]);
    expect(seen.map((s) => s.headers.authorization)).toEqual(["Bearer old", "Bearer fresh-token"]);
  });

  it("gives up after one repeat", async () => {
    const tokens = tokenStore("old");
    const { http, seen } = client([{ status: 401 }, { status: 401 }], { tokens });
    const res = await http.get("/web-api/user/config");
    expect(res).toMatchObject({ ok: false, error: { status: 401, kind: "http" } });
    expect(seen).toHaveLength(2);
  });

  it("does not refresh when no token was sent (a wrong password is just an answer)", async () => {
    const tokens = tokenStore(null);
    const { http, seen } = client(
      [{ status: 401, body: { error: { code: "INVALID_CREDENTIALS", message: "Wrong login or password" } } }],
      { tokens },
    );
    const res = await http.post("/web-api/auth/login", {});
    expect(res).toMatchObject({ ok: false, error: { code: "INVALID_CREDENTIALS" } });
    expect(tokens.renewCalls).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe("403 CSRF", () => {
  it("retries once with the fresh token from the answer", async () => {
    const { http, seen } = client([
      { status: 403, body: { error: { code: "CSRF", message: "x", details: { csrfToken: "fresh-csrf" } } } },
      { status: 200, body: {} },
    ]);
    expect((await http.post("/web-api/user/logout", {})).ok).toBe(true);
    expect(seen.map((s) => s.headers["x-csrf-token"])).toEqual(["csrf-1", "fresh-csrf"]);
  });

  it("does not loop", async () => {
    const csrf = {
      status: 403,
      body: { error: { code: "CSRF", message: "x", details: { csrfToken: "y" } } },
    };
    const { http, seen } = client([csrf, csrf]);
    expect(await http.post("/x", {})).toMatchObject({ ok: false, error: { status: 403, code: "CSRF" } });
    expect(seen).toHaveLength(2);
  });
});

describe("captcha", () => {
  it("shows the challenge and repeats with the payload in X-Captcha", async () => {
    const asked: CaptchaChallenge[] = [];
    const { http, seen } = client([captchaError(100), { status: 200, body: { status: "ok" } }], {
      solveCaptcha: async (c) => {
        asked.push(c);
        return "payload-1";
      },
    });
    expect((await http.post("/web-api/auth/login", { uLogin: "a" })).ok).toBe(true);
    expect(asked).toEqual([
      { captchaCode: 100, challengeUrl: "/web-api/captcha/challenge", header: "X-Captcha" },
    ]);
    expect(seen[0]?.headers["x-captcha"]).toBeUndefined();
    expect(seen[1]?.headers["x-captcha"]).toBe("payload-1");
    expect(seen[1]?.body).toEqual({ uLogin: "a" });
  });

  it("asks again after a wrong answer (111) and stops after three rounds", async () => {
    let n = 0;
    const { http, seen } = client(
      [captchaError(100), captchaError(111), captchaError(113), captchaError(112)],
      {
        solveCaptcha: async () => `p${++n}`,
      },
    );
    const res = await http.post("/x", {});
    expect(res).toMatchObject({ ok: false, error: { status: 400, code: "CAPTCHA_REQUIRED" } });
    expect(seen.map((s) => s.headers["x-captcha"])).toEqual([undefined, "p1", "p2", "p3"]);
  });

  it("a closed challenge cancels the call: close, 499", async () => {
    const { http } = client([captchaError(100)], { solveCaptcha: async () => null });
    expect(await http.post("/x", {})).toMatchObject({
      ok: false,
      error: { kind: "close", status: CLOSED_STATUS },
    });
  });
});

describe("fingerprint", () => {
  it("sends X-Fingerprint and componentsData, refreshes once on code 120", async () => {
    const fingerprint = {
      current: vi.fn(async () => ({ token: "fp-old", componentsData: "data-old" })),
      refresh: vi.fn(async () => ({ token: "fp-new", componentsData: "data-new" })),
    };
    const refused = {
      status: 400,
      body: { error: { code: "FINGERPRINT_INVALID", message: "x", details: { fingerprintCode: 120 } } },
    };
    const { http, seen } = client([refused, { status: 200, body: {} }], { fingerprint });
    expect((await http.post("/web-api/auth/login", { uLogin: "a" }, { fingerprint: true })).ok).toBe(true);
    expect(seen.map((s) => s.headers["x-fingerprint"])).toEqual(["fp-old", "fp-new"]);
    expect(seen[1]?.body).toEqual({ uLogin: "a", componentsData: "data-new" });
    expect(fingerprint.refresh).toHaveBeenCalledTimes(1);
  });

  it("does not attach a fingerprint unless asked", async () => {
    const fingerprint = { current: vi.fn(), refresh: vi.fn() };
    const { http, seen } = client([{ status: 200, body: {} }], { fingerprint });
    await http.post("/web-api/user/activate", { token: "t" });
    expect(seen[0]?.headers["x-fingerprint"]).toBeUndefined();
    expect(fingerprint.current).not.toHaveBeenCalled();
  });
});

describe("other failures", () => {
  it("451 with exception_code 1 sends the player to the terms", async () => {
    const onTermsRequired = vi.fn();
    const { http } = client([{ status: 451, body: { exception_code: 1, message: "Accept the terms" } }], {
      onTermsRequired,
    });
    expect(await http.get("/web-api/user/config")).toMatchObject({
      ok: false,
      error: { kind: "terms", status: 451 },
    });
    expect(onTermsRequired).toHaveBeenCalledOnce();
  });

  it("451 without the code is an ordinary failure", async () => {
    const onTermsRequired = vi.fn();
    const { http } = client([{ status: 451, body: {} }], { onTermsRequired });
    expect(await http.get("/x")).toMatchObject({ ok: false, error: { kind: "http", status: 451 } });
    expect(onTermsRequired).not.toHaveBeenCalled();
  });

  it("a failed fetch is a network error", async () => {
    const { http } = client([new TypeError("Failed to fetch")]);
    expect(await http.get("/x")).toMatchObject({ ok: false, error: { kind: "network", code: "NETWORK" } });
  });

  it("an aborted request is close, 499", async () => {
    const abort = new DOMException("aborted", "AbortError");
    const { http } = client([abort]);
    expect(await http.get("/x")).toMatchObject({ ok: false, error: { kind: "close", status: 499 } });
  });

  it("joins JSON-API errors by their detail texts", async () => {
    const { http } = client([
      { status: 422, body: { errors: [{ detail: "Amount too low" }, { detail: "Market closed" }] } },
    ]);
    expect(await http.get("/x")).toMatchObject({
      ok: false,
      error: { status: 422, message: "Amount too low; Market closed" },
    });
  });

  it("keeps our services' code, message and details", async () => {
    const { http } = client([
      {
        status: 401,
        body: { error: { code: "TWO_STEP_INVALID", message: "Wrong", details: { attemptsLeft: 3 } } },
      },
    ]);
    expect(await http.post("/web-api/auth/login/two-step", {})).toEqual({
      ok: false,
      error: {
        kind: "http",
        status: 401,
        code: "TWO_STEP_INVALID",
        message: "Wrong",
        details: { attemptsLeft: 3 },
      },
    });
  });

  it("posts multipart forms as FormData without a JSON content type", async () => {
    const { http, seen } = client([{ status: 200, body: { redirectUrl: "/en/" } }]);
    await http.request({
      path: "/social-api/oauth/google-one-tap",
      form: { credential: "id.tok.en", language: "en" },
    });
    expect(seen[0]?.method).toBe("POST");
    expect(seen[0]?.headers["content-type"]).toBeUndefined();
    expect(seen[0]?.body).toEqual({ credential: "id.tok.en", language: "en" });
  });
});
