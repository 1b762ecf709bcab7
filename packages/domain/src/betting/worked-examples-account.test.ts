/**
 * Table tests from public worked examples: chain, conditional, multibet, anti-express, many
 * singles. Each case cites where the figures come from.
 */
import { describe, expect, it } from "vitest";
import { antiExpressCoefExact } from "./anti-express.ts";
import { BetStatus, CouponType } from "./ids.ts";
import { roundMoney } from "./money.ts";
import { roundToDigits } from "./rational.ts";
import { couponLines } from "./settle.ts";
import { coupon, eur, sel, totalReturn } from "./test-helpers.ts";

const {
  win: W,
  lose: L,
  return: R,
  halfWinHalfReturn: HW,
  halfLoseHalfReturn: HL,
  halfLoseHalfWin: HLW,
} = BetStatus;

describe("chain (3)", () => {
  it("$3 chain 2 W, 1.5 W, 2 L, 3 W, 1.5 L ends with $7.50 (https://global.bettingphp.com/en/advantages-us/1xbet-usa/chainbet/)", () => {
    const legs = [sel("2.00", W), sel("1.50", W), sel("2.00", L), sel("3.00", W), sel("1.50", L)];
    expect(totalReturn(coupon(CouponType.chain, "3.00", legs))).toBe("7.50");
  });
  it("€100 chain 1.55 +, 1.25 +, 1.85 −, 2.00 +: account 155, 180, 80, 160 (http://betsico.com/en/chain-bets/)", () => {
    const c = coupon(CouponType.chain, "100.00", [
      sel("1.55", W),
      sel("1.25", W),
      sel("1.85", L),
      sel("2.00", W),
    ]);
    expect(totalReturn(c)).toBe("160.00");
    expect(couponLines(c).map((l) => l.stake && roundMoney(l.stake))).toEqual([
      eur("100.00"),
      eur("100.00"),
      eur("100.00"),
      eur("80.00"),
    ]);
  });
  it("a half result in a link settles the link by its factor (derived from the chain rule and the leg factors)", () => {
    // link 1: 100 × (2.00 + 1)/2 = 150; link 2: stake 100 at 1.50 → 150 − 100 + 150 = 200
    expect(totalReturn(coupon(CouponType.chain, "100.00", [sel("2.00", HW), sel("1.50", W)]))).toBe("200.00");
    // link 1: 100 × 1/2 = 50; link 2 stakes min(100, 50) = 50 at 3.00 → 150
    expect(totalReturn(coupon(CouponType.chain, "100.00", [sel("2.00", HL), sel("3.00", W)]))).toBe("150.00");
  });
  it("the first link losing loses the chain (https://1xgroup.bet/kak-delat-stavki-cepochka.html)", () => {
    const c = coupon(CouponType.chain, "100.00", [sel("1.55", L), sel("1.25", W), sel("2.00", W)]);
    expect(totalReturn(c)).toBe("0.00");
    expect(couponLines(c).map((l) => l.stake && roundMoney(l.stake))).toEqual([eur("100.00"), 0n, 0n]);
  });
});

describe("conditional (5)", () => {
  // Block 1 at 1.15 staked €100; block 2 an express 1.39 × 1.13 staked "max"; block 3 at 1.13
  // staked €100 (http://betsico.com/en/conditional-bets/): 115 × 1.5707 = 180.63, −100 = 80.63.
  const legs = (b1: number, b3: number) => [
    sel("1.15", b1 as 0 | 1),
    sel("1.39", W),
    sel("1.13", W),
    sel("1.13", b3 as 0 | 1),
  ];
  const extra = { blocks: [[0], [1, 2], [3]], blockAmounts: ["max" as const, eur("100.00")] };
  it.each([
    ["option 1: block 1 loses", 0, 1, "0.00"],
    ["option 2: block 3 loses", 1, 0, "80.63"],
    ["option 3: every block wins (80.6305 + 113)", 1, 1, "193.63"],
  ])("%s", (_name, b1, b3, expected) => {
    expect(totalReturn(coupon(CouponType.conditional, "100.00", legs(b1, b3), extra))).toBe(expected);
  });
});

