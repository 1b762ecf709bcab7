/**
 * Plinko: rows 8–16, risk low / medium / high. One float per row: f ≥ 0.5 goes right, else left (exactly
 * half the floats each way); the ball lands in slot k = number of rights (0 … rows) and pays the table's
 * multiplier. P(k) = C(rows, k) / 2^rows.
 */
import { add, choose, type Exact, exact } from "./rational.ts";

export type PlinkoRisk = "low" | "medium" | "high";
export type PlinkoParams = { readonly rows: number; readonly risk: PlinkoRisk };
export type PlinkoOutcome = { readonly path: ("L" | "R")[]; readonly slot: number };

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Half of each table (slot 0 to the middle) in tenths; the other half mirrors it. */
const HALF_TABLES: Record<number, Record<PlinkoRisk, readonly number[]>> = {
  8: { low: [56, 21, 11, 10, 5], medium: [130, 30, 13, 7, 4], high: [290, 40, 15, 3, 2] },
  9: { low: [56, 20, 16, 10, 7], medium: [180, 40, 17, 9, 5], high: [430, 70, 20, 6, 2] },
  10: { low: [89, 30, 14, 11, 10, 5], medium: [220, 50, 20, 14, 6, 4], high: [760, 100, 30, 9, 3, 2] },
  11: { low: [84, 30, 19, 13, 10, 7], medium: [240, 60, 30, 18, 7, 5], high: [1200, 140, 52, 14, 4, 2] },
  12: {
    low: [100, 30, 16, 14, 11, 10, 5],
    medium: [330, 110, 40, 20, 11, 6, 3],
    high: [1700, 240, 81, 20, 7, 2, 2],
  },
  13: {
    low: [81, 40, 30, 19, 12, 9, 7],
    medium: [430, 130, 60, 30, 13, 7, 4],
    high: [2600, 370, 110, 40, 10, 2, 2],
  },
  14: {
    low: [71, 40, 19, 14, 13, 11, 10, 5],
    medium: [580, 150, 70, 40, 19, 10, 5, 2],
    high: [4200, 560, 180, 50, 19, 3, 2, 2],
  },
  15: {
    low: [150, 80, 30, 20, 15, 11, 10, 7],
    medium: [880, 180, 110, 50, 30, 13, 5, 3],
    high: [6200, 830, 270, 80, 30, 5, 2, 2],
  },
  16: {
    low: [160, 90, 20, 14, 14, 12, 11, 10, 5],
    medium: [1100, 410, 100, 50, 30, 15, 10, 5, 3],
    high: [10000, 1300, 260, 90, 40, 20, 2, 2, 2],
  },
};

/** The full table of multipliers in ten-thousandths, slot 0 … rows. */
export function plinkoTable(p: PlinkoParams): readonly number[] {
  const key = `${p.rows}:${p.risk}`;
  let table = TABLES.get(key);
  if (!table) {
    const half = HALF_TABLES[p.rows]?.[p.risk];
    if (!half) throw new RangeError(`no plinko table for ${p.rows} rows, ${p.risk} risk`);
    table = Array.from({ length: p.rows + 1 }, (_, k) => (half[Math.min(k, p.rows - k)] as number) * 1_000);
    TABLES.set(key, table);
  }
  return table;
}
const TABLES = new Map<string, readonly number[]>();

export function plinkoParamsValid(p: PlinkoParams): boolean {
  return (
    Number.isInteger(p.rows) &&
    p.rows >= PLINKO_MIN_ROWS &&
    p.rows <= PLINKO_MAX_ROWS &&
    ["low", "medium", "high"].includes(p.risk)
  );
}

export function plinkoOutcome(p: PlinkoParams, floats: readonly number[]): PlinkoOutcome {
  const path = floats.slice(0, p.rows).map((f) => (f >= 0.5 ? "R" : "L") as "L" | "R");
  return { path, slot: path.filter((d) => d === "R").length };
}

export function plinkoMultiplier(p: PlinkoParams, slot: number): number {
  return plinkoTable(p)[slot] as number;
}

export function plinkoRtp(p: PlinkoParams): Exact {
  const table = plinkoTable(p);
  const den = 2n ** BigInt(p.rows) * 10_000n;
  return table.reduce((sum, m, k) => add(sum, exact(choose(p.rows, k) * BigInt(m), den)), exact(0n, 1n));
}
