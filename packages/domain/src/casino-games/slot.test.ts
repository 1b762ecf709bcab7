import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { toDecimal } from "./fraction.ts";
import { scriptedRng, seededRng } from "./rng.ts";
import {
  countScatters,
  evaluateGrid,
  evaluateLine,
  playRound,
  type SlotDefinition,
  spin,
  windowAt,
} from "./slot.ts";
import { PARLAY_FRUITS, PAYLINES_20, STRIPS, SYMBOL_LETTERS } from "./slot-game.ts";
import { lineWinCombinations, slotRtp } from "./slot-rtp.ts";

const G = PARLAY_FRUITS;
const sym = (s: string) => [...s].map((l) => SYMBOL_LETTERS.indexOf(l));
const line = (s: string) => evaluateLine(G, sym(s));
/** A window from five column strings, top to bottom. */
const grid = (...cols: string[]) => cols.map(sym);

describe("slot lines", () => {
  test("pays n of a kind from the leftmost reel only", () => {
    expect(line("77777")).toMatchObject({ count: 5, pay: 1000 });
    expect(line("7777J")).toMatchObject({ count: 4, pay: 200 });
    expect(line("777JJ")).toMatchObject({ count: 3, pay: 50 });
    expect(line("77JJJ").pay).toBe(0);
    expect(line("J7777").pay).toBe(0);
  });

  test("the wild substitutes for the symbol it joins, also at the start of the line", () => {
    expect(line("7W7W7")).toMatchObject({ symbol: SYMBOL_LETTERS.indexOf("7"), count: 5, pay: 1000 });
    expect(line("AWWKQ")).toMatchObject({ symbol: SYMBOL_LETTERS.indexOf("A"), count: 3, pay: 10 });
    expect(line("WWWBJ")).toMatchObject({ symbol: SYMBOL_LETTERS.indexOf("B"), count: 4, pay: 100 });
    expect(line("WWWWW").pay).toBe(0); // the wild has no pay of its own in this game
  });

  test("the scatter is not substituted and breaks a line", () => {
    expect(line("AASAA").pay).toBe(0);
    expect(line("WSAAA").pay).toBe(0);
    expect(line("SSSSS").pay).toBe(0);
  });

  test("a wild line pays the better of the wilds alone and the substituted symbol", () => {
    const withWildPays: SlotDefinition = {
      ...G,
      pays: G.pays.map((p, s) => (s === G.wild ? [0, 0, 0, 40, 0, 0] : p)),
    };
    const ev = (s: string) => evaluateLine(withWildPays, sym(s));
    expect(ev("WWWJK")).toMatchObject({ symbol: G.wild, count: 3, pay: 40 }); // 4 jacks pay 15 < 40
    expect(ev("WWW7K")).toMatchObject({ symbol: SYMBOL_LETTERS.indexOf("7"), count: 4, pay: 200 });
    expect(ev("WWWSK")).toMatchObject({ symbol: G.wild, count: 3, pay: 40 });
  });

  test("every payline of a window is read on its own rows", () => {
    // Top row all sevens, middle row all kings, bottom row mixed.
    const g = grid("7KJ", "7KQ", "7KA", "7KJ", "7KQ");
    const r = evaluateGrid(G, g);
    // Line 15 (1 1 0 1 1) reads K K 7 K K and line 9 (0 1 1 1 0) reads 7 K K K 7: neither pays.
    expect(r.lineWins.map((w) => [w.line, w.count, w.pay])).toEqual([
      [0, 5, 80],
      [1, 5, 1000],
    ]);
    expect(r.total).toBe(1080);
  });

  test("a V line and an inverted V line", () => {
    const g = grid("BJQ", "QBJ", "JQB", "QBJ", "BJQ"); // B on lines 0,1,2,1,0 rows → line 3 (index 3)
    const wins = evaluateGrid(G, g).lineWins;
    expect(wins).toEqual([{ line: 3, symbol: SYMBOL_LETTERS.indexOf("B"), count: 5, pay: 400 }]);
  });

  test("scatters count anywhere, pay × the total bet and award free spins; the feature multiplies", () => {
    const g = grid("SJQ", "QAJ", "JQS", "KAJ", "AJS");
    expect(countScatters(G, g)).toBe(3);
    const base = evaluateGrid(G, g);
    expect(base).toMatchObject({
      scatters: 3,
      scatterWin: 5 * 20,
      freeSpinsAwarded: 10,
      multiplier: 1,
      total: 100,
    });
    expect(evaluateGrid(G, g, true)).toMatchObject({ freeSpinsAwarded: 10, multiplier: 3, total: 300 });
    expect(evaluateGrid(G, grid("SJQ", "QAJ", "JQK", "KAJ", "AJS"))).toMatchObject({
      scatterWin: 0,
      freeSpinsAwarded: 0,
    });
  });

  test("the window wraps around the strip", () => {
    const last = STRIPS[0].length - 1;
    const w = windowAt(G, [last, 0, 0, 0, 0]);
    expect(w[0]).toEqual(sym(`${STRIPS[0][last]}${STRIPS[0][0]}${STRIPS[0][1]}`));
  });

  test("a spin draws one uniform stop per reel", () => {
    const s = spin(G, scriptedRng([3, 4, 5, 6, 7]));
    expect(s.stops).toEqual([3, 4, 5, 6, 7]);
    expect(s.grid).toEqual(windowAt(G, [3, 4, 5, 6, 7]));
  });

  test("a round plays its whole feature: 10 spins per award, each multiplied", () => {
    const rng = seededRng(7);
    let rounds = 0;
    let triggered = 0;
    while (triggered < 20 && rounds < 100_000) {
      rounds++;
      const r = playRound(G, rng);
      const awards = [r.base, ...r.freeSpins].reduce((s, x) => s + x.freeSpinsAwarded, 0);
      expect(r.freeSpins).toHaveLength(awards);
      expect(r.total).toBe([r.base, ...r.freeSpins].reduce((s, x) => s + x.total, 0));
      for (const f of r.freeSpins) expect(f.multiplier).toBe(3);
      if (r.freeSpins.length) triggered++;
    }
    expect(triggered).toBe(20);
  });
});