describe("multibet (4)", () => {
  // 1xBet rules 4.8 (http://hozir.org/osnovnie-ponyatiya-i-termini-v2/hozir.org/osnovnie-ponyatiya-i-termini-v2.html?page=13):
  // the lobby coefficient × the system's winning coefficient × the amount of one system variant;
  // a lost lobby or a lost system loses the whole bet. Lobby 1.5; blocks 2.0, 3.0, (1.5 × 2.0); 2/3.
  const legs = (lobby: 0 | 1, a: 0 | 1, b: 0 | 1) => [
    sel("2.00", a),
    sel("3.00", b),
    sel("1.50", W),
    sel("2.00", W),
    sel("1.50", lobby),
  ];
  const extra = { systemValue: 2, blocks: [[0], [1], [2, 3]], lobby: [4] };
  it.each([
    ["all win: (6 + 6 + 9) × 10 × 1.5", 1, 1, 1, "315.00"],
    ["lobby lost", 0, 1, 1, "0.00"],
    ["system lost (two blocks lost)", 1, 0, 0, "0.00"],
    ["one block lost: 3 × 3 × 10 × 1.5", 1, 0, 1, "135.00"],
  ] as const)("%s", (_name, lobby, a, b, expected) => {
    expect(totalReturn(coupon(CouponType.multibet, "30.00", legs(lobby, a, b), extra))).toBe(expected);
  });
});

describe("anti-express (6)", () => {
  // 1.25, 1.65, 1.85: anti 1.17; 3rd void 1.58; 2nd and 3rd void 3.16; €100 × 1.17 = €117
  // (http://betsico.com/en/anti-accumulator-bets/). Their prices fit 1/(1 − p + m) with m = 11.66 %.
  const legs = ["1.25", "1.65", "1.85"];
  it.each([
    ["no void", [0, 1, 2], 117n],
    ["3rd void", [0, 1], 158n],
    ["2nd and 3rd void", [0], 316n],
  ] as const)("coefficient with %s", (_name, live, hundredths) => {
    const exact = antiExpressCoefExact(
      live.map((i) => sel(legs[i] as string, W).odds),
      1166,
    );
    expect(exact && roundToDigits(exact, 2)).toBe(hundredths);
  });
  it("settles €100 × 1.170 when one selection loses, nothing when all win, refund when all void", () => {
    const extra = { antiExpress: { marginBasisPoints: 1166 } };
    expect(
      totalReturn(
        coupon(CouponType.antiExpress, "100.00", [sel("1.25", W), sel("1.65", L), sel("1.85", W)], extra),
      ),
    ).toBe("117.00");
    expect(
      totalReturn(
        coupon(
          CouponType.antiExpress,
          "100.00",
          legs.map((o) => sel(o, W)),
          extra,
        ),
      ),
    ).toBe("0.00");
    expect(
      totalReturn(
        coupon(
          CouponType.antiExpress,
          "100.00",
          legs.map((o) => sel(o, R)),
          extra,
        ),
      ),
    ).toBe("100.00");
    // 3rd void: re-priced without it at 1.583 (the source shows 1.58)
    expect(
      totalReturn(
        coupon(CouponType.antiExpress, "100.00", [sel("1.25", L), sel("1.65", W), sel("1.85", R)], extra),
      ),
    ).toBe("158.30");
  });
  it("a half result is two half-stakes: each half settled as an anti-express (see docs/betting.md)", () => {
    const extra = { antiExpress: { marginBasisPoints: 1166 } };
    const with2nd = (status: typeof HL | typeof HLW | typeof HW) =>
      totalReturn(
        coupon(
          CouponType.antiExpress,
          "100.00",
          [sel("1.25", W), sel("1.65", status), sel("1.85", W)],
          extra,
        ),
      );
    expect(with2nd(HL)).toBe("58.50"); // half lost → 50 × 1.170; half void → the others all won → 0
    expect(with2nd(HLW)).toBe("58.50"); // half lost → 50 × 1.170; half won → 0
    expect(with2nd(HW)).toBe("0.00"); // half won → 0; half void → 0
  });
  it("€100 on 1.50, 2.00, 2.60 (express 7.80) is offered near 1.08 with a 5 % margin (https://bookmaker-ratings.com.ua/bonusy-bukmekerov/antiekspres-vid-marafonbet)", () => {
    const exact = antiExpressCoefExact([sel("1.50", W).odds, sel("2.00", W).odds, sel("2.60", W).odds], 500);
    expect(exact && roundToDigits(exact, 2)).toBe(108n);
  });
});

describe("many singles (9)", () => {
  it("each bet is its own single with its own amount (amountByBetId)", () => {
    const c = coupon(CouponType.manySingles, "10.00", [sel("2.00", W), sel("3.00", L), sel("1.50", R)], {
      amountByBet: [eur("10.00"), eur("20.00"), eur("5.00")],
    });
    expect(totalReturn(c)).toBe("25.00");
    expect(couponLines(c).map((l) => l.legs)).toEqual([[0], [1], [2]]);
  });
});
