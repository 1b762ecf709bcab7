import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crashCashOutAt, crashFlightMs, crashMultiplierAt } from "./crash-curve.ts";

describe("crash curve", () => {
  it("starts at 1.00× and reaches 2.00× after about 11.6 s", () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_552)).toBe(199);
    expect(crashMultiplierAt(11_553)).toBe(200);
  });

  it("a 1.00× round crashes at once: no cash-out is possible", () => {
    expect(crashFlightMs(100)).toBe(0);
    expect(crashCashOutAt(100, 0)).toBeNull();
  });

  it("the curve reaches the point exactly when the round crashes, and a cash-out before never exceeds it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 100_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (point, share) => {
          const flight = crashFlightMs(point);
          expect(crashMultiplierAt(flight)).toBeGreaterThanOrEqual(point);
          const t = Math.floor(share * flight);
          const taken = crashCashOutAt(point, t);
          if (t >= flight) expect(taken).toBeNull();
          else {
            expect(taken).not.toBeNull();
            expect(taken as number).toBeLessThanOrEqual(point);
            expect(taken as number).toBeGreaterThanOrEqual(100);
          }
          expect(crashCashOutAt(point, flight)).toBeNull();
        },
      ),
    );
  });

  it("is monotone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 10_000 }), (t, d) => {
        expect(crashMultiplierAt(t + d)).toBeGreaterThanOrEqual(crashMultiplierAt(t));
      }),
    );
  });
});
