import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Money } from "../betting/money.ts";
import { emptySetting, type LimitSetting, requestChange } from "./changes.ts";
import {
  checkDeposit,
  checkLoss,
  checkStake,
  checkWager,
  openPotentialLoss,
  restrictions,
} from "./checks.ts";
import { DAY_SECONDS, type LimitTypeId, MONTH_SECONDS, NO_LIMIT, WEEK_SECONDS } from "./types.ts";
import { everyWindow, NO_AMOUNTS, type WindowTotals } from "./windows.ts";

const DAY = 86_400;
const T0 = 1_750_000_000;
const m = (n: bigint) => n as Money;

function set(limitType: LimitTypeId, value: number, at = T0 - 100 * DAY): LimitSetting {
  const out = requestChange(emptySetting(limitType), value, at);
  if (out.kind !== "applied") throw new Error(out.kind);
  return out.setting;
}

function totals(day: bigint, week: bigint, month: bigint): WindowTotals<Money> {
  return { [DAY_SECONDS]: m(day), [WEEK_SECONDS]: m(week), [MONTH_SECONDS]: m(month) };
}

const base = { now: T0, minorUnitDigits: 2 };

describe("checkDeposit", () => {
  const limits = [set(20, 100), set(21, 150)];

  test("deposits in the window + pending at the provider + this amount up to the limit", () => {
    const input = {
      ...base,
      limits,
      depositsInWindow: totals(6000n, 6000n, 6000n),
      pendingDeposits: m(3000n),
    };
    const ok = checkDeposit({ ...input, amount: m(1000n) });
    expect(ok.allowed).toBe(true);
    expect(ok.balances).toEqual([
      { limitType: 20, limit: 10_000n, used: 9000n, limitBalance: 1000n },
      { limitType: 21, limit: 15_000n, used: 9000n, limitBalance: 6000n },
    ]);
    expect(checkDeposit({ ...input, amount: m(1001n) })).toMatchObject({
      allowed: false,
      code: "LIMIT_DEPOSIT_EXCEEDED",
      limitType: 20,
      limitBalance: 1000n,
    });
  });

  test("the limit with the least left refuses", () => {
    const r = checkDeposit({
      ...base,
      limits,
      depositsInWindow: totals(0n, 14_500n, 14_500n),
      pendingDeposits: m(0n),
      amount: m(2000n),
    });
    expect(r).toMatchObject({ allowed: false, limitType: 21, limitBalance: 500n });
  });

  test("no limit (999999999) or none set allows anything", () => {
    const input = {
      ...base,
      depositsInWindow: totals(10n ** 15n, 10n ** 15n, 10n ** 15n),
      pendingDeposits: m(0n),
    };
    expect(checkDeposit({ ...input, limits: [], amount: m(10n ** 12n) }).allowed).toBe(true);
    expect(checkDeposit({ ...input, limits: [set(22, NO_LIMIT)], amount: m(10n ** 12n) })).toEqual({
      allowed: true,
      balances: [],
    });
  });

  test("minor units follow the account's currency (JPY: 0 digits)", () => {
    const r = checkDeposit({
      ...base,
      minorUnitDigits: 0,
      limits: [set(20, 5000)],
      depositsInWindow: NO_AMOUNTS,
      pendingDeposits: m(0n),
      amount: m(5001n),
    });
    expect(r).toMatchObject({ allowed: false, limitBalance: 5000n });
  });

  test("self-excluded or timed out: refused whatever the amount", () => {
    const input = { ...base, depositsInWindow: NO_AMOUNTS, pendingDeposits: m(0n), amount: m(1n) };
    const excluded = set(30, 180, T0 - DAY);
    expect(checkDeposit({ ...input, limits: [excluded] })).toMatchObject({
      allowed: false,
      code: "SELF_EXCLUDED",
      limitType: null,
      until: T0 + 179 * DAY,
    });
    expect(checkDeposit({ ...input, limits: [set(33, 1, T0 - 10)] })).toMatchObject({
      allowed: false,
      code: "TIMED_OUT",
      until: T0 - 10 + DAY,
    });
  });
});

