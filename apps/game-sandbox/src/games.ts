/**
 * The single-request games: a slot round (the paid spin and its whole free-spin feature) and a
 * European roulette spin. The server draws the outcome with the crypto RNG, then sends the bet and
 * the win to the wallet in one request with `finished: true`; the page sees the outcome only once
 * the wallet accepted the bet (a refused bet moves nothing and its outcome is thrown away).
 */
import { randomUUID } from "node:crypto";
import {
  PARLAY_FRUITS,
  type PlacedBet,
  playRoulette,
  playRound,
  type Rng,
  type SpinResult,
  SYMBOL_LETTERS,
  validateBet,
} from "@parlay/domain/casino-games";
import { fromWallet, GameError } from "./errors.ts";
import { claimRoundStart, type ProviderSession } from "./sessions.ts";
import type { WalletAction, WalletClient } from "./wallet-client.ts";

export interface GameDeps {
  wallet: WalletClient;
  rng: Rng;
  now: () => number;
}

/** Line bets the slot offers, minor units (the total bet is 20 of them). */
export const LINE_BETS = [5, 10, 25, 50, 100, 250, 500] as const;
/** Chips of the roulette tables, minor units. */
export const CHIPS = [50, 100, 500, 1000, 5000] as const;
export const MAX_TABLE_BETS = 40;

/** Starts a round under the minimum spin time; the returned function undoes the claim (refused bet). */
export function startRound(s: ProviderSession, now: number): () => void {
  const previous = s.lastRoundAt;
  const claim = claimRoundStart(s, now);
  if (!claim.ok)
    throw new GameError(429, "too_soon", "The previous round started too recently", { waitMs: claim.waitMs });
  return () => {
    s.lastRoundAt = previous;
  };
}

/** Bet and win of a whole round in one signed wallet call; answers the balance after it. */
export async function settleInOne(
  deps: GameDeps,
  s: ProviderSession,
  roundId: string,
  stake: number,
  win: number,
): Promise<number> {
  const actions: WalletAction[] = [{ action: "bet", action_id: `${roundId}-bet`, amount: stake }];
  actions.push({ action: "win", action_id: `${roundId}-win`, amount: win });
  const answer = await deps.wallet.play({
    user_id: s.userId,
    currency: s.currency,
    game: s.game,
    game_id: roundId,
    finished: true,
    actions,
  });
  return answer.balance;
}

export interface SpinView {
  /** grid[reel][row] as symbol letters (W S 7 B M P A K Q J). */
  grid: string[][];
  lineWins: { line: number; symbol: string; count: number; amount: number }[];
  scatters: number;
  scatterWin: number;
  freeSpinsAwarded: number;
  multiplier: number;
  amount: number;
}

function spinView(spin: SpinResult, lineBet: number): SpinView {
  return {
    grid: spin.grid.map((reel) => reel.map((sym) => SYMBOL_LETTERS[sym] ?? "?")),
    lineWins: spin.lineWins.map((w) => ({
      line: w.line,
      symbol: SYMBOL_LETTERS[w.symbol] ?? "?",
      count: w.count,
      amount: w.pay * spin.multiplier * lineBet,
    })),
    scatters: spin.scatters,
    scatterWin: spin.scatterWin * spin.multiplier * lineBet,
    freeSpinsAwarded: spin.freeSpinsAwarded,
    multiplier: spin.multiplier,
    amount: spin.total * lineBet,
  };
}

export interface SlotAnswer {
  roundId: string;
  stake: number;
  base: SpinView;
  freeSpins: SpinView[];
  win: number;
  balance: number;
}

export async function slotRound(deps: GameDeps, s: ProviderSession, lineBet: number): Promise<SlotAnswer> {
  if (!(LINE_BETS as readonly number[]).includes(lineBet))
    throw new GameError(400, "bad_request", "Not an offered line bet");
  const undo = startRound(s, deps.now());
  const round = playRound(PARLAY_FRUITS, deps.rng);
  const stake = lineBet * PARLAY_FRUITS.paylines.length;
  const win = round.total * lineBet;
  const roundId = `slot-${randomUUID()}`;
  try {
    const balance = await settleInOne(deps, s, roundId, stake, win);
    return {
      roundId,
      stake,
      base: spinView(round.base, lineBet),
      freeSpins: round.freeSpins.map((f) => spinView(f, lineBet)),
      win,
      balance,
    };
  } catch (err) {
    undo();
    throw fromWallet(err);
  }
}

export interface RouletteAnswer {
  roundId: string;
  pocket: number;
  stake: number;
  returns: number[];
  win: number;
  balance: number;
}

/** Checks a layout of bets (shapes and stakes); throws 400 on the first bad one. */
export function checkLayout(bets: readonly PlacedBet[]): number {
  if (bets.length === 0 || bets.length > MAX_TABLE_BETS)
    throw new GameError(400, "bad_request", `Between 1 and ${MAX_TABLE_BETS} bets`);
  let total = 0;
  for (const b of bets) {
    const why = validateBet(b.bet);
    if (why) throw new GameError(400, "bad_request", `Invalid bet: ${why}`);
    if (!Number.isSafeInteger(b.stake) || b.stake <= 0 || b.stake % CHIPS[0] !== 0)
      throw new GameError(400, "bad_request", "A stake is a sum of chips");
    total += b.stake;
  }
  return total;
}

export async function rouletteRound(
  deps: GameDeps,
  s: ProviderSession,
  bets: readonly PlacedBet[],
): Promise<RouletteAnswer> {
  const stake = checkLayout(bets);
  const undo = startRound(s, deps.now());
  const { pocket, returns } = playRoulette(bets, deps.rng);
  const win = returns.reduce((a, b) => a + b, 0);
  const roundId = `roulette-${randomUUID()}`;
  try {
    const balance = await settleInOne(deps, s, roundId, stake, win);
    return { roundId, pocket, stake, returns, win, balance };
  } catch (err) {
    undo();
    throw fromWallet(err);
  }
}
