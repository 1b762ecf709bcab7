import { randomBytes } from "node:crypto";
import { connect, type DbHandle, seed } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { createSessionAuthenticator, type PlayersRuntime, playersFor } from "../session/index.ts";
import { TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { staffCaller } from "../staff/testing.ts";
import { createConfigBackoffice, createConfigService } from "./index.ts";
import { createConfigStore } from "./store.ts";

const REDIS_URL = process.env.REDIS_URL;

describe.each(testTargets())("the back office's site config on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let rt: PlayersRuntime;
  let admin: Awaited<ReturnType<typeof staffCaller>>;
  const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));
  const shared = REDIS_URL
    ? { url: REDIS_URL, prefix: `parlay:test-${randomBytes(6).toString("hex")}:` }
    : undefined;

  beforeAll(async () => {
    handle = await createTestDb(target);
    const auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
    const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
    rt = playersFor(ctx).rt;
    app = await buildApp({
      ctx,
      services: [createConfigService({ sharedRedis: shared }), staffService, createConfigBackoffice()],
      trustProxy: TEST_TRUST_PROXY,
    });
    await app.ready();
    admin = await staffCaller(app, rt, ["admin"]);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const config = async (country = "ru", lang = "en") =>
    (
      await app.inject({
        method: "GET",
        url: `/bff-api/config/all.json?lang=${lang}`,
        headers: { "x-country-code": country },
      })
    ).json();
  const auditOf = async (action: string) =>
    handle.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", action)
      .orderBy("id", "desc")
      .execute();

  test("a country row set through the API reaches the players' answer at once, with a version and an audit row", async () => {
    expect((await config("de")).minAge).toBe(18);
    const rows = (await admin.call("GET", `${STAFF_API}/config?groupId=1`)).json();
    expect(rows.groups).toContain("d.betting");
    expect(
      rows.rows.some((r: { group: string; country: string }) => r.group === "d.core" && r.country === "us"),
    ).toBe(true);
    const put = await admin.call("PUT", `${STAFF_API}/config/rows`, {
      groupId: 1,
      group: "d.core",
      country: "de",
      lang: "*",
      data: { minAge: 19, remindPopupConfig: { delay: 30 } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      action: "put",
      before: null,
      changes: [
        { path: "minAge", after: 19 },
        { path: "remindPopupConfig", after: { delay: 30 } },
      ],
    });
    const de = await config("de");
    expect(de.minAge).toBe(19);
    expect(de.remindPopupConfig.interval).toBe(15); // merged key by key with the base row
    expect((await config("fr")).minAge).toBe(18);
    const [audit] = await auditOf("config.update");
    expect(audit).toMatchObject({
      staff_email: admin.email,
      target_type: "site_config",
      target_id: "1/d.core/de/*",
    });
  });

  test("a row the group's schema refuses is a 400 and changes nothing, not even the versions", async () => {
    const versions = (await admin.call("GET", `${STAFF_API}/config/versions?groupId=1`)).json().total;
    for (const data of [
      { minAge: "21" },
      { scrollToTopType: "sideways" },
      { maintenance: { isActive: 1 } },
    ]) {
      const group = "minAge" in data ? "d.core" : "scrollToTopType" in data ? "d.application" : "b.core";
      const res = await admin.call("PUT", `${STAFF_API}/config/rows`, {
        groupId: 1,
        group,
        country: "de",
        lang: "*",
        data,
      });
      expect([res.statusCode, res.json().error.code], JSON.stringify(data)).toEqual([400, "VALIDATION"]);
    }
    const badKey = await admin.call("PUT", `${STAFF_API}/config/rows`, {
      groupId: 1,
      group: "d.core",
      country: "DEU",
      lang: "*",
      data: {},
    });
    expect(badKey.statusCode).toBe(400);
    expect(
      (await admin.call("DELETE", `${STAFF_API}/config/rows?groupId=1&group=d.core&country=*&lang=*`))
        .statusCode,
    ).toBe(400);
    expect((await admin.call("GET", `${STAFF_API}/config/versions?groupId=1`)).json().total).toBe(versions);
  });

  test("every version says what changed; rolling back to any version restores the row as it was then", async () => {
    const key = { groupId: 1, group: "d.application", country: "*", lang: "ru" };
    const put = (data: object) => admin.call("PUT", `${STAFF_API}/config/rows`, { ...key, data });
    const first = (await put({ isSnowfallVisible: true })).json();
    const second = (await put({ isSnowfallVisible: true, scrollToTopType: "angle" })).json();
    expect(second.changes).toEqual([{ path: "scrollToTopType", after: "angle" }]);
    const ru = async () => config("ru", "ru");
    expect((await ru()).scrollToTopType).toBe("angle");
    const back = await admin.call("POST", `${STAFF_API}/config/versions/${first.id}/rollback`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      action: "rollback",
      rolledBackTo: first.id,
      changes: [{ path: "scrollToTopType", before: "angle" }],
    });
    expect((await ru()).scrollToTopType).toBe("arrow");
    expect((await ru()).isSnowfallVisible).toBe(true);
    // Removing the row, then rolling back to the removal's predecessor brings it back.
    const removed = await admin.call(
      "DELETE",
      `${STAFF_API}/config/rows?groupId=1&group=d.application&country=*&lang=ru`,
    );
    expect(removed.json().action).toBe("delete");
    expect((await ru()).isSnowfallVisible).toBe(false);
    await admin.call("POST", `${STAFF_API}/config/versions/${second.id}/rollback`);
    expect((await ru()).scrollToTopType).toBe("angle");
    const history = (
      await admin.call("GET", `${STAFF_API}/config/versions?groupId=1&group=d.application&lang=ru`)
    ).json();
    expect(history.items.map((v: { action: string }) => v.action)).toEqual([
      "rollback",
      "delete",
      "rollback",
      "put",
      "put",
    ]);
    expect((await auditOf("config.rollback")).length).toBe(2);
    expect((await admin.call("POST", `${STAFF_API}/config/versions/999999/rollback`)).statusCode).toBe(404);
    // Versions are append-only.
    await expect(sql`delete from site_config_version`.execute(handle.db)).rejects.toThrow(/append-only/);
  });

  test("the maintenance schedule is set through the API, validated, versioned and audited", async () => {
    const T = Date.parse("2026-12-01T10:00:00Z");
    const schedule = {
      groupId: 1,
      notify_started_at: T - 86_400_000,
      notify_ended_at: T,
      started_at: T,
      ended_at: T + 7_200_000,
      isActive: false,
      web_state: false,
    };
    const res = await admin.call("PUT", `${STAFF_API}/maintenance`, schedule);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changes.map((c: { path: string }) => c.path)).toContain("maintenance.started_at");
    const { groupId: _, ...stored } = schedule;
    expect((await admin.call("GET", `${STAFF_API}/maintenance?groupId=1`)).json()).toEqual(stored);
    expect((await config()).maintenance).toEqual(stored);
    const backwards = await admin.call("PUT", `${STAFF_API}/maintenance`, { ...schedule, ended_at: T - 1 });
    expect(backwards.statusCode).toBe(400);
    const seconds = await admin.call("PUT", `${STAFF_API}/maintenance`, {
      ...schedule,
      started_at: 1_767_225_600,
    });
    expect(seconds.statusCode).toBe(400);
    expect((await auditOf("maintenance.update")).length).toBe(1);
    // Content staff may read the config but not change the maintenance.
    const content = await staffCaller(app, rt, ["content"]);
    expect((await content.call("GET", `${STAFF_API}/maintenance?groupId=1`)).statusCode).toBe(200);
    expect((await content.call("PUT", `${STAFF_API}/maintenance`, schedule)).statusCode).toBe(403);
  });

  test("the demo seed never reverts an operator's edit", async () => {
    await admin.call("PUT", `${STAFF_API}/config/rows`, {
      groupId: 1,
      group: "d.core",
      country: "us",
      lang: "*",
      data: { minAge: 20 },
    });
    await seed(handle.db);
    createConfigStore(handle.db).invalidate();
    expect((await config("us")).minAge).toBe(20);
  });

  test.skipIf(!(target.url && shared))(
    "another server process on the same PostgreSQL and Redis sees a change within 5 s",
    async () => {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0]?.s;
      const second = await connect({ url: target.url, schema });
      // Its own connections and its own cache, as in another process; entries live 600–900 s.
      const other = await buildApp({
        ctx: {
          db: second.db,
          env: { production: false, defaultHost: "localhost" },
          auth: createSessionAuthenticator(second.db, testOptions({ now: clock.now })),
        },
        services: [createConfigService({ sharedRedis: shared, store: createConfigStore(second.db) })],
        trustProxy: TEST_TRUST_PROXY,
      });
      try {
        const minAge = async () =>
          (
            await other.inject({
              method: "GET",
              url: "/bff-api/config/all.json",
              headers: { "x-country-code": "nl" },
            })
          ).json().minAge;
        expect(await minAge()).toBe(18);
        await admin.call("PUT", `${STAFF_API}/config/rows`, {
          groupId: 1,
          group: "d.core",
          country: "nl",
          lang: "*",
          data: { minAge: 24 },
        });
        const started = Date.now();
        let seen = await minAge();
        while (seen !== 24 && Date.now() - started < 5_000) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = await minAge();
        }
        expect(seen).toBe(24);
        expect(Date.now() - started).toBeLessThan(5_000);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
