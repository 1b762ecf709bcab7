/** Issue 13 #8: an open leg on a game being played is "in play", not "game not started". */
import { describe, expect, it } from "vitest";
import { type CouponFields, type LegRow, presentCoupon } from "./store.ts";

const coupon: CouponFields = {
  id: 5000001n,
  code: null,
  type_id: 0,
  amount: 10000n,
  currency: "RUB",
  account_id: 1n,
  system_value: null,
  change_coef_action: 0,
  status: -1,
  is_live: true,
  placed_at: new Date("2026-11-25T06:00:00Z"),
  settled_at: null,
  return_amount: null,
  possible_win: 20000n,
  bonus_coef: null,
  is_vip_bet: false,
} as CouponFields;

function leg(game: Partial<LegRow>): LegRow {
  return {
    coupon_id: 5000001n,
    position: 0,
    outcome_id: 11n,
    market_id: 1n,
    game_id: 7n,
    coef: 2000,
    is_banker: false,
    block_id: null,
    status_id: -1,
    outcome_name: "1",
    market_name: "1X2",
    number: 7,
    sport_id: 1,
    home: "A",
    away: "B",
    // Scheduled later than now by the player's clock: a simulated or delayed kick-off.
    start_at: new Date("2099-01-01T00:00:00Z"),
    game_status: 1,
    time_sec: 0,
    is_finished: false,
    score_home: 0,
    score_away: 0,
    champ_name: "Premier League",
    ...game,
  } as LegRow;
}

describe("a coupon leg's game state", () => {
  it("is in play while the feed says the game runs, and not before or after", () => {
    const inPlay = (g: Partial<LegRow>) => presentCoupon(coupon, [leg(g)]).bets[0]?.inPlay;
    expect(inPlay({ game_status: 1, time_sec: 0 })).toBe(false);
    expect(inPlay({ game_status: 2, time_sec: 1260 })).toBe(true);
    expect(inPlay({ game_status: 3, time_sec: 2700 })).toBe(true);
    expect(inPlay({ game_status: 4, is_finished: true })).toBe(false);
  });
});
