/**
 * Basic strategy for the sandbox's rules (6 decks, dealer stands on soft 17, double on any two,
 * double after split, no surrender): the standard total-dependent chart. Never take insurance.
 * Columns are the dealer's up card 2, 3, 4, 5, 6, 7, 8, 9, 10, A. Codes: H hit, S stand, P split,
 * D double (hit when doubling is not allowed), T double (stand when it is not allowed).
 */
import {
  act,
  type BlackjackAction,
  type BlackjackState,
  cardValue,
  deal,
  handValue,
  insure,
  legalActions,
  type PlayerHand,
  type Settlement,
} from "./blackjack.ts";
import type { Rng } from "./rng.ts";

/** Hard totals 4 … 21 (4–8 all hit). */
const HARD: Record<number, string> = {
  8: "HHHHHHHHHH",
  9: "HDDDDHHHHH",
  10: "DDDDDDDDHH",
  11: "DDDDDDDDDH",
  12: "HHSSSHHHHH",
  13: "SSSSSHHHHH",
  14: "SSSSSHHHHH",
  15: "SSSSSHHHHH",
  16: "SSSSSHHHHH",
  17: "SSSSSSSSSS",
};
/** Soft totals 12 … 21. */
const SOFT: Record<number, string> = {
  12: "HHHHHHHHHH",
  13: "HHHDDHHHHH",
  14: "HHHDDHHHHH",
  15: "HHDDDHHHHH",
  16: "HHDDDHHHHH",
  17: "HDDDDHHHHH",
  18: "STTTTSSHHH",
  19: "SSSSSSSSSS",
};
/** Pairs by card value (1 = aces); fives and tens are played as hard 10 and 20. */
const PAIRS: Record<number, string> = {
  1: "PPPPPPPPPP",
  2: "PPPPPPHHHH",
  3: "PPPPPPHHHH",
  4: "HHHPPHHHHH",
  6: "PPPPPHHHHH",
  7: "PPPPPPHHHH",
  8: "PPPPPPPPPP",
  9: "PPPPPSPPSS",
};

export const BASIC_STRATEGY = { hard: HARD, soft: SOFT, pairs: PAIRS } as const;

/** The chart's code for a hand against the dealer's up-card value (1 = ace). */
export function chartCode(cards: readonly number[], dealerUp: number, canSplit: boolean): string {
  const col = dealerUp === 1 ? 9 : dealerUp - 2;
  const [a, b] = cards as [number, number];
  if (canSplit && cards.length === 2 && cardValue(a) === cardValue(b)) {
    const row = PAIRS[cardValue(a)];
    if (row?.[col] === "P") return "P";
  }
  const { total, soft } = handValue(cards);
  const row = soft ? SOFT[Math.min(total, 19)] : HARD[Math.min(Math.max(total, 8), 17)];
  return row?.[col] ?? "S";
}

/** The basic-strategy decision for the active hand. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  const h = state.hands[state.active] as PlayerHand;
  const code = chartCode(h.cards, cardValue(state.dealer[0] as number), legal.includes("split"));
  const canDouble = legal.includes("double");
  switch (code) {
    case "P":
      return "split";
    case "D":
      return canDouble ? "double" : "hit";
    case "T":
      return canDouble ? "double" : "stand";
    case "H":
      return "hit";
    default:
      return "stand";
  }
}

/** One whole round played by basic strategy (insurance declined); the final state, settled. */
export function playBasicStrategyRound(bet: number, rng: Rng): BlackjackState & { settlement: Settlement } {
  let s = deal(bet, rng);
  if (s.phase === "insurance") s = insure(s, false);
  while (s.phase === "player") s = act(s, basicStrategy(s), rng);
  return s as BlackjackState & { settlement: Settlement };
}