describe("slot RTP, exactly", () => {
  /** A small game whose every stop combination can be enumerated by brute force. */
  const small: SlotDefinition = {
    symbols: ["W", "S", "A", "B"],
    wild: 0,
    scatter: 1,
    reels: [
      [2, 3, 1, 2],
      [0, 2, 3, 1, 3],
      [2, 0, 1, 1, 3],
      [3, 2, 0, 1],
      [2, 1, 3, 2, 3],
    ],
    pays: [
      [0, 0, 0, 7, 20, 90],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 2, 4, 10, 30],
      [0, 0, 0, 3, 6, 15],
    ],
    scatterPays: [0, 0, 1, 3, 9, 27, 81],
    paylines: PAYLINES_20.slice(0, 7),
    freeSpins: { minScatters: 5, award: 2, multiplier: 2 },
  };

  test("the per-line method equals brute-force enumeration of every stop combination", () => {
    const lens = small.reels.map((r) => r.length);
    let total = 0;
    let combos = 0;
    let triggers = 0;
    const stops = [0, 0, 0, 0, 0];
    const walk = (r: number): void => {
      if (r === 5) {
        const e = evaluateGrid(small, windowAt(small, stops));
        total += e.total;
        combos++;
        if (e.freeSpinsAwarded) triggers++;
        return;
      }
      for (let s = 0; s < (lens[r] as number); s++) {
        stops[r] = s;
        walk(r + 1);
      }
    };
    walk(0);
    const rtp = slotRtp(small);
    expect(rtp.combinations).toBe(BigInt(combos));
    const base = rtp.baseSpin;
    expect(base.n * BigInt(combos * small.paylines.length)).toBe(BigInt(total) * base.d);
    expect(rtp.trigger.n * BigInt(combos)).toBe(BigInt(triggers) * rtp.trigger.d);
  });

  test("the expected number of free spins matches the Markov chain of pending spins, stepped forward", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.1, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        (p, award) => {
          fc.pre(award * p <= 0.6);
          // P(pending = k) after t spins; every spin uses one and adds `award` with probability p.
          // E[spins] = Σ_t P(pending_t > 0), summed until the remaining mass is negligible.
          const size = 4000;
          let dist = new Float64Array(size);
          dist[award] = 1;
          let expected = 0;
          for (let t = 0; t < 5000; t++) {
            let alive = 0;
            const next = new Float64Array(size);
            for (let k = 1; k < size - award; k++) {
              const m = dist[k] as number;
              if (!m) continue;
              alive += m;
              next[k - 1] = (next[k - 1] as number) + m * (1 - p);
              next[k - 1 + award] = (next[k - 1 + award] as number) + m * p;
            }
            expected += alive;
            if (alive < 1e-13) break;
            next[0] = 0;
            dist = next;
          }
          expect(expected).toBeCloseTo(award / (1 - award * p), 6);
        },
      ),
      { numRuns: 15 },
    );
  });

  test("line wins by symbol: five sevens need a seven or a wild on every reel", () => {
    const w = lineWinCombinations(G);
    const seven = SYMBOL_LETTERS.indexOf("7");
    expect(w[seven]?.[5]).toBe(1n * 4n * 4n * 4n * 1n); // wilds on reels 2–4 only
    // 3 sevens: seven/wild on reels 1–3, then not seven/wild on reel 4 (34 − 4 = 30 positions), reel 5 anything.
    expect(w[seven]?.[3]).toBe(1n * 4n * 4n * 30n * 32n);
    expect(w[G.wild]?.every((x) => x === 0n)).toBe(true);
  });

  test("Parlay Fruits: 96.145 134 % exactly 91081961925185 / 94733823717376", () => {
    const r = slotRtp(G);
    expect(r.combinations).toBe(40_247_296n);
    expect(`${r.rtp.n}/${r.rtp.d}`).toBe("91081961925185/94733823717376");
    expect(toDecimal(r.rtp, 8)).toBe("0.96145134");
    expect(`${r.trigger.n}/${r.trigger.d}`).toBe("64665/10061824");
    const sum = r.scatterDistribution.reduce((s, f) => s + Number(f.n) / Number(f.d), 0);
    expect(sum).toBeCloseTo(1, 12);
  });
});
