import { randomBytes } from "node:crypto";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { shareInvalidations } from "./invalidation.ts";
import { createConfigService } from "./routes.ts";
import { type ConfigStore, configStoreFor, createConfigStore } from "./store.ts";
import { fakeClock, testApp } from "./testing.ts";

const REDIS_URL = process.env.REDIS_URL;
const quiet = { error: () => {} };

describe.each(testTargets())("operator writes of config rows on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let baseCore: Record<string, unknown>;

  async function rowCount() {
    const rows = await handle.db.selectFrom("site_config_group").select(["group_name", "data"]).execute();
    return JSON.stringify(rows.map((r) => [r.group_name, r.data]).sort());
  }
  /** A store whose entries would live 600–900 s: only an invalidation can make it read again. */
  function cachingStore(): ConfigStore {
    return createConfigStore(handle.db, { now: fakeClock().now, logger: quiet });
  }
  const minAgeOf = async (store: ConfigStore) => (await store.getAll({ host: "localhost" })).data.minAge;

  beforeAll(async () => {
    handle = await createTestDb(target);
    const row = await handle.db
      .selectFrom("site_config_group")
      .select("data")
      .where("group_name", "=", "d.core")
      .where("country", "=", "*")
      .where("lang", "=", "*")
      .executeTakeFirstOrThrow();
    baseCore = row.data as Record<string, unknown>;
  });
  afterEach(async () => {
    await createConfigStore(handle.db).putRow({
      groupId: 1,
      group: "d.core",
      country: "*",
      lang: "*",
      data: baseCore,
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  test("a row that would break its group is a 400 VALIDATION and stores nothing", async () => {
    const store = cachingStore();
    const before = await rowCount();
    const bad: unknown[] = [
      { groupId: 1, group: "d.nope", country: "*", lang: "*", data: {} },
      { groupId: 1, group: "d.core", country: "USA", lang: "*", data: { minAge: 21 } },
      { groupId: 1, group: "d.core", country: "us", lang: "*", data: [21] },
      { groupId: 1, group: "d.core", country: "us", lang: "*", data: { minAge: "21" } },
      { groupId: 1, group: "d.core", country: "*", lang: "*", data: { minAge: 18 } },
      { groupId: 1, group: "b.core", country: "*", lang: "*", data: { isVipDomain: true } },
      {
        groupId: 1,
        group: "b.core",
        country: "de",
        lang: "*",
        data: { maintenance: { started_at: 1_767_225_600 } },
      },
      { groupId: 99, group: "d.core", country: "us", lang: "*", data: { minAge: 21 } },
      { groupId: 1, group: "d.core", country: "us", lang: "*", data: { minAge: 21 }, extra: 1 },
    ];
    for (const row of bad) {
      await expect(store.putRow(row as never), JSON.stringify(row)).rejects.toMatchObject({
        code: "VALIDATION",
        status: 400,
      });
    }
    expect(await rowCount()).toBe(before);
  });

  test("a valid row is stored, merged over the less specific rows", async () => {
    const store = cachingStore();
    await store.putRow({ groupId: 1, group: "d.core", country: "de", lang: "*", data: { minAge: 16 } });
    try {
      expect((await store.getAll({ host: "localhost", country: "de" })).data.minAge).toBe(16);
      expect(await minAgeOf(store)).toBe(18);
    } finally {
      await handle.db.deleteFrom("site_config_group").where("country", "=", "de").execute();
    }
  });

  test("a write shows at once in the process, through the routes and the shell's shared store", async () => {
    const app = await testApp(handle.db, [createConfigService()]);
    try {
      const minAge = async () => (await app.inject({ url: "/bff-api/config/all.json" })).json().minAge;
      expect(await minAge()).toBe(18);
      await configStoreFor(handle.db).putRow({
        groupId: 1,
        group: "d.core",
        country: "*",
        lang: "*",
        data: { ...baseCore, minAge: 19 },
      });
      expect(await minAge()).toBe(19);
    } finally {
      await app.close();
    }
  });

  test.skipIf(!REDIS_URL)(
    "with the site's Redis, a write in one process invalidates the others",
    async () => {
      const shared = { url: REDIS_URL as string, prefix: `parlay:test-${randomBytes(6).toString("hex")}:` };
      const [a, b, otherSite] = [cachingStore(), cachingStore(), cachingStore()];
      let heard!: () => void;
      const bHeard = new Promise<void>((resolve) => {
        heard = resolve;
      });
      let otherHeard = 0;
      const syncs = [
        await shareInvalidations(a, shared, { logger: quiet }),
        await shareInvalidations(b, shared, { logger: quiet, onRemoteInvalidate: () => heard() }),
        await shareInvalidations(
          otherSite,
          { ...shared, prefix: `${shared.prefix}other:` },
          { logger: quiet, onRemoteInvalidate: () => otherHeard++ },
        ),
      ];
      try {
        for (const store of [a, b, otherSite]) expect(await minAgeOf(store)).toBe(18);
        await a.putRow({
          groupId: 1,
          group: "d.core",
          country: "*",
          lang: "*",
          data: { ...baseCore, minAge: 20 },
        });
        expect(await minAgeOf(a)).toBe(20);
        await bHeard;
        expect(await minAgeOf(b)).toBe(20);
        // Another site's processes (another prefix) keep their cache.
        expect(otherHeard).toBe(0);
        expect(await minAgeOf(otherSite)).toBe(18);
      } finally {
        for (const sync of syncs) await sync.close();
      }
    },
  );
});
