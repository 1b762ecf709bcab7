/**
 * The coupon and the server agree (issue 13 #2): for random coupons of every type 0–9, what the
 * coupon shows — the system value, the number of lines, the possible win and the minimum win,
 * computed by the domain functions the shell's coupon renders — equals what the server computes
 * and writes for the request the shell sends (placement parse → checks → the rows placementItem
 * hands to the database → the engine input settlement reads back from those rows).
 */
import {
  type CouponState,
  type CouponBet as CouponStateBet,
  type CouponTypeId,
  couponLines,
  couponPreview,
  currencyCode,
  DEFAULT_COUPON_SETTINGS,
  defaultCouponState,
  LOBBY_BLOCK_ID,
  MIN_BETS_BY_TYPE,
  type Money,
  minPossibleWin,
  type Odds,
  setSystemValue,
  toPlacementRequest,
  withSystemValues,
} from "@parlay/domain/betting";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CouponBet } from "../sportsbook/store/coupon.ts";
import type { GameView } from "../sportsbook/store/presenters.ts";
import { checkPlacement } from "./check.ts";
import { parsePlan } from "./parse.ts";
import { placementItem } from "./placement-item.ts";
import type { ReadOutcome } from "./placement-read.ts";
import type { BettingSettings } from "./settings.ts";
import { storedCouponInput } from "./stored-input.ts";
import { placeBody } from "./views.ts";

const EUR = currencyCode("EUR");
const MARGIN_BP = 100;

const settings: BettingSettings = {
  currency: "EUR",
  minAmount: 1n as Money,
  maxAmount: null,
  vipMaxAmount: null,
  amountStep: 250n as Money,
  initialAmount: 500n as Money,
  minTypes: [],
  maxTypes: [],
  liveDelayMs: 0,
  isBonusBetAllowed: false,
  isVipBetAllowed: false,
  showOneClick: false,
  antiExpressMarginBp: MARGIN_BP,
};

function stateBet(outcomeId: number, coef: Odds, blockId: number): CouponStateBet {
  return {
    market: {
      id: String(outcomeId),
      coef,
      sportId: 1,
      typeId: 1,
      kind: 0,
      isLive: false,
      names: ["1X2", "1"],
    },
    blockId,
    statusId: -1,
    game: {
      number: outcomeId,
      status: 1,
      startTime: null,
      timeSec: null,
      opponents: ["A", "B"],
      fullScore: null,
      finished: false,
      liveInLive: false,
    },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: false,
    pageType: null,
  };
}

/** The catalogue's answer for an outcome at the odds the coupon shows (no price change). */
function catalogue(outcomeId: number, coef: Odds): ReadOutcome {
  const bet: CouponBet = {
    market: {
      id: outcomeId,
      marketId: outcomeId + 1000,
      coef: Number(coef),
      sportId: 1,
      typeId: 1,
      kind: 0,
      param: null,
      code: "1",
      isLive: false,
      names: { market: "1X2", outcome: "1" },
    },
    game: { gameId: outcomeId + 2000, number: outcomeId, isFinished: false, score: [0, 0] } as GameView,
    isBlocked: false,
    statusId: -1,
  };
  return { bet, row: { outcome_id: BigInt(outcomeId), coef: Number(coef) } as ReadOutcome["row"] };
}

const couponArb = fc
  .integer({ min: 0, max: 9 })
  .chain((t) => {
    const typeId = t as CouponTypeId;
    const min = MIN_BETS_BY_TYPE[typeId];
    const max = typeId === 0 ? 1 : 6;
    return fc.record({
      typeId: fc.constant(typeId),
      legs: fc.array(
        fc.record({
          coef: fc.integer({ min: 1010, max: 15000 }),
          // system: 0 is a banker; multibet: 0 is the lobby block; conditional: blocks 1–3
          block: fc.integer({ min: typeId === 5 ? 1 : 0, max: 3 }),
          ownAmount: fc.option(fc.integer({ min: 1, max: 50000 }), { nil: null }),
        }),
        { minLength: min, maxLength: max },
      ),
      amount: fc.integer({ min: 1, max: 100000 }),
      systemValue: fc.integer({ min: 2, max: 6 }),
      blockAmounts: fc.array(fc.option(fc.integer({ min: 1, max: 50000 }), { nil: null }), {
        minLength: 4,
        maxLength: 4,
      }),
    });
  })
  .map(({ typeId, legs, amount, systemValue, blockAmounts }) => {
    const bets = legs.map((l, i) => {
      const blockId = typeId === 2 ? (l.block === 0 ? LOBBY_BLOCK_ID : i + 1) : l.block;
      return stateBet(
        i + 1,
        BigInt(l.coef) as Odds,
        typeId === 4 || typeId === 5 || typeId === 2 ? blockId : i + 1,
      );
    });
    const amountByBetId: Record<string, Money> = {};
    legs.forEach((l, i) => {
      if (l.ownAmount !== null) amountByBetId[String(i + 1)] = BigInt(l.ownAmount) as Money;
    });
    const amountByBlockId: Record<number, Money | "max"> = {};
    blockAmounts.forEach((a, i) => {
      amountByBlockId[i] = a === null ? "max" : (BigInt(a) as Money);
    });
    // As the shell's reducer does: the system values follow the bets, the chosen value is clamped.
    const base = withSystemValues({
      ...defaultCouponState(EUR),
      typeId,
      bets,
      amount: BigInt(amount) as Money,
      amountByBetId: typeId === 9 ? amountByBetId : {},
      amountByBlockId: typeId === 5 ? amountByBlockId : {},
    });
    return setSystemValue(base, systemValue);
  });

