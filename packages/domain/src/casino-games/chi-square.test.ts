import { describe, expect, test } from "vitest";
import { chiSquare, gammaQ } from "./chi-square.ts";

describe("chi-square", () => {
  test("p-values at the tabulated 99 % critical values", () => {
    // χ²(0.99) for 1, 12 and 36 degrees of freedom: 6.635, 26.217, 58.619.
    expect(gammaQ(0.5, 6.635 / 2)).toBeCloseTo(0.01, 4);
    expect(gammaQ(6, 26.217 / 2)).toBeCloseTo(0.01, 4);
    expect(gammaQ(18, 58.619 / 2)).toBeCloseTo(0.01, 4);
    // χ²(0.5) for 10 df is 9.342 (median).
    expect(gammaQ(5, 9.342 / 2)).toBeCloseTo(0.5, 3);
    expect(gammaQ(3, 0)).toBe(1);
  });

  test("uniform counts pass, skewed counts fail", () => {
    expect(chiSquare([100, 100, 100, 100])).toMatchObject({ statistic: 0, dof: 3, p: 1, pass: true });
    const skew = chiSquare([150, 100, 100, 50]);
    expect(skew.statistic).toBeCloseTo(50, 10);
    expect(skew.pass).toBe(false);
    expect(chiSquare([30, 70], [0.3, 0.7]).statistic).toBe(0);
  });
});
