import type { CouponBetView, CouponPage, CouponView } from "../api/betting-types.ts";

/**
 * Contract-shaped bet history answers (betting HTTP contract, call 3) for the office tests: one
 * coupon of every type 0–9 and, across them, a leg of every bet status id -2 … 6.
 */

let outcomeSeq = 9000;

export function leg(over: Partial<CouponBetView> = {}): CouponBetView {
  outcomeSeq += 1;
  return {
    outcomeId: outcomeSeq,
    marketId: 500 + (outcomeSeq % 7),
    gameId: 70 + (outcomeSeq % 5),
    gameNumber: 1200 + (outcomeSeq % 5),
    sportId: 1,
    champName: "Premier League",
    home: "Arsenal",
    away: "Chelsea",
    startAt: "2030-05-01T18:30:00.000Z",
    score: null,
    inPlay: false,
    marketName: "Match result",
    outcomeName: "Arsenal to win",
    coef: "2.000",
    banker: false,
    blockId: null,
    statusId: -1,
    ...over,
  };
}

export function coupon(over: Partial<CouponView> & Pick<CouponView, "id" | "typeId">): CouponView {
  return {
    code: `C${String(over.id).padStart(3, "0")}XK7P`.slice(0, 8),
    amount: "150.00",
    currency: "RUB",
    accountId: 11,
    systemValue: null,
    changeCoefAction: 2,
    status: -1,
    isLive: false,
    placedAt: "2025-03-30T09:05:00.000Z",
    settledAt: null,
    returnAmount: null,
    possibleWin: null,
    bonusCoef: null,
    isVipBet: false,
    bets: [leg()],
    ...over,
  };
}

/** Ten coupons, one per type, newest first, covering every leg status. */
export function everyType(): CouponView[] {
  return [
    coupon({
      id: 110,
      typeId: 0,
      status: 1,
      settledAt: "2025-03-30T21:00:00.000Z",
      returnAmount: "300.00",
      possibleWin: "300.00",
      bets: [leg({ statusId: 1, score: "2:1", startAt: "2025-03-30T18:00:00.000Z" })],
    }),
    coupon({
      id: 109,
      typeId: 1,
      possibleWin: "1350.00",
      isLive: true,
      bets: [
        leg({ coef: "2.500", statusId: -1 }),
        leg({ coef: "3.600", statusId: -2, home: "Real Madrid", away: "Barcelona", champName: "LaLiga" }),
      ],
    }),
    coupon({
      id: 108,
      typeId: 2,
      systemValue: 2,
      bets: [
        leg({ banker: true, blockId: 0, statusId: 0 }),
        leg({ statusId: 1 }),
        leg({ statusId: 2 }),
        leg({ statusId: 3 }),
      ],
      status: 0,
      returnAmount: "0.00",
      settledAt: "2025-03-29T20:00:00.000Z",
    }),
    coupon({ id: 107, typeId: 3, bets: [leg({ statusId: 4 }), leg({ statusId: 5 })], status: 4 }),
    coupon({
      id: 106,
      typeId: 4,
      systemValue: 2,
      bets: [
        leg({ blockId: 0, statusId: 6 }),
        leg({ blockId: 1 }),
        leg({ blockId: 1 }),
        leg({ blockId: 2 }),
        leg({ blockId: 3 }),
      ],
    }),
    coupon({ id: 105, typeId: 5, status: 5, bets: [leg(), leg()] }),
    coupon({ id: 104, typeId: 6, status: 6, bets: [leg(), leg(), leg()] }),
    coupon({ id: 103, typeId: 7, status: 2, returnAmount: "150.00", bets: [leg(), leg(), leg()] }),
    coupon({ id: 102, typeId: 8, status: 3, returnAmount: "150.00", bets: [leg(), leg(), leg()] }),
    coupon({ id: 101, typeId: 9, amount: "50.00", currency: "USD", isVipBet: true, bets: [leg(), leg()] }),
  ];
}

export function couponPage(items: CouponView[], total = items.length): CouponPage {
  return { items, page: 1, pageSize: 20, total };
}

/** A coupon whose answer has no code, names or game details: the list falls back to ids. */
export function unnamedView(): CouponView {
  const bare = (outcomeId: number, marketId: number, gameId: number, coef: string) =>
    leg({
      outcomeId,
      marketId,
      gameId,
      gameNumber: 0,
      champName: "",
      home: "",
      away: "",
      startAt: null,
      marketName: "",
      outcomeName: "",
      coef,
    });
  return coupon({
    id: 7,
    typeId: 1,
    code: null,
    amount: "100.00",
    accountId: 3,
    possibleWin: "300.00",
    bets: [bare(4411, 301, 88, "1.500"), bare(4412, 302, 89, "2.000")],
  });
}
