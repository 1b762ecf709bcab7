import { describe, expect, it } from "vitest";
import { KENO_PAYTABLE, kenoHitProbability, kenoRtp } from "./keno.ts";
import { type PlinkoRisk, plinkoOutcome, plinkoRtp, plinkoTable } from "./plinko.ts";
import { add, exact, toNumber } from "./rational.ts";

const pct = (x: number) => Number((x * 100).toFixed(4));
const RISKS: PlinkoRisk[] = ["low", "medium", "high"];

// The RTP table published in docs/casino.md "Provably fair games", in per cent to 4 decimals.
const PLINKO_RTP: Record<number, number[]> = {
  8: [98.9844, 98.9063, 99.0625],
  9: [98.9844, 99.1406, 99.0625],
  10: [99.0039, 98.9063, 99.0625],
  11: [99.0039, 99.0234, 99.1602],
  12: [98.9795, 98.9893, 99.1162],
  13: [98.999, 98.9941, 99.0869],
  14: [99.0002, 98.9941, 98.9783],
  15: [99.0009, 98.9984, 99.0265],
  16: [98.9987, 98.9883, 98.9764],
};
const KENO_RTP = [0, 99, 99.0385, 99.0182, 98.9605, 98.9858, 98.9665, 98.9815, 99.0228, 98.9753, 99.0374];

describe("plinko tables", () => {
  it("are symmetric, one multiplier per slot", () => {
    for (let rows = 8; rows <= 16; rows++)
      for (const risk of RISKS) {
        const t = plinkoTable({ rows, risk });
        expect(t).toHaveLength(rows + 1);
        expect(t).toEqual([...t].reverse());
      }
  });

  it("have the published RTP, computed from the binomial distribution", () => {
    for (let rows = 8; rows <= 16; rows++)
      expect(RISKS.map((risk) => pct(toNumber(plinkoRtp({ rows, risk }))))).toEqual(PLINKO_RTP[rows]);
  });

  it("agree with walking every one of the 2^rows paths (8 and 12 rows)", () => {
    for (const rows of [8, 12])
      for (const risk of RISKS) {
        const table = plinkoTable({ rows, risk });
        let sum = 0n;
        for (let path = 0; path < 2 ** rows; path++) {
          const floats = Array.from({ length: rows }, (_, i) => ((path >> i) & 1 ? 0.75 : 0.25));
          sum += BigInt(table[plinkoOutcome({ rows, risk }, floats).slot] as number);
        }
        expect(exact(sum, 2n ** BigInt(rows) * 10_000n)).toEqual(plinkoRtp({ rows, risk }));
      }
  });
});

describe("keno paytable", () => {
  it("has hit probabilities that sum to 1 (hypergeometric: 40 numbers, 10 drawn)", () => {
    for (let picks = 1; picks <= 10; picks++) {
      let total = exact(0n, 1n);
      for (let h = 0; h <= picks; h++) total = add(total, kenoHitProbability(picks, h));
      expect(total).toEqual(exact(1n, 1n));
    }
    expect(kenoHitProbability(1, 1)).toEqual(exact(1n, 4n));
    expect(kenoHitProbability(10, 10)).toEqual(exact(1n, 847_660_528n));
  });

  it("has the published RTP for every number of picks", () => {
    expect(KENO_PAYTABLE.map((_, picks) => (picks ? pct(toNumber(kenoRtp(picks))) : 0))).toEqual(KENO_RTP);
  });
});
