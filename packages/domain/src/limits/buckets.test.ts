import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Money } from "../betting/money.ts";
import {
  BUCKET_SECONDS,
  bucketOf,
  bucketsOf,
  exactLoss,
  seriesLoss,
  seriesSum,
  timedAmounts,
  type UsageEvent,
} from "./buckets.ts";
import { checkLoss, openPotentialLoss } from "./checks.ts";
import { DAY_SECONDS, MONTH_SECONDS, WEEK_SECONDS, WINDOWS } from "./types.ts";
import { everyWindow, windowSum } from "./windows.ts";

const NOW = 1_750_000_000;
const m = (n: bigint) => n as Money;

const event: fc.Arbitrary<UsageEvent> = fc.oneof(
  fc.record({
    kind: fc.constantFrom("deposit" as const, "stake" as const),
    at: fc.integer({ min: NOW - MONTH_SECONDS - 2 * BUCKET_SECONDS, max: NOW }),
    amount: fc.bigInt({ min: 1n, max: 10_000_00n }).map(m),
  }),
  fc.record({
    kind: fc.constant("settled" as const),
    at: fc.integer({ min: NOW - MONTH_SECONDS - 2 * BUCKET_SECONDS, max: NOW }),
    net: fc.bigInt({ min: -50_000_00n, max: 10_000_00n }),
  }),
);
// Now anywhere in an hour, and windows' edges biased in: events exactly W and W ± 1 s old.
const now = fc.integer({ min: NOW, max: NOW + BUCKET_SECONDS - 1 });
const window = fc.constantFrom(...WINDOWS);

describe("the usage series (hour buckets)", () => {
  test("bucketOf: the hour's start", () => {
    expect(bucketOf(3600 * 5 + 12)).toBe(3600 * 5);
    expect(bucketOf(3600 * 5)).toBe(3600 * 5);
    expect(bucketOf(3600 * 5 - 1)).toBe(3600 * 4);
  });

  test("an amount counts from its second until W to W + 1 h later, never less", () => {
    const at = NOW - 10; // in the hour starting bucketOf(at)
    const events: UsageEvent[] = [{ kind: "stake", at, amount: m(5n) }];
    const b = bucketsOf(events);
    expect(seriesSum(b, "stakes", at, DAY_SECONDS)).toBe(5n);
    expect(seriesSum(b, "stakes", at - 1, DAY_SECONDS)).toBe(5n); // same hour: counted (conservative)
    expect(seriesSum(b, "stakes", at + DAY_SECONDS, DAY_SECONDS)).toBe(5n); // exactly W old: still in
    expect(seriesSum(b, "stakes", bucketOf(at) + DAY_SECONDS + BUCKET_SECONDS - 1, DAY_SECONDS)).toBe(5n);
    expect(seriesSum(b, "stakes", bucketOf(at) + DAY_SECONDS + BUCKET_SECONDS, DAY_SECONDS)).toBe(0n);
  });

  test("a win in the window's oldest hour does not lower the loss; a loss there counts", () => {
    const old = bucketOf(NOW) - DAY_SECONDS; // the hour the 24 h window's start falls in
    const b = bucketsOf([
      { kind: "settled", at: old + 10, net: -100n },
      { kind: "settled", at: old + 20, net: 40n },
      { kind: "settled", at: NOW, net: 7n },
    ]);
    expect(seriesLoss(b, NOW, DAY_SECONDS)).toBe(47n);
    expect(seriesLoss(b, NOW, WEEK_SECONDS)).toBe(-53n);
  });

  test("property: deposits and stakes are never under-counted, and over-counted only by the window's oldest hour", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), now, window, (events, t, w) => {
        const b = bucketsOf(events);
        for (const kind of ["deposit", "stake"] as const) {
          const field = kind === "deposit" ? "deposits" : "stakes";
          const exact = windowSum(timedAmounts(events, kind), t, w);
          const wide = windowSum(timedAmounts(events, kind), t, w + BUCKET_SECONDS);
          const series = seriesSum(b, field, t, w);
          expect(series >= exact).toBe(true);
          expect(series <= wide).toBe(true);
        }
      }),
    );
  });

  test("property: the settled loss is never under-counted (wins at the edge left out)", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), now, window, (events, t, w) => {
        expect(seriesLoss(bucketsOf(events), t, w) >= exactLoss(events, t, w)).toBe(true);
      }),
    );
  });

  test("property: windows are monotone — a longer window never counts less", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), now, (events, t) => {
        const b = bucketsOf(events);
        expect(seriesSum(b, "stakes", t, DAY_SECONDS) <= seriesSum(b, "stakes", t, WEEK_SECONDS)).toBe(true);
        expect(seriesSum(b, "stakes", t, WEEK_SECONDS) <= seriesSum(b, "stakes", t, MONTH_SECONDS)).toBe(
          true,
        );
      }),
    );
  });

  test("property: the potential loss of open bets never under-counts what they can lose", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ stake: fc.bigInt({ min: 1n, max: 1_000_00n }), loses: fc.boolean() }), {
          maxLength: 30,
        }),
        (bets) => {
          const potential = openPotentialLoss(bets.map((b) => m(b.stake)));
          // Whichever of them lose, the realised loss (each loser loses its stake) is within it.
          const realised = bets.filter((b) => b.loses).reduce((s, b) => s + b.stake, 0n);
          expect(potential >= realised).toBe(true);
          // And a loss check allowing a stake leaves room for every open bet to lose with it.
          const limit = 500_00n;
          const r = checkLoss({
            limits: [{ limitType: 10, history: [{ value: 500, at: 0, endsAt: null }], pending: null }],
            now: NOW,
            minorUnitDigits: 2,
            settledNetLoss: everyWindow(0n),
            openBetsPotentialLoss: potential,
            stake: m(1_00n),
          });
          expect(r.allowed).toBe(potential + 1_00n <= limit);
        },
      ),
    );
  });
});
