/**
 * "Parlay Fruits": the provider sandbox's 5-reel, 3-row, 20-line video slot. Its exact RTP is derived
 * in slot-rtp.ts and written down in docs/casino.md "Provider sandbox games".
 */
import type { SlotDefinition } from "./slot.ts";

/** One letter per symbol: W wild, S scatter, 7 seven, B bell, M melon, P plum, A ace, K king, Q queen, J jack. */
export const SYMBOL_LETTERS = "WS7BMPAKQJ";
export const SYMBOL_NAMES = [
  "wild",
  "scatter",
  "seven",
  "bell",
  "melon",
  "plum",
  "ace",
  "king",
  "queen",
  "jack",
];

/** The strips, top to bottom; wilds on reels 2–4 only, one scatter on every reel. */
export const STRIPS = [
  "KBQJJKMAQPQKJJAJQBMSPK7AKQQJMJAP",
  "BJJJKWMAQPKQJAJQJBWMSPA7KKQQWMAKPQ",
  "QJBWMSPA7KKQQWMAKPQBJJJKWMAQPKQJAJ",
  "WMAKPQBJJJKWMAQPKQJAJQJBWMSPA7KKQQ",
  "QBMSPK7AKQQJMJAPKBQJJKMAQPQKJJAJ",
] as const;

/** Line-bet multiples for 3, 4 and 5 of a kind from the leftmost reel. */
const PAYS: Record<string, [number, number, number]> = {
  "7": [50, 200, 1000],
  B: [30, 100, 400],
  M: [20, 60, 200],
  P: [15, 50, 150],
  A: [10, 30, 100],
  K: [8, 25, 80],
  Q: [6, 20, 60],
  J: [6, 15, 50],
};

/** The 20 paylines, as the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES_20 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
] as const;

const index = (letter: string): number => {
  const i = SYMBOL_LETTERS.indexOf(letter);
  if (i < 0) throw new Error(`unknown symbol ${letter}`);
  return i;
};

export const PARLAY_FRUITS: SlotDefinition = {
  symbols: SYMBOL_NAMES,
  wild: index("W"),
  scatter: index("S"),
  reels: STRIPS.map((s) => [...s].map(index)),
  pays: [...SYMBOL_LETTERS].map((l) => [0, 0, 0, ...(PAYS[l] ?? [0, 0, 0])]),
  /** Total-bet multiples for 3, 4, 5 scatters anywhere. */
  scatterPays: [0, 0, 0, 5, 20, 100],
  paylines: PAYLINES_20,
  /** 3+ scatters: 10 free spins at ×3; 3+ scatters during the feature add 10 more (no cap). */
  freeSpins: { minScatters: 3, award: 10, multiplier: 3 },
};
