import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  atLeastAsStrict,
  type ChangeOutcome,
  cancelPending,
  classifyChange,
  confirmPending,
  effectiveLimit,
  effectiveValue,
  emptySetting,
  type LimitSetting,
  lapse,
  pendingHoursLeft,
  pendingStatus,
  requestChange,
} from "./changes.ts";
import { LimitType, type LimitTypeId, NO_LIMIT, NOT_SET } from "./types.ts";

const DAY = 86_400;
const T0 = 1_750_000_000;

function applied(outcome: ChangeOutcome): LimitSetting {
  if (outcome.kind === "refused") throw new Error(`refused: ${outcome.reason}`);
  return outcome.setting;
}

function withValue(limitType: LimitTypeId, value: number, at = T0): LimitSetting {
  return applied(requestChange(emptySetting(limitType), value, at));
}

describe("requestChange: money limits", () => {
  test("the first limit is stricter than none and applies at once", () => {
    const out = requestChange(emptySetting(LimitType.deposit24h), 100, T0);
    expect(out).toMatchObject({ kind: "applied", direction: "stricter" });
    expect(effectiveValue(out.setting, T0)).toBe(100);
    expect(effectiveValue(out.setting, T0 - 1)).toBeNull();
  });

  test("a decrease applies at once", () => {
    const out = requestChange(withValue(20, 100), 50, T0 + 10);
    expect(out.kind).toBe("applied");
    expect(effectiveValue(out.setting, T0 + 10)).toBe(50);
  });

  test("an increase waits 24 h, then needs confirmation within 7 days", () => {
    const out = requestChange(withValue(20, 100), 500, T0 + 10);
    expect(out.kind).toBe("pending");
    if (out.kind !== "pending") return;
    expect(out.pending).toEqual({
      value: 500,
      requestedAt: T0 + 10,
      confirmableAt: T0 + 10 + DAY,
      lapsesAt: T0 + 10 + 8 * DAY,
    });
    expect(effectiveValue(out.setting, T0 + 10 + DAY)).toBe(100);
    expect(confirmPending(out.setting, T0 + 10 + DAY - 1)).toMatchObject({
      kind: "refused",
      reason: "LIMIT_PENDING_NOT_CONFIRMABLE_YET",
    });
    const confirmed = confirmPending(out.setting, T0 + 10 + DAY);
    expect(confirmed).toMatchObject({ kind: "applied", direction: "looser" });
    expect(effectiveValue(confirmed.setting, T0 + 10 + DAY)).toBe(500);
    expect(confirmed.setting.pending).toBeNull();
  });

  test("removal (999999999) is a loosening too", () => {
    const out = requestChange(withValue(22, 100), NO_LIMIT, T0 + 1);
    expect(out.kind).toBe("pending");
    const confirmed = applied(confirmPending(out.setting, T0 + 1 + DAY));
    expect(effectiveValue(confirmed, T0 + 1 + DAY)).toBeNull();
    expect(effectiveLimit(confirmed, T0 + 1 + DAY)).toBeNull();
  });

  test("a pending change lapses 7 days after it became confirmable", () => {
    const pending = requestChange(withValue(20, 100), 500, T0).setting;
    const lapsesAt = T0 + 8 * DAY;
    expect(lapse(pending, lapsesAt - 1)).toBe(pending);
    expect(lapse(pending, lapsesAt).pending).toBeNull();
    const late = confirmPending(pending, lapsesAt);
    expect(late).toMatchObject({ kind: "refused", reason: "LIMIT_PENDING_LAPSED" });
    expect(late.setting.pending).toBeNull();
    expect(effectiveValue(late.setting, lapsesAt)).toBe(100);
  });

  test("cancel drops the pending change; nothing to cancel is refused", () => {
    const pending = requestChange(withValue(20, 100), 500, T0).setting;
    const out = cancelPending(pending, T0 + 5);
    expect(out.kind).toBe("cancelled");
    expect(out.setting.pending).toBeNull();
    expect(cancelPending(out.setting, T0 + 6)).toMatchObject({
      kind: "refused",
      reason: "LIMIT_NO_PENDING_CHANGE",
    });
    expect(confirmPending(out.setting, T0 + 6)).toMatchObject({
      kind: "refused",
      reason: "LIMIT_NO_PENDING_CHANGE",
    });
  });

  test("a tightening drops a pending loosening", () => {
    const pending = requestChange(withValue(20, 100), 500, T0).setting;
    const tighter = applied(requestChange(pending, 80, T0 + DAY - 1));
    expect(tighter.pending).toBeNull();
    expect(confirmPending(tighter, T0 + DAY)).toMatchObject({ reason: "LIMIT_NO_PENDING_CHANGE" });
  });

  test("asking for the value in force withdraws the pending change", () => {
    const pending = requestChange(withValue(20, 100), 500, T0).setting;
    const out = requestChange(pending, 100, T0 + 5);
    expect(out).toMatchObject({ kind: "applied", direction: "same" });
    expect(out.setting.pending).toBeNull();
    expect(out.setting.history).toHaveLength(1);
  });

  test("a new loosening replaces the pending one and restarts its 24 h", () => {
    const first = requestChange(withValue(20, 100), 500, T0).setting;
    const second = requestChange(first, 300, T0 + 20 * 3600);
    expect(second.kind).toBe("pending");
    expect(second.setting.pending?.confirmableAt).toBe(T0 + 20 * 3600 + DAY);
  });

  test("values not allowed are refused and change nothing", () => {
    const s = withValue(20, 100);
    for (const v of [0, -5, 1.5, NO_LIMIT + 1]) {
      const out = requestChange(s, v, T0 + 1);
      expect(out).toMatchObject({ kind: "refused", reason: "LIMIT_VALUE_NOT_ALLOWED" });
      expect(out.setting).toBe(s);
    }
    expect(requestChange(emptySetting(30), 181, T0)).toMatchObject({ reason: "LIMIT_VALUE_NOT_ALLOWED" });
    expect(requestChange(emptySetting(30), 30, T0, [180, 365])).toMatchObject({
      reason: "LIMIT_VALUE_NOT_ALLOWED",
    });
    expect(requestChange(emptySetting(37), 1, T0)).toMatchObject({ reason: "LIMIT_VALUE_NOT_ALLOWED" });
  });

  test("the clock may not go back against the setting", () => {
    const s = withValue(20, 100, T0);
    expect(() => requestChange(s, 50, T0 - 1)).toThrow(RangeError);
    expect(() => confirmPending(s, T0 - 1)).toThrow(RangeError);
  });
});

