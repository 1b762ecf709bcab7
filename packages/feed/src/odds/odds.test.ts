import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lineOdds, mainHalfLine, poisson, splitLine } from "./dist.ts";
import { marketIdOf, outcomeIdOf } from "./ids.ts";
import { coefOf, MAX_COEF, MIN_COEF, marginedProbabilities, overround, priceMarket } from "./margin.ts";

const probVector = fc
  .array(fc.double({ min: 0.02, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((xs) => {
    const s = xs.reduce((a, b) => a + b, 0);
    return xs.map((x) => x / s);
  });

describe("margin", () => {
  test.each(["power", "proportional"] as const)("%s: priced probabilities sum to 1 + margin", (method) => {
    fc.assert(
      fc.property(probVector, fc.double({ min: 0, max: 0.15, noNaN: true }), (fair, margin) => {
        const priced = marginedProbabilities(fair, margin, method);
        expect(priced.reduce((a, b) => a + b, 0)).toBeCloseTo(1 + margin, 6);
      }),
    );
  });

  test("offered odds carry the margin up to thousandths rounding", () => {
    fc.assert(
      fc.property(probVector, fc.double({ min: 0.02, max: 0.12, noNaN: true }), (fair, margin) => {
        const coefs = priceMarket(fair, margin, "power");
        const clamped = coefs.some((c) => c === MIN_COEF || c === MAX_COEF);
        for (const c of coefs) expect(Number.isInteger(c) && c >= MIN_COEF && c <= MAX_COEF).toBe(true);
        // Each rounded coefficient moves 1/o by at most 0.0005/o², summed over the outcomes.
        const slack = coefs.reduce((s, c) => s + (0.5 / c ** 2) * 1000, 0) + 1e-9;
        if (!clamped) expect(Math.abs(overround(coefs) - (1 + margin))).toBeLessThanOrEqual(slack);
      }),
    );
  });

  test("power margin never prices below 1.000 and loads long shots more", () => {
    const [fav, outsider] = marginedProbabilities([0.9, 0.1], 0.08, "power") as [number, number];
    expect(fav).toBeLessThan(1);
    expect(outsider / 0.1).toBeGreaterThan(fav / 0.9);
    expect(coefOf(2)).toBe(MIN_COEF);
  });

  test("zero margin gives fair odds", () => {
    expect(priceMarket([0.5, 0.5], 0)).toEqual([2000, 2000]);
    expect(() => marginedProbabilities([0.5, 0.5], 1.5)).toThrow(RangeError);
  });
});

describe("lines", () => {
  test("quarter lines split in two, others do not", () => {
    expect(splitLine(2.25)).toEqual([2, 2.5]);
    expect(splitLine(-0.75)).toEqual([-1, -0.5]);
    expect(splitLine(2.5)).toEqual([2.5]);
    expect(splitLine(2)).toEqual([2]);
  });

  test("over and under effective probabilities are complementary on every line", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 5, noNaN: true }),
        fc.integer({ min: -8, max: 40 }),
        (lambda, q) => {
          const { over, under } = lineOdds(poisson(lambda, 15), q / 4);
          expect(over + under).toBeCloseTo(1, 9);
        },
      ),
    );
  });

  test("a whole line excludes the refunded value; a quarter line half of it", () => {
    const dist = { min: 0, p: [0.25, 0.25, 0.25, 0.25] };
    expect(lineOdds(dist, 1).over).toBeCloseTo(0.5 / 0.75, 12);
    // 1.25 = half on 1 (over 0.5, push 0.25) + half on 1.5 (over 0.5): W = 0.5, P = 0.125.
    expect(lineOdds(dist, 1.25).over).toBeCloseTo(0.5 / 0.875, 12);
    expect(mainHalfLine(dist)).toBe(1.5);
  });
});

describe("ids", () => {
  test("ids are distinct, safe and stable", () => {
    const a = marketIdOf(2_000_123, 3, 0, 2.25);
    expect(marketIdOf(2_000_123, 3, 0, 2.25)).toBe(a);
    expect(marketIdOf(2_000_123, 3, 0, 2.5)).not.toBe(a);
    expect(marketIdOf(2_000_123, 4, 0, 2.25)).not.toBe(a);
    expect(Number.isSafeInteger(outcomeIdOf(marketIdOf(2 ** 29 - 1, 15, 7, 500), 31))).toBe(true);
    expect(() => marketIdOf(1, 3, 0, 1000)).toThrow(RangeError);
  });
});
