/** The placement request one way on both sides: built from the coupon, read back by the server. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { couponBlocks } from "./coupon-preview.ts";
import { DEFAULT_COUPON_SETTINGS } from "./coupon-settings.ts";
import { LOBBY_BLOCK_ID } from "./coupon-state.ts";
import { CouponType, type CouponTypeId } from "./ids.ts";
import { fromPlacementRequest, toPlacementRequest } from "./placement-request.ts";
import { slipBet as bet, slipCoupon as coupon, EUR, eur } from "./test-helpers.ts";

describe("placement request", () => {
  const three = [bet(11, "2.00"), bet(12, "1.50"), bet(13, "3.00", 13, { blockId: 0 })];
  const options = { currency: EUR, idempotencyKey: "k", changeCoefAction: 2 as const };
  it("system with a banker: decimal strings, systemValue, banker flag", () => {
    const body = toPlacementRequest(coupon(CouponType.system, three), DEFAULT_COUPON_SETTINGS, options);
    expect(body).toEqual({
      typeId: 2,
      amount: "10.00",
      currency: "EUR",
      systemValue: 2,
      bets: [
        { outcomeId: 11, coef: "2.000" },
        { outcomeId: 12, coef: "1.500" },
        { outcomeId: 13, coef: "3.000", banker: true },
      ],
      changeCoefAction: 2,
      idempotencyKey: "k",
    });
  });
  it("many singles carry an amount per bet; exact coefficient and drop on score change travel", () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, exactCoef: "2.5", isDropOnScoreChange: true };
    const body = toPlacementRequest(
      coupon(CouponType.manySingles, three, { amountByBetId: { "12": eur("7.50") } }),
      settings,
      { ...options, accountId: 5, isVipBet: true },
    );
    expect(body.amountByBetId).toEqual({ "11": "10.00", "12": "7.50", "13": "10.00" });
    expect(body).toMatchObject({ accountId: 5, isVipBet: true, exactCoef: "2.5", isDropOnScoreChange: true });
    expect(body.systemValue).toBeUndefined();
  });
  it("conditional: block ids and the set amounts of later blocks", () => {
    const bets = [
      bet(1, "2.00", 1, { blockId: 1 }),
      bet(2, "1.50", 2, { blockId: 2 }),
      bet(3, "3.00", 3, { blockId: 3 }),
    ];
    const body = toPlacementRequest(
      coupon(CouponType.conditional, bets, { amountByBlockId: { 2: eur("4.00"), 3: "max" } }),
      DEFAULT_COUPON_SETTINGS,
      options,
    );
    expect(body.bets.map((b) => b.blockId)).toEqual([1, 2, 3]);
    expect(body.amountByBlockId).toEqual({ "2": "4.00" });
  });
  it("multibet: the lobby bet travels as banker: true and is read back as the lobby (issue 13 #2)", () => {
    const bets = [
      bet(1, "2.00", 1, { blockId: 1 }),
      bet(2, "1.50", 2, { blockId: 2 }),
      bet(3, "3.00", 3, { blockId: 3 }),
      bet(4, "1.80", 4, { blockId: LOBBY_BLOCK_ID }),
    ];
    const body = toPlacementRequest(coupon(CouponType.multibet, bets), DEFAULT_COUPON_SETTINGS, options);
    expect(body.bets.map(({ banker, blockId }) => ({ banker, blockId }))).toEqual([
      { banker: undefined, blockId: 1 },
      { banker: undefined, blockId: 2 },
      { banker: undefined, blockId: 3 },
      { banker: true, blockId: undefined },
    ]);
    expect(fromPlacementRequest(body)).toEqual({
      ok: true,
      legs: [
        { banker: false, blockId: 1 },
        { banker: false, blockId: 2 },
        { banker: false, blockId: 3 },
        { banker: true, blockId: null },
      ],
      blockIds: [1, 2, 3],
    });
  });
  it("block 0 is the lobby block: a lobby bet in a multibet or system, refused in a conditional", () => {
    const lobby = fromPlacementRequest({ typeId: 4, bets: [{ blockId: 1 }, { blockId: 2 }, { blockId: 0 }] });
    expect(lobby.ok && lobby.legs[2]).toEqual({ banker: true, blockId: null });
    const banker = fromPlacementRequest({ typeId: 2, bets: [{}, {}, { blockId: 0 }] });
    expect(banker.ok && banker.legs.map((l) => l.banker)).toEqual([false, false, true]);
    expect(fromPlacementRequest({ typeId: 5, bets: [{ blockId: 0 }, { blockId: 1 }] }).ok).toBe(false);
    expect(fromPlacementRequest({ typeId: 5, bets: [{ blockId: 1 }, {}] }).ok).toBe(false);
    expect(fromPlacementRequest({ typeId: 1, bets: [{ banker: true }, {}] }).ok).toBe(false);
  });
  it("every coupon state reads back as the bankers, lobby and blocks it was built from", () => {
    const arb = fc.record({
      typeId: fc.integer({ min: 0, max: 9 }),
      blocks: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ typeId, blocks }) => {
        const t = typeId as CouponTypeId;
        // a conditional has no lobby block: the coupon never gives its bets block 0
        const bets = blocks.map((b, i) =>
          bet(i + 1, "2.00", i + 1, { blockId: t === CouponType.conditional ? b + 1 : b }),
        );
        const state = coupon(t, bets);
        const read = fromPlacementRequest(toPlacementRequest(state, DEFAULT_COUPON_SETTINGS, options));
        if (!read.ok) throw new Error(read.problem);
        const lobbyTypes: number[] = [CouponType.system, CouponType.multibet];
        const blockTypes: number[] = [CouponType.multibet, CouponType.conditional];
        state.bets.forEach((b, i) => {
          const isLobby = lobbyTypes.includes(t) && b.blockId === LOBBY_BLOCK_ID;
          expect(read.legs[i]?.banker).toBe(isLobby);
          expect(read.legs[i]?.blockId).toBe(blockTypes.includes(t) && !isLobby ? b.blockId : null);
        });
        if (blockTypes.includes(t)) expect(read.blockIds).toEqual(couponBlocks(state.bets).blockIds);
      }),
    );
  });
});
