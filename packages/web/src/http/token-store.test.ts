import { describe, expect, it, vi } from "vitest";
import { errorStatus, failureFrom, jsonApiMessage } from "./errors.ts";
import { type AccessToken, createTokenStore, type TokenStoreDeps } from "./token-store.ts";

/** A compact JWT with only `exp` (the store never verifies signatures; the server does). */
function jwt(exp: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "HS256" })}.${part({ exp })}.sig`;
}

function setup(over: Partial<TokenStoreDeps> & { cookie?: string | null; signedIn?: boolean } = {}) {
  let now = 1_000_000_000_000;
  let cookie = over.cookie ?? null;
  let n = 0;
  const fetchToken = vi.fn(
    async (): Promise<AccessToken | null> => ({ token: `t${++n}`, expiresAt: now / 1000 + 900 }),
  );
  const store = createTokenStore({
    fetchToken,
    readCookieToken: () => cookie,
    deleteCookieToken: () => {
      cookie = null;
    },
    isSignedIn: () => over.signedIn ?? true,
    now: () => now,
    ...over,
  });
  return {
    store,
    fetchToken,
    advance: (ms: number) => {
      now += ms;
    },
    nowS: () => now / 1000,
    cookie: () => cookie,
  };
}

describe("token store", () => {
  it("reuses the cookie token while it is unexpired", async () => {
    const cookieToken = jwt(1_000_000_000 + 600);
    const s = setup({ cookie: cookieToken });
    expect(await s.store.current()).toBe(cookieToken);
    expect(s.fetchToken).not.toHaveBeenCalled();
  });

  it("refreshes an expired token, and guests never ask", async () => {
    const s = setup({ cookie: jwt(1_000_000_000 - 1) });
    expect(await s.store.current()).toBe("t1");
    const guest = setup({ signedIn: false });
    expect(await guest.store.current()).toBeNull();
    expect(guest.fetchToken).not.toHaveBeenCalled();
  });

  it("shares one refresh among concurrent callers", async () => {
    const s = setup();
    const all = await Promise.all([s.store.current(), s.store.current(), s.store.current()]);
    expect(all).toEqual(["t1", "t1", "t1"]);
    expect(s.fetchToken).toHaveBeenCalledTimes(1);
  });

  it("on a 401 deletes the token and fetches anew; later 401s within 60 s reuse that refresh", async () => {
    const failed = jwt(1_000_000_000 + 600);
    const s = setup({ cookie: failed });
    expect(await s.store.renew(failed)).toBe("t1");
    expect(s.cookie()).toBeNull();
    s.advance(10_000);
    // Another call that still held the old token gets the shared fresh one, not a second request.
    expect(await s.store.renew(failed)).toBe("t1");
    expect(s.fetchToken).toHaveBeenCalledTimes(1);
    // The refreshed token itself refused: a new one, even inside the window.
    expect(await s.store.renew("t1")).toBe("t2");
    s.advance(61_000);
    expect(await s.store.renew("t2")).toBe("t3");
  });

  it("a refresh that fails gives null (the caller reports the 401)", async () => {
    const s = setup({ fetchToken: async () => null });
    expect(await s.store.renew("x")).toBeNull();
  });
});

describe("error reading", () => {
  it("joins JSON-API details and falls back to 500 for a status it cannot trust", () => {
    expect(jsonApiMessage({ errors: [{ detail: "a" }, { title: "b" }, {}] })).toBe("a; b");
    expect(jsonApiMessage({ error: {} })).toBeNull();
    expect(errorStatus(0)).toBe(500);
    expect(errorStatus(200)).toBe(500);
    expect(errorStatus(404)).toBe(404);
    expect(failureFrom(0, "<html>")).toMatchObject({ status: 500, code: "HTTP_500" });
  });
});
