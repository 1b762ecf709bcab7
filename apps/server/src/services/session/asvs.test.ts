import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, type PlayersTestApp, playersTestApp, seedUser, signIn, testClock } from "./testing.ts";

/** OWASP ASVS L2 session items (issue 12, item 6), checked end to end. */
describe.each(testTargets())("ASVS sessions on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const clock = testClock(Date.UTC(2026, 0, 5, 9, 30));
  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });
  const browser = (ip: string) => new Browser(t.app, { "x-forwarded-for": ip }).start();
  const sessionIdOf = async (b: Browser) =>
    (await b.get("/web-api/user/sessions")).json().sessions.find((s: { current: boolean }) => s.current)?.id;

  test("a session id planted before sign-in is not the one after (fixation)", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "fix@example.com" });
    const victim = await browser("10.60.0.1");
    victim.cookies.set("sid", "planted-by-the-attacker-0123456789abcdefghijk");
    expect((await signIn(victim, "fix@example.com", password)).statusCode).toBe(200);
    const issued = victim.cookies.get("sid");
    expect(issued).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued).not.toBe("planted-by-the-attacker-0123456789abcdefghijk");
    const attacker = await browser("10.60.0.2");
    attacker.cookies.set("sid", "planted-by-the-attacker-0123456789abcdefghijk");
    expect((await attacker.get("/web-api/user/check-session")).json().user_id).toBeNull();
  });

  test("a password change ends the player's other sessions and keeps this one", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "change@example.com" });
    const here = await browser("10.61.0.1");
    const phone = await browser("10.61.0.2");
    const laptop = await browser("10.61.0.3");
    for (const b of [here, phone, laptop]) await signIn(b, "change@example.com", password);
    const kept = await sessionIdOf(here);
    const res = await here.post("/web-api/user/password", {
      uPassword: encodeField(password),
      newPassword: encodeField("a-brand-new-one-2"),
    });
    expect(res.json().success).toBe(true);
    expect((await here.get("/web-api/user/check-session")).json().user_id).not.toBeNull();
    expect(await sessionIdOf(here)).toBe(kept);
    for (const b of [phone, laptop]) {
      expect((await b.get("/web-api/user/check-session")).json().user_id).toBeNull();
    }
    const ended = await handle.db
      .selectFrom("user_sessions")
      .select("end_reason")
      .where("id", "!=", kept)
      .where("user_id", "=", user.id)
      .execute();
    expect(ended.map((r) => r.end_reason)).toEqual(["password_changed", "password_changed"]);
  });

  test("at sign-in the player gets the time and address of the previous sign-in", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "prev@example.com" });
    const first = await signIn(await browser("198.51.100.4"), "prev@example.com", password);
    expect(first.json().previousLogin).toBeNull();
    const firstAt = clock.now();
    clock.advance(3 * 3600 * 1000);
    const second = await signIn(await browser("203.0.113.9"), "prev@example.com", password);
    expect(second.json().previousLogin).toEqual({ at: Math.floor(firstAt / 1000), ip: "198.51.100.4" });
    clock.advance(60 * 1000);
    const third = await signIn(await browser("192.0.2.77"), "prev@example.com", password);
    expect(third.json().previousLogin).toEqual({
      at: Math.floor((firstAt + 3 * 3600 * 1000) / 1000),
      ip: "203.0.113.9",
    });
  });
});
