import { sampleOutcomeAnswer } from "@parlay/contracts/testing";
import { currencyCode, DEFAULT_COUPON_SETTINGS, type Odds } from "@parlay/domain/betting";
import { describe, expect, it } from "vitest";
import { bonusBetRequested } from "./bonus.ts";
import { isBetFinished, isBetLiveNow, type OutcomeAnswer, slipBetFrom } from "./outcomes.ts";
import { initialSlipState, type SlipAction, type SlipState, slipReducer } from "./state.ts";

const RUB = currencyCode("RUB");

function answer(outcomeId: number, coef: number, gameId = outcomeId): OutcomeAnswer {
  return sampleOutcomeAnswer({
    market: {
      id: outcomeId,
      marketId: outcomeId * 10,
      coef,
      sportId: 1,
      typeId: 1,
      kind: 0,
      isLive: false,
      names: { market: "1X2", outcome: "Home" },
    },
    game: {
      gameId,
      number: gameId,
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

const run = (state: SlipState, ...actions: SlipAction[]) => actions.reduce(slipReducer, state);
const add = (...answers: OutcomeAnswer[]): SlipAction => ({
  type: "betsLoaded",
  bets: answers.map((a) => slipBetFrom(a, 0)),
  requested: answers.map((a) => a.market.id),
  now: 1,
});

describe("coupon reducer", () => {
  it("starts with the currency's initial amount and step, and changeCoefAction 2", () => {
    const s = initialSlipState(RUB);
    expect(s.amountText).toBe("150.00");
    expect(s.coupon.amountStep).toBe(10000n);
    expect(s.settings.changeCoefAction).toBe(2);
  });
  it("adding bets numbers their blocks and moves single → express; removing falls back", () => {
    let s = run(initialSlipState(RUB), add(answer(1, 2000)));
    expect(s.coupon.typeId).toBe(0);
    s = run(s, add(answer(2, 1500), answer(3, 3000)));
    expect(s.coupon.typeId).toBe(1);
    expect(s.coupon.bets.map((b) => b.blockId)).toEqual([1, 2, 3]);
    s = run(s, add(answer(2, 1500)));
    expect(s.coupon.bets).toHaveLength(3);
    s = run(s, { type: "setType", typeId: 2 });
    expect(s.coupon.systemValues).toEqual([2, 3]);
    s = run(s, { type: "setSystemValue", value: 3 }, { type: "remove", outcomeId: 3 });
    expect(s.coupon.typeId).toBe(1);
    s = run(s, { type: "remove", outcomeId: 2 });
    expect(s.coupon.typeId).toBe(0);
  });
  it("amount: typing, the step buttons, and never below one step", () => {
    let s = run(initialSlipState(RUB), { type: "amountText", text: "250" });
    expect(s.coupon.amount).toBe(25000n);
    s = run(s, { type: "step", direction: 1 });
    expect(s.amountText).toBe("300.00");
    s = run(
      s,
      { type: "step", direction: -1 },
      { type: "step", direction: -1 },
      { type: "step", direction: -1 },
    );
    expect(s.amountText).toBe("100.00");
    s = run(s, { type: "amountText", text: "abc" });
    expect(s.amountText).toBe("abc");
    expect(s.coupon.amount).toBe(10000n);
  });
  it("the limits call sets min, max, step and the untouched initial amount", () => {
    const s = run(initialSlipState(RUB), {
      type: "limits",
      limits: {
        currency: "RUB",
        minAmount: "10.00",
        maxAmount: "50000.00",
        amountStep: "50.00",
        initialAmount: "200.00",
        minAmountCouponTypes: [0],
        maxAmountCouponTypes: [0],
        liveDelayMs: 0,
        vipMaxAmount: null,
        isBonusBetAllowed: true,
        isVipBetAllowed: true,
        showOneClick: true,
      },
    });
    expect(s.coupon.minBetAmount).toBe(1000n);
    expect(s.coupon.maxBetAmount).toBe(5000000n);
    expect(s.amountText).toBe("200.00");
    expect(run(s, { type: "step", direction: 1 }).amountText).toBe("250.00");
  });
  it("live odds change old → new; a blocked market locks the bet", () => {
    let s = run(initialSlipState(RUB), add(answer(1, 2000, 7)));
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, o: [[1, 2100]], b: [[10, 1]], sc: [1, 0] }] });
    const bet = s.coupon.bets[0];
    expect(bet?.previousCoef).toBe(2000n);
    expect(bet?.market.coef).toBe(2100n);
    expect(bet?.isBlocked).toBe(true);
    expect(bet?.game.fullScore).toBe("1:0");
    expect(run(s, { type: "live", diffs: [{ g: 8, sp: 1, o: [[1, 5000]] }] })).toBe(s);
  });
  it("an outcome the score made impossible (ob) locks its bet, and the market reopening does not unlock it", () => {
    let s = run(initialSlipState(RUB), add(answer(1, 2000, 7), answer(2, 3000, 7)));
    const locked = () => s.coupon.bets.map((b) => b.isBlocked);
    expect(locked()).toEqual([false, false]);
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, ob: [[1, 1]], sc: [0, 1] }] });
    expect(locked()).toEqual([true, false]);
    // A dangerous moment blocks outcome 1's market (10), then it reopens: outcome 1 stays suspended.
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, b: [[10, 1]] }] });
    expect(locked()).toEqual([true, false]);
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, b: [[10, 0]] }] });
    expect(locked()).toEqual([true, false]);
    // Reopened on its own while its market is blocked: still locked by the market, then free.
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, b: [[10, 1]] }] });
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, ob: [[1, 0]] }] });
    expect(locked()).toEqual([true, false]);
    s = run(s, { type: "live", diffs: [{ g: 7, sp: 1, b: [[10, 0]] }] });
    expect(locked()).toEqual([false, false]);
  });
  it("a live bet whose game finishes (fin, status 4 or cancelled 5) is over: no longer live, locked", () => {
    const live = (id: number, game: number): OutcomeAnswer => {
      const a = answer(id, 2000, game);
      return { ...a, market: { ...a.market, isLive: true }, game: { ...a.game, statusId: 2, timeSec: 600 } };
    };
    let s = run(initialSlipState(RUB), add(live(1, 7), live(2, 8), live(3, 9)));
    expect(s.coupon.bets.map(isBetLiveNow)).toEqual([true, true, true]);
    expect(s.coupon.bets.some(isBetFinished)).toBe(false);
    s = run(s, {
      type: "live",
      diffs: [
        { g: 7, sp: 1, fin: 1 },
        { g: 8, sp: 1, st: 4 },
      ],
    });
    expect(s.coupon.bets.map(isBetFinished)).toEqual([true, true, false]);
    expect(s.coupon.bets.map(isBetLiveNow)).toEqual([false, false, true]);
    expect(s.coupon.bets.map((b) => b.isBlocked)).toEqual([true, true, false]);
    s = run(s, { type: "live", diffs: [{ g: 9, sp: 1, st: 5 }] });
    expect(s.coupon.bets).not.toHaveLength(0);
    expect(s.coupon.bets.every(isBetFinished)).toBe(true);
    expect(s.coupon.bets.some(isBetLiveNow)).toBe(false);
  });
  it("the outcomes call's finished or cancelled game makes a finished, locked bet", () => {
    const base = answer(1, 2000);
    const finished = slipBetFrom({ ...base, game: { ...base.game, statusId: 4, isFinished: true } }, 1);
    const cancelled = slipBetFrom({ ...base, game: { ...base.game, statusId: 5 } }, 1);
    const open = slipBetFrom(base, 1);
    expect([finished, cancelled, open].map(isBetFinished)).toEqual([true, true, false]);
    expect([finished, cancelled, open].map((b) => b.isBlocked)).toEqual([true, true, false]);
    expect(cancelled.game.finished).toBe(true);
  });
  it("COEF_CHANGED shows the new odds and asks to confirm; a network failure keeps the key", () => {
    let s = run(initialSlipState(RUB), add(answer(1, 2000)), { type: "placeStart", key: "k1" });
    s = run(s, {
      type: "placeFailed",
      error: { code: "NETWORK", message: "x", retryable: true },
    });
    expect(s.attemptKey).toBe("k1");
    s = run(
      s,
      { type: "placeStart", key: "k1" },
      {
        type: "placeFailed",
        error: {
          code: "COEF_CHANGED",
          message: "changed",
          details: { bets: [{ outcomeId: 1, coef: "1.90", isBlocked: false }] },
          retryable: false,
        },
      },
    );
    expect(s.attemptKey).toBeNull();
    expect(s.confirm).toEqual([{ outcomeId: 1, from: 2000n as Odds, to: 1900n as Odds }]);
    expect(s.coupon.bets[0]?.market.coef).toBe(1900n);
    s = run(s, { type: "acceptChanges" });
    expect(s.confirm).toBeNull();
  });
  it("one-click: asks to confirm when the coupon holds bets; confirm clears, undo leaves it off", () => {
    let s = run(initialSlipState(RUB), add(answer(1, 2000)), { type: "oneClickToggle", on: true });
    expect(s.oneClickConfirm).toBe(true);
    expect(s.settings.isActiveOneClick).toBe(false);
    expect(run(s, { type: "oneClickUndo" }).settings.isActiveOneClick).toBe(false);
    s = run(s, { type: "oneClickConfirm" });
    expect(s.settings.isActiveOneClick).toBe(true);
    expect(s.coupon.bets).toHaveLength(0);
    // drop on score change turns one-click off; an empty exact coefficient turns drop off
    s = run(s, { type: "exactCoef", text: "2.5" }, { type: "dropOnScoreChange", on: true });
    expect(s.settings.isActiveOneClick).toBe(false);
    s = run(s, { type: "exactCoef", text: "" });
    expect(s.settings).toMatchObject({ exactCoef: null, isDropOnScoreChange: false });
    const empty = run(initialSlipState(RUB), { type: "oneClickToggle", on: true });
    expect(empty.settings.isActiveOneClick).toBe(true);
  });
  it("switching to a USD account uses the USD step and initial amount", () => {
    const s = run(initialSlipState(RUB), {
      type: "account",
      account: { id: 5, iso: "USD", money: "100.00", type: 0 },
    });
    expect(s.amountText).toBe("5.00");
    expect(run(s, { type: "step", direction: 1 }).amountText).toBe("7.50");
    expect(s.coupon.accountId).toBe("5");
  });
  it("a code loads its bets, type and system value", () => {
    const s = run(initialSlipState(RUB), {
      type: "codeLoaded",
      bets: [1, 2, 3].map((id) => slipBetFrom(answer(id, 2000), id)),
      typeId: 2,
      systemValue: 3,
    });
    expect(s.coupon).toMatchObject({ typeId: 2, systemValue: 3, isLoadedFromCode: true });
    expect(DEFAULT_COUPON_SETTINGS.changeCoefAction).toBe(2);
  });
});

