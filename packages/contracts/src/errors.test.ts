import { describe, expect, expectTypeOf, it } from "vitest";
import {
  type ClientFailureCode,
  ERROR_CODES,
  ERRORS,
  type ErrorCode,
  type PlayerErrorCode,
  STAFF_ERROR_CODES,
} from "./errors.ts";

describe("the error catalogue", () => {
  it("no catalogue code can be mistaken for one the toolkit makes up", () => {
    expectTypeOf<Extract<ErrorCode, ClientFailureCode>>().toBeNever();
    for (const code of ERROR_CODES) expect(code).not.toMatch(/^(NETWORK|CLOSE|HTTP_\d+)$/);
  });

  it("every code is an upper-case name with an error status and an English message", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(0);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*[A-Z0-9]$/);
      expect(ERRORS[code].status).toBeGreaterThanOrEqual(400);
      expect(ERRORS[code].status).toBeLessThanOrEqual(599);
      expect(ERRORS[code].message).not.toBe("");
    }
  });

  it("the back office's own codes are catalogue codes, once each, and outside the players' codes", () => {
    expect(new Set(STAFF_ERROR_CODES).size).toBe(STAFF_ERROR_CODES.length);
    for (const code of STAFF_ERROR_CODES) expect(ERROR_CODES).toContain(code);
    expectTypeOf<Extract<PlayerErrorCode, (typeof STAFF_ERROR_CODES)[number]>>().toBeNever();
    expectTypeOf<"VALIDATION">().toExtend<PlayerErrorCode>();
  });
});
