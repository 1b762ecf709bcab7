import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { createSessionAuthenticator } from "../session/authenticator.ts";
import { playersServices } from "../session/index.ts";
import { Browser, type PlayersTestApp, playersTestApp, testOptions } from "../session/testing.ts";
import { sendEmail, sendSms } from "./messages.ts";
import type { Transport } from "./transports.ts";
import { retryDelayMs, startOutboxWorker } from "./worker.ts";

describe.each(testTargets())("outbox on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db);
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  test("registration mail goes out through the worker to the development mailbox page", async () => {
    const b = await new Browser(t.app, { "x-forwarded-for": "10.60.0.1" }).start();
    await b.post("/web-api/auth/register/email", {
      email: "mailbox@example.com",
      uPassword: Buffer.from("mailbox-pass-1").toString("base64"),
      currency: "EUR",
      country: "de",
      birth_date: "1990-01-01",
    });
    const worker = startOutboxWorker(handle.db, { autoStart: false, env: {}, production: false });
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const json = (await b.get("/dev/mailbox.json?to=mailbox@example.com")).json();
    expect(json.messages[0]).toMatchObject({
      channel: "email",
      recipient: "mailbox@example.com",
      subject: "Confirm your e-mail",
    });
    expect(json.messages[0].text).toMatch(/http:\/\/localhost(:\d+)?\/en\/user\/activate\?token=/);
    const page = await b.get("/dev/mailbox");
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toMatch(/<a href="http:\/\/localhost[^"]*\/en\/user\/activate\?token=/);
    const row = await handle.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", "mailbox@example.com")
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
    await worker.stop();
  });

  test("failures retry with backoff, then give up; HTML in messages is escaped on the page", async () => {
    const now = new Date();
    await sendSms(handle.db, { to: "+15550001111", text: "<script>alert(1)</script>", at: now });
    await sendEmail(handle.db, { to: "retry@example.com", subject: "s", text: "t", at: now });
    let calls = 0;
    const dev: Transport = {
      name: "dev",
      deliver: async (m) =>
        void (await handle.db
          .insertInto("dev_mailbox")
          .values({
            outbox_id: m.id,
            channel: "sms",
            recipient: "+15550001111",
            subject: "",
            body_text: "<script>alert(1)</script>",
            body_html: null,
            delivered_at: now,
          })
          .execute()),
    };
    let clock = now.getTime();
    const errors: string[] = [];
    const worker = startOutboxWorker(handle.db, {
      autoStart: false,
      transports: {
        email: {
          name: "failing",
          deliver: async () => {
            calls++;
            throw new Error("down");
          },
        },
        sms: dev,
      },
      maxAttempts: 2,
      now: () => clock,
      logger: { error: (o) => errors.push(JSON.stringify(o)) },
    });
    await worker.runOnce();
    expect(calls).toBe(1);
    await worker.runOnce();
    expect(calls).toBe(1);
    clock += retryDelayMs(1);
    await worker.runOnce();
    expect(calls).toBe(2);
    const row = await handle.db
      .selectFrom("outbox_messages")
      .selectAll()
      .where("recipient", "=", "retry@example.com")
      .executeTakeFirstOrThrow();
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe("down");
    expect(errors.length).toBe(2);
    const page = (await t.app.inject({ method: "GET", url: "/dev/mailbox" })).body;
    expect(page).not.toContain("<script>alert(1)</script>");
    expect(page).toContain("&#60;script&#62;");
    await worker.stop();
  });

  test("production: no mailbox (404) and no start without SMTP_URL or SMS_WEBHOOK_URL", async () => {
    const options = testOptions({ production: true });
    const auth = createSessionAuthenticator(handle.db, options);
    const app = await buildApp({
      ctx: { db: handle.db, env: { production: true, defaultHost: "localhost" }, auth },
      services: playersServices,
    });
    expect((await app.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
    await app.close();
    expect(() => startOutboxWorker(handle.db, { autoStart: false, env: {}, production: true })).toThrow(
      /SMTP_URL/,
    );
    expect(() =>
      startOutboxWorker(handle.db, {
        autoStart: false,
        env: { SMTP_URL: "smtp://127.0.0.1:2525" },
        production: true,
      }),
    ).toThrow(/SMS_WEBHOOK_URL/);
    const ok = startOutboxWorker(handle.db, {
      autoStart: false,
      env: { SMTP_URL: "smtp://127.0.0.1:2525", SMS_WEBHOOK_URL: "http://127.0.0.1:9/" },
      production: true,
    });
    await ok.stop();
    // Restore the test runtime for the other tests of this database.
    createSessionAuthenticator(handle.db, testOptions());
  });
});