describe("requestChange: session and reality check", () => {
  test("session hours: lower is stricter, −1 (not set) loosest", () => {
    const s = withValue(31, 4);
    expect(classifyChange(s, 2, T0)).toBe("stricter");
    expect(classifyChange(s, 6, T0)).toBe("looser");
    expect(classifyChange(s, NOT_SET, T0)).toBe("looser");
    expect(classifyChange(emptySetting(31), NOT_SET, T0)).toBe("same");
    expect(classifyChange(emptySetting(31), 24, T0)).toBe("stricter");
  });

  test("reality check: a shorter interval is stricter; switching it off waits", () => {
    const s = withValue(32, 30);
    expect(requestChange(s, 15, T0 + 1).kind).toBe("applied");
    expect(requestChange(s, 60, T0 + 1).kind).toBe("pending");
    expect(requestChange(s, NOT_SET, T0 + 1).kind).toBe("pending");
  });
});

describe("requestChange: self-exclusion and time-out", () => {
  test("start at once and end after the chosen days", () => {
    const s = withValue(30, 180, T0);
    expect(effectiveLimit(s, T0)).toEqual({ value: 180, at: T0, endsAt: T0 + 180 * DAY });
    expect(effectiveLimit(s, T0 + 180 * DAY - 1)).not.toBeNull();
    expect(effectiveLimit(s, T0 + 180 * DAY)).toBeNull();
  });

  test("can be extended but never shortened", () => {
    const s = withValue(30, 180, T0);
    expect(requestChange(s, 90, T0 + DAY)).toMatchObject({ kind: "refused", reason: "LIMIT_CANNOT_SHORTEN" });
    // 180 days asked again a day later ends a day later: an extension.
    const again = requestChange(s, 180, T0 + DAY);
    expect(again).toMatchObject({ kind: "applied", direction: "stricter" });
    expect(effectiveLimit(again.setting, T0 + DAY)?.endsAt).toBe(T0 + 181 * DAY);
    expect(requestChange(s, 365, T0 + 2).kind).toBe("applied");
  });

  test("after it ended a new one starts afresh", () => {
    const t = withValue(33, 1, T0);
    const out = requestChange(t, 1, T0 + 2 * DAY);
    expect(out.kind).toBe("applied");
    expect(effectiveLimit(out.setting, T0 + 2 * DAY)?.endsAt).toBe(T0 + 3 * DAY);
  });

  test("asking the same end at the same second changes nothing", () => {
    const s = withValue(33, 7, T0);
    const out = requestChange(s, 7, T0);
    expect(out).toMatchObject({ kind: "applied", direction: "same" });
    expect(out.setting).toBe(s);
  });
});