describe("the express bonus bet a placement asks for", () => {
  const site = {
    type: "site",
    site: { ...initialSlipState(RUB).site, isBonusBetAllowed: true },
  } as SlipAction;
  it("goes with a 3-leg express at 1.10 or more, and not once a live leg falls below 1.10", () => {
    let s = run(initialSlipState(RUB), site, add(answer(1, 2000, 7), answer(2, 1500, 8), answer(3, 1200, 9)));
    expect(s.coupon.typeId).toBe(1);
    expect(bonusBetRequested(s)).toBe(true);
    s = run(s, { type: "live", diffs: [{ g: 9, sp: 1, o: [[3, 1013]] }] });
    expect(s.coupon.bets[2]?.market.coef).toBe(1013n);
    expect(bonusBetRequested(s)).toBe(false);
  });
  it("not when the player removed it, nor on a system or with two legs", () => {
    const three = run(initialSlipState(RUB), site, add(answer(1, 2000), answer(2, 1500), answer(3, 1200)));
    expect(bonusBetRequested({ ...three, coupon: { ...three.coupon, manuallyDeletedBonusBet: true } })).toBe(
      false,
    );
    expect(bonusBetRequested(run(three, { type: "setType", typeId: 2 }))).toBe(false);
    expect(bonusBetRequested(run(three, { type: "remove", outcomeId: 3 }))).toBe(false);
  });
});
