/**
 * Issue 13 #1: the currency chosen at sign-up is the new player's main account currency, for every
 * registration type. The players service hands each new player to the wallet in the transaction that
 * creates them (onPlayerCreated, wired to ensureMainAccount in main.ts).
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { encodeField } from "@parlay/domain/players";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { Browser, lastCode, type PlayersTestApp, playersTestApp } from "../session/testing.ts";
import { ensureMainAccount } from "../wallet/index.ts";

describe.each(testTargets())("the sign-up currency opens the main account on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let t: PlayersTestApp;
  let failNext = false;
  let ipSeq = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    t = await playersTestApp(handle.db, {
      onPlayerCreated: async (trx, player) => {
        if (failNext) throw new Error("the wallet is down");
        return ensureMainAccount(trx, player.userId, player.currency);
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await handle?.close();
  });

  const browser = () => new Browser(t.app, { "x-forwarded-for": `10.30.0.${++ipSeq}` }).start();
  const mainCurrency = async (userId: number) =>
    (
      await handle.db
        .selectFrom("wallet_account")
        .select("currency")
        .where("user_id", "=", BigInt(userId))
        .where("type", "=", 0)
        .executeTakeFirst()
    )?.currency;

  test("one-click, phone and e-mail registrations each open the main account in the chosen currency", async () => {
    const fast = await (await browser()).post("/web-api/auth/register/fast", {
      currency: "EUR",
      country: "de",
      age_confirmed: true,
    });
    expect(fast.statusCode).toBe(200);
    expect(await mainCurrency(fast.json().user_id)).toBe("EUR");

    const b = await browser();
    await b.post("/web-api/auth/sms/send", { "phone-number": "(912) 555-77-01", "phone-code": "7" });
    const phone = await b.post("/web-api/auth/register/phone", {
      "sms-code": await lastCode(handle.db, "+79125557701"),
      currency: "USD",
      country: "ru",
      age_confirmed: true,
      uPassword: encodeField("usd-phone-pass-1"),
    });
    expect(phone.statusCode).toBe(200);
    expect(await mainCurrency(phone.json().user_id)).toBe("USD");

    const email = await (await browser()).post("/web-api/auth/register/email", {
      email: "gbp-player@example.com",
      uPassword: encodeField("gbp-pass-1"),
      currency: "GBP",
      country: "gb",
      birth_date: "1990-05-01",
      phone_code: "+44",
      phone_number: "7700900777",
      lng: "en",
    });
    expect(email.statusCode).toBe(200);
    expect(await mainCurrency(email.json().user_id)).toBe("GBP");
  });

  test("a player is never created without the account: a failing wallet rolls the sign-up back", async () => {
    const before = await handle.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    failNext = true;
    try {
      const res = await (await browser()).post("/web-api/auth/register/fast", {
        currency: "EUR",
        country: "de",
        age_confirmed: true,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      failNext = false;
    }
    const after = await handle.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
