import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { seoBackoffice, seoService } from "../seo/index.ts";
import { createSessionAuthenticator, playersFor } from "../session/index.ts";
import { TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { staffCaller } from "../staff/testing.ts";
import { createRedirectsService, RULES_TTL_MS } from "./index.ts";

describe.each(testTargets())(
  "redirect rules and SEO rows from the back office on $name",
  (target: TestTarget) => {
    let handle: DbHandle;
    let app: FastifyInstance;
    let content: Awaited<ReturnType<typeof staffCaller>>;
    const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));

    beforeAll(async () => {
      handle = await createTestDb(target);
      const auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
      const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
      app = await buildApp({
        ctx,
        services: [seoService, staffService, createRedirectsService(), seoBackoffice],
        trustProxy: TEST_TRUST_PROXY,
      });
      await app.ready();
      content = await staffCaller(app, playersFor(ctx).rt, ["content"]);
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    });

    const UK = "81.2.69.160";
    const check = async (url: string, ip = UK) => {
      const res = await app.inject({
        method: "POST",
        url: "/redirects-api/api/v1/redirect-light",
        headers: { "x-forwarded-for": ip },
        payload: { url },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };

    test("no rule: the page stays; a domain move, a country mirror and a moved path as staff set them", async () => {
      expect(await check("https://parlay.test/en/line")).toEqual({
        redirect: false,
        code: 0,
        url: "https://parlay.test/en/line",
        reasons: [],
        breadcrumbs: [],
      });
      const add = (body: object) => content.call("POST", `${STAFF_API}/redirects`, { groupId: 1, ...body });
      const move = await add({ kind: "domain", host: "old.parlay.test", target: "parlay.test" });
      expect(move.statusCode, move.body).toBe(201);
      const mirror = await add({
        kind: "mirror",
        host: "parlay.test",
        country: "gb",
        target: "uk.parlay.test",
        code: 302,
      });
      expect(mirror.json()).toMatchObject({ country: "GB", code: 302 });
      await add({ kind: "path", path: "/promo", target: "/bonus" });
      expect(await check("https://old.parlay.test/ru/live?x=1", "2001:200::1")).toMatchObject({
        redirect: true,
        code: 301,
        url: "https://parlay.test/ru/live?x=1",
        reasons: ["domain_moved"],
      });
      expect((await check("https://parlay.test/en/live")).url).toBe("https://uk.parlay.test/en/live");
      expect((await check("https://parlay.test/en/live", "2001:200::1")).redirect).toBe(false);
      expect((await check("https://parlay.test/en/promo/3")).url).toBe("https://parlay.test/en/bonus/3");

      const list = (await content.call("GET", `${STAFF_API}/redirects`)).json();
      expect(list.items).toHaveLength(3);
      const second = (await content.call("GET", `${STAFF_API}/redirects?groupId=1&page=2&pageSize=2`)).json();
      expect([second.total, second.items.map((r: { id: number }) => r.id)]).toEqual([3, [list.items[2].id]]);
      const moved = await content.call("PUT", `${STAFF_API}/redirects/${mirror.json().id}`, {
        groupId: 1,
        kind: "mirror",
        host: "parlay.test",
        country: "gb",
        target: "gb.parlay.test",
        code: 302,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      clock.advance(RULES_TTL_MS);
      expect((await check("https://parlay.test/en/live")).url).toBe("https://gb.parlay.test/en/live");
      const wrong = await content.call("PUT", `${STAFF_API}/redirects/${mirror.json().id}`, {
        groupId: 1,
        kind: "domain",
        target: "parlay.test",
      });
      expect([wrong.statusCode, wrong.json().error.code]).toEqual([422, "REDIRECT_RULE_INVALID"]);
      const missing = await content.call("PUT", `${STAFF_API}/redirects/999999`, {
        groupId: 1,
        kind: "path",
        path: "/a",
        target: "/b",
      });
      expect(missing.statusCode).toBe(404);
      expect((await content.call("DELETE", `${STAFF_API}/redirects/${mirror.json().id}`)).statusCode).toBe(
        204,
      );
      clock.advance(RULES_TTL_MS);
      expect((await check("https://parlay.test/en/live")).redirect).toBe(false);
      const audit = await handle.db
        .selectFrom("staff_audit")
        .select("action")
        .where("target_type", "=", "redirect_rule")
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual([
        "redirects.create",
        "redirects.create",
        "redirects.create",
        "redirects.delete",
        "redirects.update",
      ]);
    });

    test("a bad rule is a 422 and stores nothing; a bad check is a 400", async () => {
      const before = (await content.call("GET", `${STAFF_API}/redirects`)).json().items.length;
      for (const body of [
        { kind: "domain", target: "parlay.test" },
        { kind: "path", path: "/en/promo", target: "/x" },
        { kind: "mirror", target: "javascript:alert(1)" },
        { kind: "mirror", target: "m.parlay.test", code: 200 },
      ]) {
        const res = await content.call("POST", `${STAFF_API}/redirects`, { groupId: 1, ...body });
        expect([res.statusCode, res.json().error.code], JSON.stringify(body)).toEqual([
          422,
          "REDIRECT_RULE_INVALID",
        ]);
      }
      expect((await content.call("GET", `${STAFF_API}/redirects`)).json().items.length).toBe(before);
      const bad = await app.inject({
        method: "POST",
        url: "/redirects-api/api/v1/redirect-light",
        payload: {},
      });
      expect(bad.statusCode).toBe(400);
    });

    test("SEO rows per stream, sub-section and item: set, read by the SEO service at once, removed", async () => {
      const page = async () =>
        (await app.inject({ method: "GET", url: "/bff-api/seo/page?language=en&stream=promo" })).json();
      const row = {
        groupId: 1,
        stream: "promo",
        section: "",
        lang: "en",
        title: "Promotions — new",
        description: "Every offer",
        metaRobots: "noindex, follow",
        customCanonical: { mode: "mirror", domain: "parlay.test" },
      };
      const put = await content.call("PUT", `${STAFF_API}/seo`, row);
      expect(put.statusCode, put.body).toBe(200);
      expect(await page()).toMatchObject({ title: "Promotions — new", metaRobots: "noindex, follow" });
      const bad = await content.call("PUT", `${STAFF_API}/seo`, { ...row, customCanonical: { mode: "url" } });
      expect(bad.statusCode).toBe(400);
      const badSection = await content.call("PUT", `${STAFF_API}/seo`, { ...row, section: "team:1" });
      expect(badSection.statusCode).toBe(400);
      const item = await content.call("PUT", `${STAFF_API}/seo`, {
        ...row,
        stream: "line",
        section: "championship:101",
        title: "EPL odds",
      });
      expect(item.statusCode, item.body).toBe(200);
      expect(
        (
          await app.inject({
            method: "GET",
            url: "/bff-api/seo/page?language=en&stream=line&section=championship&championshipId=101",
          })
        ).json(),
      ).toMatchObject({ title: "EPL odds", matchedSection: "championship:101" });
      const list = (await content.call("GET", `${STAFF_API}/seo?groupId=1&stream=promo`)).json();
      expect(list.items.some((i: { title: string }) => i.title === "Promotions — new")).toBe(true);
      const all = (await content.call("GET", `${STAFF_API}/seo?groupId=1`)).json();
      const onePage = (await content.call("GET", `${STAFF_API}/seo?groupId=1&page=2&pageSize=1`)).json();
      expect([onePage.total, onePage.items]).toEqual([all.total, [all.items[1]]]);
      expect(all.total).toBeGreaterThanOrEqual(2);
      const del = await content.call("DELETE", `${STAFF_API}/seo?groupId=1&stream=promo&section=&lang=en`);
      expect(del.statusCode).toBe(204);
      expect((await page()).title).not.toBe("Promotions — new");
      const audit = await handle.db
        .selectFrom("staff_audit")
        .select("action")
        .where("target_type", "=", "seo_page")
        .execute();
      expect(audit.map((a) => a.action)).toEqual(["seo.update", "seo.update", "seo.delete"]);
    });
  },
);
