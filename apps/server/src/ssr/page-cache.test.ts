import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache, pageCacheKey } from "./page-cache.ts";

const request = (cookie = "") => ({
  method: "GET",
  host: "localhost",
  url: "/en/office/historypay",
  cookie,
  country: "",
  acceptLanguage: "",
});

const page = (cacheControl: string, body = "page"): CachedPage => ({
  status: 200,
  headers: [["cache-control", cacheControl]],
  body: Buffer.from(body),
});

describe("the guest micro-cache never holds a player's page", () => {
  it("has no key for a request that may be signed in", () => {
    for (const cookie of ["sid=s", "ua=1", "user_token=a.b.c", "lng=en; sid=s"])
      expect(pageCacheKey(request(cookie)), cookie).toBeNull();
    expect(pageCacheKey(request("lng=en"))).not.toBeNull();
  });

  it("keeps neither a private nor a no-store answer, and serves the next visitor a render of their own", async () => {
    const cache = new PageCache({ ttlMs: 5000, now: () => 0 });
    const key = pageCacheKey(request()) as string;
    for (const control of ["private, no-store", "private", "no-store"]) {
      cache.clear();
      await cache.getOrRender(key, async () => page(control, "ann's page"));
      const next = await cache.getOrRender(key, async () => page("public, max-age=0", "a guest's page"));
      expect(next.hit, control).toBe(false);
      expect(next.page.body.toString(), control).toBe("a guest's page");
    }
    const again = await cache.getOrRender(key, async () => page("public, max-age=0", "another render"));
    expect(again.hit).toBe(true);
  });
});
