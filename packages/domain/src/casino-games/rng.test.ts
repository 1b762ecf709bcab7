import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { scriptedRng, seededRng, uniformBelow } from "./rng.ts";

describe("random sources", () => {
  test("the seeded generator is reproducible and stays in range", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const a = seededRng(seed);
        const b = seededRng(seed);
        for (let i = 0; i < 20; i++) {
          const v = a.nextInt(n);
          expect(v).toBe(b.nextInt(n));
          expect(v >= 0 && v < n && Number.isInteger(v)).toBe(true);
        }
      }),
    );
    expect(seededRng(1).nextInt(1 << 30)).not.toBe(seededRng(2).nextInt(1 << 30));
  });

  test("uniformBelow rejects the biased tail of the 32-bit range", () => {
    const n = 3 * 2 ** 30; // 2^32 mod n = 2^30: words ≥ 3·2^30 are redrawn
    const words = [3 * 2 ** 30, 2 ** 32 - 1, 7];
    let i = 0;
    expect(uniformBelow(n, () => words[i++] as number)).toBe(7);
    expect(i).toBe(3);
    expect(() => uniformBelow(0, () => 0)).toThrow(RangeError);
  });

  test("the scripted source replays its values and refuses out-of-range ones", () => {
    const r = scriptedRng([2, 0]);
    expect(r.nextInt(3)).toBe(2);
    expect(() => r.nextInt(0)).toThrow(RangeError); // 0 is not below 0
    expect(() => scriptedRng([5]).nextInt(5)).toThrow(RangeError);
    expect(() => scriptedRng([]).nextInt(5)).toThrow();
  });
});
