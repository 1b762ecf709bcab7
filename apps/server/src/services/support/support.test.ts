import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { createPspSandbox } from "@parlay/psp-sandbox";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { settleOne } from "../betting/settle-coupon.ts";
import { resultGame, seedGame } from "../betting/testing/catalogue.ts";
import { storeCoupon } from "../betting/testing/coupons.ts";
import { createSessionAuthenticator, testOptions } from "../session/index.ts";
import { STAFF_API, staffService } from "../staff/index.ts";
import { signedInStaff } from "../staff/testing.ts";
import { createWalletService } from "../wallet/index.ts";
import { payOnSandboxPage } from "../wallet/testing/app.ts";
import { createUser, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser, headerTestAuthenticator } from "../wallet/testing/test-auth.ts";
import { createSupportService } from "./index.ts";
import { PNG_1PX } from "./testing.ts";

const b64 = (b: Uint8Array) => Buffer.from(b).toString("base64");

describe.each(testTargets())("messages and support tickets on $name", (target: TestTarget) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let flush: () => Promise<number>;
  beforeAll(async () => {
    h = await createTestDb(target);
    createSessionAuthenticator(h.db, testOptions());
    const psp = createPspSandbox({ pollMs: 3_600_000, retryBaseMs: 50 });
    flush = () => psp.flush();
    app = await buildApp({
      ctx: { db: h.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
      services: [
        staffService,
        createSupportService(),
        createWalletService({ payoutIntervalMs: 0 }),
        psp.service,
      ],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });
  const as = (userId: bigint) => ({
    get: (url: string) => app.inject({ method: "GET", url, headers: asUser(userId) }),
    post: (url: string, payload: object) =>
      app.inject({ method: "POST", url, headers: asUser(userId), payload }),
  });
  const messages = async (userId: bigint) => (await as(userId).get("/web-api/support/messages")).json();

  it("a credited deposit writes one message; marking read is the player's own and counts down", async () => {
    const userId = await createUser(h.db);
    const other = await createUser(h.db);
    const me = as(userId);
    const dep = await me.post("/web-api/wallet/deposits", {
      method: "card",
      amount: "250.00",
      currency: "RUB",
      idempotencyKey: "msg-dep-1-key",
    });
    await payOnSandboxPage(app, dep.json().redirectUrl, "approve");
    await flush();
    await flush(); // a repeated webhook changes nothing
    const inbox = await messages(userId);
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toEqual([
      expect.objectContaining({
        kind: "deposit_credited",
        read: false,
        params: expect.objectContaining({ amount: "25000", currency: "RUB" }),
      }),
    ]);
    // Another player's ids mark nothing of mine.
    const theirs = await as(other).post("/web-api/support/messages/read", { ids: [inbox.items[0].id] });
    expect(theirs.json()).toEqual({ unread: 0 });
    expect((await messages(userId)).unread).toBe(1);
    expect((await me.post("/web-api/support/messages/read", { ids: [inbox.items[0].id] })).json()).toEqual({
      unread: 0,
    });
    expect((await messages(userId)).items[0].read).toBe(true);
  });

  it("a settled bet writes a message with its result and return", async () => {
    const p = await playerWithAccount(h.db);
    await fund(h.db, p.accountId, "RUB", 100_00n);
    const g = await seedGame(h.db, [2500, 3000, 3000]);
    const couponId = await storeCoupon(h.db, {
      ...p,
      typeId: 0,
      amount: 10_00n,
      legs: [{ outcomeId: g.outcomes[0], gameId: g.gameId, marketId: g.marketId, coef: 2500 }],
    });
    await resultGame(h.db, g, [1, 0, 0]);
    expect(await settleOne(h.db, couponId)).toBe("settled");
    expect(await settleOne(h.db, couponId)).toBe("unchanged");
    const inbox = await messages(p.userId);
    expect(inbox.items.map((m: { kind: string; params: object }) => [m.kind, m.params])).toEqual([
      ["bet_settled", { couponId: couponId.toString(), status: "1", amount: "2500", currency: "RUB" }],
    ]);
  });

  it("all read at once; bad input is a 400 that changes nothing; signed out is 401", async () => {
    const userId = await createUser(h.db);
    const me = as(userId);
    expect((await me.post("/web-api/support/messages/read", { ids: [] })).statusCode).toBe(400);
    expect((await me.post("/web-api/support/messages/read", { ids: ["x"] })).statusCode).toBe(400);
    expect((await me.post("/web-api/support/messages/read", { all: true })).json()).toEqual({ unread: 0 });
    expect((await app.inject({ method: "GET", url: "/web-api/support/messages" })).statusCode).toBe(401);
  });

  it("a ticket with a PNG is answered by an agent: audited, the player sees it and gets a message", async () => {
    const userId = await createUser(h.db);
    const me = as(userId);
    const opened = await me.post("/web-api/support/tickets", {
      kind: "support",
      subject: "Where is my win?",
      body: "Coupon 12 won but I see nothing",
      attachments: [{ name: "screen.png", data: b64(PNG_1PX) }],
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticketId = opened.json().id;
    const agent = await signedInStaff(app, h.db, ["support"]);
    const queue = (await agent.b.request("GET", `${STAFF_API}/support/tickets?status=open`)).json();
    const row = queue.items.find((r: { id: string }) => r.id === ticketId);
    expect(row).toMatchObject({ userId: userId.toString(), subject: "Where is my win?", status: "open" });
    const file = row.posts[0].attachments[0];
    expect(file).toMatchObject({ name: "screen.png", mime: "image/png", size: PNG_1PX.length });
    const download = await agent.b.request("GET", `${STAFF_API}/support/attachments/${file.id}`);
    expect(download.headers["content-type"]).toBe("image/png");
    expect(download.rawPayload.equals(PNG_1PX)).toBe(true);
    // Only the ticket's player may read it.
    expect((await as(await createUser(h.db)).get(`/web-api/support/attachments/${file.id}`)).statusCode).toBe(
      404,
    );
    expect((await me.get(`/web-api/support/attachments/${file.id}`)).statusCode).toBe(200);

    const answered = await agent.b.request("POST", `${STAFF_API}/support/tickets/${ticketId}/answer`, {
      body: "It is credited now",
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const audit = await h.db
      .selectFrom("staff_audit")
      .selectAll()
      .where("action", "=", "support.answer")
      .where("target_id", "=", ticketId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: agent.id, staff_roles: ["support"] });

    const mine = (await me.get("/web-api/support/tickets?kind=support")).json().items;
    expect(mine[0]).toMatchObject({ id: ticketId, status: "answered" });
    expect(
      mine[0].posts.map((p: { staffName: string | null; body: string }) => [p.staffName !== null, p.body]),
    ).toEqual([
      [false, "Coupon 12 won but I see nothing"],
      [true, "It is credited now"],
    ]);
    const inbox = await messages(userId);
    expect(inbox.items[0]).toMatchObject({
      kind: "support_answered",
      params: { ticketId, subject: "Where is my win?" },
    });
    // Ideas are kept apart from tickets.
    expect((await me.get("/web-api/support/tickets?kind=idea")).json().items).toEqual([]);
    // Only support (and admin) answer.
    const payments = await signedInStaff(app, h.db, ["payments"]);
    const refused = await payments.b.request("POST", `${STAFF_API}/support/tickets/${ticketId}/answer`, {
      body: "x",
    });
    expect(refused.statusCode).toBe(403);
  });

  it("a wrong type or an oversize attachment is refused with its code and nothing is stored", async () => {
    const userId = await createUser(h.db);
    const me = as(userId);
    const count = async () =>
      Number(
        (
          await h.db
            .selectFrom("support_ticket")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("user_id", "=", userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const send = (name: string, bytes: Uint8Array) =>
      me.post("/web-api/support/tickets", {
        kind: "idea",
        subject: "Dark mode",
        body: "Please",
        attachments: [{ name, data: b64(bytes) }],
      });
    // An executable named .png: the bytes decide.
    const exe = await send("photo.png", Buffer.from("MZ\x90\x00not an image"));
    expect([exe.statusCode, exe.json().error.code]).toEqual([422, "ATTACHMENT_REFUSED"]);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await send("big.png", big);
    expect([large.statusCode, large.json().error.code], large.body.slice(0, 300)).toEqual([
      413,
      "ATTACHMENT_TOO_LARGE",
    ]);
    expect(await count()).toBe(0);
    const pdf = await send("idea.pdf", Buffer.from("%PDF-1.4\n%%EOF"));
    expect(pdf.statusCode).toBe(200);
    expect(await count()).toBe(1);
  });

  it("the multi-button's callback and e-mail forms reach the agents' queue (a guest's e-mail the mailbox)", async () => {
    const userId = await createUser(h.db);
    const me = as(userId);
    expect(
      (await me.post("/web-api/support/callback", { phone: "+44 20 7946 0000", when: "after 6pm" }))
        .statusCode,
    ).toBe(200);
    expect((await me.post("/web-api/support/callback", { phone: "call me" })).statusCode).toBe(400);
    const guestCallback = await app.inject({
      method: "POST",
      url: "/web-api/support/callback",
      payload: { phone: "+442079460000" },
    });
    expect(guestCallback.statusCode).toBe(401);
    expect(
      (await me.post("/web-api/support/email", { email: "me@example.com", body: "Hi" })).statusCode,
    ).toBe(200);
    const subjects = (await me.get("/web-api/support/tickets"))
      .json()
      .items.map((t: { subject: string }) => t.subject);
    expect(subjects).toEqual(["E-mail form (me@example.com)", "Callback: +44 20 7946 0000"]);
    const guest = await app.inject({
      method: "POST",
      url: "/web-api/support/email",
      payload: { email: "guest@example.com", body: "Can I bet on chess?" },
    });
    expect(guest.statusCode).toBe(200);
    const mail = await h.db
      .selectFrom("outbox_messages")
      .selectAll()
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(mail, (_k, v) => (typeof v === "bigint" ? String(v) : v))).toContain(
      "guest@example.com",
    );
  });
});
