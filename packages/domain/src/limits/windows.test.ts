import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Money } from "../betting/money.ts";
import { DAY_SECONDS, MONTH_SECONDS, WEEK_SECONDS, WINDOWS } from "./types.ts";
import {
  everyWindow,
  inWindow,
  NO_AMOUNTS,
  nextRelease,
  type TimedAmount,
  windowSum,
  windowTotals,
} from "./windows.ts";

const NOW = 1_750_000_000;
const m = (n: bigint) => n as Money;

describe("rolling windows", () => {
  test("an event counts when now − W < at ≤ now", () => {
    expect(inWindow(NOW, NOW, DAY_SECONDS)).toBe(true);
    expect(inWindow(NOW - DAY_SECONDS + 1, NOW, DAY_SECONDS)).toBe(true);
    expect(inWindow(NOW - DAY_SECONDS, NOW, DAY_SECONDS)).toBe(false);
    expect(inWindow(NOW + 1, NOW, DAY_SECONDS)).toBe(false);
  });

  test("sums per window", () => {
    const events: TimedAmount<Money>[] = [
      { at: NOW, amount: m(100n) },
      { at: NOW - DAY_SECONDS + 1, amount: m(10n) },
      { at: NOW - DAY_SECONDS, amount: m(1000n) },
      { at: NOW - WEEK_SECONDS, amount: m(5000n) },
      { at: NOW - MONTH_SECONDS + 1, amount: m(7n) },
      { at: NOW - MONTH_SECONDS, amount: m(99_999n) },
      { at: NOW + 5, amount: m(1_000_000n) },
    ];
    expect(windowTotals(events, NOW)).toEqual({
      [DAY_SECONDS]: 110n,
      [WEEK_SECONDS]: 1110n,
      [MONTH_SECONDS]: 6117n,
    });
  });

  test("signed net results", () => {
    const results: TimedAmount[] = [
      { at: NOW - 10, amount: 500n },
      { at: NOW - 5, amount: -800n },
    ];
    expect(windowSum(results, NOW, DAY_SECONDS)).toBe(-300n);
  });

  test("helpers", () => {
    expect(everyWindow(m(5n))).toEqual({ [DAY_SECONDS]: 5n, [WEEK_SECONDS]: 5n, [MONTH_SECONDS]: 5n });
    expect(NO_AMOUNTS[DAY_SECONDS]).toBe(0n);
    const events = [
      { at: NOW - 100, amount: 1n },
      { at: NOW - 50, amount: 1n },
      { at: NOW - DAY_SECONDS, amount: 1n },
    ];
    expect(nextRelease(events, NOW, DAY_SECONDS)).toBe(NOW - 100 + DAY_SECONDS);
    expect(nextRelease([], NOW, DAY_SECONDS)).toBeNull();
  });
});

const eventArb = fc.record({
  at: fc.integer({ min: NOW - 40 * DAY_SECONDS, max: NOW + DAY_SECONDS }),
  amount: fc.bigInt({ min: 0n, max: 1_000_000n }),
});

describe("(d) properties", () => {
  test("window sums are monotone in the events and in the window's length", () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 40 }), eventArb, (events, extra) => {
        const before = windowTotals(events, NOW);
        const after = windowTotals([...events, extra], NOW);
        for (const w of WINDOWS) expect(after[w] >= before[w]).toBe(true);
        expect(before[DAY_SECONDS] <= before[WEEK_SECONDS]).toBe(true);
        expect(before[WEEK_SECONDS] <= before[MONTH_SECONDS]).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test("an event drops out exactly W seconds after it happened", () => {
    fc.assert(
      fc.property(
        fc.array(eventArb, { maxLength: 20 }),
        fc.integer({ min: NOW - 40 * DAY_SECONDS, max: NOW }),
        fc.bigInt({ min: 1n, max: 1_000_000n }),
        fc.constantFrom(...WINDOWS),
        (events, at, amount, w) => {
          const withIt = [...events, { at, amount }];
          const gap = (t: number) => windowSum(withIt, t, w) - windowSum(events, t, w);
          expect(gap(at - 1)).toBe(0n);
          expect(gap(at)).toBe(amount);
          expect(gap(at + w - 1)).toBe(amount);
          expect(gap(at + w)).toBe(0n);
        },
      ),
      { numRuns: 300 },
    );
  });
});
