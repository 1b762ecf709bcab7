/**
 * Blackjack for the provider sandbox, one seat, one hand at a time, as a state machine of plain data
 * (the sandbox can keep the state between requests). Rules (docs/casino.md "Provider sandbox games"):
 * 6 decks, a fresh shuffle every round; the dealer stands on soft 17 and peeks for blackjack under an
 * ace or a ten (a dealer blackjack takes only the original bet); blackjack pays 3:2; double on any
 * first two cards, also after a split; split any two cards of equal value up to 3 times (4 hands);
 * split aces take one card each and cannot be resplit; 21 after a split is not a blackjack;
 * insurance (half the bet, pays 2:1) when the dealer shows an ace; no surrender.
 *
 * A card is a position in the 312-card shoe: rank = position mod 13 (0 ace, 1–8 two…nine, 9–12 ten,
 * jack, queen, king), suit = ⌊(position mod 52) / 13⌋. Drawing picks a uniform position among those
 * not dealt in this round (a continuous shuffler: every round sees a full, freshly shuffled shoe).
 */
import type { Rng } from "./rng.ts";

export const RULES = {
  decks: 6,
  dealerHitsSoft17: false,
  blackjackPays: [3, 2],
  maxHands: 4,
  doubleAfterSplit: true,
  resplitAces: false,
  surrender: false,
} as const;
const SHOE = RULES.decks * 52;

export type Card = number;
export const cardRank = (c: Card): number => c % 13;
export const cardSuit = (c: Card): number => Math.floor((c % 52) / 13);
/** 1 for an ace, 2–9, 10 for ten and faces. */
export const cardValue = (c: Card): number => Math.min(10, (c % 13) + 1);
/** The first position in the shoe of a card of this value (1 = ace … 10 = ten): handy for tests. */
export const cardOf = (value: number, copy = 0): Card => value - 1 + 13 * copy;

export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const v = cardValue(c);
    total += v;
    if (v === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export const isBlackjack = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handValue(cards).total === 21;

export interface PlayerHand {
  cards: Card[];
  stake: number;
  doubled: boolean;
  /** Came from a split (a two-card 21 is then not a blackjack). */
  split: boolean;
  splitAces: boolean;
  done: boolean;
}

export type HandOutcome = "blackjack" | "win" | "push" | "lose" | "bust";
export interface Settlement {
  dealerTotal: number;
  dealerBlackjack: boolean;
  hands: { stake: number; outcome: HandOutcome; returned: number }[];
  insurance: { stake: number; returned: number };
  staked: number;
  returned: number;
}

export interface BlackjackState {
  phase: "insurance" | "player" | "done";
  bet: number;
  /** Every card dealt this round, in order (the shoe positions no longer available). */
  dealt: Card[];
  /** dealer[1] is the hole card: not to be shown before the phase is "done". */
  dealer: Card[];
  hands: PlayerHand[];
  active: number;
  insurance: number;
  settlement: Settlement | null;
}

export type BlackjackAction = "hit" | "stand" | "double" | "split";

function draw(dealt: Card[], rng: Rng): Card {
  for (;;) {
    const c = rng.nextInt(SHOE);
    if (!dealt.includes(c)) {
      dealt.push(c);
      return c;
    }
  }
}

const hand = (cards: Card[], stake: number, extra: Partial<PlayerHand> = {}): PlayerHand => ({
  cards,
  stake,
  doubled: false,
  split: false,
  splitAces: false,
  done: false,
  ...extra,
});

/** Starts a round: player, dealer up card, player, dealer hole card. The bet must be even (3:2, insurance). */
export function deal(bet: number, rng: Rng): BlackjackState {
  if (!Number.isInteger(bet) || bet <= 0 || bet % 2 !== 0)
    throw new RangeError("bet must be a positive even integer");
  const dealt: Card[] = [];
  const p1 = draw(dealt, rng);
  const up = draw(dealt, rng);
  const p2 = draw(dealt, rng);
  const hole = draw(dealt, rng);
  const state: BlackjackState = {
    phase: "player",
    bet,
    dealt,
    dealer: [up, hole],
    hands: [hand([p1, p2], bet)],
    active: 0,
    insurance: 0,
    settlement: null,
  };
  if (cardValue(up) === 1) return { ...state, phase: "insurance" };
  return afterPeek(state);
}

/** The dealer peeks: a dealer or player blackjack ends the round at once. */
function afterPeek(state: BlackjackState): BlackjackState {
  const first = state.hands[0] as PlayerHand;
  if (isBlackjack(state.dealer) || isBlackjack(first.cards)) return finish(state, null);
  return state;
}

/** Answers the insurance offer (dealer shows an ace): `take` stakes half the bet on a dealer blackjack. */
export function insure(state: BlackjackState, take: boolean): BlackjackState {
  if (state.phase !== "insurance") throw new Error("insurance is not offered now");
  return afterPeek({ ...state, phase: "player", insurance: take ? state.bet / 2 : 0 });
}

export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== "player") return [];
  const h = state.hands[state.active] as PlayerHand;
  const actions: BlackjackAction[] = ["hit", "stand"];
  const two = h.cards.length === 2;
  if (two && (!h.split || RULES.doubleAfterSplit)) actions.push("double");
  const [a, b] = h.cards as [Card, Card];
  const pair = two && cardValue(a) === cardValue(b);
  if (pair && state.hands.length < RULES.maxHands && !(h.splitAces && !RULES.resplitAces))
    actions.push("split");
  return actions;
}

