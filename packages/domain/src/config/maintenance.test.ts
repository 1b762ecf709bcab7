import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { configDiff } from "./diff.ts";
import { maintenanceState } from "./maintenance.ts";
import type { MaintenanceConfig } from "./site-config.ts";

const H = 3_600_000;
const T = Date.parse("2026-12-01T10:00:00Z");
const schedule: MaintenanceConfig = {
  notify_started_at: T - 24 * H,
  notify_ended_at: T,
  started_at: T,
  ended_at: T + 2 * H,
  isActive: false,
  web_state: false,
};

describe("maintenance schedule", () => {
  test("notice before, maintenance during, nothing after", () => {
    expect(maintenanceState(schedule, T - 25 * H)).toEqual({ active: false, warning: null });
    expect(maintenanceState(schedule, T - H)).toEqual({
      active: false,
      warning: { startsAt: T, endsAt: T + 2 * H },
    });
    expect(maintenanceState(schedule, T)).toEqual({ active: true, warning: null });
    expect(maintenanceState(schedule, T + 2 * H - 1).active).toBe(true);
    expect(maintenanceState(schedule, T + 2 * H)).toEqual({ active: false, warning: null });
  });

  test("the cookie, isActive and web_state turn it on at any time (spec 000 §4)", () => {
    const off = { ...schedule, started_at: null, ended_at: null };
    expect(maintenanceState(off, T, "1").active).toBe(true);
    expect(maintenanceState({ ...off, isActive: true }, T).active).toBe(true);
    expect(maintenanceState({ ...off, web_state: true }, T).active).toBe(true);
    expect(maintenanceState(off, T, "0").active).toBe(false);
  });

  test("an open notice ends when the window is over; a window without an end goes on", () => {
    const open = { ...schedule, notify_ended_at: null };
    expect(maintenanceState(open, T + 3 * H).warning).toBeNull();
    expect(maintenanceState({ ...schedule, ended_at: null }, T + 1000 * H).active).toBe(true);
  });

  test("property: never a warning while active", () => {
    const ms = fc.option(fc.integer({ min: T - 100 * H, max: T + 100 * H }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          notify_started_at: ms,
          notify_ended_at: ms,
          started_at: ms,
          ended_at: ms,
          isActive: fc.boolean(),
          web_state: fc.boolean(),
        }),
        fc.integer({ min: T - 100 * H, max: T + 100 * H }),
        (config, now) => {
          const s = maintenanceState(config, now);
          expect(s.active && s.warning !== null).toBe(false);
        },
      ),
    );
  });
});

describe("config diff", () => {
  test("reports changed leaves by dotted path; nested objects walked, arrays whole", () => {
    expect(
      configDiff(
        { minAge: 18, maintenance: { isActive: false, web_state: false }, langs: ["en"] },
        { minAge: 21, maintenance: { isActive: true, web_state: false }, langs: ["en", "ru"], x: 1 },
      ),
    ).toEqual([
      { path: "langs", before: ["en"], after: ["en", "ru"] },
      { path: "maintenance.isActive", before: false, after: true },
      { path: "minAge", before: 18, after: 21 },
      { path: "x", after: 1 },
    ]);
    expect(configDiff(null, { a: 1 })).toEqual([{ path: "a", after: 1 }]);
    expect(configDiff({ a: 1 }, null)).toEqual([{ path: "a", before: 1 }]);
  });

  test("property: no change is no diff; a diff's paths are unique", () => {
    fc.assert(
      fc.property(fc.object(), fc.object(), (a, b) => {
        expect(configDiff(a, structuredClone(a))).toEqual([]);
        const paths = configDiff(a, b).map((c) => c.path);
        expect(new Set(paths).size).toBe(paths.length);
      }),
    );
  });
});
