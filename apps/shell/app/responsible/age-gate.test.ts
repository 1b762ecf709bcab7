import { describe, expect, it } from "vitest";
import { AGE_REMEMBER_MS, ageCookie, isAgeConfirmed, needsAgeGate } from "./age-gate.ts";

describe("age confirmation (spec 000 §5, §9)", () => {
  const t0 = Date.parse("2026-11-26T10:00:00Z");

  it("shows where the site asks for it until the visitor confirms", () => {
    expect(needsAgeGate(true, null, t0)).toBe(true);
    expect(needsAgeGate(false, null, t0)).toBe(false);
    expect(needsAgeGate(true, String(t0), t0 + 1)).toBe(false);
  });

  it("keeps a confirmation for 3 days (259200000 ms), not a moment longer", () => {
    expect(AGE_REMEMBER_MS).toBe(259_200_000);
    expect(isAgeConfirmed(String(t0), t0 + AGE_REMEMBER_MS - 1)).toBe(true);
    expect(isAgeConfirmed(String(t0), t0 + AGE_REMEMBER_MS)).toBe(false);
  });

  it("does not trust a value that is not a time", () => {
    for (const bad of ["", "yes", "1e12", "-5", "12.5", "9".repeat(17)])
      expect(isAgeConfirmed(bad, t0), bad).toBe(false);
  });

  it("counts a confirmation dated in the future from now", () => {
    expect(isAgeConfirmed(String(t0 + 10 * AGE_REMEMBER_MS), t0)).toBe(true);
  });

  it("remembers for 3 days on request, else for the browser session", () => {
    expect(ageCookie(t0, true, true)).toBe(
      `age_confirmed=${t0}; Path=/; SameSite=Lax; Max-Age=259200; Secure`,
    );
    expect(ageCookie(t0, false, false)).toBe(`age_confirmed=${t0}; Path=/; SameSite=Lax`);
  });
});
