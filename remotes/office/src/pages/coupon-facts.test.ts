import { describe, expect, it } from "vitest";
import { en } from "../i18n/en.ts";
import { ru } from "../i18n/ru.ts";
import { coupon, everyType, leg } from "../testing/coupons.ts";
import {
  couponStatusKey,
  couponTypeName,
  gameName,
  legStatusKey,
  legStatusName,
  marketName,
  outcomeName,
  possibleWinOf,
  systemSize,
  totalCoef,
} from "./coupon-facts.ts";

describe("coupon facts", () => {
  it("names all ten coupon types, systems and multibets as k/n", () => {
    expect(everyType().map((c) => couponTypeName(c, en))).toEqual([
      "Single",
      "Express",
      "System 2/3",
      "Chain",
      "Multibet 2/3",
      "Conditional bet",
      "Anti-express",
      "Lucky",
      "Patent",
      "Several singles",
    ]);
    expect(
      couponTypeName(coupon({ id: 1, typeId: 2, systemValue: 3, bets: [leg(), leg(), leg(), leg()] }), ru),
    ).toBe("Система 3 из 4");
    expect(couponTypeName(coupon({ id: 1, typeId: 12 }), en)).toBe("Type 12");
  });

  it("counts a banker system's n without the bankers, a multibet's by its non-lobby blocks", () => {
    const banker = coupon({
      id: 1,
      typeId: 2,
      systemValue: 2,
      bets: [leg({ banker: true }), leg(), leg(), leg()],
    });
    expect(systemSize(banker)).toBe(3);
    const blocks = [leg({ blockId: 0 }), leg({ blockId: 1 }), leg({ blockId: 1 }), leg({ blockId: 2 })];
    expect(systemSize(coupon({ id: 2, typeId: 4, systemValue: 2, bets: blocks }))).toBe(2);
  });

  it("groups coupon statuses as the filter does, with the half results kept apart", () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6, 42].map(couponStatusKey)).toEqual([
      "open",
      "open",
      "lost",
      "won",
      "returned",
      "forcedReturn",
      "halfWinHalfReturn",
      "halfLoseHalfReturn",
      "halfLoseHalfWin",
      "open",
    ]);
  });

  it("names every leg status of spec 001 §3; a started game's open leg waits for its result", () => {
    const now = Date.parse("2025-04-01T12:00:00Z");
    const future = "2025-04-02T12:00:00Z";
    const names = [-2, -1, 0, 1, 2, 3, 4, 5, 6].map((statusId) =>
      legStatusName({ statusId, startAt: future, inPlay: false }, now, en),
    );
    expect(names).toEqual([
      "Not calculated",
      "Game not started",
      "Lost",
      "Won",
      "Returned",
      "Forced return",
      "Half won, half returned",
      "Half lost, half returned",
      "Half lost, half won",
    ]);
    expect(legStatusKey({ statusId: -1, startAt: "2025-04-01T11:00:00Z", inPlay: false }, now)).toBe(
      "inPlay",
    );
    expect(legStatusKey({ statusId: -1, startAt: null, inPlay: false }, now)).toBe("notStarted");
    // A live game runs on the feed's clock: scheduled "later" by the player's clock, yet in play.
    expect(legStatusKey({ statusId: -1, startAt: "2099-01-01T00:00:00Z", inPlay: true }, now)).toBe("inPlay");
    expect(legStatusKey({ statusId: -1, startAt: "2099-01-01T00:00:00Z", inPlay: false }, now)).toBe(
      "notStarted",
    );
    expect(legStatusName({ statusId: 9, startAt: null, inPlay: false }, now, en)).toBe("Status 9");
  });

  it("multiplies the odds of a single or an express (rounded to 3 digits); other types have no one figure", () => {
    const express = coupon({ id: 1, typeId: 1, bets: [leg({ coef: "1.333" }), leg({ coef: "1.777" })] });
    expect(totalCoef(express)).toBe("2.369"); // 2.368741 → 2.369
    expect(totalCoef({ ...express, bonusCoef: "1.03" })).toBe("2.440"); // 2.4398032…
    expect(totalCoef(coupon({ id: 2, typeId: 0, bets: [leg({ coef: "2.5" })] }))).toBe("2.500");
    expect(totalCoef(coupon({ id: 3, typeId: 2, systemValue: 2 }))).toBeNull();
  });

  it("takes the server's possible win", () => {
    const express = coupon({ id: 1, typeId: 1, amount: "10.01", bets: [leg({ coef: "1.333" })] });
    expect(possibleWinOf({ ...express, possibleWin: "23.71" })).toBe("23.71");
    expect(possibleWinOf({ ...express, possibleWin: null })).toBeNull();
  });

  it("falls back to ids when the answer has no names", () => {
    const bare = leg({
      outcomeId: 4411,
      marketId: 301,
      gameId: 88,
      gameNumber: 0,
      home: "",
      away: "",
      marketName: "",
      outcomeName: "",
    });
    expect([gameName(bare, en), marketName(bare, en), outcomeName(bare, en)]).toEqual([
      "Game 88",
      "Market 301",
      "Outcome 4411",
    ]);
    expect(gameName(leg({ home: "Arsenal", away: "Chelsea" }), en)).toBe("Arsenal – Chelsea");
  });
});
