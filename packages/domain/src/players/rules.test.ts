import { describe, expect, test } from "vitest";
import {
  ACTIVATION_TYPES,
  activationTypeFor,
  isActivated,
  isActivationType,
  isBonusChoice,
  REGISTRATION_TYPES,
  remainingDaysToActivate,
} from "./activation.ts";
import { ageOn, checkAge, parseBirthDate } from "./age.ts";
import { CAPTCHA_CODES, isCaptchaErrorCode, isCaptchaRequired } from "./captcha.ts";
import { isFingerprintValid, shouldFetchFingerprint } from "./fingerprint.ts";
import { PROTECTION_BASE, protectionLevel, protectionLevelStatus } from "./protection.ts";
import { isVerificationPending, isVerified } from "./verification.ts";

describe("activation", () => {
  test("activation type by registration type and contacts", () => {
    expect(activationTypeFor("fast_reg", { email: false, phone: false })).toBe(0);
    expect(activationTypeFor("soc_reg", { email: true, phone: false })).toBe(0);
    expect(activationTypeFor("phone_reg", { email: false, phone: true })).toBe(3);
    expect(activationTypeFor("full_reg", { email: true, phone: false })).toBe(1);
    expect(activationTypeFor("full_reg", { email: true, phone: true })).toBe(2);
    expect(REGISTRATION_TYPES).toEqual(["fast_reg", "phone_reg", "full_reg", "soc_reg"]);
  });

  test.each([
    [0, false, false, true],
    [1, false, true, false],
    [1, true, false, true],
    [2, true, false, false],
    [2, false, true, false],
    [2, true, true, true],
    [3, true, false, false],
    [3, false, true, true],
  ] as const)("type %i email=%s phone=%s → activated %s", (t, email, phone, expected) => {
    expect(isActivated({ activationType: t, emailVerified: email, phoneVerified: phone })).toBe(expected);
  });

  test("remaining days round up, never go negative, and are null once activated", () => {
    const reg = new Date("2025-01-01T00:00:00Z");
    const s = { activationType: ACTIVATION_TYPES.email, emailVerified: false, phoneVerified: false } as const;
    expect(remainingDaysToActivate(s, reg, reg)).toBe(30);
    expect(remainingDaysToActivate(s, reg, new Date("2025-01-01T00:00:01Z"))).toBe(30);
    expect(remainingDaysToActivate(s, reg, new Date("2025-01-30T12:00:00Z"))).toBe(1);
    expect(remainingDaysToActivate(s, reg, new Date("2025-03-01T00:00:00Z"))).toBe(0);
    expect(remainingDaysToActivate({ ...s, emailVerified: true }, reg, reg)).toBeNull();
  });

  test("guards", () => {
    expect([0, 1, 2, 3, 4, -1, "1", null].map(isActivationType)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect([0, 1, 2, 3, "0", undefined].map(isBonusChoice)).toEqual([true, true, true, false, false, false]);
  });
});

describe("age", () => {
  const today = new Date("2025-06-15T10:00:00Z");
  test("parses only real calendar days", () => {
    expect(parseBirthDate("2000-02-29")).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate("2001-02-29")).toBeNull();
    expect(parseBirthDate("2000-13-01")).toBeNull();
    expect(parseBirthDate("2000-1-1")).toBeNull();
    expect(parseBirthDate("01.01.2000")).toBeNull();
  });
  test("the birthday itself counts; the day before does not", () => {
    expect(ageOn({ year: 2007, month: 6, day: 15 }, today)).toBe(18);
    expect(ageOn({ year: 2007, month: 6, day: 16 }, today)).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, new Date("2022-02-28T00:00:00Z"))).toBe(17);
    expect(ageOn({ year: 2004, month: 2, day: 29 }, new Date("2022-03-01T00:00:00Z"))).toBe(18);
  });
  test("checkAge against minAge", () => {
    expect(checkAge("2007-06-15", 18, today)).toEqual({ ok: true, age: 18 });
    expect(checkAge("2007-06-16", 18, today)).toEqual({ ok: false, reason: "under_age" });
    expect(checkAge("2004-06-16", 21, today)).toEqual({ ok: false, reason: "under_age" });
    expect(checkAge("2030-01-01", 18, today)).toEqual({ ok: false, reason: "future_date" });
    expect(checkAge("1850-01-01", 18, today)).toEqual({ ok: false, reason: "invalid_date" });
    expect(checkAge("nonsense", 18, today)).toEqual({ ok: false, reason: "invalid_date" });
  });
});

