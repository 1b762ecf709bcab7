import { describe, expect, test } from "vitest";
import { personalDataOf, personalDataPatch } from "./personal-data.ts";
import { type VerificationState, verificationAfter, verificationView } from "./verification.ts";

const today = new Date("2026-06-15T10:00:00Z");
const parse = (v: unknown) => personalDataPatch(today, 18).safeParse(v);

describe("personal data", () => {
  test("accepts names in any script, trims, and an empty string clears", () => {
    const r = parse({ name: "  Анна ", surname: "عبد الله", middle_name: "", inn: "7707083893" });
    expect(r.success && r.data).toEqual({
      name: "Анна",
      surname: "عبد الله",
      middle_name: null,
      inn: "7707083893",
    });
  });
  test("refuses digits in names, control characters, overlong text and unknown fields", () => {
    expect(parse({ name: "R2D2" }).success).toBe(false);
    expect(parse({ city: "a\u0007b" }).success).toBe(false);
    expect(parse({ surname: "x".repeat(81) }).success).toBe(false);
    expect(parse({ is_verified: true }).success).toBe(false);
    expect(parse({ document_type_id: 9 }).success).toBe(false);
  });
  test("dates: a real day, old enough, issue not in the future, expiry after issue", () => {
    expect(parse({ date_birthday: "2000-02-30" }).success).toBe(false);
    expect(parse({ date_birthday: "2010-01-01" }).success).toBe(false);
    expect(parse({ date_birthday: "2008-06-15" }).success).toBe(true);
    expect(parse({ passport_date: "2026-06-16" }).success).toBe(false);
    expect(parse({ passport_date: "2020-01-01", passport_end_date: "2019-01-01" }).success).toBe(false);
    expect(parse({ passport_date: "2020-01-01", passport_end_date: "2030-01-01" }).success).toBe(true);
  });
  test("stored data reads back with the registration birthday winning and junk as null", () => {
    const p = personalDataOf({ name: "Ann", inn: 5, document_type_id: "1" }, "1990-01-01");
    expect(p).toMatchObject({ name: "Ann", inn: null, document_type_id: null, date_birthday: "1990-01-01" });
  });
});

describe("verification statuses (001 §4)", () => {
  const none: VerificationState = {
    verification_status: 0,
    verification_status_group_code: null,
    internal_verification_status: 0,
    requested_additional_document: false,
    is_need_identification: true,
  };
  test("upload → pending; approve → verified; another document asked → not verified until approved again", () => {
    const pending = verificationAfter(none, "uploaded");
    expect(verificationView(pending)).toBe("pending");
    const verified = verificationAfter(pending, "approved");
    expect(verificationView(verified)).toBe("verified");
    expect(verified.is_need_identification).toBe(false);
    const asked = verificationAfter(verified, "additional_requested");
    expect(verificationView(asked)).toBe("additional_requested");
    const again = verificationAfter(asked, "uploaded");
    expect(verificationView(again)).toBe("pending");
    expect(verificationView(verificationAfter(again, "approved"))).toBe("verified");
  });
  test("a rejection fails the verification, a new upload makes it pending again", () => {
    const rejected = verificationAfter(verificationAfter(none, "uploaded"), "rejected");
    expect(verificationView(rejected)).toBe("rejected");
    expect(verificationView(verificationAfter(rejected, "uploaded"))).toBe("pending");
  });
});
