/**
 * Table tests from public worked examples. Each case cites where the figures come from; where a
 * source shows a rounded intermediate figure, the comment says how the exact result relates.
 */
import { describe, expect, it } from "vitest";
import { BetStatus, CouponType } from "./ids.ts";
import { roundToDigits } from "./rational.ts";
import { couponLines } from "./settle.ts";
import { coupon, eur, frac, sel, totalReturn } from "./test-helpers.ts";

const {
  win: W,
  lose: L,
  return: R,
  halfWinHalfReturn: HW,
  halfLoseHalfReturn: HL,
  halfLoseHalfWin: HLW,
} = BetStatus;

describe("single (0) and leg factors", () => {
  // Asian handicap settlement factors: win 1+odds, half win 1+odds/2, push 1, half lose 1/2, lose 0
  // (https://en.aaakk.org/sports-betting/sports-betting-asian-handicap-clearance-instructions.html,
  // Hong Kong odds, i.e. decimal odds − 1). Quarter lines: half the stake on each adjacent line
  // (https://cs.help.pinnaclesports.com/en/support/solutions/articles/1000116864).
  it.each([
    ["win", "1.90", W, "190.00"],
    ["lose", "1.90", L, "0.00"],
    ["return", "1.90", R, "100.00"],
    ["forced return", "1.90", BetStatus.forcedReturn, "100.00"],
    ["half win half return: 50 × 1.90 + 50", "1.90", HW, "145.00"],
    ["half lose half return: 50 back", "1.90", HL, "50.00"],
    ["half lose half win: 50 × 1.90", "1.90", HLW, "95.00"],
    ["not started", "1.90", BetStatus.notStarted, null],
    ["not calculated", "1.90", BetStatus.notCalculated, null],
  ] as const)("%s", (_name, odds, status, expected) => {
    expect(totalReturn(coupon(CouponType.single, "100.00", [sel(odds, status)]))).toBe(expected);
  });
});

describe("express (1)", () => {
  it("treble 20 × 2.5 × 2.0 × 2.25 = 225 (https://nfl-stats.com/Betting-Guide/bg-accum.html)", () => {
    const c = coupon(CouponType.express, "20.00", [sel("2.50", W), sel("2.00", W), sel("2.25", W)]);
    expect(totalReturn(c)).toBe("225.00");
  });
  it("four-fold 1.80 × 2.00 × 2.10 × 2.30 = 17.388, $10 → $173.88 (https://ner-pro.com/en/bet-type/accumulator)", () => {
    const legs = [sel("1.80", W), sel("2.00", W), sel("2.10", W), sel("2.30", W)];
    expect(totalReturn(coupon(CouponType.express, "10.00", legs))).toBe("173.88");
    expect(couponLines(coupon(CouponType.express, "10.00", legs))[0]?.coefficient).toEqual({
      n: 17388n * 10n ** 9n,
      d: 10n ** 12n,
    });
  });
  it("a void leg counts as odds 1.0 (https://betting-tool.com/single-and-multiple-bets/accumulator-calculator/)", () => {
    const legs = [sel("1.80", W), sel("2.00", W), sel("2.10", W), sel("2.30", R)];
    expect(totalReturn(coupon(CouponType.express, "10.00", legs))).toBe("75.60");
  });
  it("one losing leg loses the express; all legs void refunds the stake (same source)", () => {
    expect(totalReturn(coupon(CouponType.express, "10.00", [sel("1.80", W), sel("2.00", L)]))).toBe("0.00");
    expect(
      totalReturn(coupon(CouponType.express, "10.00", [sel("1.80", R), sel("2.00", BetStatus.forcedReturn)])),
    ).toBe("10.00");
  });
  // Parlay with half results, HK odds 0.95 / 0.84 / 1.10 and 100 yuan (https://knoqnoq.com/thread-1264-1-1.html)
  it.each([
    ["three full wins", [W, W, W], "753.48"],
    ["first match half win: (1 + 0.95/2) × 1.84 × 2.10 × 100", [HW, W, W], "569.94"],
    ["first match half loss: 100/2 × 1.84 × 2.10", [HL, W, W], "193.20"],
  ] as const)("%s", (_name, statuses, expected) => {
    const legs = ["1.95", "1.84", "2.10"].map((o, i) => sel(o, statuses[i] ?? W));
    expect(totalReturn(coupon(CouponType.express, "100.00", legs))).toBe(expected);
  });
  it("an open leg leaves the express open unless another leg already lost", () => {
    expect(
      totalReturn(coupon(CouponType.express, "10.00", [sel("1.80", W), sel("2.00", BetStatus.notStarted)])),
    ).toBeNull();
    expect(
      totalReturn(coupon(CouponType.express, "10.00", [sel("1.80", L), sel("2.00", BetStatus.notStarted)])),
    ).toBe("0.00");
  });
});

