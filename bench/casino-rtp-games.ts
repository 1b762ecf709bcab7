/** The bets bench:casino-rtp plays, how each outcome is binned for the chi-square test, and the bins' exact probabilities. */
import {
  choose,
  crashCashOutWins,
  diceRtp,
  type FairBet,
  type FairResult,
  floatsNeeded,
  kenoHitProbability,
  kenoRtp,
  limboRtp,
  minesRtp,
  plinkoRtp,
  pointAtLeastProbability,
  pointOf,
  settleFromFloats,
  toNumber,
} from "@parlay/domain/fair";

const U = 2 ** 32;
/** P(⌊f × m⌋ = j) over the 2³² floats. */
const bucket = (m: number, j: number) => (Math.ceil(((j + 1) * U) / m) - Math.ceil((j * U) / m)) / U;

/** Point bins (hundredths): [100, 101), [101, 110), …, [100 000, ∞). */
const POINT_EDGES = [100, 101, 110, 125, 150, 200, 300, 500, 1_000, 2_000, 5_000, 10_000, 100_000];
const pointAtLeast = (t: number) => (t <= 100 ? 1 : toNumber(pointAtLeastProbability(t)));
const POINT_PROBS = POINT_EDGES.map(
  (e, i) => pointAtLeast(e) - (i + 1 < POINT_EDGES.length ? pointAtLeast(POINT_EDGES[i + 1] as number) : 0),
);
function pointBin(point: number): number {
  let i = POINT_EDGES.length - 1;
  while ((POINT_EDGES[i] as number) > point) i--;
  return i;
}

/** One crash round for a player cashing out at 2.00x. */
export function crashRound(point: number): { multiplier: number; bin: number } {
  return { multiplier: crashCashOutWins(point, 200) ? 20_000 : 0, bin: pointBin(point) };
}

export type BenchGame = {
  name: string;
  label: string;
  floats: number;
  /** Multiplier (ten-thousandths) and outcome bin of one round from its floats. */
  play(floats: readonly number[]): { multiplier: number; bin: number };
  binProbabilities: number[];
  binLabel: string;
  rtp: number;
};

function seeded(
  bet: FairBet,
  label: string,
  binLabel: string,
  bin: (r: FairResult) => number,
  probs: number[],
  rtp: number,
): BenchGame {
  return {
    name: bet.game,
    label,
    floats: floatsNeeded(bet),
    play(floats) {
      const r = settleFromFloats(bet, floats);
      return { multiplier: r.multiplier, bin: bin(r) };
    },
    binProbabilities: probs,
    binLabel,
    rtp,
  };
}

const dice: FairBet = { game: "dice", params: { direction: "over", target: 4999 } };
const limbo: FairBet = { game: "limbo", params: { target: 200 } };
const mines: FairBet = { game: "mines", params: { mines: 3, picks: [0, 1, 2, 3, 4] } };
const plinko: FairBet = { game: "plinko", params: { rows: 16, risk: "low" } };
const keno: FairBet = { game: "keno", params: { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } };

export const BENCH_GAMES: BenchGame[] = [
  seeded(
    dice,
    "dice, over 49.99 (1.98x)",
    "roll ÷ 100 (100 bins)",
    (r) => (r.game === "dice" ? Math.floor(r.outcome.roll / 100) : -1),
    Array.from({ length: 100 }, (_, b) => bucket(100, b)),
    toNumber(diceRtp(dice.params as never)),
  ),
  seeded(
    limbo,
    "limbo, target 2.00x",
    "point (13 bins)",
    (r) => (r.game === "limbo" ? pointBin(r.outcome.point) : -1),
    POINT_PROBS,
    toNumber(limboRtp({ target: 200 })),
  ),
  seeded(
    mines,
    "mines, 3 mines, cash out after 5 cells",
    "first mine's cell (25 bins)",
    (r) => (r.game === "mines" ? (r.outcome.mineCells[0] as number) : -1),
    Array.from({ length: 25 }, (_, j) => bucket(25, j)),
    toNumber(minesRtp(3, 5)),
  ),
  seeded(
    plinko,
    "plinko, 16 rows, low risk",
    "slot (binomial)",
    (r) => (r.game === "plinko" ? r.outcome.slot : -1),
    Array.from({ length: 17 }, (_, k) => Number(choose(16, k)) / 2 ** 16),
    toNumber(plinkoRtp({ rows: 16, risk: "low" })),
  ),
  seeded(
    keno,
    "keno, 10 picks",
    "hits (hypergeometric)",
    (r) => (r.game === "keno" ? r.outcome.hits : -1),
    Array.from({ length: 11 }, (_, h) => toNumber(kenoHitProbability(10, h))),
    toNumber(kenoRtp(10)),
  ),
  {
    name: "crash",
    label: "crash, cash out at 2.00x",
    floats: 1,
    play(floats) {
      return crashRound(pointOf(floats[0] as number));
    },
    binProbabilities: POINT_PROBS,
    binLabel: "point (13 bins)",
    rtp: toNumber(limboRtp({ target: 200 })),
  },
];
