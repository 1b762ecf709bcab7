import { describe, expect, test } from "vitest";
import { AUTH_FORM_STATES, authFormAfter, initialAuthForm } from "./auth-form.ts";
import { decodeField, encodeField } from "./encoding.ts";
import { formatPhoneCountry, maskPhone, normalizePhone, normalizeTelCode } from "./phone.ts";
import {
  needsTouch,
  REMEMBERED_SESSION,
  SHORT_SESSION,
  sessionExpiresAt,
  sessionState,
} from "./session-lifetime.ts";
import { isTokenValid, tokenExpiry } from "./token.ts";
import { isTransferRequested, shouldOpenTransferModal } from "./transfer.ts";

describe("encoded fields", () => {
  test.each(["", "secret", "pässwörd ✓", "пароль", "a\"b'c\\d", "😀 emoji"])("round-trips %j", (text) => {
    expect(decodeField(encodeField(text))).toBe(text);
  });
  test("padding is optional", () => {
    expect(decodeField("YWI")).toBe("ab");
    expect(decodeField("YWI=")).toBe("ab");
  });
  test.each(["not base64!", "YW I=", "YQ===", "/w==", "////"])("rejects %j", (bad) => {
    expect(decodeField(bad)).toBeNull();
  });
});

describe("token", () => {
  test("valid only when present, with an expiry, in the future", () => {
    expect(isTokenValid({ token: "x", expiresAt: 11 }, 10)).toBe(true);
    expect(isTokenValid({ token: "x", expiresAt: 10 }, 10)).toBe(false);
    expect(isTokenValid({ token: "", expiresAt: 11 }, 10)).toBe(false);
    expect(isTokenValid({ token: "x", expiresAt: null }, 10)).toBe(false);
    expect(isTokenValid({ token: "x", expiresAt: Number.NaN }, 10)).toBe(false);
    expect(isTokenValid(undefined, 10)).toBe(false);
  });
  test("expiry is read from the token", () => {
    const part = (o: object) =>
      btoa(JSON.stringify(o)).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");
    expect(tokenExpiry(`${part({ alg: "HS256" })}.${part({ exp: 1700000000 })}.sig`)).toBe(1700000000);
    expect(tokenExpiry(`${part({ alg: "HS256" })}.${part({ sub: "1" })}.sig`)).toBeNull();
    expect(tokenExpiry("a.b")).toBeNull();
    expect(tokenExpiry("a.%%%.c")).toBeNull();
    expect(tokenExpiry(`x.${part({ exp: "soon" })}.y`)).toBeNull();
  });
});

describe("session lifetimes", () => {
  const t0 = new Date("2025-01-01T00:00:00Z");
  const at = (s: number) => new Date(t0.getTime() + s * 1000);
  const s = { createdAt: t0, lastSeenAt: t0, endedAt: null };
  test("idle and absolute limits", () => {
    expect(sessionState(s, SHORT_SESSION, at(1799))).toBe("active");
    expect(sessionState(s, SHORT_SESSION, at(1800))).toBe("idle_expired");
    const busy = { ...s, lastSeenAt: at(12 * 3600 - 10) };
    expect(sessionState(busy, SHORT_SESSION, at(12 * 3600 - 1))).toBe("active");
    expect(sessionState(busy, SHORT_SESSION, at(12 * 3600))).toBe("absolute_expired");
    expect(sessionState({ ...s, endedAt: t0 }, SHORT_SESSION, t0)).toBe("ended");
    expect(sessionState(s, REMEMBERED_SESSION, at(86400))).toBe("active");
  });
  test("expiry is the earlier limit", () => {
    expect(sessionExpiresAt(s, SHORT_SESSION)).toEqual(at(1800));
    expect(sessionExpiresAt({ ...s, lastSeenAt: at(12 * 3600) }, SHORT_SESSION)).toEqual(at(12 * 3600));
  });
  test("touch at most once a minute", () => {
    expect(needsTouch(t0, at(59))).toBe(false);
    expect(needsTouch(t0, at(60))).toBe(true);
  });
});

describe("phone", () => {
  test("country codes lower case, tel codes with +", () => {
    expect(formatPhoneCountry({ id: 643, name: "Russia", country_code: "RU", tel_code: "7" })).toEqual({
      id: 643,
      name: "Russia",
      country_code: "ru",
      tel_code: "+7",
    });
    expect(formatPhoneCountry({ id: 1, name: "X", country_code: "Us", tel_code: "+1" }).tel_code).toBe("+1");
  });
  test("normalisation", () => {
    expect(normalizeTelCode("007")).toBe("+7");
    expect(normalizeTelCode("+44")).toBe("+44");
    expect(normalizeTelCode("0")).toBeNull();
    expect(normalizeTelCode("+12345")).toBeNull();
    expect(normalizePhone("+7", "(900) 123-45-67")).toEqual({ code: "+7", number: "9001234567" });
    expect(normalizePhone("+7", "900abc")).toBeNull();
    expect(normalizePhone("+1234", "123456789012")).toBeNull();
    expect(maskPhone("+7", "9001234567")).toBe("+7 ••••••••67");
  });
});

describe("auth form", () => {
  test("states and transitions", () => {
    expect(AUTH_FORM_STATES).toEqual([
      "login_password",
      "phone_password",
      "sms",
      "login_password_two_step_code",
    ]);
    let f = { ...initialAuthForm(), login: "a@b.c", loginPassword: "secret", remember: true };
    f = authFormAfter(f, { type: "submit" });
    expect(f.loading).toBe(true);
    const twoStep = authFormAfter(f, { type: "answer", status: "two_step_required" });
    expect(twoStep.currentForm).toBe("login_password_two_step_code");
    const ok = authFormAfter(twoStep, { type: "answer", status: "ok", userId: 100000001 });
    expect(ok).toMatchObject({
      loading: false,
      loginPassword: "",
      responseType: "ok",
      userInfo: { userId: 100000001 },
    });
    const switched = authFormAfter(f, { type: "switch", form: "sms" });
    expect(switched).toMatchObject({ currentForm: "sms", loginPassword: "", login: "a@b.c", remember: true });
    expect(authFormAfter(f, { type: "error", message: "nope" })).toMatchObject({
      message: "nope",
      responseType: "error",
    });
  });
});

describe("transfer modal", () => {
  test("opens when required, except on registration or with the bypass query", () => {
    expect(shouldOpenTransferModal({ required: true, routeName: "home", query: {} })).toBe(true);
    expect(shouldOpenTransferModal({ required: false, routeName: "home", query: {} })).toBe(false);
    expect(shouldOpenTransferModal({ required: true, routeName: "registration", query: {} })).toBe(false);
    expect(
      shouldOpenTransferModal({ required: true, routeName: "home", query: { skip_transfer: "1" } }),
    ).toBe(false);
    expect(isTransferRequested({ user_transfer: "1" })).toBe(true);
    expect(isTransferRequested({ user_transfer: "0" })).toBe(false);
    expect(isTransferRequested({})).toBe(false);
  });
});

describe("password strength", async () => {
  const { isStrongEnoughPassword } = await import("./password.ts");
  test.each([
    ["abcdefg1", true],
    ["пароль123", true],
    ["abcdefgh", false],
    ["12345678", false],
    ["abc1", false],
    [`a1${"x".repeat(126)}`, true],
    [`a1${"x".repeat(127)}`, false],
  ] as const)("%s → %s", (pw, ok) => {
    expect(isStrongEnoughPassword(pw)).toBe(ok);
  });
});