describe("checkWager and checkLoss", () => {
  test("wagering: stakes in the window + this stake", () => {
    const input = {
      ...base,
      limits: [set(1, 50), set(3, 1000)],
      stakesInWindow: totals(4000n, 4000n, 99_000n),
    };
    expect(checkWager({ ...input, stake: m(1000n) }).allowed).toBe(true);
    expect(checkWager({ ...input, stake: m(1001n) })).toMatchObject({
      code: "LIMIT_WAGER_EXCEEDED",
      limitType: 1, // both have 1000 left: the shorter window names the refusal
      limitBalance: 1000n,
    });
    const nearMonth = { ...input, stakesInWindow: totals(4000n, 4000n, 99_500n) };
    expect(checkWager({ ...nearMonth, stake: m(600n) })).toMatchObject({ limitType: 3, limitBalance: 500n });
  });

  test("loss: settled net loss + every open bet's stake + this stake (binary.com)", () => {
    const input = {
      ...base,
      limits: [set(10, 100)],
      settledNetLoss: totals(2000n, 2000n, 2000n),
      openBetsPotentialLoss: openPotentialLoss([m(3000n), m(4000n)]),
    };
    expect(checkLoss({ ...input, stake: m(1000n) }).allowed).toBe(true);
    expect(checkLoss({ ...input, stake: m(1001n) })).toMatchObject({
      code: "LIMIT_LOSS_EXCEEDED",
      limitType: 10,
      limitBalance: 1000n,
    });
  });

  test("wins in the window lower the settled loss", () => {
    const input = {
      ...base,
      limits: [set(11, 100)],
      settledNetLoss: { [DAY_SECONDS]: -5000n, [WEEK_SECONDS]: -5000n, [MONTH_SECONDS]: 0n },
      openBetsPotentialLoss: m(0n),
    };
    expect(checkLoss({ ...input, stake: m(15_000n) }).allowed).toBe(true);
    expect(checkLoss({ ...input, stake: m(15_001n) }).allowed).toBe(false);
  });

  test("checkStake: wagering first, then loss, balances of both", () => {
    const input = {
      ...base,
      limits: [set(2, 100), set(12, 50)],
      stakesInWindow: NO_AMOUNTS,
      settledNetLoss: everyWindow(0n),
      openBetsPotentialLoss: m(0n),
    };
    expect(checkStake({ ...input, stake: m(5000n) })).toMatchObject({ allowed: true });
    expect(checkStake({ ...input, stake: m(5000n) }).balances.map((b) => b.limitType)).toEqual([2, 12]);
    expect(checkStake({ ...input, stake: m(6000n) })).toMatchObject({ code: "LIMIT_LOSS_EXCEEDED" });
    expect(checkStake({ ...input, stake: m(10_001n) })).toMatchObject({ code: "LIMIT_WAGER_EXCEEDED" });
    expect(checkStake({ ...input, limits: [set(33, 7, T0 - 1)], stake: m(1n) })).toMatchObject({
      code: "TIMED_OUT",
    });
  });
});

describe("restrictions", () => {
  test("open by default", () => {
    expect(restrictions([], T0)).toMatchObject({
      status: "OPEN",
      login: true,
      bet: true,
      deposit: true,
      bonus: true,
      marketing: true,
      withdraw: true,
      changeLimits: true,
    });
  });

  test("self-excluded: only withdrawal; login refused; limits section disabled", () => {
    expect(restrictions([set(30, 7, T0 - DAY)], T0)).toEqual({
      status: "SELF_EXCLUDED",
      code: "SELF_EXCLUDED",
      until: T0 + 6 * DAY,
      login: false,
      bet: false,
      deposit: false,
      bonus: false,
      marketing: false,
      withdraw: true,
      changeLimits: false,
    });
  });

  test("the marker 37 with value 1 marks a self-excluded player (no end)", () => {
    const marker: LimitSetting = {
      limitType: 37,
      history: [{ value: 1, at: T0 - 5, endsAt: null }],
      pending: null,
    };
    expect(restrictions([marker], T0)).toMatchObject({ status: "SELF_EXCLUDED", until: null, login: false });
    const lifted: LimitSetting = {
      ...marker,
      history: [...marker.history, { value: 0, at: T0 - 1, endsAt: null }],
    };
    expect(restrictions([lifted], T0).status).toBe("OPEN");
  });

  test("time-out: only withdrawal; ends by itself", () => {
    const t = set(33, 1, T0 - 10);
    expect(restrictions([t], T0)).toMatchObject({
      status: "TIMED_OUT",
      code: "TIMED_OUT",
      login: false,
      bet: false,
      marketing: false,
      withdraw: true,
      changeLimits: true,
      until: T0 - 10 + DAY,
    });
    expect(restrictions([t], T0 - 10 + DAY).status).toBe("OPEN");
  });

  test("after a self-exclusion: closed until the player asks, then 24 h of cooling-off", () => {
    const ended = set(30, 7, T0 - 8 * DAY); // ended at T0 − DAY
    const end = T0 - DAY;
    expect(restrictions([ended], T0)).toMatchObject({
      status: "SELF_EXCLUSION_ENDED",
      code: "SELF_EXCLUSION_ENDED",
      login: true,
      bet: false,
      deposit: false,
      marketing: false,
      withdraw: true,
    });
    // Asking before the end does not count.
    expect(restrictions([ended], T0, end - 1).status).toBe("SELF_EXCLUSION_ENDED");
    expect(restrictions([ended], end + 5, end)).toMatchObject({
      status: "REOPEN_COOLING_OFF",
      until: end + DAY,
    });
    expect(restrictions([ended], end + DAY - 1, end).status).toBe("REOPEN_COOLING_OFF");
    expect(restrictions([ended], end + DAY, end).status).toBe("OPEN");
    // An action dated in the future (clock skew) does not count yet.
    expect(restrictions([ended], T0, T0 + 1).status).toBe("SELF_EXCLUSION_ENDED");
  });

  test("self-exclusion wins over a time-out", () => {
    expect(restrictions([set(33, 30, T0 - 1), set(30, 1, T0 - 1)], T0).status).toBe("SELF_EXCLUDED");
  });
});