describe("captcha", () => {
  test("codes", () => {
    expect(Object.values(CAPTCHA_CODES)).toEqual([100, 111, 112, 113]);
    expect([100, 111, 112, 113, 110, "100", null].map(isCaptchaErrorCode)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
  test("required after repeated failures per account or per address", () => {
    expect(isCaptchaRequired({ account: 2, address: 9 })).toBe(false);
    expect(isCaptchaRequired({ account: 3, address: 0 })).toBe(true);
    expect(isCaptchaRequired({ account: 0, address: 10 })).toBe(true);
    expect(isCaptchaRequired({ account: 1, address: 1 }, { accountFailures: 1, addressFailures: 5 })).toBe(
      true,
    );
  });
});

describe("fingerprint", () => {
  test("valid when the token exists and expiresAt is in the future", () => {
    expect(isFingerprintValid({ token: "t", expiresAt: 101 }, 100)).toBe(true);
    expect(isFingerprintValid({ token: "t", expiresAt: 100 }, 100)).toBe(false);
    expect(isFingerprintValid({ token: "", expiresAt: 101 }, 100)).toBe(false);
    expect(isFingerprintValid({ token: "t", expiresAt: null }, 100)).toBe(false);
    expect(isFingerprintValid(null, 100)).toBe(false);
  });
  test("after 2 failures further tries stop unless forced", () => {
    expect(shouldFetchFingerprint(0, false)).toBe(true);
    expect(shouldFetchFingerprint(1, false)).toBe(true);
    expect(shouldFetchFingerprint(2, false)).toBe(false);
    expect(shouldFetchFingerprint(5, true)).toBe(true);
  });
});

describe("protection", () => {
  test.each([
    [null, null],
    [undefined, null],
    [0, "bad"],
    [30, "bad"],
    [31, "normal"],
    [69, "normal"],
    [70, "good"],
    [99, "good"],
    [100, "full"],
  ] as const)("level %s → %s", (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });
  test("level sums the methods, everything on is 100", () => {
    const none = {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    };
    expect(protectionLevel(none)).toBe(PROTECTION_BASE);
    expect(protectionLevel({ ...none, enable_two_factor_auth: true })).toBe(50);
    expect(protectionLevel({ ...none, enable_two_factor_auth: true, enable_phone_binding: true })).toBe(70);
    const all = Object.fromEntries(Object.keys(none).map((k) => [k, true])) as typeof none;
    expect(protectionLevel(all)).toBe(100);
  });
});

describe("verification", () => {
  const base = {
    verification_status: 0,
    verification_status_group_code: null,
    internal_verification_status: 0,
    requested_additional_document: false,
  };
  test("verified by internal status 1 or the group code, unless a document is requested", () => {
    expect(isVerified(base)).toBe(false);
    expect(isVerified({ ...base, internal_verification_status: 1 })).toBe(true);
    expect(isVerified({ ...base, verification_status_group_code: "VERIFICATION_SUCCESSFUL" })).toBe(true);
    expect(
      isVerified({ ...base, internal_verification_status: 1, requested_additional_document: true }),
    ).toBe(false);
    expect(isVerified({ ...base, verification_status_group_code: "VERIFICATION_FAILED" })).toBe(false);
  });
  test("status 1 means pending", () => {
    expect(isVerificationPending({ ...base, verification_status: 1 })).toBe(true);
    expect(isVerificationPending(base)).toBe(false);
  });
});
