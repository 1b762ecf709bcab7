import { describe, expect, test } from "vitest";
import { RULES_TTL_MS, siteCache } from "./site-cache.ts";

describe("the per-site rules cache", () => {
  test("reads once per site within the time to live, again after it or after forget", async () => {
    let t = 0;
    const reads: number[] = [];
    const cache = siteCache(
      async (groupId) => {
        reads.push(groupId);
        return `rules of ${groupId} #${reads.length}`;
      },
      () => new Date(t),
    );
    expect(await cache.get(1)).toBe("rules of 1 #1");
    expect(await cache.get(1)).toBe("rules of 1 #1");
    expect(await cache.get(2)).toBe("rules of 2 #2");
    t += RULES_TTL_MS - 1;
    expect(await cache.get(1)).toBe("rules of 1 #1");
    t += 1;
    expect(await cache.get(1)).toBe("rules of 1 #3");
    cache.forget(2);
    expect(await cache.get(2)).toBe("rules of 2 #4");
    expect(reads).toEqual([1, 2, 1, 2]);
  });

  test("a failed read is not kept", async () => {
    let fail = true;
    const cache = siteCache(
      async () => {
        if (fail) throw new Error("database unavailable");
        return "rules";
      },
      () => new Date(0),
    );
    await expect(cache.get(1)).rejects.toThrow("database unavailable");
    fail = false;
    expect(await cache.get(1)).toBe("rules");
  });
});
