/**
 * TEST FIXTURES — whole answers of the contracts with neutral values, for tests of the clients that
 * read them: `{ ...sampleGame(), opponents: ["A", "B"] }`. Typed by the contracts, so a new field
 * is added here once rather than in every test. Plain objects: no schema at run time.
 */
import type { CouponBetView, CouponView } from "./betting.ts";
import type { Game, GameWithMarkets, Market, Outcome, OutcomeAnswer } from "./sportsbook.ts";
import type { AccountView, PaymentView } from "./wallet.ts";

export function sampleGame(over: Partial<Game> = {}): Game {
  return {
    gameId: 1,
    number: 0,
    sportId: 1,
    champId: 1,
    opponents: ["Home", "Away"],
    teamIds: [0, 0],
    slug: "home-away",
    startAt: "2026-11-22T10:00:00.000Z",
    statusId: 1,
    timeSec: 0,
    period: 0,
    score: [0, 0],
    periodScores: [],
    fullScore: "",
    info: "",
    isFinished: false,
    isLiveInLive: false,
    isRecommended: false,
    videoId: null,
    isLive: false,
    ...over,
  };
}

export function sampleOutcome(over: Partial<Outcome> = {}): Outcome {
  return { outcomeId: 1, code: "1", name: "Home", coef: 2000, statusId: null, isBlocked: false, ...over };
}

export function sampleMarket(over: Partial<Market> = {}): Market {
  return {
    marketId: 1,
    typeId: 1,
    kind: 0,
    param: null,
    isLive: false,
    isBlocked: false,
    isMain: true,
    name: "1X2",
    outcomes: [],
    ...over,
  };
}

export function sampleGameWithMarkets(over: Partial<GameWithMarkets> = {}): GameWithMarkets {
  return { ...sampleGame(), markets: [], ...over };
}

/** GET /web-api/sportsbook/outcomes: one outcome's state. */
export function sampleOutcomeAnswer(
  over: { market?: Partial<OutcomeAnswer["market"]>; game?: Partial<Game> } & Partial<
    Omit<OutcomeAnswer, "market" | "game">
  > = {},
): OutcomeAnswer {
  const { market, game, ...rest } = over;
  return {
    market: {
      id: 1,
      marketId: 10,
      coef: 2000,
      sportId: 1,
      typeId: 1,
      kind: 0,
      param: null,
      code: "1",
      isLive: false,
      names: { market: "1X2", outcome: "Home" },
      ...market,
    },
    game: sampleGame(game),
    isBlocked: false,
    statusId: -1,
    ...rest,
  };
}

export function sampleCouponBet(over: Partial<CouponBetView> = {}): CouponBetView {
  return {
    outcomeId: 1,
    marketId: 10,
    gameId: 1,
    gameNumber: 0,
    sportId: 1,
    champName: "",
    home: "Home",
    away: "Away",
    startAt: null,
    score: null,
    inPlay: false,
    marketName: "1X2",
    outcomeName: "Home",
    coef: "2.000",
    banker: false,
    blockId: null,
    statusId: -1,
    ...over,
  };
}

export function sampleCoupon(over: Partial<CouponView> = {}): CouponView {
  return {
    id: 1,
    code: null,
    typeId: 0,
    amount: "100.00",
    currency: "RUB",
    accountId: 1,
    systemValue: null,
    changeCoefAction: 2,
    status: -1,
    isLive: false,
    placedAt: "2026-11-22T10:00:00.000Z",
    settledAt: null,
    returnAmount: null,
    possibleWin: null,
    bonusCoef: null,
    isVipBet: false,
    bets: [],
    ...over,
  };
}

export function sampleAccount(over: Partial<AccountView> = {}): AccountView {
  return {
    id: 1,
    iso: "RUB",
    currencyId: 1,
    symbol: "₽",
    money: "0.00",
    held: "0.00",
    balance: "0.00",
    type: 0,
    isActive: true,
    label: "Main account",
    labelWithSymbol: "Main account, ₽",
    points: 0,
    isPointsTypeBalance: false,
    convertMessage: null,
    ...over,
  };
}

export function samplePayment(over: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 1,
    type: "deposit",
    method: "card",
    amount: "100.00",
    currency: "RUB",
    status: "created",
    statusMessage: null,
    createdAt: "2026-11-22T10:00:00.000Z",
    settledAt: null,
    transactionId: null,
    ...over,
  };
}
