/**
 * Odds formats. Conversion examples: https://www.independent.co.uk/betting/racing/what-is-a-trixie-bet
 * (1/2 = 1.5, 4/6 = 1.67, 10/11 = 1.91, 6/4 = 2.5, 9/4 = 3.25, 5/2 = 3.5) and the usual definitions
 * of american, hong kong, indonesian and malay odds.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFraction, fromFraction, parseFraction, toFraction, toFractionalLadder } from "./fractional.ts";
import { type Odds, parseOdds } from "./money.ts";
import { CoefView, coefViewKind, formatCoef, parseCoef, resolveCoefView } from "./odds-formats.ts";

const o = (text: string) => parseOdds(text) as Odds;

describe("fractional", () => {
  it.each([
    ["1/2", "1.500"],
    ["4/6", "1.667"],
    ["10/11", "1.909"],
    ["6/4", "2.500"],
    ["9/4", "3.250"],
    ["5/2", "3.500"],
    ["evens", "2.000"],
  ])("%s → %s", (text, decimal) => {
    const f = parseFraction(text);
    expect(f && fromFraction(f)).toBe(o(decimal));
  });
  it("shows the exact reduced fraction and the nearest ladder rung", () => {
    expect(formatFraction(toFraction(o("2.5")))).toBe("3/2");
    expect(formatFraction(toFractionalLadder(o("2.5")))).toBe("6/4");
    expect(formatFraction(toFractionalLadder(o("1.67")))).toBe("4/6");
    expect(formatFraction(toFractionalLadder(o("1.91")))).toBe("10/11");
    expect(formatFraction(toFractionalLadder(o("2.62")))).toBe("13/8");
    expect(formatFraction(toFractionalLadder(o("1.005")))).toBe("1/200");
    expect(formatCoef(o("3.25"), CoefView.fractional)).toBe("9/4");
  });
  it("shows the price taken: a rung only when it is the price, else the exact fraction (issue 13 #7)", () => {
    const shown = (text: string) => formatCoef(o(text), CoefView.fractional);
    expect(shown("3.750")).toBe("11/4");
    expect(shown("3.125")).toBe("85/40");
    expect(shown("1.667")).toBe("4/6");
    expect(shown("2.500")).toBe("6/4");
    // Near 11/4 and 85/40 but not them: the nearest rung would hide which price is taken.
    expect(shown("3.674")).toBe("1337/500");
    expect(shown("3.809")).toBe("2809/1000");
    expect(shown("3.097")).toBe("2097/1000");
    expect(shown("3.069")).toBe("2069/1000");
  });
  it("every price reads back from its fractional text, so two prices never show alike", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1001n, max: 1_001_000n }), (thousandths) => {
        const odds = thousandths as Odds;
        expect(parseCoef(formatCoef(odds, CoefView.fractional), CoefView.fractional)).toBe(odds);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("coefficient views", () => {
  it.each([
    [CoefView.decimal, "2.500", "2.500"],
    [CoefView.american, "2.500", "+150"],
    [CoefView.american, "1.500", "-200"],
    [CoefView.american, "2.000", "+100"],
    [CoefView.hongKong, "1.800", "0.800"],
    [CoefView.indonesian, "2.500", "1.500"],
    [CoefView.indonesian, "1.500", "-2.000"],
    [CoefView.malay, "1.800", "0.800"],
    [CoefView.malay, "2.500", "-0.667"],
    [CoefView.hongKongAsian, "1.955", "0.96"],
    [CoefView.indonesianAsian, "1.800", "-1.25"],
    [CoefView.malayAsian, "3.000", "-0.50"],
  ] as const)("view %i shows %s as %s", (view, decimal, shown) => {
    expect(formatCoef(o(decimal), view)).toBe(shown);
  });
  it.each([
    [CoefView.american, "+150", "2.500"],
    [CoefView.american, "-200", "1.500"],
    [CoefView.american, "-110", "1.909"],
    [CoefView.hongKong, "0.8", "1.800"],
    [CoefView.indonesian, "-2", "1.500"],
    [CoefView.malay, "-0.5", "3.000"],
    [CoefView.malay, "0.95", "1.950"],
    [CoefView.fractional, "5/2", "3.500"],
  ] as const)("view %i reads %s as %s", (view, text, decimal) => {
    expect(parseCoef(text, view)).toBe(o(decimal));
  });
  it("rejects values a kind cannot have", () => {
    expect(parseCoef("-50", CoefView.american)).toBeNull();
    expect(parseCoef("0.5", CoefView.indonesian)).toBeNull();
    expect(parseCoef("1.5", CoefView.malay)).toBeNull();
    expect(parseCoef("abc", CoefView.decimal)).toBeNull();
  });
  it("maps the variant ids 4, 5, 6, 14, 15, 16", () => {
    expect([4, 5, 6, 14, 15, 16].map((v) => coefViewKind(v as 4))).toEqual([
      "hongKong",
      "indonesian",
      "malay",
      "hongKong",
      "indonesian",
      "malay",
    ]);
    expect(resolveCoefView(6, [0, 6, 16], 1)).toBe(16);
    expect(resolveCoefView(16, [0, 6, 16], 0)).toBe(6);
    expect(resolveCoefView(6, [0, 6], 1)).toBe(6);
    expect(resolveCoefView(2, [0, 1], 0)).toBe(0);
    expect(resolveCoefView(3, [0, 3], 0)).toBe(0);
  });
});
