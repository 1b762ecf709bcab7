/**
 * European roulette: one zero, 37 pockets. A bet covers k pockets and returns 36/k times its stake
 * (stake included) when the ball lands in one of them, so every bet returns 36/37 of its stake on
 * average (docs/casino.md "Provider sandbox games").
 */
import type { Rng } from "./rng.ts";

export const POCKETS = 37;
export const RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** The wheel's order, clockwise from zero (for the rendered wheel; the maths does not depend on it). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type InsideKind = "straight" | "split" | "street" | "corner" | "sixline";
export type OutsideKind = "red" | "black" | "odd" | "even" | "low" | "high";
export type RouletteBet =
  | { kind: InsideKind; numbers: readonly number[] }
  | { kind: "column" | "dozen"; index: 1 | 2 | 3 }
  | { kind: OutsideKind };
export type BetKind = RouletteBet["kind"];

const INSIDE_SIZE: Record<InsideKind, number> = { straight: 1, split: 2, street: 3, corner: 4, sixline: 6 };

const key = (ns: readonly number[]) => [...ns].sort((a, b) => a - b).join("-");

/** Every legal inside shape on the layout (rows of three: 1-2-3, 4-5-6, …; zero next to 1, 2, 3). */
function insideShapes(): Record<InsideKind, number[][]> {
  const straight: number[][] = [];
  for (let n = 0; n <= 36; n++) straight.push([n]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  const corner: number[][] = [[0, 1, 2, 3]];
  const sixline: number[][] = [];
  for (let n = 1; n <= 34; n += 3) {
    street.push([n, n + 1, n + 2]);
    if (n <= 31) sixline.push([n, n + 1, n + 2, n + 3, n + 4, n + 5]);
  }
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  return { straight, split, street, corner, sixline };
}

const SHAPES = insideShapes();
const SHAPE_KEYS: Record<InsideKind, ReadonlySet<string>> = {
  straight: new Set(SHAPES.straight.map(key)),
  split: new Set(SHAPES.split.map(key)),
  street: new Set(SHAPES.street.map(key)),
  corner: new Set(SHAPES.corner.map(key)),
  sixline: new Set(SHAPES.sixline.map(key)),
};

/** Why a bet is not a legal shape, or null when it is. */
export function validateBet(bet: RouletteBet): string | null {
  switch (bet.kind) {
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "sixline": {
      const ns = bet.numbers;
      if (!Array.isArray(ns) || ns.length !== INSIDE_SIZE[bet.kind]) return "wrong_count";
      if (!ns.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) return "bad_number";
      return SHAPE_KEYS[bet.kind].has(key(ns)) ? null : "not_adjacent";
    }
    case "column":
    case "dozen":
      return bet.index === 1 || bet.index === 2 || bet.index === 3 ? null : "bad_index";
    case "red":
    case "black":
    case "odd":
    case "even":
    case "low":
    case "high":
      return null;
    default:
      return "unknown_kind";
  }
}

/** Does the bet win when the ball lands in `pocket`? (Zero loses every outside bet.) */
export function covers(bet: RouletteBet, pocket: number): boolean {
  switch (bet.kind) {
    case "column":
      return pocket !== 0 && ((pocket - 1) % 3) + 1 === bet.index;
    case "dozen":
      return pocket !== 0 && Math.ceil(pocket / 12) === bet.index;
    case "red":
      return RED.has(pocket);
    case "black":
      return pocket !== 0 && !RED.has(pocket);
    case "odd":
      return pocket % 2 === 1;
    case "even":
      return pocket !== 0 && pocket % 2 === 0;
    case "low":
      return pocket >= 1 && pocket <= 18;
    case "high":
      return pocket >= 19;
    default:
      return bet.numbers.includes(pocket);
  }
}

/** How many pockets the bet covers. */
export function coverage(bet: RouletteBet): number {
  switch (bet.kind) {
    case "column":
    case "dozen":
      return 12;
    case "red":
    case "black":
    case "odd":
    case "even":
    case "low":
    case "high":
      return 18;
    default:
      return bet.numbers.length;
  }
}

/** The return of a winning bet in stakes, stake included: 36 / pockets covered (36, 18, 12, 9, 6, 3, 2). */
export function returnMultiplier(bet: RouletteBet): number {
  return 36 / coverage(bet);
}

/** The amount returned for a stake (integer minor units) once the ball lands in `pocket`; 0 on a loss. */
export function settleBet(bet: RouletteBet, stake: number, pocket: number): number {
  return covers(bet, pocket) ? stake * returnMultiplier(bet) : 0;
}

export function spinWheel(rng: Rng): number {
  return rng.nextInt(POCKETS);
}

export interface PlacedBet {
  bet: RouletteBet;
  stake: number;
}

/** One spin for a whole layout of bets: the pocket, and the return of each bet in placing order. */
export function playRoulette(bets: readonly PlacedBet[], rng: Rng): { pocket: number; returns: number[] } {
  for (const b of bets) {
    const why = validateBet(b.bet);
    if (why) throw new RangeError(`invalid bet: ${why}`);
    if (!Number.isInteger(b.stake) || b.stake <= 0) throw new RangeError("stake must be a positive integer");
  }
  const pocket = spinWheel(rng);
  return { pocket, returns: bets.map((b) => settleBet(b.bet, b.stake, pocket)) };
}

/** Every legal bet on the table, one per shape (for the RTP proof and the bench). */
export function allBets(): RouletteBet[] {
  const inside = (Object.keys(SHAPES) as InsideKind[]).flatMap((kind) =>
    SHAPES[kind].map((numbers) => ({ kind, numbers }) as RouletteBet),
  );
  const outside: RouletteBet[] = (["column", "dozen"] as const).flatMap((kind) =>
    ([1, 2, 3] as const).map((index) => ({ kind, index })),
  );
  const even: RouletteBet[] = (["red", "black", "odd", "even", "low", "high"] as const).map((kind) => ({
    kind,
  }));
  return [...inside, ...outside, ...even];
}
