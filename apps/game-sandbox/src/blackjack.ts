/**
 * Blackjack over several requests: the deal sends the bet with the round left open; a double, a
 * split or insurance sends one more bet in the same round; when the round is done the win (maybe
 * 0) closes it with `finished: true`. The state lives on the provider's server (the session); the
 * page sees the dealer's hole card only once the round is done.
 */
import { randomUUID } from "node:crypto";
import {
  act,
  type BlackjackAction,
  type BlackjackState,
  cardRank,
  cardSuit,
  deal,
  handValue,
  insure,
  legalActions,
  RULES,
} from "@parlay/domain/casino-games";
import { fromWallet, GameError } from "./errors.ts";
import { type GameDeps, startRound } from "./games.ts";
import type { OpenBlackjack, ProviderSession } from "./sessions.ts";

/** Bets the table offers, minor units (even, so 3:2 and half-bet insurance stay whole). */
export const BLACKJACK_BETS = [100, 200, 500, 1000, 2500, 5000] as const;

export type PlayerMove = BlackjackAction | "insure" | "decline-insurance";

export interface CardView {
  rank: string;
  suit: "♠" | "♥" | "♦" | "♣";
}

export interface BlackjackView {
  roundId: string | null;
  phase: BlackjackState["phase"] | "idle";
  dealer: (CardView | null)[];
  dealerTotal: number | null;
  hands: { cards: CardView[]; total: number; soft: boolean; stake: number; done: boolean }[];
  active: number;
  moves: PlayerMove[];
  settlement: BlackjackState["settlement"];
  balance: number;
  rules: typeof RULES;
}

const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUITS = ["♠", "♥", "♦", "♣"] as const;
const cardView = (c: number): CardView => ({
  rank: RANKS[cardRank(c)] ?? "?",
  suit: SUITS[cardSuit(c)] ?? "♠",
});

export function blackjackView(open: OpenBlackjack | null, balance: number): BlackjackView {
  if (!open)
    return {
      roundId: null,
      phase: "idle",
      dealer: [],
      dealerTotal: null,
      hands: [],
      active: 0,
      moves: [],
      settlement: null,
      balance,
      rules: RULES,
    };
  const st = open.state;
  const done = st.phase === "done";
  const moves: PlayerMove[] = st.phase === "insurance" ? ["insure", "decline-insurance"] : legalActions(st);
  return {
    roundId: open.roundId,
    phase: st.phase,
    dealer: st.dealer.map((c, i) => (i === 1 && !done ? null : cardView(c))),
    dealerTotal: done ? handValue(st.dealer).total : null,
    hands: st.hands.map((h) => ({
      cards: h.cards.map(cardView),
      ...handValue(h.cards),
      stake: h.stake,
      done: h.done,
    })),
    active: st.active,
    moves,
    settlement: st.settlement,
    balance,
    rules: RULES,
  };
}

/** What a move costs before it is made (a double or split stakes the hand again; insurance half the bet). */
function extraStake(st: BlackjackState, move: PlayerMove): number {
  if (move === "double" || move === "split") return st.hands[st.active]?.stake ?? 0;
  if (move === "insure") return st.bet / 2;
  return 0;
}

export class Blackjack {
  constructor(private readonly deps: GameDeps) {}

  /** Sends the open round's bet (and, when the round ended, its win and `finished`). */
  private async send(s: ProviderSession, open: OpenBlackjack, stake: number): Promise<number> {
    const st = open.state;
    const actions = [];
    if (stake > 0)
      actions.push({ action: "bet" as const, action_id: `${open.roundId}-b${open.seq}`, amount: stake });
    const finished = st.phase === "done";
    if (finished)
      actions.push({
        action: "win" as const,
        action_id: `${open.roundId}-win`,
        amount: st.settlement?.returned ?? 0,
      });
    const answer = await this.deps.wallet.play({
      user_id: s.userId,
      currency: s.currency,
      game: s.game,
      game_id: open.roundId,
      finished,
      actions,
    });
    if (stake > 0) open.seq++;
    return answer.balance;
  }

  async deal(s: ProviderSession, bet: number): Promise<BlackjackView> {
    if (!(BLACKJACK_BETS as readonly number[]).includes(bet))
      throw new GameError(400, "bad_request", "Not an offered bet");
    if (s.blackjack?.state.phase === "done") await this.finishIfDone(s, s.blackjack);
    if (s.blackjack) throw new GameError(409, "round_open", "Finish the open round first");
    const undo = startRound(s, this.deps.now());
    const open: OpenBlackjack = { roundId: `bj-${randomUUID()}`, state: deal(bet, this.deps.rng), seq: 0 };
    try {
      const balance = await this.send(s, open, bet);
      s.blackjack = open.state.phase === "done" ? null : open;
      return blackjackView(open, balance);
    } catch (err) {
      undo();
      throw fromWallet(err);
    }
  }

  async move(s: ProviderSession, move: PlayerMove): Promise<BlackjackView> {
    const open = s.blackjack;
    if (!open) throw new GameError(409, "bad_request", "No open round");
    const st = open.state;
    const allowed = st.phase === "insurance" ? ["insure", "decline-insurance"] : legalActions(st);
    if (!allowed.includes(move)) throw new GameError(400, "bad_request", `${move} is not allowed now`);
    const stake = extraStake(st, move);
    const next =
      move === "insure" || move === "decline-insurance"
        ? insure(st, move === "insure")
        : act(st, move, this.deps.rng);
    if (stake === 0) {
      // Hit, stand, no insurance: the cards are dealt whatever the wallet says; only the end of
      // the round needs it (the win), and a failed call leaves the round "done" until it is sent.
      open.state = next;
      return this.finishIfDone(s, open);
    }
    const candidate: OpenBlackjack = { ...open, state: next };
    try {
      const balance = await this.send(s, candidate, stake);
      open.seq = candidate.seq;
      open.state = next;
      if (next.phase === "done") s.blackjack = null;
      return blackjackView(candidate, balance);
    } catch (err) {
      // A refused double, split or insurance leaves the hand as it was.
      throw fromWallet(err);
    }
  }

  /** Sends the win of a round that has ended (or just the balance) and answers the view. */
  private async finishIfDone(s: ProviderSession, open: OpenBlackjack): Promise<BlackjackView> {
    try {
      const balance =
        open.state.phase === "done"
          ? await this.send(s, open, 0)
          : await this.deps.wallet.balance(s.userId, s.currency);
      if (open.state.phase === "done") s.blackjack = null;
      return blackjackView(open, balance);
    } catch (err) {
      throw fromWallet(err);
    }
  }

  /** The open round (a round that ended but whose win is not sent yet is settled now). */
  async view(s: ProviderSession): Promise<BlackjackView> {
    if (s.blackjack) return this.finishIfDone(s, s.blackjack);
    try {
      return blackjackView(null, await this.deps.wallet.balance(s.userId, s.currency));
    } catch (err) {
      throw fromWallet(err);
    }
  }
}
