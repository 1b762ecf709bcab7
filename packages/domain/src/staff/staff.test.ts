import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  afterFailure,
  allows,
  isAcceptableStaffPassword,
  isLocked,
  PERMISSIONS,
  POLICY,
  permissionsOf,
  STAFF_ABSOLUTE_MS,
  STAFF_FIRST_LOCK_MS,
  STAFF_IDLE_MS,
  STAFF_MAX_LOCK_MS,
  STAFF_ROLES,
  staffSessionState,
} from "./index.ts";

describe("staff policy", () => {
  it("names only known roles, at least one per permission", () => {
    expect(PERMISSIONS.length).toBeGreaterThan(0);
    for (const permission of PERMISSIONS) {
      expect(POLICY[permission].length, permission).toBeGreaterThan(0);
      for (const role of POLICY[permission]) expect(STAFF_ROLES).toContain(role);
    }
  });

  it("allows a permission exactly to the roles it lists, for every role × permission", () => {
    for (const role of STAFF_ROLES)
      for (const permission of PERMISSIONS)
        expect(allows([role], permission), `${role} ${permission}`).toBe(POLICY[permission].includes(role));
  });

  it("no roles allow nothing; more roles never allow less", () => {
    expect(permissionsOf([])).toEqual([]);
    fc.assert(
      fc.property(fc.subarray([...STAFF_ROLES]), fc.subarray([...STAFF_ROLES]), (a, b) => {
        const union = permissionsOf([...a, ...b]);
        for (const p of permissionsOf(a)) expect(union).toContain(p);
      }),
    );
  });

  it("keeps duties apart: staff management and identity approval are never the same role", () => {
    for (const role of STAFF_ROLES)
      expect(allows([role], "staff.manage") && allows([role], "players.verify")).toBe(false);
    expect(allows(["payments"], "payments.decide")).toBe(true);
    expect(allows(["admin"], "payments.decide")).toBe(false);
  });
});

describe("staff sessions and lockout", () => {
  const t0 = new Date("2026-11-26T10:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);

  it("ends a session after 30 idle minutes or 8 hours", () => {
    expect(staffSessionState({ createdAt: t0, lastSeenAt: t0 }, at(STAFF_IDLE_MS - 1))).toBe("active");
    expect(staffSessionState({ createdAt: t0, lastSeenAt: t0 }, at(STAFF_IDLE_MS))).toBe("idle_expired");
    expect(
      staffSessionState({ createdAt: t0, lastSeenAt: at(STAFF_ABSOLUTE_MS - 1000) }, at(STAFF_ABSOLUTE_MS)),
    ).toBe("absolute_expired");
  });

  it("locks after every fifth failure in a row, doubling up to a day", () => {
    let failures = 0;
    const locks: number[] = [];
    for (let i = 0; i < 60; i++) {
      const next = afterFailure(failures, t0);
      failures = next.failures;
      if (next.lockedUntil) locks.push(next.lockedUntil.getTime() - t0.getTime());
      else expect(failures % 5).not.toBe(0);
    }
    expect(locks.slice(0, 4)).toEqual([1, 2, 4, 8].map((k) => k * STAFF_FIRST_LOCK_MS));
    expect(Math.max(...locks)).toBe(STAFF_MAX_LOCK_MS);
    expect(isLocked(at(1), t0)).toBe(true);
    expect(isLocked(t0, t0)).toBe(false);
    expect(isLocked(null, t0)).toBe(false);
  });

  it("asks for a long password that is not the e-mail", () => {
    expect(isAcceptableStaffPassword("short1", "a@b.c")).toBe(false);
    expect(isAcceptableStaffPassword("onlyletterslong", "a@b.c")).toBe(false);
    expect(isAcceptableStaffPassword("123456789012", "a@b.c")).toBe(false);
    expect(isAcceptableStaffPassword("maria.k-2026-box", "maria.k@parlay.test")).toBe(false);
    expect(isAcceptableStaffPassword("correct horse 7 battery", "maria.k@parlay.test")).toBe(true);
  });
});