describe("pending notice", () => {
  test("hours left round up and stop at 0; status moves waiting → confirmable → lapsed", () => {
    const p = { value: 500, requestedAt: T0, confirmableAt: T0 + DAY, lapsesAt: T0 + 8 * DAY };
    expect(pendingHoursLeft(p, T0)).toBe(24);
    expect(pendingHoursLeft(p, T0 + 1)).toBe(24);
    expect(pendingHoursLeft(p, T0 + 3600)).toBe(23);
    expect(pendingHoursLeft(p, T0 + DAY - 1)).toBe(1);
    expect(pendingHoursLeft(p, T0 + DAY)).toBe(0);
    expect(pendingHoursLeft(p, T0 + 2 * DAY)).toBe(0);
    expect(pendingStatus(p, T0 + DAY - 1)).toBe("waiting");
    expect(pendingStatus(p, T0 + DAY)).toBe("confirmable");
    expect(pendingStatus(p, T0 + 8 * DAY)).toBe("lapsed");
  });
});

test("atLeastAsStrict: null is the loosest", () => {
  expect(atLeastAsStrict(5, null)).toBe(true);
  expect(atLeastAsStrict(null, null)).toBe(true);
  expect(atLeastAsStrict(null, 5)).toBe(false);
  expect(atLeastAsStrict(5, 5)).toBe(true);
  expect(atLeastAsStrict(6, 5)).toBe(false);
});

// ---------------------------------------------------------------------------------------------
// Properties

type Action =
  | { readonly kind: "request"; readonly value: number; readonly dt: number }
  | { readonly kind: "confirm" | "cancel" | "lapse"; readonly dt: number };

/** Steps of seconds, biased to the 24 h and 7-day edges. */
const dtArb = fc.oneof(
  fc.integer({ min: 0, max: 3 * DAY }),
  fc.constantFrom(0, 1, DAY - 1, DAY, DAY + 1, 7 * DAY, 8 * DAY - 1, 8 * DAY),
);

function actionsArb(values: readonly number[]): fc.Arbitrary<Action[]> {
  const action: fc.Arbitrary<Action> = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("request" as const),
        value: fc.constantFrom(...values),
        dt: dtArb,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant("confirm" as const), dt: dtArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), dt: dtArb }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("lapse" as const), dt: dtArb }) },
  );
  return fc.array(action, { maxLength: 30 });
}

interface Run {
  readonly setting: LimitSetting;
  /** Times and values applied by a tightening. */
  readonly tightenings: { at: number; value: number | null }[];
  /** Every request, with its time. */
  readonly requests: { at: number; value: number }[];
  readonly times: number[];
}

function norm(limitType: LimitTypeId, value: number): number | null {
  if (limitType === 31 || limitType === 32) return value === NOT_SET ? null : value;
  return value === NO_LIMIT ? null : value;
}

