import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { parseIp } from "@parlay/domain/access";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { totpCode } from "../auth/totp.ts";
import { createSessionAuthenticator, type PlayersRuntime, playersFor } from "../session/index.ts";
import { TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { createStaff, STAFF_API, staffService } from "../staff/index.ts";
import { createBlocksService, geoLite2Countries, RULES_TTL_MS, visitorCountry } from "./index.ts";

describe("GeoLite2 countries from the shipped npm table", () => {
  test("finds the country of IPv4 and IPv6 addresses, and none for private ones", async () => {
    const geo = geoLite2Countries();
    const of = (text: string) => {
      const ip = parseIp(text);
      if (!ip) throw new Error(text);
      return geo.countryOf(ip);
    };
    // MaxMind's own test address for the United Kingdom.
    expect(await of("81.2.69.160")).toBe("GB");
    expect(await of("::ffff:81.2.69.160")).toBe("GB");
    expect(await of("2001:200::1")).toBe("JP");
    expect(await of("10.1.2.3")).toBeNull();
    expect(await of("127.0.0.1")).toBeNull();
  });

  test("the visitor's country: the CDN's header only when trusted, else GeoIP of the address", async () => {
    const countries = geoLite2Countries();
    const trusted = visitorCountry({ trustCountryHeader: true, countries });
    const untrusted = visitorCountry({ countries });
    const request = (ip: string, header?: string) => ({
      ip,
      headers: header === undefined ? {} : { "x-country-code": header },
    });
    // Trusted: the header wins (upper-cased); a header that is no country code falls back to GeoIP.
    expect(await trusted(request("81.2.69.160", "jp"))).toBe("JP");
    expect(await trusted(request("10.1.2.3", "DE"))).toBe("DE");
    expect(await trusted(request("81.2.69.160", "Germany"))).toBe("GB");
    expect(await trusted(request("81.2.69.160"))).toBe("GB");
    // Not trusted (the default): a visitor's own header changes nothing.
    expect(await untrusted(request("81.2.69.160", "JP"))).toBe("GB");
    expect(await untrusted(request("2001:200::1", "GB"))).toBe("JP");
    expect(await untrusted(request("10.1.2.3", "DE"))).toBeNull();
    expect(await untrusted(request("not an address"))).toBeNull();
  });
});

describe.each(testTargets())("blocks service on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let rt: PlayersRuntime;
  let groupId: number;
  const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));
  const cookies = new Map<string, string>();

  beforeAll(async () => {
    handle = await createTestDb(target);
    const auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
    const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
    rt = playersFor(ctx).rt;
    app = await buildApp({
      ctx,
      services: [staffService, createBlocksService()],
      trustProxy: TEST_TRUST_PROXY,
    });
    await app.ready();
    groupId = (await handle.db.selectFrom("site").select("group_id").executeTakeFirstOrThrow()).group_id;
    // An admin with compliance, signed in through the first sign-in set-up.
    const email = "blocks-admin@parlay.test";
    const { oneTimePassword } = await createStaff(
      rt,
      { staffId: null, email: "cli", roles: [], ip: "127.0.0.1" },
      {
        email,
        displayName: "",
        roles: ["admin"],
      },
    );
    const step = (
      await app.inject({
        method: "POST",
        url: `${STAFF_API}/auth/login`,
        payload: { email, password: oneTimePassword },
      })
    ).json();
    const done = await app.inject({
      method: "POST",
      url: `${STAFF_API}/auth/enroll`,
      payload: {
        enrollToken: step.enrollToken,
        newPassword: "blocks admin pass 1",
        code: totpCode(step.secret, new Date(clock.now())),
      },
    });
    for (const c of done.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const staff = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(method === "GET" ? {} : { "x-csrf-token": cookies.get("bo_csrf") ?? "" }),
      },
      ...(payload ? { payload } : {}),
    });
  const visit = (ip: string, query = "", headers: Record<string, string> = {}) =>
    app.inject({
      method: "GET",
      url: `/blocks-api/api/v1/block/light${query}`,
      headers: { "x-forwarded-for": ip, ...headers },
    });
  const UK = "81.2.69.160";
  const JP = "2001:200::1";

  test("a country rule blocks visitors GeoIP places there, and only them; the header is not trusted", async () => {
    expect((await visit(UK)).json()).toEqual({ displayTypeId: 0, templateTypeId: null });
    const created = await staff("POST", `${STAFF_API}/blocks`, {
      groupId,
      kind: "country",
      value: "gb",
      templateTypeId: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: "country", value: "GB", templateTypeId: 1 });
    const uk = await visit(UK);
    expect(uk.json()).toEqual({ displayTypeId: 1, templateTypeId: 1 });
    expect(uk.headers["cache-control"]).toBe("private, no-store");
    expect((await visit(JP)).json().displayTypeId).toBe(0);
    expect((await visit(JP, "", { "x-country-code": "GB" })).json().displayTypeId).toBe(0);
    expect((await visit(UK, "", { "x-country-code": "JP" })).json().displayTypeId).toBe(1);
    await staff("DELETE", `${STAFF_API}/blocks/${created.json().id}`);
    expect((await visit(UK)).json().displayTypeId).toBe(0);
  });

  test("traffic sources from the page's query, in block/light and in v2/block", async () => {
    const created = (
      await staff("POST", `${STAFF_API}/blocks`, {
        groupId,
        kind: "referral",
        value: "spam-aff",
        templateTypeId: 14,
      })
    ).json();
    expect((await visit(JP, "?btag=spam-aff")).json()).toEqual({ displayTypeId: 1, templateTypeId: 14 });
    expect(
      (await visit(JP, `?referralParams=${encodeURIComponent("utm_source=spam-aff&x=1")}`)).json()
        .templateTypeId,
    ).toBe(14);
    expect((await visit(JP, "?btag=fine")).json().displayTypeId).toBe(0);
    const v2 = await app.inject({
      method: "POST",
      url: "/blocks-api/api/v2/block",
      headers: { "x-forwarded-for": JP },
      payload: { auth: false, url: "https://parlay.test/en/line?tag=spam-aff" },
    });
    expect(v2.json()).toEqual({ displayTypeId: 1, templateTypeId: 14 });
    await staff("DELETE", `${STAFF_API}/blocks/${created.id}`);
  });

  test("a site-wide suspension reaches every visitor; a bad rule is refused and changes nothing", async () => {
    const before = (await staff("GET", `${STAFF_API}/blocks`)).json().items.length;
    const bad = await staff("POST", `${STAFF_API}/blocks`, {
      groupId,
      kind: "country",
      value: "GB",
      templateTypeId: 16,
    });
    expect([bad.statusCode, bad.json().error.code]).toEqual([422, "BLOCK_RULE_INVALID"]);
    const badRange = await staff("POST", `${STAFF_API}/blocks`, {
      groupId,
      kind: "cidr",
      value: "300.0.0.0/8",
      templateTypeId: 2,
    });
    expect(badRange.json().error.code).toBe("BLOCK_RULE_INVALID");
    expect((await staff("GET", `${STAFF_API}/blocks`)).json().items.length).toBe(before);
    const site = (
      await staff("POST", `${STAFF_API}/blocks`, {
        groupId,
        kind: "site",
        templateTypeId: 16,
        note: "licence review",
      })
    ).json();
    expect((await visit(JP)).json()).toEqual({ displayTypeId: 1, templateTypeId: 16 });
    expect((await visit("10.0.0.9")).json().templateTypeId).toBe(16);
    await staff("DELETE", `${STAFF_API}/blocks/${site.id}`);
    expect((await visit(JP)).json().displayTypeId).toBe(0);
    const audit = (await staff("GET", `${STAFF_API}/audit?targetType=block_rule&targetId=${site.id}`)).json();
    expect(audit.items.map((i: { action: string }) => i.action)).toEqual(["blocks.delete", "blocks.create"]);
  });

  test("another process sees a rule within the cache time", async () => {
    const other = await buildApp({
      ctx: {
        db: handle.db,
        env: { production: false, defaultHost: "localhost" },
        auth: createSessionAuthenticator(handle.db, testOptions({ now: clock.now })),
      },
      services: [createBlocksService()],
      trustProxy: TEST_TRUST_PROXY,
    });
    try {
      const look = () =>
        other.inject({
          method: "GET",
          url: "/blocks-api/api/v1/block/light",
          headers: { "x-forwarded-for": JP },
        });
      expect((await look()).json().displayTypeId).toBe(0);
      const rule = (
        await staff("POST", `${STAFF_API}/blocks`, {
          groupId,
          kind: "cidr",
          value: "2001:200::/32",
          templateTypeId: 5,
        })
      ).json();
      clock.advance(RULES_TTL_MS);
      expect((await look()).json()).toEqual({ displayTypeId: 1, templateTypeId: 5 });
      await staff("DELETE", `${STAFF_API}/blocks/${rule.id}`);
    } finally {
      await other.close();
    }
  });

  test("old Internet Explorer goes to block-ie without any rule", async () => {
    const res = await visit(JP, "", {
      "user-agent": "Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko",
    });
    expect(res.json()).toEqual({ displayTypeId: 1, templateTypeId: 17 });
  });
});
