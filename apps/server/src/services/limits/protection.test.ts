/**
 * Session limit, reality check, time-out, self-exclusion, the national register and the outbox's
 * marketing filter (spec 000 §4, §7, §8; spec 001 §4, §7, §8; UKGC RTS 13, RTS 2E, LCCP 3.5; MGA),
 * on PGlite and, with DATABASE_URL, PostgreSQL, with an injected clock (no sleeps).
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import {
  LIMIT_CODES,
  type RegisterQuery,
  SandboxRegister,
  type SelfExclusionRegister,
} from "@parlay/domain/limits";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ERRORS } from "../../http/errors.ts";
import { sendEmail, startOutboxWorker } from "../outbox/index.ts";
import { Browser, seedUser, signIn } from "../session/testing.ts";
import { postTransaction } from "../wallet/index.ts";
import { limitsConfigOf } from "./config.ts";
import { playerEntities } from "./entities.ts";
import { saveLimits } from "./flow.ts";
import { limitsInForce } from "./index.ts";
import { startRegisterRefresh } from "./refresh.ts";
import { type LimitsTestApp, limitsTestApp, manualClock, signedInPlayer, V1, V3 } from "./testing.ts";

const DAY = 86_400_000;
const MIN = 60_000;

test("every code of domain limits/codes.ts is in the catalogue with the same status and message", () => {
  for (const [code, entry] of Object.entries(LIMIT_CODES)) {
    expect(ERRORS[code as keyof typeof ERRORS], code).toEqual(entry);
  }
});

const ANN: RegisterQuery = {
  firstName: "Ann",
  lastName: "Example",
  dateOfBirth: "1990-04-01",
  email: "ann.excluded@example.com",
  postcode: "SW1A 1AA",
};

describe.each(testTargets())("responsible gaming on $name", (target) => {
  let h: DbHandle;
  let t: LimitsTestApp;
  const clock = manualClock(Date.parse("2026-05-04T08:00:00Z"));
  const register = new SandboxRegister([{ ...ANN, exclusion: "Y" }]);
  let r: LimitsTestApp;
  let broken: LimitsTestApp;
  const down: SelfExclusionRegister = {
    check: async () => {
      throw new Error("register down");
    },
  };

  beforeAll(async () => {
    h = await createTestDb(target);
    t = await limitsTestApp(h.db, { now: clock.now });
    r = await limitsTestApp(h.db, { now: clock.now, register });
    broken = await limitsTestApp(h.db, { now: clock.now, register: down });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), r?.close(), broken?.close()]);
    await h?.close();
  });

  const now = () => new Date(clock.now());
  const secondBrowser = async (app: LimitsTestApp, email: string, password: string) => {
    const b = await new Browser(app.app).start();
    const res = await signIn(b, email, password);
    return { b, res };
  };

  test("session limit: counted from sign-in while the pings come; at the limit every session ends and sign-in waits for the period's end", async () => {
    const p = await signedInPlayer(t, h.db);
    const signedInAt = clock.now();
    const other = await secondBrowser(t, p.email, p.password);
    expect(other.res.statusCode).toBe(200);
    const set = await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 31, limitValue: 1 }] });
    expect(set.json().status).toBe("saved");
    let last = await p.browser.post(`${V3}/ping`);
    expect(last.statusCode).toBe(200);
    expect(last.json().session).toMatchObject({
      startedAt: signedInAt,
      sessionLimit: { limitHours: 1, remainingMs: 3_600_000, periodStartsAt: signedInAt },
      realityCheck: null,
    });
    // Pings every 30 s for 59.5 minutes.
    for (let i = 0; i < 119; i++) {
      clock.advance(30_000);
      last = await p.browser.post(`${V3}/ping`);
      expect(last.statusCode).toBe(200);
    }
    expect(last.json().session.sessionLimit.remainingMs).toBe(30_000);
    expect(last.json().session.elapsedMs).toBe(119 * 30_000);
    clock.advance(30_000);
    const ended = await p.browser.post(`${V3}/ping`);
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error).toMatchObject({
      code: "SESSION_LIMIT_REACHED",
      details: {
        messageKeys: ["main_session_limit_ended", "main_session_limit_visit_tomorrow"],
        loginAllowedAt: signedInAt + DAY,
      },
    });
    // Every device is signed out.
    expect((await p.browser.get(`${V3}/limits`)).statusCode).toBe(401);
    expect((await other.b.get(`${V3}/limits`)).statusCode).toBe(401);
    clock.advance(DAY - 60 * MIN - 1000);
    const early = await secondBrowser(t, p.email, p.password);
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json().error.code).toBe("SESSION_LIMIT_REACHED");
    clock.advance(1000);
    const next = await secondBrowser(t, p.email, p.password);
    expect(next.res.statusCode).toBe(200);
    const history = (await next.b.get(`${V3}/history`))
      .json()
      .history.map((e: { action: string }) => e.action);
    expect(history).toContain("session_limit_reached");
  });

  test("a silent page is counted only to its last ping; two devices at once count once", async () => {
    const p = await signedInPlayer(t, h.db);
    const start = clock.now();
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 31, limitValue: 2 }] });
    const other = await secondBrowser(t, p.email, p.password);
    for (let i = 0; i < 20; i++) {
      clock.advance(30_000);
      await p.browser.post(`${V3}/ping`);
      await other.b.post(`${V3}/ping`);
    }
    // The laptop sleeps for 3 hours: none of it counts.
    clock.advance(3 * 3_600_000);
    const back = (await p.browser.post(`${V3}/ping`)).json().session;
    expect(back.startedAt).toBe(clock.now());
    expect(back.sessionLimit.usedMs).toBe(10 * MIN);
    expect(back.sessionLimit.periodStartsAt).toBe(start);
  });

  test("reality check: the ping answers the next check's time, the elapsed time and won minus staked since the session started", async () => {
    // Its own clock near the real time: the ledger dates its transactions by the database's clock.
    const rc = manualClock(Date.now() - 1000);
    const app = await limitsTestApp(h.db, { now: rc.now });
    const p = await signedInPlayer(app, h.db);
    const start = rc.now();
    await p.browser.post(`${V3}/limits`, { limits: [{ limitType: 32, limitValue: 5 }] });
    const account = await h.db
      .selectFrom("wallet_account")
      .select("id")
      .where("user_id", "=", p.user.id)
      .executeTakeFirstOrThrow();
    await postTransaction(h.db, {
      idempotencyKey: `test:rc:${p.user.id}:fund`,
      kind: "deposit",
      userId: p.user.id,
      entries: [
        { account: account.id, currency: "EUR", amount: 5000n },
        { house: "deposits_clearing", currency: "EUR", amount: -5000n },
      ],
    });
    await postTransaction(h.db, {
      idempotencyKey: `test:rc:${p.user.id}:stake`,
      kind: "bet.stake",
      userId: p.user.id,
      entries: [
        { account: account.id, currency: "EUR", amount: -1000n },
        { house: "bets_in_play", currency: "EUR", amount: 1000n },
      ],
    });
    await postTransaction(h.db, {
      idempotencyKey: `test:rc:${p.user.id}:win`,
      kind: "bet.win",
      userId: p.user.id,
      entries: [
        { house: "bets_in_play", currency: "EUR", amount: -400n },
        { account: account.id, currency: "EUR", amount: 400n },
      ],
    });
    for (let i = 0; i < 10; i++) {
      rc.advance(30_000);
      expect((await p.browser.post(`${V3}/ping`)).statusCode).toBe(200);
    }
    rc.advance(7_000);
    const ping = (await p.browser.post(`${V3}/ping`)).json().session;
    expect(ping.realityCheck).toEqual({
      intervalMinutes: 5,
      due: 1,
      nextAt: start + 10 * MIN,
      elapsed: { hours: 0, minutes: 5, seconds: 7 },
      positions: [{ currency: "EUR", staked: "10.00", won: "4.00", netPosition: "-6.00" }],
    });
    const limits = (await p.browser.get(`${V3}/limits`)).json();
    expect(limits.session.realityCheck.positions[0].netPosition).toBe("-6.00");
    await app.close();
  });

  test("time-out: at once, every session ends, sign-in refused with the warning until it ends; withdrawing stays allowed", async () => {
    const p = await signedInPlayer(t, h.db);
    const other = await secondBrowser(t, p.email, p.password);
    const res = await p.browser.post(`${V3}/limits`, {
      limits: [{ limitType: 33, limitValue: 1 }],
      reasonId: 4,
    });
    expect(res.statusCode).toBe(200);
    expect((await p.browser.get(`${V3}/limits`)).statusCode).toBe(401);
    expect((await other.b.get(`${V3}/limits`)).statusCode).toBe(401);
    const state = await limitsInForce(h.db, p.user.id, now());
    expect(state).toMatchObject({ timedOut: true, selfExcluded: false });
    expect(state.restrictions).toMatchObject({
      bet: false,
      deposit: false,
      withdraw: true,
      code: "TIMED_OUT",
    });
    expect(await t.limits.marketingFilter(p.user.id, now())).toBe("TIMED_OUT");
    const login = await secondBrowser(t, p.email, p.password);
    expect(login.res.statusCode).toBe(403);
    expect(login.res.json().error).toMatchObject({
      code: "TIMED_OUT",
      details: {
        messageKey: "responsible_gaming_self_exclusion_warning",
        until: Math.floor(clock.now() / 1000) + 86_400,
      },
    });
    // Only extended (to 7 days here), never shortened (back to 1 day).
    const cfg = limitsConfigOf({});
    const save = (limitValue: number) =>
      saveLimits(
        h.db,
        cfg,
        { userId: p.user.id, limits: [{ limitType: 33, limitValue }], currency: "EUR", actor: "player" },
        new Date(clock.now() + 1000),
      );
    await expect(save(7)).resolves.toMatchObject({ kind: "saved", signedOut: true });
    await expect(save(1)).rejects.toMatchObject({ code: "LIMIT_CANNOT_SHORTEN" });
    clock.advance(7 * DAY - 1000);
    expect((await secondBrowser(t, p.email, p.password)).res.statusCode).toBe(403);
    clock.advance(2000);
    expect((await secondBrowser(t, p.email, p.password)).res.statusCode).toBe(200);
    expect(await t.limits.marketingFilter(p.user.id, now())).toBeNull();
    const event = await h.db
      .selectFrom("limit_event")
      .select(["reason_ids", "action"])
      .where("user_id", "=", p.user.id)
      .where("limit_type", "=", 33)
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ action: "applied", reason_ids: [4] });
  });

  test("self-exclusion by BlockUser: every session ends, sign-in refused, nothing can be changed; after it ends the account reopens only after the player asks and 24 h", async () => {
    const p = await signedInPlayer(t, h.db);
    const other = await secondBrowser(t, p.email, p.password);
    const refused = await p.browser.post(`${V1}/BlockUser`, { days: 2 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ success: false, error: { code: "LIMIT_VALUE_NOT_ALLOWED" } });
    const block = await p.browser.post(`${V1}/BlockUser`, { days: 180, reasonIds: [1, 2] });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toEqual({ success: true });
    const at = Math.floor(clock.now() / 1000);
    expect((await p.browser.get(`${V3}/limits`)).statusCode).toBe(401);
    expect((await other.b.get(`${V3}/limits`)).statusCode).toBe(401);
    const login = await secondBrowser(t, p.email, p.password);
    expect(login.res.statusCode).toBe(403);
    expect(login.res.json().error).toMatchObject({
      code: "SELF_EXCLUDED",
      details: { messageKey: "responsible_gaming_self_exclusion_warning", until: at + 180 * 86_400 },
    });
    // The refused sign-in still opens a withdraw-only session: the balance can be taken out, nothing else.
    const w = login.b;
    expect(login.res.json().error.details.withdrawOnly.token).toEqual(expect.any(String));
    const account = await h.db
      .selectFrom("wallet_account")
      .select("id")
      .where("user_id", "=", p.user.id)
      .executeTakeFirstOrThrow();
    await postTransaction(h.db, {
      idempotencyKey: `test:se:${p.user.id}:fund`,
      kind: "deposit",
      userId: p.user.id,
      entries: [
        { account: account.id, currency: "EUR", amount: 5000n },
        { house: "deposits_clearing", currency: "EUR", amount: -5000n },
      ],
    });
    expect((await w.get("/web-api/wallet/balance")).json().balance.money).toBe("50.00");
    const payout = await w.post("/web-api/wallet/withdrawals", {
      method: "card",
      amount: "20.00",
      currency: "EUR",
      idempotencyKey: `se-withdraw-${p.user.id}`,
    });
    expect(payout.statusCode, payout.body).toBe(201);
    const deposit = await w.post("/web-api/wallet/deposits", {
      method: "card",
      amount: "20.00",
      currency: "EUR",
      idempotencyKey: `se-deposit-${p.user.id}`,
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().error.code).toBe("WITHDRAW_ONLY");
    for (const res of [
      await w.post(`${V3}/limits`, { limits: [{ limitType: 21, limitValue: 10 }] }),
      await w.post(`${V3}/ping`),
      await w.post(`${V1}/BlockUser`, { days: 365 }),
      await w.get("/web-api/user/sessions"),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error?.code ?? res.json().success).toBe("WITHDRAW_ONLY");
    }
    const shown = (await w.get(`${V3}/limits`)).json();
    expect(shown.restriction).toMatchObject({ status: "SELF_EXCLUDED", withdraw: true, deposit: false });
    expect(shown.limitsData.find((l: { limitType: number }) => l.limitType === 37)).toMatchObject({
      limitState: "ACTIVE",
    });
    const state = await limitsInForce(h.db, p.user.id, now());
    expect(state.selfExcluded).toBe(true);
    expect(state.restrictions).toMatchObject({
      deposit: false,
      bet: false,
      withdraw: true,
      changeLimits: false,
    });
    // 37 ACTIVE marks the self-excluded player (spec 001 §4).
    const entities = await playerEntities(h.db, p.user.id, limitsConfigOf({}), "en", now());
    expect(entities.find((e) => e.limitType === 37)).toMatchObject({
      limitState: "ACTIVE",
      endsAt: at + 180 * 86_400,
    });
    expect(entities.find((e) => e.limitType === 30 && e.limitState === "ACTIVE")).toMatchObject({
      limitValue: 180,
      startedAt: at,
    });
    // Not shortened, not lifted, no other limit changed while it lasts.
    const cfg = limitsConfigOf({});
    for (const limits of [
      [{ limitType: 30 as const, limitValue: 1 }],
      [{ limitType: 21 as const, limitValue: 999_999_999 }],
    ]) {
      await expect(
        saveLimits(h.db, cfg, { userId: p.user.id, limits, currency: "EUR", actor: "player" }, now()),
      ).rejects.toMatchObject({ code: "SELF_EXCLUDED" });
    }
    const event = await h.db
      .selectFrom("limit_event")
      .select("reason_ids")
      .where("user_id", "=", p.user.id)
      .where("limit_type", "=", 30)
      .executeTakeFirstOrThrow();
    expect(event.reason_ids).toEqual([1, 2]);

    clock.advance(180 * DAY - 1000);
    expect((await secondBrowser(t, p.email, p.password)).res.statusCode).toBe(403);
    clock.advance(1000);
    const back = await secondBrowser(t, p.email, p.password);
    expect(back.res.statusCode).toBe(200);
    const ended = (await back.b.get(`${V3}/limits`)).json();
    expect(ended.restriction).toMatchObject({
      status: "SELF_EXCLUSION_ENDED",
      deposit: false,
      bet: false,
      withdraw: true,
    });
    const reopen = await back.b.post(`${V3}/reopen`);
    expect(reopen.json()).toEqual({ success: true, reopensAt: Math.floor(clock.now() / 1000) + 86_400 });
    expect((await back.b.post(`${V3}/reopen`)).statusCode).toBe(409);
    clock.advance(DAY - 1000);
    expect((await back.b.get(`${V3}/limits`)).json().restriction.status).toBe("REOPEN_COOLING_OFF");
    clock.advance(1000);
    expect((await back.b.get(`${V3}/limits`)).json().restriction).toMatchObject({
      status: "OPEN",
      deposit: true,
    });
  });

  test("the outbox holds marketing back from a self-excluded player and still sends the transactional mail", async () => {
    const p = await signedInPlayer(t, h.db);
    await p.browser.post(`${V1}/BlockUser`, { days: 1 });
    const at = now();
    await sendEmail(h.db, {
      to: p.email,
      subject: "Offer",
      text: "Bonus!",
      userId: p.user.id,
      at,
      category: "marketing",
    });
    await sendEmail(h.db, { to: p.email, subject: "Reset", text: "Your link", userId: p.user.id, at });
    const delivered: string[] = [];
    const worker = startOutboxWorker(h.db, {
      autoStart: false,
      now: clock.now,
      transports: {
        email: { name: "test", deliver: async (m) => void delivered.push(m.subject) },
        sms: { name: "test", deliver: async () => undefined },
      },
      marketingFilter: t.limits.marketingFilter,
    });
    await worker.runOnce();
    await worker.stop();
    expect(delivered).toContain("Reset");
    expect(delivered).not.toContain("Offer");
    const held = await h.db
      .selectFrom("outbox_messages")
      .select(["failed_at", "last_error", "sent_at"])
      .where("recipient", "=", p.email)
      .where("subject", "=", "Offer")
      .executeTakeFirstOrThrow();
    expect(held.sent_at).toBeNull();
    expect(held.last_error).toBe("suppressed: SELF_EXCLUDED");
  });

  test("the national register: Y refuses registration and sign-in (and marks 37), P allows, an unreachable register fails closed; refreshed daily", async () => {
    const reg = (b: Browser, fields: Record<string, unknown>) =>
      b.post("/web-api/auth/register/email", {
        currency: "EUR",
        country: "gb",
        age_confirmed: true,
        uPassword: encodeField("correct-horse-1"),
        birth_date: "1990-04-01",
        ...fields,
      });
    const users = async () =>
      Number(
        (
          await h.db
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();
    const excluded = await reg(await new Browser(r.app, { "x-forwarded-for": "10.9.0.1" }).start(), {
      email: ANN.email,
      name: "ann",
      surname: "EXAMPLE",
      postcode: "sw1a1aa",
    });
    expect(excluded.statusCode).toBe(403);
    expect(excluded.json().error.code).toBe("REGISTER_EXCLUDED");
    expect(await users()).toBe(before);
    const check = await h.db
      .selectFrom("limit_register_check")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(check).toMatchObject({ purpose: "registration", exclusion: "Y", user_id: null });
    expect(check.unique_id).toMatch(/^sandbox-\d+$/);

    register.add({ ...ANN, email: "pat.lapsed@example.com", exclusion: "P" });
    const lapsed = await reg(await new Browser(r.app, { "x-forwarded-for": "10.9.0.2" }).start(), {
      email: "pat.lapsed@example.com",
      name: "Ann",
      surname: "Example",
      postcode: "SW1A 1AA",
    });
    expect(lapsed.statusCode).toBe(200);

    // A player already registered: checked at sign-in.
    const { user, password } = await seedUser(h.db, r.auth, { email: "zoe@example.com" });
    const zoe = { ...ANN, firstName: "Zoe", email: "zoe@example.com" };
    await h.db
      .updateTable("users")
      .set({
        birth_date: zoe.dateOfBirth,
        user_data: JSON.stringify({ name: "Zoe", surname: "Example", postcode: zoe.postcode }),
      })
      .where("id", "=", user.id)
      .execute();
    const down = await secondBrowser(broken, zoe.email, password);
    expect(down.res.statusCode).toBe(503);
    expect(down.res.json().error.code).toBe("REGISTER_UNAVAILABLE");
    const first = await secondBrowser(r, zoe.email, password);
    expect(first.res.statusCode).toBe(200);

    // The daily refresh: due 24 h after the last answer.
    register.add({ ...zoe, exclusion: "Y" });
    const job = r.limits.refresh();
    if (!job) throw new Error("no refresh job");
    expect((await job.runOnce()).checked).toBe(0);
    clock.advance(DAY);
    const run = await job.runOnce();
    expect(run.excluded).toBeGreaterThanOrEqual(1);
    expect((await first.b.get(`${V3}/limits`)).statusCode).toBe(401);
    expect((await limitsInForce(h.db, user.id, now())).selfExcluded).toBe(true);
    const refused = await secondBrowser(r, zoe.email, password);
    expect(refused.res.statusCode).toBe(403);
    expect(refused.res.json().error.code).toBe("REGISTER_EXCLUDED");

    register.add({ ...zoe, exclusion: "P" });
    const again = await secondBrowser(r, zoe.email, password);
    expect(again.res.statusCode).toBe(200);
    expect((await limitsInForce(h.db, user.id, now())).selfExcluded).toBe(false);

    // The job in the server's process: its timer only calls runOnce, which asks whoever is due.
    const ticks: (() => void)[] = [];
    const timed = startRegisterRefresh({
      db: h.db,
      register,
      now,
      timers: {
        setInterval: (fn) => ticks.push(fn),
        clearInterval: () => undefined,
      },
    });
    const daily = async () =>
      (
        await h.db
          .selectFrom("limit_register_check")
          .select("id")
          .where("user_id", "=", user.id)
          .where("purpose", "=", "daily")
          .execute()
      ).length;
    const dailyBefore = await daily();
    clock.advance(DAY);
    ticks[0]?.();
    await timed.stop();
    expect(await daily()).toBe(dailyBefore + 1);
  });
});
