import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { AppError } from "../../http/errors.ts";
import { createConfigService } from "./routes.ts";
import { createConfigStore } from "./store.ts";
import { countQueries, fakeClock, testApp } from "./testing.ts";

const MIN = 600_000;

describe.each(testTargets())("config store on $name", (target: TestTarget) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await createTestDb(target);
    // A second site whose rows exercise all four precedence levels on one field.
    await handle.db.insertInto("site").values({ group_id: 2, name: "Precedence" }).execute();
    await handle.db.insertInto("site_domain").values({ host: "prec.test", group_id: 2 }).execute();
    const base = await handle.db
      .selectFrom("site_config_group")
      .select(["group_name", "data"])
      .where("group_id", "=", 1)
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .execute();
    const rows = [
      ...base.map((r) => ({ group_name: r.group_name, country: "*", lang: "*", data: r.data })),
      { group_name: "b.core", country: "*", lang: "ru", data: { companyName: "lang", homepageType: "lang" } },
      { group_name: "b.core", country: "at", lang: "*", data: { companyName: "country", geoCurrency: 1 } },
      { group_name: "b.core", country: "at", lang: "ru", data: { companyName: "country+lang" } },
    ];
    await handle.db
      .insertInto("site_config_group")
      .values(rows.map((r) => ({ ...r, group_id: 2, data: JSON.stringify(r.data) })))
      .execute();
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("precedence: ('*','*') < ('*',lang) < (country,'*') < (country,lang)", async () => {
    const store = createConfigStore(handle.db);
    const core = async (country: string, lang?: string) =>
      (await store.getGroups({ host: "prec.test", country, lang, groups: ["b.core"] })).data["b.core"];
    expect((await core("fr", "en")).companyName).toBe("Parlay");
    expect(await core("fr", "ru")).toMatchObject({ companyName: "lang", homepageType: "lang" });
    expect(await core("at", "en")).toMatchObject({ companyName: "country", geoCurrency: 1 });
    // Country beats language for companyName; the language row still supplies what it alone sets.
    expect(await core("at", "ru")).toMatchObject({
      companyName: "country+lang",
      homepageType: "lang",
      geoCurrency: 1,
    });
  });

  test("a second request is served from memory: the database is not queried again", async () => {
    const { db, counter } = countQueries(handle.db);
    const store = createConfigStore(db);
    const query = { host: "localhost", country: "ru", lang: "ru" };
    const first = await store.getAll(query);
    const afterFirst = counter.count;
    expect(afterFirst).toBeGreaterThan(0);
    const second = await store.getAll(query);
    expect(counter.count).toBe(afterFirst);
    expect(second.data).toEqual(first.data);
    // Another key (language) is its own entry; the host lookup is still cached.
    await store.getAll({ ...query, lang: "en" });
    expect(counter.count).toBe(afterFirst + 1);
  });

  test("concurrent misses of one key query once", async () => {
    const { db, counter } = countQueries(handle.db);
    const store = createConfigStore(db);
    await Promise.all(Array.from({ length: 5 }, () => store.getAll({ host: "parlay.test", lang: "ar" })));
    expect(counter.count).toBe(2); // the host, then the rows
  });

  test("entries live a TTL drawn in 600–900 s, then are read again; maxAge counts down", async () => {
    const clock = fakeClock();
    const { db, counter } = countQueries(handle.db);
    const store = createConfigStore(db, { now: clock.now, random: () => 0.5 });
    const query = { host: "localhost", groups: ["d.core"] as const };
    expect((await store.getGroups(query)).maxAge).toBe(750);
    const reads = counter.count;
    clock.advance(700_000);
    expect((await store.getGroups(query)).maxAge).toBe(50);
    expect(counter.count).toBe(reads);
    clock.advance(50_000);
    const again = await store.getGroups(query);
    expect(counter.count).toBeGreaterThan(reads);
    expect(again.maxAge).toBe(750);
  });

  test("the TTL spans exactly 600 to 900 s", async () => {
    for (const [random, expected] of [
      [0, 600],
      [0.999999, 900],
      [1, 900],
    ] as const) {
      const store = createConfigStore(handle.db, { now: fakeClock().now, random: () => random });
      expect((await store.getAll({ host: "localhost" })).maxAge).toBe(expected);
    }
  });

  test("invalidate() drops every entry so operator edits show at once", async () => {
    const store = createConfigStore(handle.db);
    const query = { host: "prec.test", country: "fr", lang: "en", groups: ["d.core"] as const };
    expect((await store.getGroups(query)).data["d.core"].minAge).toBe(18);
    await handle.db
      .insertInto("site_config_group")
      .values({
        group_id: 2,
        group_name: "d.core",
        country: "fr",
        lang: "*",
        data: JSON.stringify({ minAge: 19 }),
      })
      .execute();
    expect((await store.getGroups(query)).data["d.core"].minAge).toBe(18);
    store.invalidate();
    expect((await store.getGroups(query)).data["d.core"].minAge).toBe(19);
  });

  test("answers are frozen so one caller cannot change another's config", async () => {
    const store = createConfigStore(handle.db);
    const { data } = await store.getAll({ host: "localhost" });
    expect(() => {
      (data.languages as { code: string }[]).push({ code: "xx" });
    }).toThrow(TypeError);
  });

  test("in-process callers get the same errors as HTTP ones", async () => {
    const store = createConfigStore(handle.db);
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e: AppError) => e.code,
      );
    expect(await codeOf(store.getAll({ host: "nope.test" }))).toBe("NO_SITE_CONFIG");
    expect(await codeOf(store.getAll({ host: "localhost", lang: "EN" }))).toBe("VALIDATION");
    expect(await codeOf(store.getAll({ host: "localhost", country: "rus" }))).toBe("VALIDATION");
    expect(await codeOf(store.getGroups({ host: "localhost", groups: ["x" as never] }))).toBe(
      "UNKNOWN_CONFIG_GROUP",
    );
    expect(await codeOf(store.getGroups({ host: "localhost", groups: [] }))).toBe("VALIDATION");
  });

  describe("through the routes", () => {
    let app: FastifyInstance;
    const clock = fakeClock();
    let counter: { count: number };

    beforeAll(async () => {
      const counted = countQueries(handle.db);
      counter = counted.counter;
      const store = createConfigStore(counted.db, { now: clock.now, random: () => 0.25 });
      app = await testApp(handle.db, [createConfigService({ store })]);
    });
    afterAll(async () => {
      await app?.close();
    });

    test("a repeated request reads nothing; max-age is the entry's remaining life", async () => {
      const url = "/bff-api/config/group/get?groups=b.core,d.modules&lang=en";
      const first = await app.inject({ url });
      expect(first.headers["cache-control"]).toBe("public, max-age=675");
      const reads = counter.count;
      clock.advance(MIN / 2);
      const second = await app.inject({ url });
      expect(counter.count).toBe(reads);
      expect(second.headers["cache-control"]).toBe("public, max-age=375");
      expect(second.body).toBe(first.body);
      clock.advance(MIN);
      await app.inject({ url });
      expect(counter.count).toBeGreaterThan(reads);
    });
  });
});
