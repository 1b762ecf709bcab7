import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, type PlayersTestApp, playersTestApp } from "../session/testing.ts";

/** Referral attribution at registration, bring a friend, and the cookie agreement log (issue 17). */
describe.each(testTargets())("referrals and cookie consent on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  let ipSeq = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.31.0.${++ipSeq}` }).start();
  const register = async (b: Browser) => {
    const res = await b.post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "DE",
      age_confirmed: true,
    });
    expect(res.statusCode).toBe(200);
    return res.json().user_id as number;
  };
  const row = (id: number) =>
    handle.db
      .selectFrom("users")
      .select(["referral", "referrer_id"])
      .where("id", "=", BigInt(id))
      .executeTakeFirstOrThrow();

  test("the referral cookies at registration are stored with the account; others are not", async () => {
    const b = await browser();
    b.cookies.set("reflinkid", "aff-77");
    b.cookies.set("subid", "s1");
    b.cookies.set("partner_id", "bad value;");
    const id = await register(b);
    expect(await row(id)).toEqual({ referral: { reflinkid: "aff-77", subid: "s1" }, referrer_id: null });
    expect(await row(await register(await browser()))).toEqual({ referral: null, referrer_id: null });
  });

  test("bring a friend: the link's bf names the referrer, who sees the players it brought", async () => {
    const inviter = await browser();
    const inviterId = await register(inviter);
    const friend = await browser();
    friend.cookies.set("bf", String(inviterId));
    const friendId = await register(friend);
    expect((await row(friendId)).referrer_id).toBe(BigInt(inviterId));

    // A bf that is no account of the site is kept as a cookie value but names no referrer.
    const stray = await browser();
    stray.cookies.set("bf", "999999999999");
    const strayId = await register(stray);
    expect(await row(strayId)).toEqual({ referral: { bf: "999999999999" }, referrer_id: null });

    const mine = await inviter.get("/web-api/user/referrals");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ user_id: inviterId, players: [{ id: friendId }] });
    expect(mine.json().players).toHaveLength(1);
    expect((await friend.get("/web-api/user/referrals")).json().players).toEqual([]);
    expect((await (await browser()).get("/web-api/user/referrals")).statusCode).toBe(401);
  });

  test("a cookie agreement is logged with its time, the player's id when signed in", async () => {
    const guest = await browser();
    const at = 1_790_000_000;
    expect(
      (await guest.post("/web-api/user/cookies-agreement", { type: 1, cookiesAgreeTime: at })).statusCode,
    ).toBe(200);
    const player = await browser();
    const id = await register(player);
    expect(
      (await player.post("/web-api/user/cookies-agreement", { type: 3, cookiesAgreeTime: at })).statusCode,
    ).toBe(200);
    const rows = await handle.db
      .selectFrom("cookie_agreements")
      .select(["user_id", "agree_type", "agreed_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { user_id: null, agree_type: 1, agreed_at: new Date(at * 1000) },
      { user_id: BigInt(id), agree_type: 3, agreed_at: new Date(at * 1000) },
    ]);
    for (const body of [{ type: 4, cookiesAgreeTime: at }, { type: 1, cookiesAgreeTime: 5 }, { type: "1" }]) {
      const res = await guest.post("/web-api/user/cookies-agreement", body);
      expect(res.statusCode).toBe(400);
    }
    expect(await handle.db.selectFrom("cookie_agreements").select("id").execute()).toHaveLength(2);
  });

  test("analytics page views are counted per day and section, nothing about the visitor; bad input changes nothing", async () => {
    const guest = await browser();
    for (const section of ["bet_history", "bet_history", "personal_data"]) {
      const res = await guest.post("/web-api/analytics/view", { section });
      expect(res.statusCode, res.body).toBe(200);
    }
    const counts = async () =>
      (
        await handle.db
          .selectFrom("analytics_page_views")
          .select(["section", "views"])
          .orderBy("section")
          .execute()
      ).map((r) => [r.section, Number(r.views)]);
    expect(await counts()).toEqual([
      ["bet_history", 2],
      ["personal_data", 1],
    ]);
    for (const body of [
      { section: "Bet History" },
      { section: "" },
      { section: "a".repeat(41) },
      {},
      { section: "x", path: "/" },
    ]) {
      const res = await guest.post("/web-api/analytics/view", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect(await counts()).toEqual([
      ["bet_history", 2],
      ["personal_data", 1],
    ]);
  });

  test("the manager page's answer: none assigned by default", async () => {
    const b = await browser();
    await register(b);
    const res = await b.get("/web-api/user/manager");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ manager: null });
  });
});
