import { describe, expect, it } from "vitest";
import { binomial, forEachCombination } from "./combinatorics.ts";
import {
  formatOddsDecimal,
  formatScaled,
  isMoney,
  isOdds,
  money,
  odds,
  parseOdds,
  parseScaled,
  roundMoney,
} from "./money.ts";
import { compare, div, floor, normalize, rational, roundHalfUp, roundToDigits } from "./rational.ts";

describe("rational", () => {
  it("rounds half-up (half away from zero) once", () => {
    expect(roundHalfUp(rational(5n, 2n))).toBe(3n);
    expect(roundHalfUp(rational(3n, 2n))).toBe(2n);
    expect(roundHalfUp(rational(-5n, 2n))).toBe(-3n);
    expect(roundHalfUp(rational(1249n, 1000n))).toBe(1n);
    expect(roundToDigits(rational(1n, 3n), 3)).toBe(333n);
    expect(roundToDigits(rational(2n, 3n), 3)).toBe(667n);
  });
  it("keeps the denominator positive and compares exactly", () => {
    expect(rational(1n, -2n)).toEqual({ n: -1n, d: 2n });
    expect(normalize(rational(10n, 4n))).toEqual({ n: 5n, d: 2n });
    expect(compare(rational(1n, 3n), rational(333n, 1000n))).toBe(1);
    expect(div(rational(1n), rational(3n))).toEqual({ n: 1n, d: 3n });
    expect(floor(rational(-1n, 2n))).toBe(-1n);
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });
});

describe("money and odds", () => {
  it("parses decimal strings without floats", () => {
    expect(parseScaled("30.00", 2)).toBe(3000n);
    expect(parseScaled("30.5", 2)).toBe(3050n);
    expect(parseScaled("30", 2)).toBe(3000n);
    expect(parseScaled("30.000", 2)).toBe(3000n);
    expect(parseScaled("30.005", 2)).toBeNull();
    expect(parseScaled("-1", 2)).toBeNull();
    expect(parseScaled("1e3", 2)).toBeNull();
    expect(parseScaled(" 1", 2)).toBeNull();
  });
  it("formats fixed-point values", () => {
    expect(formatScaled(3000n, 2)).toBe("30.00");
    expect(formatScaled(5n, 2)).toBe("0.05");
    expect(formatScaled(-5n, 2)).toBe("-0.05");
    expect(formatScaled(500n, 0)).toBe("500");
  });
  it("brands Money (≥ 0) and Odds (> 1.000) with guards", () => {
    expect(isMoney(0n)).toBe(true);
    expect(isMoney(-1n)).toBe(false);
    expect(isMoney(1)).toBe(false);
    expect(() => money(-1n)).toThrow(RangeError);
    expect(isOdds(1001n)).toBe(true);
    expect(isOdds(1000n)).toBe(false);
    expect(() => odds(1000n)).toThrow(RangeError);
    expect(parseOdds("2.5")).toBe(2500n);
    expect(parseOdds("1.000")).toBeNull();
    expect(parseOdds("2.5001")).toBeNull();
    expect(formatOddsDecimal(odds(6250n))).toBe("6.250");
    expect(roundMoney(rational(1001n, 2n))).toBe(501n);
  });
});

describe("combinatorics", () => {
  it("binomials and combinations", () => {
    expect(binomial(16, 8)).toBe(12870n);
    expect(binomial(6, 7)).toBe(0n);
    const seen: string[] = [];
    forEachCombination(4, 2, (idx) => seen.push(idx.join("")));
    expect(seen).toEqual(["01", "02", "03", "12", "13", "23"]);
  });
});