/** One player decision on the active hand. */
export function act(state: BlackjackState, action: BlackjackAction, rng: Rng): BlackjackState {
  if (!legalActions(state).includes(action)) throw new Error(`${action} is not allowed now`);
  const dealt = [...state.dealt];
  const hands = state.hands.map((h) => ({ ...h, cards: [...h.cards] }));
  const h = hands[state.active] as PlayerHand;
  if (action === "stand") h.done = true;
  if (action === "hit") {
    h.cards.push(draw(dealt, rng));
    if (handValue(h.cards).total >= 21) h.done = true;
  }
  if (action === "double") {
    h.stake *= 2;
    h.doubled = true;
    h.cards.push(draw(dealt, rng));
    h.done = true;
  }
  if (action === "split") {
    const [a, b] = h.cards as [Card, Card];
    const aces = cardValue(a) === 1;
    const left = hand([a, draw(dealt, rng)], h.stake, { split: true, splitAces: aces });
    const right = hand([b, draw(dealt, rng)], h.stake, { split: true, splitAces: aces });
    for (const x of [left, right]) x.done = aces || handValue(x.cards).total === 21;
    hands.splice(state.active, 1, left, right);
  }
  return advance({ ...state, dealt, hands }, rng);
}

/** Moves to the next hand still to play; when none is left, the dealer plays and the round settles. */
function advance(state: BlackjackState, rng: Rng): BlackjackState {
  const next = state.hands.findIndex((h) => !h.done);
  if (next !== -1) return { ...state, active: next };
  return finish(state, rng);
}

/** Dealer stands on all 17s (hits soft 17 only if RULES say so). */
export function dealerShouldHit(cards: readonly Card[]): boolean {
  const { total, soft } = handValue(cards);
  return total < 17 || (total === 17 && soft && RULES.dealerHitsSoft17);
}

/** Ends the round; `rng` is null only after the peek, when the dealer draws nothing. */
function finish(state: BlackjackState, rng: Rng | null): BlackjackState {
  const dealt = [...state.dealt];
  const dealer = [...state.dealer];
  const dealerBlackjack = isBlackjack(dealer);
  const naturalRound =
    dealerBlackjack || (state.hands.length === 1 && isBlackjack((state.hands[0] as PlayerHand).cards));
  const live = state.hands.some((h) => handValue(h.cards).total <= 21);
  if (!naturalRound && live && rng) while (dealerShouldHit(dealer)) dealer.push(draw(dealt, rng));
  const dealerTotal = handValue(dealer).total;
  const hands = state.hands.map((h) => settleHand(h, dealer, dealerBlackjack));
  const insurance = { stake: state.insurance, returned: dealerBlackjack ? state.insurance * 3 : 0 };
  const staked = hands.reduce((s, h) => s + h.stake, 0) + insurance.stake;
  const returned = hands.reduce((s, h) => s + h.returned, 0) + insurance.returned;
  return {
    ...state,
    phase: "done",
    dealt,
    dealer,
    settlement: { dealerTotal, dealerBlackjack, hands, insurance, staked, returned },
  };
}

function settleHand(h: PlayerHand, dealer: Card[], dealerBlackjack: boolean): Settlement["hands"][number] {
  const player = handValue(h.cards).total;
  const natural = !h.split && isBlackjack(h.cards);
  const [num, den] = RULES.blackjackPays;
  let outcome: HandOutcome;
  if (natural) outcome = dealerBlackjack ? "push" : "blackjack";
  else if (dealerBlackjack) outcome = "lose";
  else if (player > 21) outcome = "bust";
  else {
    const d = handValue(dealer).total;
    outcome = d > 21 || player > d ? "win" : player === d ? "push" : "lose";
  }
  const returned =
    outcome === "blackjack"
      ? h.stake + (h.stake * num) / den
      : outcome === "win"
        ? 2 * h.stake
        : outcome === "push"
          ? h.stake
          : 0;
  return { stake: h.stake, outcome, returned };
}