// ---------------------------------------------------------------------------------------------
// Property (c): the loss check never allows a stake when settled loss + open potential loss + stake
// exceeds a loss limit in force — so the potential loss never under-counts open bets.

const limitValueArb = fc.option(fc.oneof(fc.integer({ min: 1, max: 2000 }), fc.constant(NO_LIMIT)), {
  nil: null,
});
const signedArb = fc.bigInt({ min: -100_000n, max: 300_000n });

describe("(c) property", () => {
  test("loss limits hold over settled loss, every open bet and the stake", () => {
    fc.assert(
      fc.property(
        fc.tuple(limitValueArb, limitValueArb, limitValueArb),
        fc.tuple(signedArb, signedArb, signedArb),
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 100_000n }),
        (values, settled, openStakes, stake) => {
          const types = [10, 11, 12] as const;
          const limits = types.flatMap((t, i) => (values[i] == null ? [] : [set(t, values[i] as number)]));
          const settledNetLoss = {
            [DAY_SECONDS]: settled[0],
            [WEEK_SECONDS]: settled[1],
            [MONTH_SECONDS]: settled[2],
          };
          const r = checkLoss({
            ...base,
            limits,
            settledNetLoss,
            openBetsPotentialLoss: openPotentialLoss(openStakes.map(m)),
            stake: m(stake),
          });
          const open = openStakes.reduce((a, b) => a + b, 0n);
          const exceeded = types.some((_, i) => {
            const v = values[i];
            if (v == null || v === NO_LIMIT) return false;
            return (settled[i] ?? 0n) + open + stake > BigInt(v) * 100n;
          });
          expect(r.allowed).toBe(!exceeded);
          if (!r.allowed) {
            const i = types.indexOf(r.limitType as 10 | 11 | 12);
            expect((settled[i] ?? 0n) + open + stake > BigInt(values[i] as number) * 100n).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  test("at the boundary: a stake that reaches the limit exactly is allowed, one minor unit more is not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(10, 11, 12),
        fc.integer({ min: 1, max: 5000 }),
        signedArb,
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { maxLength: 8 }),
        fc.constantFrom(-1n, 0n, 1n),
        (limitType, value, settled, openStakes, delta) => {
          const open = openStakes.reduce((a, b) => a + b, 0n);
          const stake = BigInt(value) * 100n - settled - open + delta;
          fc.pre(stake >= 1n);
          const r = checkLoss({
            ...base,
            limits: [set(limitType as LimitTypeId, value)],
            settledNetLoss: everyWindow(settled),
            openBetsPotentialLoss: openPotentialLoss(openStakes.map(m)),
            stake: m(stake),
          });
          expect(r.allowed).toBe(delta <= 0n);
        },
      ),
      { numRuns: 300 },
    );
  });
});
