import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { configService, createConfigBackoffice } from "../config/index.ts";
import {
  createSessionAuthenticator,
  type PlayersRuntime,
  playersFor,
  playersServices,
  type SessionAuthenticator,
} from "../session/index.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { staffCaller } from "../staff/testing.ts";
import { RULES_TTL_MS, TERMS_API, termsPendingFor, termsService } from "./index.ts";

describe.each(testTargets())(
  "terms versions, acceptance and the 451 guard on $name",
  (target: TestTarget) => {
    let handle: DbHandle;
    let app: FastifyInstance;
    let rt: PlayersRuntime;
    let auth: SessionAuthenticator;
    const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));
    let content: Awaited<ReturnType<typeof staffCaller>>;
    let admin: Awaited<ReturnType<typeof staffCaller>>;

    beforeAll(async () => {
      handle = await createTestDb(target);
      auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
      const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
      rt = playersFor(ctx).rt;
      app = await buildApp({
        ctx,
        services: [configService, ...playersServices, staffService, createConfigBackoffice(), termsService],
        trustProxy: TEST_TRUST_PROXY,
      });
      await app.ready();
      content = await staffCaller(app, rt, ["content"]);
      admin = await staffCaller(app, rt, ["admin"]);
    });
    afterAll(async () => {
      await app?.close();
      await handle?.close();
    });

    let lastUserId = 0n;
    async function player() {
      const email = `p${Math.random().toString(36).slice(2)}@parlay.test`;
      const { password, user } = await seedUser(handle.db, auth, { email });
      lastUserId = user.id;
      const b = await new Browser(app).start();
      const res = await signIn(b, email, password);
      expect(res.statusCode, res.body).toBe(200);
      return b;
    }
    const publish = async (version: number, texts: Record<string, string>) => {
      for (const [lang, body] of Object.entries(texts)) {
        const put = await content.call("PUT", `${STAFF_API}/terms`, {
          groupId: 1,
          version,
          lang,
          title: `Terms v${version}`,
          body,
        });
        expect(put.statusCode, put.body).toBe(200);
      }
      const res = await content.call("POST", `${STAFF_API}/terms/${version}/publish`, { groupId: 1 });
      expect(res.statusCode, res.body).toBe(200);
    };
    const userConfig = (b: Browser) => b.get("/web-api/user/sessions");

    test("with nothing published nobody is asked; a new version makes player calls 451 until accepted", async () => {
      const b = await player();
      expect((await b.get(`${TERMS_API}/status`)).json()).toEqual({
        result: true,
        updatedAt: null,
        version: 0,
      });
      expect((await userConfig(b)).statusCode).toBe(200);

      await publish(1, { en: "Play fair.", ru: "Играйте честно." });
      const status = (await b.get(`${TERMS_API}/status`)).json();
      expect(status).toMatchObject({ result: false, version: 1 });
      expect(new Date(status.updatedAt).getTime()).toBe(clock.now());

      const refused = await userConfig(b);
      expect(refused.statusCode).toBe(451);
      expect(refused.json().error).toMatchObject({
        code: "TERMS_NOT_ACCEPTED",
        details: { exception_code: 1 },
      });
      // The exempt calls still answer: the session, the terms, signing out.
      expect((await b.get("/web-api/user/check-session")).statusCode).toBe(200);
      expect((await b.get(`${TERMS_API}?lang=ru`)).json()).toMatchObject({
        version: 1,
        lang: "ru",
        body: "Играйте честно.",
      });
      expect((await b.get(`${TERMS_API}?lang=ar`)).json().lang).toBe("en");
      // A guest is never refused.
      expect((await new Browser(app).get("/web-api/user/sessions")).statusCode).toBe(401);

      const stale = await b.post(`${TERMS_API}/accept`, { version: 2 });
      expect([stale.statusCode, stale.json().error.code]).toEqual([409, "TERMS_VERSION_OUTDATED"]);
      const noCsrf = await b.request("POST", `${TERMS_API}/accept`, { body: { version: 1 }, csrf: false });
      expect(noCsrf.statusCode).toBe(403);
      // The SSR shell's viewer sees the same: pages go to confirm-terms until the player accepts.
      expect(await termsPendingFor(handle.db, lastUserId)).toBe(true);
      const ok = await b.post(`${TERMS_API}/accept`, { version: 1 });
      expect(await termsPendingFor(handle.db, lastUserId)).toBe(false);
      expect(ok.json()).toMatchObject({ result: true, version: 1 });
      expect((await userConfig(b)).statusCode).toBe(200);
    });

    test("off while the site does not ask for confirmation (isAvailableConfirmTerms)", async () => {
      const b = await player();
      expect((await userConfig(b)).statusCode).toBe(451);
      const core = (await admin.call("GET", `${STAFF_API}/config?groupId=1`))
        .json()
        .rows.find(
          (r: { group: string; country: string; lang: string }) =>
            r.group === "d.core" && r.country === "*" && r.lang === "*",
        );
      const off = await admin.call("PUT", `${STAFF_API}/config/rows`, {
        groupId: 1,
        group: "d.core",
        country: "*",
        lang: "*",
        data: { ...core.data, isAvailableConfirmTerms: false },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect((await userConfig(b)).statusCode).toBe(200);
      expect((await b.get(`${TERMS_API}/status`)).json().result).toBe(true);
      await admin.call("PUT", `${STAFF_API}/config/rows`, {
        groupId: 1,
        group: "d.core",
        country: "*",
        lang: "*",
        data: core.data,
      });
      expect((await userConfig(b)).statusCode).toBe(451);
    });

    test("a published text never changes; drafts come after it; everything is audited", async () => {
      const edit = await content.call("PUT", `${STAFF_API}/terms`, {
        groupId: 1,
        version: 1,
        lang: "en",
        title: "x",
        body: "y",
      });
      expect([edit.statusCode, edit.json().error.code]).toEqual([409, "TERMS_PUBLISHED"]);
      const again = await content.call("POST", `${STAFF_API}/terms/1/publish`, { groupId: 1 });
      expect(again.json().error.code).toBe("TERMS_PUBLISHED");
      const empty = await content.call("POST", `${STAFF_API}/terms/7/publish`, { groupId: 1 });
      expect(empty.statusCode).toBe(404);
      const bad = await content.call("PUT", `${STAFF_API}/terms`, {
        groupId: 1,
        version: 2,
        lang: "EN",
        title: "",
        body: "y",
      });
      expect(bad.statusCode).toBe(400);
      const list = (await content.call("GET", `${STAFF_API}/terms?groupId=1`)).json();
      expect(list.current).toBe(1);
      expect(list.items.map((i: { lang: string }) => i.lang).sort()).toEqual(["en", "ru"]);
      const audit = await handle.db
        .selectFrom("staff_audit")
        .select("action")
        .where("target_type", "=", "terms")
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual(["terms.publish", "terms.write", "terms.write"]);
      // A player who accepted v1 is asked again for v2 — after the other processes' 5 s at most.
      const b = await player();
      await b.post(`${TERMS_API}/accept`, { version: 1 });
      await publish(2, { en: "Play fair, v2." });
      clock.advance(RULES_TTL_MS);
      expect((await userConfig(b)).statusCode).toBe(451);
      expect((await b.post(`${TERMS_API}/accept`, { version: 2 })).statusCode).toBe(200);
      expect((await userConfig(b)).statusCode).toBe(200);
    });
  },
);
