/**
 * The live roulette table: one wheel shared by every seated player, on the domain's timetable
 * (LIVE_ROULETTE_SCHEDULE: 15 s betting, 5 s closed, 5 s result, 5 s payout). The pocket of a round
 * is drawn once, when betting has closed, and kept for everyone; when the result phase begins, every
 * player who bet is paid with one win action that closes their wallet round (`finished: true`).
 * A bet is one bet action in the player's wallet round for that table round, left open.
 */
import {
  acceptsBet,
  drawLiveResult,
  LIVE_ROULETTE_SCHEDULE,
  type LivePhase,
  type LiveSchedule,
  liveRoundAt,
  type PlacedBet,
  resultDrawable,
  settleBet,
  settlementDue,
} from "@parlay/domain/casino-games";
import { fromWallet, GameError } from "./errors.ts";
import { checkLayout, type GameDeps } from "./games.ts";
import type { ProviderSession } from "./sessions.ts";

interface Seat {
  userId: string;
  currency: string;
  bets: PlacedBet[];
  /** Bet requests sent so far (unique action ids). */
  seq: number;
  /** Bet requests still waiting for the wallet: the seat is not settled before they are answered. */
  pending: number;
  settled: boolean;
  win: number;
  balance: number | null;
}

interface TableRound {
  pocket: number | null;
  seats: Map<string, Seat>;
}

export interface LiveView {
  round: number;
  phase: LivePhase;
  phaseEndsAt: number;
  now: number;
  /** The pocket, once the result phase has begun. */
  pocket: number | null;
  history: { round: number; pocket: number }[];
  myBets: PlacedBet[];
  /** The player's last settled round at this table. */
  lastWin: { round: number; stake: number; win: number; balance: number | null } | null;
  seated: number;
}

const KEEP_ROUNDS = 30;
export const LIVE_GAME = "live-roulette";
const walletRound = (round: number, userId: string) => `live-${round}-u${userId}`;

export class LiveTable {
  private readonly rounds = new Map<number, TableRound>();
  private ticking: Promise<void> | null = null;
  readonly schedule: LiveSchedule;

  constructor(
    private readonly deps: GameDeps,
    epochMs = 0,
    private readonly seatedCount: (since: number) => number = () => 0,
  ) {
    this.schedule = { epochMs, ...LIVE_ROULETTE_SCHEDULE };
  }

  private roundAt(r: number): TableRound {
    let t = this.rounds.get(r);
    if (!t) {
      t = { pocket: null, seats: new Map() };
      this.rounds.set(r, t);
    }
    return t;
  }

  /** Draws the pockets due and pays the seats due; safe to call often (one pass at a time). */
  tick(): Promise<void> {
    this.ticking ??= this.pass().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async pass(): Promise<void> {
    const now = this.deps.now();
    const current = liveRoundAt(this.schedule, now);
    if (current.phase !== "waiting" && resultDrawable(this.schedule, current.round, now))
      this.roundAt(current.round);
    for (const [r, t] of this.rounds) {
      if (t.pocket === null && resultDrawable(this.schedule, r, now))
        t.pocket = drawLiveResult(this.deps.rng);
      if (t.pocket !== null && settlementDue(this.schedule, r, now)) await this.settle(r, t, t.pocket);
    }
    for (const r of this.rounds.keys()) {
      const t = this.rounds.get(r);
      const done = t && [...t.seats.values()].every((s) => s.settled);
      if (r < current.round - KEEP_ROUNDS && done) this.rounds.delete(r);
    }
  }

  private async settle(r: number, t: TableRound, pocket: number): Promise<void> {
    for (const seat of t.seats.values()) {
      if (seat.settled || seat.pending > 0 || seat.bets.length === 0) continue;
      const win = seat.bets.reduce((sum, b) => sum + settleBet(b.bet, b.stake, pocket), 0);
      const roundId = walletRound(r, seat.userId);
      try {
        const answer = await this.deps.wallet.play({
          user_id: seat.userId,
          currency: seat.currency,
          game: LIVE_GAME,
          game_id: roundId,
          finished: true,
          actions: [{ action: "win", action_id: `${roundId}-win`, amount: win }],
        });
        seat.settled = true;
        seat.win = win;
        seat.balance = answer.balance;
      } catch {
        // The same win (same action id) is sent again at the next tick.
      }
    }
  }

  async bet(
    s: ProviderSession,
    round: number,
    bets: PlacedBet[],
  ): Promise<{ balance: number; round: number }> {
    const stake = checkLayout(bets);
    if (!acceptsBet(this.schedule, round, this.deps.now()))
      throw new GameError(409, "closed", "Betting is closed for this round");
    const t = this.roundAt(round);
    let seat = t.seats.get(s.userId);
    if (!seat) {
      seat = {
        userId: s.userId,
        currency: s.currency,
        bets: [],
        seq: 0,
        pending: 0,
        settled: false,
        win: 0,
        balance: null,
      };
      t.seats.set(s.userId, seat);
    }
    const roundId = walletRound(round, s.userId);
    const actionId = `${roundId}-b${seat.seq++}`;
    seat.pending++;
    try {
      const answer = await this.deps.wallet.play({
        user_id: s.userId,
        currency: s.currency,
        game: LIVE_GAME,
        game_id: roundId,
        finished: false,
        actions: [{ action: "bet", action_id: actionId, amount: stake }],
      });
      seat.bets.push(...bets);
      return { balance: answer.balance, round };
    } catch (err) {
      throw fromWallet(err);
    } finally {
      seat.pending--;
    }
  }

  async view(s: ProviderSession): Promise<LiveView> {
    await this.tick();
    const now = this.deps.now();
    const current = liveRoundAt(this.schedule, now);
    const t = this.rounds.get(current.round);
    const shown = current.phase === "result" || current.phase === "payout";
    const history: LiveView["history"] = [];
    let lastWin: LiveView["lastWin"] = null;
    const ordered = [...this.rounds.entries()].sort((a, b) => b[0] - a[0]);
    for (const [r, round] of ordered) {
      const visible = r < current.round || (r === current.round && shown);
      if (visible && round.pocket !== null && history.length < 12)
        history.push({ round: r, pocket: round.pocket });
      const seat = round.seats.get(s.userId);
      if (!lastWin && seat?.settled)
        lastWin = {
          round: r,
          stake: seat.bets.reduce((a, b) => a + b.stake, 0),
          win: seat.win,
          balance: seat.balance,
        };
    }
    return {
      round: current.round,
      phase: current.phase,
      phaseEndsAt: current.phaseEndsAt,
      now,
      pocket: shown ? (t?.pocket ?? null) : null,
      history,
      myBets: t?.seats.get(s.userId)?.bets ?? [],
      lastWin,
      seated: this.seatedCount(now - 10_000),
    };
  }
}
