import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptStep,
  formatBackupCode,
  isTotpCode,
  normaliseBackupCode,
  PROTECTION_WEIGHTS,
  type ProtectionMethods,
  protectionLevel,
  protectionLevelStatus,
  protectionSteps,
  totpStepAt,
} from "./pure.ts";

const methodsArb: fc.Arbitrary<ProtectionMethods> = fc.record({
  is_changed_password: fc.boolean(),
  enable_two_factor_auth: fc.boolean(),
  enable_phone_binding: fc.boolean(),
  enable_security_question: fc.boolean(),
  enable_email_auth: fc.boolean(),
});

describe("protection level (001 §4)", () => {
  it("bands: null stays null; ≤30 bad; 31–69 normal; 70–99 good; 100 full", () => {
    expect(protectionLevelStatus(null)).toBeNull();
    expect(protectionLevelStatus(undefined)).toBeNull();
    expect([0, 30, 31, 69, 70, 99, 100].map(protectionLevelStatus)).toEqual([
      "bad",
      "bad",
      "normal",
      "normal",
      "good",
      "good",
      "full",
    ]);
  });

  it("every band edge holds for any level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (level) => {
        const status = protectionLevelStatus(level);
        if (level <= 30) return status === "bad";
        if (level < 70) return status === "normal";
        if (level < 100) return status === "good";
        return status === "full";
      }),
    );
  });

  it("nothing on is bad, everything on is full", () => {
    const off = {
      is_changed_password: false,
      enable_two_factor_auth: false,
      enable_phone_binding: false,
      enable_security_question: false,
      enable_email_auth: false,
    };
    const on = Object.fromEntries(Object.keys(off).map((k) => [k, true])) as unknown as ProtectionMethods;
    expect(protectionLevelStatus(protectionLevel(off))).toBe("bad");
    expect(protectionLevel(on)).toBe(100);
    expect(protectionSteps(on)).toEqual([]);
  });

  it("taking every step reaches 100, and each step raises the level by its gain", () => {
    fc.assert(
      fc.property(methodsArb, (methods) => {
        const steps = protectionSteps(methods);
        let level = protectionLevel(methods);
        let current = { ...methods };
        for (const step of steps) {
          expect(current[step.method]).toBe(false);
          current = { ...current, [step.method]: true };
          const next = protectionLevel(current);
          expect(next - level).toBe(step.gain);
          level = next;
        }
        expect(level).toBe(100);
        // biggest gain first
        expect(steps.map((s) => s.gain)).toEqual([...steps.map((s) => s.gain)].sort((a, b) => b - a));
      }),
    );
  });

  it("turning a method on never lowers the level", () => {
    fc.assert(
      fc.property(methodsArb, fc.constantFrom(...Object.keys(PROTECTION_WEIGHTS)), (methods, key) => {
        return protectionLevel({ ...methods, [key]: true }) >= protectionLevel(methods);
      }),
    );
  });
});

describe("TOTP step window and replay", () => {
  it("accepts a matching step within one step of now, and nothing further", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1e9 }), fc.integer({ min: -5, max: 5 }), (now, offset) => {
        const target = now + offset;
        const got = acceptStep({ nowStep: now, lastStep: null, matches: (s) => s === target });
        return Math.abs(offset) <= 1 ? got === target : got === null;
      }),
    );
  });

  it("never accepts a step at or before the last used one (replay)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 1e9 }),
        fc.integer({ min: -3, max: 3 }),
        fc.func(fc.boolean()),
        (now, lastOffset, matches) => {
          const lastStep = now + lastOffset;
          const got = acceptStep({ nowStep: now, lastStep, matches: (s) => matches(s) });
          return got === null || got > lastStep;
        },
      ),
    );
  });

  it("the same code twice: the second time is refused", () => {
    const now = totpStepAt(new Date("2026-11-26T12:00:00Z"));
    const matches = (s: number) => s === now;
    const first = acceptStep({ nowStep: now, lastStep: null, matches });
    expect(first).toBe(now);
    expect(acceptStep({ nowStep: now, lastStep: first, matches })).toBeNull();
    // a newer code after it is fine
    expect(acceptStep({ nowStep: now + 1, lastStep: first, matches: (s) => s === now + 1 })).toBe(now + 1);
  });

  it("steps are 30 seconds", () => {
    expect(totpStepAt(new Date(59_000))).toBe(1);
    expect(totpStepAt(new Date(60_000))).toBe(2);
  });
});

describe("backup codes", () => {
  it("normalises case, spaces and the dash; refuses anything else", () => {
    expect(normaliseBackupCode(" AB12C-9XY7Z ")).toBe("ab12c9xy7z");
    expect(normaliseBackupCode("ab12c9xy7z")).toBe("ab12c9xy7z");
    expect(normaliseBackupCode("123456")).toBeNull();
    expect(normaliseBackupCode("ab12c-9xy7")).toBeNull();
    expect(formatBackupCode("ab12c9xy7z")).toBe("ab12c-9xy7z");
  });

  it("a formatted code reads back as itself; TOTP codes are never backup codes", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{10}$/),
        (code) => normaliseBackupCode(formatBackupCode(code)) === code,
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (code) => isTotpCode(code) && !normaliseBackupCode(code)),
    );
  });
});
