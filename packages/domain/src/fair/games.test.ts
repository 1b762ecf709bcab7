import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { crashCashOutWins, crashChain, crashHashInChain, crashPoint, previousGameHash } from "./crash.ts";
import { diceMultiplier, diceOutcome, diceRtp, diceWinProbability } from "./dice.ts";
import { drawWithoutRepeats } from "./draw.ts";
import { fairBetValid, settleFairBet, settleFromFloats } from "./games.ts";
import { limboRtp, pointAtLeastProbability, pointOf } from "./limbo.ts";
import { minesCells, minesMultiplier, minesOutcome, minesRtp } from "./mines.ts";
import { toNumber } from "./rational.ts";

const U = 2 ** 32;
const f = (u: number) => u / U;

describe("dice", () => {
  it("rolls 0.00–99.99 and pays 0.99 / chance, rounded down", () => {
    expect([
      diceOutcome({ direction: "under", target: 5000 }, 0).roll,
      diceOutcome({ direction: "under", target: 5000 }, f(U - 1)).roll,
    ]).toEqual([0, 9999]);
    expect(diceMultiplier({ direction: "over", target: 4999 })).toBe(19_800); // 5000 winning rolls
    expect(diceMultiplier({ direction: "under", target: 1 })).toBe(99_000_000);
    expect(diceMultiplier({ direction: "under", target: 9800 })).toBe(10_102);
  });

  it("wins on exactly the floats its exact probability counts", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("over", "under") as fc.Arbitrary<"over" | "under">,
        fc.integer({ min: 200, max: 9798 }),
        (direction, target) => {
          const p = { direction, target };
          const wins = Number(diceWinProbability(p).num * BigInt(U / Number(diceWinProbability(p).den)));
          // under: u in [0, wins) wins; over: u in [U − wins, U) wins.
          const [lastWin, firstLoss] = direction === "under" ? [wins - 1, wins] : [U - wins, U - wins - 1];
          expect(diceOutcome(p, f(lastWin)).win).toBe(true);
          expect(diceOutcome(p, f(firstLoss)).win).toBe(false);
          const rtp = toNumber(diceRtp(p));
          expect(rtp).toBeLessThanOrEqual(0.99 + 1e-6);
          expect(rtp).toBeGreaterThan(0.9899);
        },
      ),
    );
  });
});

describe("limbo and the crash point", () => {
  it("is capped at 1 000 000.00x and floored at 1.00x", () => {
    expect(pointOf(0)).toBe(100_000_000);
    expect(pointOf(f(U - 1))).toBe(100);
  });

  it("reaches a target on exactly ⌊99·2³²/T⌋ of the 2³² floats", () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000_000 }), (target) => {
        const p = pointAtLeastProbability(target);
        const count = Number(p.num * BigInt(U / Number(p.den)));
        expect(pointOf(f(count - 1))).toBeGreaterThanOrEqual(target);
        expect(pointOf(f(count))).toBeLessThan(target);
        expect(toNumber(limboRtp({ target }))).toBeLessThanOrEqual(0.99);
        // The floor costs less than one float's worth of the target: RTP > 0.99 − T / (100 × 2³²).
        expect(toNumber(limboRtp({ target }))).toBeGreaterThan(0.99 - target / (100 * U) - 1e-15);
      }),
    );
  });
});

describe("draws without repeats (mines, keno)", () => {
  it("reach every ordered draw exactly once over the floats' equal buckets", () => {
    const seen = new Map<string, number>();
    for (let a = 0; a < 6; a++)
      for (let b = 0; b < 5; b++)
        for (let c = 0; c < 4; c++) {
          const draw = drawWithoutRepeats(6, 3, [(a + 0.5) / 6, (b + 0.5) / 5, (c + 0.5) / 4]);
          seen.set(draw.join(), (seen.get(draw.join()) ?? 0) + 1);
        }
    expect(seen.size).toBe(6 * 5 * 4);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it("places n distinct mines on the 25 cells", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 24,
          maxLength: 24,
        }),
        (n, floats) => {
          const cells = minesCells(n, floats);
          expect(new Set(cells).size).toBe(n);
          expect(cells.every((c) => c >= 0 && c < 25)).toBe(true);
        },
      ),
    );
  });
});

describe("mines", () => {
  it("pays 0.99 / P(k safe cells) and nothing when a mine is opened", () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 0.99 × 25/24
    expect(minesMultiplier(24, 1)).toBe(247_500); // 0.99 × 25
    const floats = [0.5, 0.5, 0.5]; // mines: cells 12, 13, then 1 (swapped into place 13)
    expect(minesOutcome({ mines: 3, picks: [0, 2] }, floats)).toMatchObject({
      mineCells: [12, 13, 1],
      win: true,
      safeOpened: 2,
    });
    expect(
      settleFromFloats({ game: "mines", params: { mines: 3, picks: [0, 13, 2] } }, floats),
    ).toMatchObject({ multiplier: 0, outcome: { safeOpened: 1 } });
    for (let n = 1; n <= 24; n++)
      for (let k = 1; k <= 25 - n; k++) {
        const rtp = toNumber(minesRtp(n, k));
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.98);
      }
  });
});

describe("crash", () => {
  const seed = "00".repeat(32);

  it("hashes the chain backwards from its seed: h_i = SHA-256(h_{i+1})", () => {
    expect(previousGameHash(seed)).toBe("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
    const chain = crashChain(seed, 5);
    expect(chain[5]).toBe(seed);
    expect(chain[4]).toBe(previousGameHash(seed));
    expect(crashHashInChain(chain[3] as string, 3, chain[0] as string)).toBe(true);
    expect(crashHashInChain(chain[3] as string, 2, chain[0] as string)).toBe(false);
  });

  it("takes the point from HMAC-SHA256(salt, game hash), never from the hash itself", () => {
    const hash = crashChain(seed, 1)[1] as string;
    const mac = createHmac("sha256", "salt").update(hash).digest();
    expect(crashPoint(hash, "salt")).toBe(pointOf(mac.readUInt32BE(0) / U));
    expect(() => crashPoint(hash, "")).toThrow(RangeError);
    expect(crashCashOutWins(250, 250)).toBe(true);
    expect(crashCashOutWins(249, 250)).toBe(false);
  });
});

describe("settling a seeded bet", () => {
  it("refuses invalid parameters", () => {
    const seeds = { serverSeed: "s", clientSeed: "c", nonce: 0, cursor: 0 };
    expect(fairBetValid({ game: "dice", params: { direction: "under", target: 9801 } })).toBe(false);
    expect(fairBetValid({ game: "limbo", params: { target: 100 } })).toBe(false);
    expect(fairBetValid({ game: "mines", params: { mines: 24, picks: [0, 1] } })).toBe(false);
    expect(fairBetValid({ game: "plinko", params: { rows: 17, risk: "low" } })).toBe(false);
    expect(fairBetValid({ game: "keno", params: { picks: [1, 1] } })).toBe(false);
    expect(() => settleFairBet(seeds, { game: "keno", params: { picks: [] } })).toThrow(RangeError);
  });
});
