import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AppError } from "../../http/errors.ts";
import { shareInvalidations } from "../config/index.ts";
import { countQueries } from "../config/testing.ts";
import { candidates, createSeoStore, sectionChain } from "./store.ts";

const REDIS_URL = process.env.REDIS_URL;
const quiet = { error: () => {} };

describe("fallback order", () => {
  test("section item → section → stream page → homepage, in the reader's language first", () => {
    expect(sectionChain("sport:1")).toEqual(["sport:1", "sport", ""]);
    expect(sectionChain(undefined)).toEqual([""]);
    const order = candidates({ host: "x", lang: "ru", stream: "line", section: "sport" }, "en");
    expect(order.map((c) => `${c.lang}/${c.stream}/${c.section}`)).toEqual([
      "ru/line/sport",
      "ru/line/",
      "ru/homepage/",
      "en/line/sport",
      "en/line/",
      "en/homepage/",
    ]);
  });
});

describe.each(testTargets())("SEO store on $name", (target: TestTarget) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb(target);
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("a stream page in the requested language", async () => {
    const page = await createSeoStore(handle.db).getPage({ host: "localhost", lang: "ar", stream: "casino" });
    expect(page?.title).toContain("كازينو");
    expect(page).toMatchObject({
      metaRobots: "index, follow",
      hierarchyMetaRobots: null,
      metas: [],
      customCanonical: null,
    });
  });

  test("section fallbacks: one sport → the sub-section → the stream page", async () => {
    const store = createSeoStore(handle.db);
    const get = (section?: string, lang = "en") =>
      store.getPage({ host: "parlay.test", lang, stream: "line", section });
    expect((await get("sport:1"))?.title).toBe("Football betting odds | Parlay");
    expect((await get("sport:99"))?.title).toBe("Sports betting odds by sport | Parlay");
    expect((await get("sport:99", "ru"))?.title).toBe("Ставки по видам спорта | Парлей");
    // No Arabic sub-section page: the Arabic stream page wins over the English sub-section page.
    expect((await get("sport", "ar"))?.title).toBe("المراهنات قبل المباراة | بارلاي");
    expect((await get("championship"))?.title).toBe("Championship betting odds | Parlay");
  });

  test("the answer says which level matched: the item, the sub-section, or the stream page", async () => {
    const store = createSeoStore(handle.db);
    const get = (section?: string, lang = "en") =>
      store.getPage({ host: "parlay.test", lang, stream: "line", section });
    expect((await get("sport:1"))?.matchedSection).toBe("sport:1");
    expect((await get("sport:99"))?.matchedSection).toBe("sport");
    expect((await get("sport", "ar"))?.matchedSection).toBe("");
    expect((await get(undefined))?.matchedSection).toBe("");
    const live = await store.getPage({
      host: "parlay.test",
      lang: "en",
      stream: "live",
      section: "championship:7",
    });
    expect(live?.matchedSection).toBe("");
  });

  test("an unseeded language falls back to the site's default language", async () => {
    const page = await createSeoStore(handle.db).getPage({ host: "localhost", lang: "de", stream: "poker" });
    expect(page?.title).toBe("Online poker | Parlay");
  });

  test("a stream with no page falls back to the homepage", async () => {
    const removed = await handle.db
      .deleteFrom("seo_page")
      .where("stream", "=", "toto")
      .where("lang", "=", "en")
      .returningAll()
      .execute();
    try {
      const page = await createSeoStore(handle.db).getPage({ host: "localhost", lang: "de", stream: "toto" });
      expect(page?.title).toBe("Parlay: sports betting and online casino");
      expect(page?.metas).toContainEqual({ property: "og:type", content: "website" });
    } finally {
      const rows = removed.map((r) => ({
        ...r,
        metas: JSON.stringify(r.metas),
        custom_canonical: r.custom_canonical && JSON.stringify(r.custom_canonical),
      }));
      if (rows.length > 0) await handle.db.insertInto("seo_page").values(rows).execute();
    }
  });

  test("robots and canonicals come through", async () => {
    const store = createSeoStore(handle.db);
    expect(await store.getPage({ host: "localhost", lang: "en", stream: "user" })).toMatchObject({
      metaRobots: "noindex, nofollow",
      hierarchyMetaRobots: "noindex, nofollow",
    });
    expect(
      (await store.getPage({ host: "localhost", lang: "ru", stream: "promotions" }))?.customCanonical,
    ).toEqual({
      mode: "url",
      targetUrl: "https://parlay.test/ru/promo",
    });
    expect(
      (await store.getPage({ host: "localhost", lang: "en", stream: "mobile" }))?.customCanonical,
    ).toEqual({
      mode: "mirror",
      domain: "parlay.test",
    });
  });

  test("an unknown host is NO_SITE_CONFIG; a repeated page is served from memory", async () => {
    const { db, counter } = countQueries(handle.db);
    const store = createSeoStore(db);
    await expect(store.getPage({ host: "nope.test", lang: "en", stream: "live" })).rejects.toBeInstanceOf(
      AppError,
    );
    await store.getPage({ host: "localhost", lang: "en", stream: "live" });
    const reads = counter.count;
    await store.getPage({ host: "localhost", lang: "en", stream: "live" });
    expect(counter.count).toBe(reads);
  });

  test.skipIf(!REDIS_URL)(
    "with the site's Redis, an edit in one process reaches the others' caches",
    async () => {
      const shared = { url: REDIS_URL as string, prefix: `parlay:test-${randomBytes(6).toString("hex")}:` };
      const [a, b] = [createSeoStore(handle.db), createSeoStore(handle.db)];
      let heard!: () => void;
      const bHeard = new Promise<void>((resolve) => {
        heard = resolve;
      });
      const syncs = [
        await shareInvalidations(a, shared, { logger: quiet, topic: "seo" }),
        await shareInvalidations(b, shared, {
          logger: quiet,
          topic: "seo",
          onRemoteInvalidate: () => heard(),
        }),
      ];
      const page = { host: "localhost", lang: "en", stream: "live" } as const;
      const before = (await b.getPage(page))?.title;
      try {
        expect(before).toBeTruthy();
        await handle.db
          .updateTable("seo_page")
          .set({ title: "Live odds, edited" })
          .where("group_id", "=", 1)
          .where("stream", "=", "live")
          .where("section", "=", "")
          .where("lang", "=", "en")
          .execute();
        // b still answers from its cache until a's write is announced.
        expect((await b.getPage(page))?.title).toBe(before);
        await a.written();
        await bHeard;
        expect((await b.getPage(page))?.title).toBe("Live odds, edited");
      } finally {
        for (const sync of syncs) await sync.close();
      }
    },
  );
});