function run(limitType: LimitTypeId, actions: readonly Action[]): Run {
  let setting = emptySetting(limitType);
  let now = T0;
  const tightenings: Run["tightenings"] = [];
  const requests: Run["requests"] = [];
  const times: number[] = [];
  for (const a of actions) {
    now += a.dt;
    times.push(now);
    if (a.kind === "request") {
      requests.push({ at: now, value: a.value });
      const out = requestChange(setting, a.value, now);
      if (out.kind === "applied" && out.direction === "stricter") {
        tightenings.push({ at: now, value: norm(limitType, a.value) });
      }
      setting = out.setting;
    } else if (a.kind === "confirm") setting = confirmPending(setting, now).setting;
    else if (a.kind === "cancel") setting = cancelPending(setting, now).setting;
    else setting = lapse(setting, now);
  }
  return { setting, tightenings, requests, times };
}

const MONEY_VALUES = [10, 50, 100, 500, 1000, NO_LIMIT];
const SESSION_VALUES = [1, 2, 6, 24, NOT_SET];
const REALITY_VALUES = [5, 15, 60, NOT_SET];

describe("properties", () => {
  test.each([
    [LimitType.deposit24h, MONEY_VALUES],
    [LimitType.loss30d, MONEY_VALUES],
    [LimitType.sessionTime, SESSION_VALUES],
    [LimitType.realityCheck, REALITY_VALUES],
  ] as const)(
    "(a) type %i: no sequence of actions makes the limit looser than the tightest value set in the last 24 h",
    (limitType, values) => {
      fc.assert(
        fc.property(actionsArb(values), (actions) => {
          const r = run(limitType, actions);
          const probes = r.times.flatMap((t) => [t, t + DAY - 1, t + DAY]);
          for (const t of probes) {
            const effective = effectiveValue(r.setting, t);
            for (const tight of r.tightenings) {
              if (tight.at <= t && t - tight.at < DAY)
                expect(atLeastAsStrict(effective, tight.value)).toBe(true);
            }
          }
          // Every loosening that took effect was asked for at least 24 h earlier.
          let previous: number | null = null;
          for (const entry of r.setting.history) {
            const value = norm(limitType, entry.value);
            if (!atLeastAsStrict(value, previous)) {
              const asked = r.requests.some((q) => q.value === entry.value && q.at <= entry.at - DAY);
              expect(asked).toBe(true);
            }
            previous = value;
          }
        }),
        { numRuns: 300 },
      );
    },
  );

  test.each([
    [LimitType.wager7d, MONEY_VALUES],
    [LimitType.sessionTime, SESSION_VALUES],
    [LimitType.realityCheck, REALITY_VALUES],
  ] as const)("(b) type %i: a tightening always applies immediately", (limitType, values) => {
    fc.assert(
      fc.property(actionsArb(values), fc.constantFrom(...values), dtArb, (actions, requested, dt) => {
        const r = run(limitType, actions);
        const now = (r.times.at(-1) ?? T0) + dt;
        const before = effectiveValue(r.setting, now);
        const wanted = norm(limitType, requested);
        const stricter = wanted !== null && (before === null || wanted < before);
        const out = requestChange(r.setting, requested, now);
        if (stricter) {
          expect(out).toMatchObject({ kind: "applied", direction: "stricter" });
          expect(effectiveValue(out.setting, now)).toBe(wanted);
          expect(out.setting.pending).toBeNull();
        } else {
          expect(out.kind === "applied" && out.direction === "stricter").toBe(false);
          expect(effectiveValue(out.setting, now)).toBe(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  test.each([
    [LimitType.selfExclusion, [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 2, -1]],
    [LimitType.timeout, [1, 7, 30, 3]],
  ] as const)("(e) type %i can never end earlier than set", (limitType, values) => {
    fc.assert(
      fc.property(actionsArb(values), (actions) => {
        const r = run(limitType, actions);
        const ends = r.setting.history.map((e) => ({ at: e.at, endsAt: e.endsAt ?? 0 }));
        const probes = r.times.flatMap((t) => [t, t + DAY - 1, t + 30 * DAY]);
        for (const set of ends) {
          for (const t of [...probes, set.endsAt - 1]) {
            if (t < set.at || t >= set.endsAt) continue;
            const inForce = effectiveLimit(r.setting, t);
            expect(inForce).not.toBeNull();
            expect(inForce?.endsAt ?? 0).toBeGreaterThanOrEqual(set.endsAt);
          }
        }
        expect(r.setting.pending).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
