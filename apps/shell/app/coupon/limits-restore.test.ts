/** The coupon's limits are the server's (issue 13 #5) and its saved amounts come back in their currency (#3). */
import { sampleOutcomeAnswer } from "@parlay/contracts/testing";
import { currencyCode } from "@parlay/domain/betting";
import { describe, expect, it } from "vitest";
import { type OutcomeAnswer, slipBetFrom } from "./outcomes.ts";
import { enforcedLimitsOf, initialSlipState, type SlipAction, type SlipState, slipReducer } from "./state.ts";

const RUB = currencyCode("RUB");
const run = (state: SlipState, ...actions: SlipAction[]) => actions.reduce(slipReducer, state);

function answer(id: number): OutcomeAnswer {
  return sampleOutcomeAnswer({
    market: {
      id,
      marketId: id * 10,
      coef: 2000,
      sportId: 1,
      typeId: 1,
      kind: 0,
      isLive: false,
      names: { market: "1X2", outcome: "Home" },
    },
    game: {
      gameId: id,
      number: id,
      opponents: ["A", "B"],
      startAt: "2026-11-22T10:00:00Z",
      statusId: 1,
      timeSec: 0,
      fullScore: "",
      isFinished: false,
      isLiveInLive: false,
    },
  });
}

const limits: SlipAction = {
  type: "limits",
  limits: {
    currency: "RUB",
    minAmount: "1.00",
    maxAmount: "500000.00",
    amountStep: "100.00",
    initialAmount: "150.00",
    minAmountCouponTypes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    maxAmountCouponTypes: [0, 1, 2, 4, 5, 6],
    liveDelayMs: 0,
    vipMaxAmount: "5000000.00",
    isBonusBetAllowed: false,
    isVipBetAllowed: true,
    showOneClick: false,
  },
};

const threeBets = (s: SlipState) =>
  run(s, {
    type: "betsLoaded",
    bets: [1, 2, 3].map((id) => slipBetFrom(answer(id), 0)),
    requested: [1, 2, 3],
    now: 1,
  });

describe("limits the coupon shows", () => {
  it("a maximum only for the types the config limits, none on a bonus account, the VIP ceiling for a VIP bet", () => {
    const s = threeBets(run(initialSlipState(RUB), limits));
    expect(enforcedLimitsOf(s)).toEqual({ min: 100n, max: 50000000n });
    for (const typeId of [3, 7, 8, 9] as const)
      expect(enforcedLimitsOf(run(s, { type: "setType", typeId })).max).toBeNull();
    const bonus = run(s, { type: "account", account: { id: 1, iso: "RUB", money: "100.00", type: 4 } });
    expect(enforcedLimitsOf(bonus)).toEqual({ min: 100n, max: null });
    expect(enforcedLimitsOf(run(s, { type: "vipBet", on: true })).max).toBe(500000000n);
  });
  it("auto-max follows the type: the balance where no maximum applies", () => {
    let s = run(
      initialSlipState(RUB),
      limits,
      { type: "account", account: { id: 1, iso: "RUB", money: "900000.00", type: 0 } },
      { type: "autoMax", on: true },
    );
    s = threeBets(s);
    expect(s.coupon.amount).toBe(50000000n);
    expect(run(s, { type: "setType", typeId: 3 }).coupon.amount).toBe(90000000n);
  });
});

describe("saved amounts", () => {
  const amounts = { currency: "RUB", amount: "30000", byBet: { "1": "5000" }, byBlock: { "2": "max" } };
  it("come back in their currency", () => {
    const s = run(threeBets(initialSlipState(RUB)), { type: "restoreAmounts", amounts });
    expect(s.coupon.amount).toBe(30000n);
    expect(s.amountText).toBe("300.00");
    expect(s.coupon.amountByBetId).toEqual({ "1": 5000n });
    expect(s.coupon.amountByBlockId).toEqual({ "2": "max" });
  });
  it("are dropped in another currency (minor units of RUB are not USD)", () => {
    const s = threeBets(initialSlipState(currencyCode("USD")));
    expect(run(s, { type: "restoreAmounts", amounts })).toBe(s);
  });
});
