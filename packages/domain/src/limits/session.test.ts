import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Money } from "../betting/money.ts";
import {
  canLogIn,
  currentPeriod,
  elapsed,
  HOUR_MS,
  netPosition,
  PERIOD_MS,
  realityCheck,
  realityCheckAt,
  realityCheckSchedule,
  remainingMs,
  sessionLimitStatus,
  usedInPeriod,
} from "./session.ts";

const T = 1_750_000_000_000;
const MIN = 60_000;

describe("session limit", () => {
  test("remaining = hours × 3600000 − used, never below 0", () => {
    expect(remainingMs(2, 30 * MIN)).toBe(90 * MIN);
    expect(remainingMs(2, 3 * HOUR_MS)).toBe(0);
  });

  test("the period starts with the first session and lasts 24 h", () => {
    const sessions = [
      { startedAt: T, endedAt: T + HOUR_MS },
      { startedAt: T + 5 * HOUR_MS, endedAt: null },
    ];
    const now = T + 6 * HOUR_MS;
    expect(currentPeriod(sessions, now)).toEqual({ startsAt: T, endsAt: T + PERIOD_MS });
    expect(usedInPeriod(sessions, { startsAt: T, endsAt: T + PERIOD_MS }, now)).toBe(2 * HOUR_MS);
    expect(sessionLimitStatus(3, sessions, now)).toMatchObject({ remainingMs: HOUR_MS, mustLogout: false });
  });

  test("at the limit: logout, and no login until the period ends", () => {
    const sessions = [{ startedAt: T, endedAt: null }];
    const now = T + 2 * HOUR_MS;
    expect(sessionLimitStatus(2, sessions, now)).toMatchObject({
      remainingMs: 0,
      mustLogout: true,
      loginAllowedAt: T + PERIOD_MS,
    });
    const ended = [{ startedAt: T, endedAt: now }];
    expect(canLogIn(2, ended, now + HOUR_MS)).toBe(false);
    expect(canLogIn(2, ended, T + PERIOD_MS - 1)).toBe(false);
    expect(canLogIn(2, ended, T + PERIOD_MS)).toBe(true);
    expect(currentPeriod(ended, T + PERIOD_MS)).toBeNull();
  });

  test("a new period starts with the first session after the old one ended", () => {
    const sessions = [
      { startedAt: T, endedAt: T + HOUR_MS },
      { startedAt: T + 30 * HOUR_MS, endedAt: null },
    ];
    expect(currentPeriod(sessions, T + 31 * HOUR_MS)).toEqual({
      startsAt: T + 30 * HOUR_MS,
      endsAt: T + 54 * HOUR_MS,
    });
    expect(sessionLimitStatus(2, sessions, T + 31 * HOUR_MS).remainingMs).toBe(HOUR_MS);
  });

  test("a session running across the period's end carries into the next period", () => {
    const sessions = [{ startedAt: T + 23 * HOUR_MS, endedAt: null }];
    const first = [{ startedAt: T, endedAt: T + MIN }, ...sessions];
    const now = T + 25 * HOUR_MS;
    expect(currentPeriod(first, now)).toEqual({ startsAt: T + PERIOD_MS, endsAt: T + 2 * PERIOD_MS });
    expect(sessionLimitStatus(4, first, now).remainingMs).toBe(3 * HOUR_MS);
  });

  test("two sessions at once count once", () => {
    const sessions = [
      { startedAt: T, endedAt: T + 2 * HOUR_MS },
      { startedAt: T + HOUR_MS, endedAt: T + 3 * HOUR_MS },
      { startedAt: T + 90 * MIN, endedAt: T + 100 * MIN },
    ];
    expect(usedInPeriod(sessions, { startsAt: T, endsAt: T + PERIOD_MS }, T + 4 * HOUR_MS)).toBe(3 * HOUR_MS);
  });

  test("not set (−1 or null): nothing counts", () => {
    const sessions = [{ startedAt: T, endedAt: null }];
    expect(sessionLimitStatus(-1, sessions, T + 30 * HOUR_MS)).toMatchObject({
      remainingMs: null,
      mustLogout: false,
    });
    expect(canLogIn(null, sessions, T)).toBe(true);
  });

  test("property: used time never exceeds the period or the time played", () => {
    const sessionArb = fc
      .tuple(fc.integer({ min: 0, max: 72 * HOUR_MS }), fc.option(fc.integer({ min: 0, max: 10 * HOUR_MS })))
      .map(([start, length]) => ({
        startedAt: T + start,
        endedAt: length === null ? null : T + start + length,
      }));
    fc.assert(
      fc.property(
        fc.array(sessionArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 80 * HOUR_MS }),
        (sessions, dt) => {
          const now = T + dt;
          const period = currentPeriod(sessions, now);
          if (!period) return;
          expect(period.startsAt).toBeLessThanOrEqual(now);
          expect(now).toBeLessThan(period.endsAt);
          const used = usedInPeriod(sessions, period, now);
          expect(used).toBeLessThanOrEqual(Math.min(PERIOD_MS, now - period.startsAt));
          expect(used).toBeGreaterThanOrEqual(0);
          const status = sessionLimitStatus(1, sessions, now);
          expect(status.mustLogout).toBe(status.remainingMs === 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("reality check", () => {
  test("checks at start + k × N minutes", () => {
    expect(realityCheckAt(T, 15, 1)).toBe(T + 15 * MIN);
    expect(realityCheckAt(T, 15, 3)).toBe(T + 45 * MIN);
    expect(realityCheckSchedule(T, 15, T)).toEqual({ due: 0, nextAt: T + 15 * MIN });
    expect(realityCheckSchedule(T, 15, T + 15 * MIN - 1)).toEqual({ due: 0, nextAt: T + 15 * MIN });
    expect(realityCheckSchedule(T, 15, T + 15 * MIN)).toEqual({ due: 1, nextAt: T + 30 * MIN });
    expect(realityCheckSchedule(T, 60, T + 150 * MIN)).toEqual({ due: 2, nextAt: T + 180 * MIN });
  });

  test("elapsed h:m:s as numbers; hours not capped", () => {
    expect(elapsed(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(elapsed(3_723_999)).toEqual({ hours: 1, minutes: 2, seconds: 3 });
    expect(elapsed(27 * HOUR_MS + 59_000)).toEqual({ hours: 27, minutes: 0, seconds: 59 });
    expect(elapsed(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });

  test("net position = won − staked", () => {
    expect(netPosition(1500n as Money, 2000n as Money)).toBe(-500n);
    expect(realityCheck(T, T + 30 * MIN, 3000n as Money, 1000n as Money)).toEqual({
      elapsed: { hours: 0, minutes: 30, seconds: 0 },
      netPosition: 2000n,
      won: 3000n,
      staked: 1000n,
    });
  });
});
