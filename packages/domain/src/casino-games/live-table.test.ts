import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  acceptsBet,
  LIVE_ROULETTE_SCHEDULE,
  type LiveSchedule,
  liveRoundAt,
  resultDrawable,
  roundLength,
  settlementDue,
  validateSchedule,
} from "./live-table.ts";

const EPOCH = 1_800_000_000_000;
const S: LiveSchedule = { epochMs: EPOCH, ...LIVE_ROULETTE_SCHEDULE };

describe("live table schedule", () => {
  test("phases of one round, boundaries belonging to the phase that starts there", () => {
    expect(roundLength(S)).toBe(30_000);
    const at = (ms: number) => liveRoundAt(S, EPOCH + ms);
    expect(at(0)).toMatchObject({ round: 0, phase: "betting", phaseEndsAt: EPOCH + 15_000 });
    expect(at(14_999).phase).toBe("betting");
    expect(at(15_000)).toMatchObject({ phase: "closed", phaseEndsAt: EPOCH + 20_000 });
    expect(at(20_000)).toMatchObject({ phase: "result", resultAt: EPOCH + 20_000 });
    expect(at(25_000)).toMatchObject({ phase: "payout", phaseEndsAt: EPOCH + 30_000 });
    expect(at(30_000)).toMatchObject({ round: 1, phase: "betting", roundStartsAt: EPOCH + 30_000 });
    expect(liveRoundAt(S, EPOCH - 1)).toMatchObject({ round: 0, phase: "waiting", phaseEndsAt: EPOCH });
  });

  test("every clock reading inside a round gives the same round to every seat", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (r, dt) => {
          const start = EPOCH + r * 30_000;
          const a = liveRoundAt(S, start + (dt % 30_000));
          const b = liveRoundAt(S, start + ((dt * 7) % 30_000));
          expect(a.round).toBe(r);
          expect(b.round).toBe(r);
          expect(a.roundStartsAt).toBe(start);
          expect(a.phaseEndsAt).toBeGreaterThan(start + (dt % 30_000));
        },
      ),
    );
  });

  test("bets only for the current round while it takes bets", () => {
    expect(acceptsBet(S, 0, EPOCH + 1)).toBe(true);
    expect(acceptsBet(S, 0, EPOCH + 15_000)).toBe(false);
    expect(acceptsBet(S, 1, EPOCH + 1)).toBe(false); // a round not open yet
    expect(acceptsBet(S, 0, EPOCH + 30_001)).toBe(false); // a round gone by
    expect(acceptsBet(S, 0, EPOCH - 1)).toBe(false); // the table is not open
  });

  test("the result is drawn after betting closes and settles from the result phase on", () => {
    expect(resultDrawable(S, 3, EPOCH + 90_000 + 14_999)).toBe(false);
    expect(resultDrawable(S, 3, EPOCH + 90_000 + 15_000)).toBe(true);
    expect(settlementDue(S, 3, EPOCH + 90_000 + 19_999)).toBe(false);
    expect(settlementDue(S, 3, EPOCH + 90_000 + 20_000)).toBe(true);
    expect(settlementDue(S, 3, EPOCH + 10 * 90_000)).toBe(true);
  });

  test("schedules must have integer, positive betting and spinning times", () => {
    expect(() => validateSchedule({ ...S, bettingMs: 0 })).toThrow(RangeError);
    expect(() => validateSchedule({ ...S, closedMs: 1.5 })).toThrow(RangeError);
    expect(() => validateSchedule({ ...S, resultMs: -1 })).toThrow(RangeError);
    expect(() => validateSchedule(S)).not.toThrow();
  });
});