interface Stored {
  systemValue: number | null;
  lines: number | null;
  possibleWin: bigint;
  minWin: bigint | null;
}

/** What the server writes for the request the coupon sends, read back as settlement reads it. */
function placeOnServer(state: CouponState): Stored[] {
  const request = toPlacementRequest(state, DEFAULT_COUPON_SETTINGS, {
    currency: EUR,
    idempotencyKey: "agreement-0001",
    changeCoefAction: 2,
  });
  const body = placeBody.parse(JSON.parse(JSON.stringify(request)));
  const plan = parsePlan(body);
  const outcomes = new Map(
    state.bets.map((b) => [Number(b.market.id), catalogue(Number(b.market.id), b.market.coef)]),
  );
  const checked = checkPlacement(
    plan,
    [...outcomes.values()].map((o) => o.bet),
    settings,
    { isBonusAccount: false },
  );
  const item = JSON.parse(
    placementItem({
      userId: 1n,
      idempotencyKey: "agreement-0001",
      hash: "h",
      account: { id: 1n, currency: "EUR", isBonus: false },
      plan,
      drafts: checked.drafts,
      isLive: false,
      acceptedAfterMs: 0,
      outcomes,
      placedAt: new Date(0),
    }),
  ) as {
    coupons: {
      amount: string;
      row: {
        type_id: number;
        system_value: number | null;
        bonus_coef: number | null;
        anti_express_coef: number | null;
        anti_express_margin_bp: number | null;
        possible_win: string;
      };
      legs: { coef: number; is_banker: boolean; block_id: number | null }[];
      blocks: { block_id: number; amount: string | null }[];
    }[];
  };
  return item.coupons.map((c) => {
    const input = storedCouponInput(
      { ...c.row, amount: BigInt(c.amount) as Money },
      c.legs,
      [],
      c.blocks.map((b) => (b.amount === null ? "max" : (BigInt(b.amount) as Money))),
    );
    const blockSystem = c.row.type_id === 2 || c.row.type_id === 4;
    return {
      systemValue: c.row.system_value,
      lines: blockSystem ? couponLines(input).length : null,
      possibleWin: BigInt(c.row.possible_win),
      minWin: minPossibleWin(input),
    };
  });
}

describe("the coupon shows what the server stores", () => {
  it("issue 13 #2: a multibet with a lobby bet is placed as the coupon shows it (2 of 3 blocks)", () => {
    const bets = [
      stateBet(1, 2000n as Odds, 1),
      stateBet(2, 1500n as Odds, 2),
      stateBet(3, 3000n as Odds, 3),
      stateBet(4, 1800n as Odds, LOBBY_BLOCK_ID),
    ];
    const state = setSystemValue(
      withSystemValues({ ...defaultCouponState(EUR), typeId: 4, bets, amount: 3000n as Money }),
      2,
    );
    const preview = couponPreview(state, { marginBasisPoints: MARGIN_BP });
    expect(preview.systemOptions.find((o) => o.value === 2)).toMatchObject({ offset: 3, combo: 3n });
    const [stored] = placeOnServer(state);
    expect(stored).toEqual({
      systemValue: 2,
      lines: 3,
      possibleWin: preview.possibleWin,
      minWin: preview.minPossibleWin,
    });
  });

  it("for random coupons of types 0–9: system value, lines, possible win and minimum win", () => {
    fc.assert(
      fc.property(couponArb, (state) => {
        const preview = couponPreview(state, { marginBasisPoints: MARGIN_BP });
        if (preview.problems.length > 0) {
          // The coupon disables "Bet now"; the server refuses the same coupon.
          expect(() => placeOnServer(state)).toThrow();
          return;
        }
        const stored = placeOnServer(state);
        const isSystem = state.typeId === 2 || state.typeId === 4;
        const shown = preview.systemOptions.find((o) => o.value === state.systemValue);
        for (const s of stored) {
          expect(s.systemValue).toBe(isSystem ? state.systemValue : null);
          if (isSystem) expect(BigInt(s.lines ?? -1)).toBe(shown?.combo);
        }
        expect(stored.reduce((sum, s) => sum + s.possibleWin, 0n)).toBe(preview.possibleWin);
        if (state.typeId !== 9) expect(stored[0]?.minWin ?? null).toBe(preview.minPossibleWin);
      }),
      { numRuns: 400 },
    );
  });
});
