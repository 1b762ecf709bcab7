/**
 * The limits service's routes and change rules (spec 001 §3, §4, §7; docs/responsible-gaming.md),
 * on PGlite and, with DATABASE_URL, PostgreSQL. The clock is injected: the 24 h of a pending change
 * and its 7-day confirmation window are moved by hand.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser } from "../session/testing.ts";
import { limitsInForce } from "./index.ts";
import { type LimitsTestApp, limitsTestApp, manualClock, signedInPlayer, V1, V3 } from "./testing.ts";

const DAY = 86_400_000;
const T0 = Date.parse("2026-03-02T09:00:00Z");

type Json = Record<string, unknown> & { limitsData: Record<string, unknown>[] };

async function limitTables(db: DbHandle["db"]) {
  const rows = await Promise.all(
    (["limit_setting", "limit_event", "limit_questionnaire"] as const).map((t) =>
      db.selectFrom(t).selectAll().execute(),
    ),
  );
  return JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? v.toString() : v));
}

describe.each(testTargets())("limits service on $name", (target) => {
  let h: DbHandle;
  let t: LimitsTestApp;
  let q: LimitsTestApp;
  let del: LimitsTestApp;
  const clock = manualClock(T0);

  beforeAll(async () => {
    h = await createTestDb(target);
    t = await limitsTestApp(h.db, { now: clock.now });
    q = await limitsTestApp(h.db, {
      now: clock.now,
      config: { questionnaire: { deposit: ["looser"] }, available: [20, 21, 22, 31, 32] },
    });
    del = await limitsTestApp(h.db, { now: clock.now, config: { method: "delete" } });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), q?.close(), del?.close()]);
    await h?.close();
  });

  const entity = (body: Json, limitType: number, state = "ACTIVE") =>
    body.limitsData.find((l) => l.limitType === limitType && l.limitState === state);

  test("every limits route is in the OpenAPI document", () => {
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const listed = Object.entries(paths)
      .filter(([path]) => path.startsWith("/limit-service-api/"))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(listed).toEqual(
      [
        `GET ${V3}/limits`,
        `GET ${V3}/availablelimits`,
        `GET ${V3}/reasons/selfexclude`,
        `POST ${V3}/limits`,
        `POST ${V3}/testanswers`,
        `POST ${V3}/limitaction`,
        `DELETE ${V3}/limit`,
        `POST ${V3}/ping`,
        `GET ${V3}/history`,
        `POST ${V3}/reopen`,
        `POST ${V1}/BlockUser`,
      ].sort(),
    );
  });

  test("no token, no session: every route answers 401", async () => {
    const guest = await new Browser(t.app).start();
    for (const [method, url] of [
      ["GET", `${V3}/limits`],
      ["GET", `${V3}/availablelimits`],
      ["GET", `${V3}/reasons/selfexclude`],
      ["POST", `${V3}/limits`],
      ["POST", `${V3}/testanswers`],
      ["POST", `${V3}/limitaction`],
      ["POST", `${V3}/ping`],
      ["GET", `${V3}/history`],
      ["POST", `${V3}/reopen`],
      ["POST", `${V1}/BlockUser`],
    ] as const) {
      const body =
        method === "POST"
          ? url.endsWith("/limits")
            ? { limits: [{ limitType: 21, limitValue: 100 }] }
            : url.endsWith("testanswers")
              ? { tokenGuid: "8d0f6f2e-4c1b-4d6a-9a55-0d7f3c1e2b44", answers: [] }
              : url.endsWith("limitaction")
                ? { limitType: 21, action: "cancel" }
                : {}
          : undefined;
      const res = await guest.request(method, url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe("UNAUTHORIZED");
    }
  });

  test("X-Auth with the user token and Authorization: Bearer both authenticate; X-Language picks the texts", async () => {
    const p = await signedInPlayer(t, h.db);
    const viaXAuth = await t.app.inject({
      url: `${V3}/availablelimits`,
      headers: { "x-auth": p.token, "x-language": "ru" },
    });
    expect(viaXAuth.statusCode).toBe(200);
    const body = viaXAuth.json();
    expect(body.availableLimits).toEqual([20, 21, 22, 1, 2, 3, 10, 11, 12, 31, 32, 33, 30]);
    expect(body.limitActionMethod).toBe("limitaction");
    const se = body.limitsData.find((l: { limitType: number }) => l.limitType === 30);
    expect(se).toMatchObject({ measure: "days", label: "Самоисключение", limitState: "INACTIVE" });
    expect(se.availableValues).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825]);
    expect(se.optionsMap["7"]).toBe("7 дней");
    const viaBearer = await t.app.inject({
      url: `${V3}/reasons/selfexclude`,
      headers: { authorization: `Bearer ${p.token}`, "x-language": "ar" },
    });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json().reasons[3]).toEqual({ id: 4, title: "أريد أخذ استراحة" });
    const wrong = await t.app.inject({
      url: `${V3}/limits`,
      headers: { "x-auth": "not-a-real-token-at-all" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  test("only the types the site offers are loaded and accepted", async () => {
    const p = await signedInPlayer(q, h.db);
    const available = (await p.browser.get(`${V3}/availablelimits`)).json();
    expect(available.availableLimits).toEqual([20, 21, 22, 31, 32]);
    const limits = (await p.browser.get(`${V3}/limits`)).json() as Json;
    expect(limits.limitsData.map((l) => l.limitType)).toEqual([20, 21, 22, 31, 32]);
    const before = await limitTables(h.db);
    const res = await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 2, limitValue: 100 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: "LIMIT_TYPE_NOT_AVAILABLE", details: { limitType: 2 } });
    expect(await limitTables(h.db)).toBe(before);
  });

  test("bad input is a 4xx with a catalogue code and changes nothing", async () => {
    const p = await signedInPlayer(t, h.db);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 20, limitValue: 50 }] });
    const before = await limitTables(h.db);
    const cases: [unknown, number, string][] = [
      [{ limits: [{ limitType: 21, limitValue: "100" }] }, 400, "VALIDATION"],
      [{ limits: [{ limitType: 21, limitValue: 1.5 }] }, 400, "VALIDATION"],
      [{ limits: [{ limitType: 4, limitValue: 100 }] }, 400, "VALIDATION"],
      [{ limits: [] }, 400, "VALIDATION"],
      [{ limits: [{ limitType: 21, limitValue: 0 }] }, 422, "LIMIT_VALUE_NOT_ALLOWED"],
      [{ limits: [{ limitType: 31, limitValue: 25 }] }, 422, "LIMIT_VALUE_NOT_ALLOWED"],
      [{ limits: [{ limitType: 32, limitValue: 7 }] }, 422, "LIMIT_VALUE_NOT_ALLOWED"],
      [{ limits: [{ limitType: 30, limitValue: 2 }] }, 422, "LIMIT_VALUE_NOT_ALLOWED"],
      [{ limits: [{ limitType: 37, limitValue: 1 }] }, 404, "LIMIT_TYPE_NOT_AVAILABLE"],
      // All or nothing: the valid first change is not kept when the second is refused.
      [
        {
          limits: [
            { limitType: 21, limitValue: 10 },
            { limitType: 33, limitValue: 2 },
          ],
        },
        422,
        "LIMIT_VALUE_NOT_ALLOWED",
      ],
      [
        {
          limits: [
            { limitType: 21, limitValue: 10 },
            { limitType: 21, limitValue: 20 },
          ],
        },
        400,
        "VALIDATION",
      ],
      [{ limits: [{ limitType: 33, limitValue: 1 }], reasonId: 99 }, 400, "VALIDATION"],
    ];
    for (const [body, status, code] of cases) {
      const res = await p.browser.post(`${V3}/limits`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.code, JSON.stringify(body)).toBe(code);
    }
    for (const [url, body] of [
      [`${V3}/limitaction`, { limitType: 21, action: "approve" }],
      [`${V3}/testanswers`, { tokenGuid: "nope", answers: [] }],
      [`${V1}/BlockUser`, { days: "7" }],
    ] as const) {
      const res = await p.browser.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    const badLang = await p.browser.get(`${V3}/limits`, { "x-language": "<script>" });
    expect(badLang.statusCode).toBe(400);
    expect(await limitTables(h.db)).toBe(before);
  });

  test("stricter at once; looser pending 24 h, then confirmed; the in-force value stays until then", async () => {
    const p = await signedInPlayer(t, h.db);
    const set = await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 21, limitValue: 100 }] });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ status: "saved", questions: null, tokenGuid: null });
    const startedAt = Math.floor(clock.now() / 1000);
    expect(entity(set.json(), 21)).toMatchObject({
      limitValue: 100,
      limitState: "ACTIVE",
      measure: "currency",
      startedAt,
      endsAt: null,
      label: "Deposit limit, 7 days",
    });
    let inForce = await limitsInForce(h.db, p.user.id, new Date(clock.now()));
    expect(inForce.money).toMatchObject([
      { limitType: 21, limitValue: 100, currency: "EUR", limit: 10_000n },
    ]);

    clock.advance(60_000);
    const raise = await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 21, limitValue: 300 }] });
    expect(raise.json().status).toBe("pending");
    const asked = Math.floor(clock.now() / 1000);
    expect(entity(raise.json(), 21, "PENDING")).toMatchObject({
      limitValue: 300,
      startedAt: asked,
      endsAt: asked + 86_400,
      needApprove: false,
    });
    expect(entity(raise.json(), 21)).toMatchObject({ limitValue: 100 });
    inForce = await limitsInForce(h.db, p.user.id, new Date(clock.now()));
    expect(inForce.money[0]?.limit).toBe(10_000n);

    const early = await p.browser.post(`${V3}/limitaction`, { limitType: 21, action: "confirm" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe("LIMIT_PENDING_NOT_CONFIRMABLE_YET");

    clock.advance(DAY - 1000);
    const stillWaiting = await p.browser.post(`${V3}/limitaction`, { limitType: 21, action: "confirm" });
    expect(stillWaiting.json().error.code).toBe("LIMIT_PENDING_NOT_CONFIRMABLE_YET");
    clock.advance(1000);
    const due = (await p.browser.get(`${V3}/limits`)).json() as Json;
    expect(entity(due, 21, "PENDING")).toMatchObject({ needApprove: true });
    const confirm = await p.browser.post(`${V3}/limitaction`, { limitType: 21, action: "confirm" });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ success: true, title: "The limit is changed" });
    expect(entity(confirm.json(), 21)).toMatchObject({ limitValue: 300 });
    expect(entity(confirm.json(), 21, "PENDING")).toBeUndefined();
    inForce = await limitsInForce(h.db, p.user.id, new Date(clock.now()));
    expect(inForce.money[0]?.limit).toBe(30_000n);

    const history = (await p.browser.get(`${V3}/history`)).json().history;
    expect(history.map((e: { action: string }) => e.action)).toEqual(["applied", "requested", "confirmed"]);
  });

  test("a tightening drops the pending loosening; removal (999999999) waits like any loosening", async () => {
    const p = await signedInPlayer(t, h.db);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 10, limitValue: 50 }] });
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 10, limitValue: 999_999_999 }] });
    const tighter = await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 10, limitValue: 40 }] });
    expect(tighter.json().status).toBe("saved");
    expect(entity(tighter.json(), 10)).toMatchObject({ limitValue: 40 });
    expect(entity(tighter.json(), 10, "PENDING")).toBeUndefined();
    clock.advance(DAY);
    const confirm = await p.browser.post(`${V3}/limitaction`, { limitType: 10, action: "confirm" });
    expect(confirm.json().error.code).toBe("LIMIT_NO_PENDING_CHANGE");
  });

  test("a pending change can be cancelled; not confirmed within 7 days after its 24 h it lapses", async () => {
    const p = await signedInPlayer(t, h.db);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 31, limitValue: 2 }] });
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 31, limitValue: -1 }] });
    const cancel = await p.browser.post(`${V3}/limitaction`, { limitType: 31, action: "cancel" });
    expect(cancel.json()).toMatchObject({ success: true, title: "The change is cancelled" });
    expect(entity(cancel.json(), 31, "PENDING")).toBeUndefined();
    const again = await p.browser.post(`${V3}/limitaction`, { limitType: 31, action: "cancel" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe("LIMIT_NO_PENDING_CHANGE");

    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 31, limitValue: 5 }] });
    clock.advance(8 * DAY);
    const shown = (await p.browser.get(`${V3}/limits`)).json() as Json;
    expect(entity(shown, 31, "PENDING")).toBeUndefined();
    const late = await p.browser.post(`${V3}/limitaction`, { limitType: 31, action: "confirm" });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe("LIMIT_PENDING_LAPSED");
    expect(entity((await p.browser.get(`${V3}/limits`)).json(), 31)).toMatchObject({ limitValue: 2 });
    const history = (await p.browser.get(`${V3}/history`)).json().history;
    expect(history.map((e: { action: string }) => e.action)).toContain("lapsed");
  });

  test("limitActionMethod delete: DELETE limit cancels, POST limitaction only confirms", async () => {
    const p = await signedInPlayer(del, h.db);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 20, limitValue: 10 }] });
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 20, limitValue: 20 }] });
    const viaPost = await p.browser.post(`${V3}/limitaction`, { limitType: 20, action: "cancel" });
    expect(viaPost.statusCode).toBe(404);
    const badQuery = await p.browser.request("DELETE", `${V3}/limit?limitType=abc`);
    expect(badQuery.statusCode).toBe(400);
    const res = await p.browser.request("DELETE", `${V3}/limit?limitType=20`);
    expect(res.statusCode).toBe(200);
    expect(entity(res.json(), 20, "PENDING")).toBeUndefined();
    const other = await signedInPlayer(t, h.db);
    expect((await other.browser.request("DELETE", `${V3}/limit?limitType=20`)).statusCode).toBe(404);
  });

  test("the questionnaire: questions and a single-use token; only a passed one applies the change", async () => {
    const p = await signedInPlayer(q, h.db);
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 22, limitValue: 100 }] });
    const before = await limitsInForce(h.db, p.user.id, new Date(clock.now()));
    const raise = (
      await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 22, limitValue: 500 }] })
    ).json();
    expect(raise).toMatchObject({ status: "questions", limitsData: null });
    expect(raise.tokenGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(raise.questions.map((x: { id: string }) => x.id)).toEqual(["afford", "borrowed", "chasing"]);
    expect(await limitsInForce(h.db, p.user.id, new Date(clock.now()))).toEqual(before);

    const failed = await p.browser.post(`${V3}/testanswers`, {
      tokenGuid: raise.tokenGuid,
      answers: [
        { questionId: "afford", answerId: "yes" },
        { questionId: "borrowed", answerId: "yes" },
        { questionId: "chasing", answerId: "no" },
      ],
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      success: false,
      questionsResult: [
        { id: "afford", passed: true },
        { id: "borrowed", passed: false },
        { id: "chasing", passed: true },
      ],
    });
    expect(entity(failed.json(), 22, "PENDING")).toBeUndefined();
    const reused = await p.browser.post(`${V3}/testanswers`, { tokenGuid: raise.tokenGuid, answers: [] });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.code).toBe("LIMIT_TOKEN_INVALID");

    // A stricter change needs no questionnaire on this site.
    expect(
      (await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 20, limitValue: 5 }] })).json().status,
    ).toBe("saved");

    const second = (
      await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 22, limitValue: 500 }] })
    ).json();
    const stranger = await signedInPlayer(q, h.db);
    const stolen = await stranger.browser.post(`${V3}/testanswers`, {
      tokenGuid: second.tokenGuid,
      answers: [],
    });
    expect(stolen.json().error.code).toBe("LIMIT_TOKEN_INVALID");
    const passed = await p.browser.post(`${V3}/testanswers`, {
      tokenGuid: second.tokenGuid,
      answers: [
        { questionId: "afford", answerId: "yes" },
        { questionId: "borrowed", answerId: "no" },
        { questionId: "chasing", answerId: "no" },
      ],
    });
    expect(passed.json().success).toBe(true);
    // Passing does not skip the 24 h.
    expect(entity(passed.json(), 22, "PENDING")).toMatchObject({ limitValue: 500 });
    expect(entity(passed.json(), 22)).toMatchObject({ limitValue: 100 });

    const third = (
      await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 22, limitValue: 600 }] })
    ).json();
    expect(third.status).toBe("questions");
    clock.advance(31 * 60_000);
    const expired = await p.browser.post(`${V3}/testanswers`, { tokenGuid: third.tokenGuid, answers: [] });
    expect(expired.json().error.code).toBe("LIMIT_TOKEN_INVALID");
  });

  test("limitBalance of a money limit is what is left of its window now (the usage series)", async () => {
    const p = await signedInPlayer(t, h.db);
    await p.browser.post(`${V3}/limits`, {
      limits: [
        { limitType: 20, limitValue: 100 },
        { limitType: 10, limitValue: 50 },
      ],
    });
    const at = new Date(clock.now());
    // 30.50 EUR deposited and a settled loss of 12.00 with a win of 2.00 an hour before now.
    await sql`select limit_usage_add(${p.user.id}, 'EUR', ${at}, 3050, 0, 0, 0)`.execute(h.db);
    await sql`select limit_usage_add(${p.user.id}, 'EUR', ${new Date(clock.now() - 3_600_000)}, 0, 0, 1200, 200)`.execute(
      h.db,
    );
    const shown = (await p.browser.get(`${V3}/limits`)).json() as Json;
    expect(entity(shown, 20)).toMatchObject({ limitValue: 100, limitBalance: 69 }); // 69.50 rounded down
    expect(entity(shown, 10)).toMatchObject({ limitValue: 50, limitBalance: 40 });
    clock.advance(DAY + 2 * 3_600_000);
    const later = (await p.browser.get(`${V3}/limits`)).json() as Json;
    expect(entity(later, 20)).toMatchObject({ limitBalance: 100 });
  });
});