describe("system (2)", () => {
  // 2/3, $600, odds 1.90 / 2.00 / 2.50: lines 760 + 950 + 1000 = 2710; one loss leaves one line
  // (https://sportsbet24.online/page/43/examples-of-system-bets-in-a-bookmakers-office-sports-betting-system-2-out-of-3-3-out-of-5)
  it.each([
    ["all win", [W, W, W], "2710.00"],
    ["2.50 lost", [W, W, L], "760.00"],
    ["2.00 lost", [W, L, W], "950.00"],
    ["1.90 lost", [L, W, W], "1000.00"],
    ["two lost", [L, L, W], "0.00"],
  ] as const)("2/3 %s", (_name, statuses, expected) => {
    const legs = ["1.90", "2.00", "2.50"].map((o, i) => sel(o, statuses[i] ?? W));
    expect(totalReturn(coupon(CouponType.system, "600.00", legs, { systemValue: 2 }))).toBe(expected);
  });
  it("3/5, $1000 over 10 accumulators of $100 (same source): lines and total", () => {
    const c = coupon(
      CouponType.system,
      "1000.00",
      ["1.90", "2.00", "2.50", "2.80", "3.00"].map((o) => sel(o, W)),
      { systemValue: 3 },
    );
    const lines = couponLines(c);
    expect(lines).toHaveLength(10);
    expect(lines).not.toHaveLength(0);
    expect(lines.every((l) => l.stake?.n === eur("1000.00") && l.stake.d === 10n)).toBe(true);
    // the source lists 950, 1064, 1140, 1400, 1500, 1680, 2100, 1330, 1425 for nine of the ten lines
    const returns = lines.map((l) =>
      l.return ? roundToDigits({ n: l.return.n, d: l.return.d * 100n }, 0) : null,
    );
    expect(returns).toEqual(
      expect.arrayContaining([950n, 1064n, 1140n, 1400n, 1500n, 1680n, 2100n, 1330n, 1425n]),
    );
    expect(totalReturn(c)).toBe("14185.00");
  });
  it("2/3, 3 USD, odds 1.5 / 3 / 2.5: 4.50 + 3.75 + 7.50 (https://cannonbet.zendesk.com/hc/en-us/articles/4411470532625-System-Bet)", () => {
    const c = coupon(CouponType.system, "3.00", [sel("1.50", W), sel("3.00", W), sel("2.50", W)], {
      systemValue: 2,
    });
    expect(totalReturn(c)).toBe("15.75");
    expect(couponLines(c).map((l) => l.legs)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });
  it("a banker multiplies every line; a losing banker loses the coupon (the cannonbet example with a 2.00 banker)", () => {
    const legs = [sel("1.50", W), sel("3.00", W), sel("2.50", W), sel("2.00", W)];
    expect(totalReturn(coupon(CouponType.system, "3.00", legs, { systemValue: 2, bankers: [3] }))).toBe(
      "31.50",
    );
    legs[3] = sel("2.00", L);
    expect(totalReturn(coupon(CouponType.system, "3.00", legs, { systemValue: 2, bankers: [3] }))).toBe(
      "0.00",
    );
    legs[3] = sel("2.00", R);
    expect(totalReturn(coupon(CouponType.system, "3.00", legs, { systemValue: 2, bankers: [3] }))).toBe(
      "15.75",
    );
  });
});

describe("patent (8): Trixie, Yankee, Heinz", () => {
  it("£1 Trixie at 2-1, 3-1, 4-1: doubles 12, 15, 20 and treble 60 = £107 (https://www.oddschecker.com/betting-terms/trixie)", () => {
    const c = coupon(CouponType.patent, "4.00", [frac("2/1", W), frac("3/1", W), frac("4/1", W)]);
    expect(totalReturn(c)).toBe("107.00");
  });
  it("£10 Trixie at evens: 3 doubles of £40 and a treble of £80 (https://www.drawnobet.com/trixie-bet/)", () => {
    expect(
      totalReturn(coupon(CouponType.patent, "40.00", [sel("2.00", W), sel("2.00", W), sel("2.00", W)])),
    ).toBe("200.00");
  });
  // €1 Yankee, A 2.00, B 3.50, C 4.00, D 1.50 (https://www.marathonbet.co.uk/en/help/bet_glossary/yankee/)
  it.each([
    ["all four win", [W, W, W, W], "156.75"],
    ["D loses", [W, W, W, L], "57.00"],
  ] as const)("€1 Yankee, %s", (_name, statuses, expected) => {
    const legs = ["2.00", "3.50", "4.00", "1.50"].map((o, i) => sel(o, statuses[i] ?? W));
    expect(totalReturn(coupon(CouponType.patent, "11.00", legs))).toBe(expected);
    expect(couponLines(coupon(CouponType.patent, "11.00", legs))).toHaveLength(11);
  });
  it("30p Yankee with 4 winners at 3/1 returns £182.40 (http://www.docstoc.com/docs/126500329/bet)", () => {
    expect(
      totalReturn(
        coupon(
          CouponType.patent,
          "3.30",
          [1, 2, 3, 4].map(() => frac("3/1", W)),
        ),
      ),
    ).toBe("182.40");
  });
  it("£1 Yankee at 2/1, 3/1, 5/1, 8/1: 4·5·7·10 − 1 − 3 − 4 − 6 − 9 = £1377 (http://www.safebookmakerssites.com/ARTICLES2/calculateyankeebetwinnings.htm)", () => {
    expect(
      totalReturn(
        coupon(
          CouponType.patent,
          "11.00",
          ["2/1", "3/1", "5/1", "8/1"].map((f) => frac(f, W)),
        ),
      ),
    ).toBe("1377.00");
  });
  it("£1 Heinz at evens: ((A+1)…(F+1)) − (A+…+F+1) = 3^6 − 13 = £716 (formula: https://betbubbles.com/trixie-bet/)", () => {
    const c = coupon(
      CouponType.patent,
      "57.00",
      [1, 2, 3, 4, 5, 6].map(() => sel("2.00", W)),
    );
    expect(couponLines(c)).toHaveLength(57);
    expect(totalReturn(c)).toBe("716.00");
  });
});

describe("lucky (7): Lucky 15, Lucky 63", () => {
  it("£1 Lucky 15 at 2/1, 3/1, 5/1, 8/1: 4·5·7·10 − 1 = £1399 (http://www.safebookmakerssites.com/ARTICLES2/calculateyankeebetwinnings.htm)", () => {
    expect(
      totalReturn(
        coupon(
          CouponType.lucky,
          "15.00",
          ["2/1", "3/1", "5/1", "8/1"].map((f) => frac(f, W)),
        ),
      ),
    ).toBe("1399.00");
  });
  it("30p Lucky 15, three winners at 3/1 and a non-runner: £74.70 (http://www.docstoc.com/docs/126500329/bet)", () => {
    const legs = [frac("3/1", W), frac("3/1", W), frac("3/1", W), frac("3/1", R)];
    expect(totalReturn(coupon(CouponType.lucky, "4.50", legs))).toBe("74.70");
  });
  it("1-unit Lucky 15 at evens, all four win: 65 units of profit on 15 staked (https://www.sbo.net/strategy/lucky-15/)", () => {
    expect(
      totalReturn(
        coupon(
          CouponType.lucky,
          "15.00",
          [1, 2, 3, 4].map(() => sel("2.00", W)),
        ),
      ),
    ).toBe("80.00");
  });
  it("€1 Lucky 63 (6 singles … one six-fold) at evens: (A+1)…(F+1) − 1 = €728 (formula: https://betbubbles.com/lucky-15-calculator/)", () => {
    const c = coupon(
      CouponType.lucky,
      "63.00",
      [1, 2, 3, 4, 5, 6].map(() => sel("2.00", W)),
    );
    expect(couponLines(c)).toHaveLength(63);
    expect(totalReturn(c)).toBe("728.00");
  });
});
