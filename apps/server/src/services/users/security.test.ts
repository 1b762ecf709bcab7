import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { totpCode } from "../auth/totp.ts";
import { sendEmail, sendSms } from "../outbox/index.ts";
import {
  Browser,
  type PlayersTestApp,
  playersTestApp,
  seedUser,
  signIn,
  testClock,
} from "../session/testing.ts";

/** The office security and settings pages' API (issue 17; docs/players.md "Security" and "Settings"). */
describe.each(testTargets())("office security and settings on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  const clock = testClock();
  let ip = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, { now: clock.now });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.31.0.${++ip}` }).start();

  test("a wrong current password is refused with a catalogue code and changes nothing", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "wrongpass@example.com" });
    const a = await browser();
    const other = await browser();
    await signIn(a, "wrongpass@example.com", password);
    await signIn(other, "wrongpass@example.com", password);
    const before = await handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const res = await a.post("/web-api/user/password", {
      uPassword: encodeField("not-my-password-1"),
      newPassword: encodeField("brand-new-pass-1"),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("INVALID_CREDENTIALS");
    const after = await handle.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
    // The other session lives on, and the old password still signs in.
    expect((await other.get("/web-api/user/check-session")).json().user_id).toBe(Number(user.id));
    expect((await signIn(await browser(), "wrongpass@example.com", password)).json().status).toBe("ok");
    // A weak new password is a 400 and changes nothing either.
    const weak = await a.post("/web-api/user/password", {
      uPassword: encodeField(password),
      newPassword: encodeField("short"),
    });
    expect(weak.json().error.code).toBe("WEAK_PASSWORD");
    expect((await other.get("/web-api/user/check-session")).json().user_id).toBe(Number(user.id));
  });

  test("a password change ends the player's other sessions and shows in the login history", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "change@example.com" });
    const a = await browser();
    const other = await browser();
    await signIn(a, "change@example.com", password);
    await signIn(other, "change@example.com", password);
    expect((await a.get("/web-api/user/sessions")).json().sessions).toHaveLength(2);
    const ok = await a.post("/web-api/user/password", {
      uPassword: encodeField(password),
      newPassword: encodeField("brand-new-pass-2"),
    });
    expect(ok.json().success).toBe(true);
    expect((await other.get("/web-api/user/check-session")).json().user_id).toBeNull();
    expect((await a.get("/web-api/user/check-session")).json().user_id).toBe(Number(user.id));
    const history = (await a.get("/web-api/user/login-history")).json().logins;
    expect(history).toHaveLength(2);
    expect(history.filter((l: { current: boolean }) => l.current)).toHaveLength(1);
    expect(history.find((l: { current: boolean }) => !l.current)).toMatchObject({
      endReason: "password_changed",
    });
    const summary = (await a.get("/web-api/user/security")).json();
    expect(summary.protection_methods.is_changed_password).toBe(true);
  });

  test("TOTP on: ten backup codes; sign-in needs a code; a backup code works once; off with a code", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "backup@example.com" });
    const b = await browser();
    await signIn(b, "backup@example.com", password);
    const levelBefore = (await b.get("/web-api/user/security")).json();
    expect(levelBefore).toMatchObject({ protection_level: 10, protection_status: "bad" });
    expect(levelBefore.steps[0]).toEqual({ method: "enable_two_factor_auth", gain: 40 });

    const setup = (await b.post("/web-api/user/two-factor/totp/setup")).json();
    const enabled = (
      await b.post("/web-api/user/two-factor/totp/enable", {
        code: totpCode(setup.secret, new Date(clock.now())),
      })
    ).json();
    expect(enabled.backupCodes).toHaveLength(10);
    expect(new Set(enabled.backupCodes).size).toBe(10);
    for (const code of enabled.backupCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await handle.db
      .selectFrom("user_backup_codes")
      .select("code_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(enabled.backupCodes[0].replace("-", ""));
    expect((await b.get("/web-api/user/security")).json()).toMatchObject({
      protection_level: 50,
      protection_status: "normal",
      two_factor: { method: "totp", backupCodesLeft: 10 },
    });

    // Sign in elsewhere: the password alone is not enough.
    const c = await browser();
    expect((await signIn(c, "backup@example.com", password)).json().status).toBe("two_step_required");
    expect(c.cookies.has("sid")).toBe(false);
    const backup = enabled.backupCodes[3] as string;
    const withBackup = await c.post("/web-api/auth/login/two-step", {
      code: encodeField(backup.toUpperCase()),
    });
    expect(withBackup.json()).toMatchObject({ status: "ok", user_id: Number(user.id) });

    // The same backup code again is refused.
    const d = await browser();
    await signIn(d, "backup@example.com", password);
    const again = await d.post("/web-api/auth/login/two-step", { code: encodeField(backup) });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe("TWO_STEP_INVALID");
    expect((await b.get("/web-api/user/security")).json().two_factor.backupCodesLeft).toBe(9);
    // A code from the app works for the same ticket.
    clock.advance(30_000);
    const withTotp = await d.post("/web-api/auth/login/two-step", {
      code: encodeField(totpCode(setup.secret, new Date(clock.now()))),
    });
    expect(withTotp.json().status).toBe("ok");

    // Turning it off with a used backup code fails; with a fresh one it works, and sign-in is one step again.
    expect((await b.post("/web-api/user/two-factor/disable", { code: backup })).json().error.code).toBe(
      "CODE_INVALID",
    );
    expect(
      (await b.post("/web-api/user/two-factor/disable", { code: "12345", uPassword: encodeField(password) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await b.post("/web-api/user/two-factor/disable", { code: enabled.backupCodes[5] })).json().success,
    ).toBe(true);
    expect((await signIn(await browser(), "backup@example.com", password)).json().status).toBe("ok");
    expect(
      await handle.db
        .selectFrom("user_backup_codes")
        .select("code_hash")
        .where("user_id", "=", user.id)
        .execute(),
    ).toHaveLength(0);
  });

  test("the security question: password needed, answer stored hashed, raises the level", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "question@example.com" });
    const b = await browser();
    await signIn(b, "question@example.com", password);
    const bad = await b.post("/web-api/user/security-question", {
      question: "Q?",
      answer: "x",
      uPassword: encodeField(password),
    });
    expect(bad.statusCode).toBe(400);
    const wrong = await b.post("/web-api/user/security-question", {
      question: "My first pet's name?",
      answer: "Rex",
      uPassword: encodeField("wrong-password-9"),
    });
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    expect((await b.get("/web-api/user/security")).json().security_question).toBeNull();
    const ok = await b.post("/web-api/user/security-question", {
      question: "My first pet's name?",
      answer: "  Rex ",
      uPassword: encodeField(password),
    });
    expect(ok.json().success).toBe(true);
    const row = await handle.db
      .selectFrom("users")
      .select(["security_answer_hash"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.security_answer_hash).toMatch(/^\$argon2id\$/);
    expect((await b.get("/web-api/user/security")).json()).toMatchObject({
      security_question: "My first pet's name?",
      protection_level: 20,
      protection_methods: { enable_security_question: true },
    });
  });

  test("settings: defaults, saved on the server, seen from another browser; bad input changes nothing", async () => {
    const { password } = await seedUser(handle.db, t.auth, { email: "settings@example.com" });
    const a = await browser();
    await signIn(a, "settings@example.com", password);
    const defaults = (await a.get("/web-api/user/settings")).json();
    expect(defaults.global).toMatchObject({ timeZone: 3, appTheme: 1, appViewType: 0, coefViewId: 0 });
    expect(defaults.office).toMatchObject({
      enable_mail_news: true,
      enable_sms_news: false,
      user_hide_balance: false,
    });

    const saved = await a.post("/web-api/user/settings", {
      appTheme: 0,
      appViewType: 1,
      coefViewId: 15,
      timeZone: 5.5,
      enable_mail_bets: false,
      user_hide_balance: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().global).toMatchObject({ appTheme: 0, appViewType: 1, coefViewId: 15, timeZone: 5.5 });

    for (const body of [
      { appTheme: 2 },
      { timeZone: 3.3 },
      { coefViewId: 3 },
      { ban_level: 0 },
      { is12h: "yes" },
    ]) {
      const res = await a.post("/web-api/user/settings", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }

    const other = await browser();
    await signIn(other, "settings@example.com", password);
    const seen = (await other.get("/web-api/user/settings")).json();
    expect(seen.global).toMatchObject({ appTheme: 0, appViewType: 1, coefViewId: 15, timeZone: 5.5 });
    expect(seen.office).toMatchObject({ enable_mail_bets: false, user_hide_balance: true });
    expect((await other.get("/web-api/user/config")).json().user_hide_balance).toBe(true);
    expect((await (await browser()).get("/web-api/user/settings")).statusCode).toBe(401);
  });

  test("GetTimezones answers result: a map of text, value, zone", async () => {
    const res = await (await browser()).post("/web-api/GetTimezones");
    expect(res.statusCode).toBe(200);
    expect(res.json().result["3"]).toEqual({
      text: expect.stringContaining("Moscow"),
      value: 3,
      zone: "Europe/Moscow",
    });
  });

  test("the outbox honours the mailing flags; transactional mail always goes", async () => {
    const { user, password } = await seedUser(handle.db, t.auth, { email: "mailing@example.com" });
    const a = await browser();
    await signIn(a, "mailing@example.com", password);
    const at = new Date(clock.now());
    const mail = { to: "mailing@example.com", subject: "s", text: "t", userId: user.id, at };
    expect(await sendEmail(handle.db, { ...mail, topic: "bets" })).toBe(true);
    expect(
      await sendSms(handle.db, { to: "+48660000000", text: "news", userId: user.id, at, topic: "sms_news" }),
    ).toBe(false);
    await a.post("/web-api/user/settings", {
      enable_mail_bets: false,
      enable_mail_news: false,
      enable_sms_news: true,
    });
    expect(await sendEmail(handle.db, { ...mail, topic: "bets" })).toBe(false);
    expect(await sendEmail(handle.db, { ...mail, topic: "news" })).toBe(false);
    expect(await sendEmail(handle.db, { ...mail, topic: "deposit" })).toBe(true);
    expect(await sendEmail(handle.db, mail)).toBe(true);
    expect(
      await sendSms(handle.db, { to: "+48660000000", text: "news", userId: user.id, at, topic: "sms_news" }),
    ).toBe(true);
  });
});
