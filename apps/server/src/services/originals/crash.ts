/**
 * Crash rounds (docs/casino.md "Crash rounds"): one shared round at a time for every player, game i of
 * the published chain. Betting phase (`bettingMs`) → flying along the curve (crash-curve.ts) until the
 * point → crashed (the round's hash revealed), a pause (`pauseMs`), the next game. The clock is injected;
 * `tick()` brings the rounds up to the clock (a timer calls it in the server, tests call it).
 *
 * Several processes of a site share the rounds (docs/casino.md "Crash rounds, pushed"): exactly one, the
 * leader (`lead(true)`: it holds the lease), starts rounds, crashes them and pays auto cash-outs; every
 * other process reads the round from the database and takes bets and cash-outs on its own clock. A bet's
 * settlement is a conditional update (`state = 'open'`), so a cash-out and the crash never both settle
 * one bet; a bet that opened after its round crashed is settled when the leader starts the next round.
 * A new leader continues the chain from the database. In one process bets, cash-outs and ticks run one
 * at a time. Every stake and win goes through the casino wallet (round `c{chain}-{game}-{bet}`), and
 * every change players see is published (`publish`: the round's phases and the cash-outs).
 */
import type { CrashFrame, CrashRoundNow } from "@parlay/contracts/originals";
import type { Db } from "@parlay/db";
import {
  crashCashOutAt,
  crashFlightMs,
  crashMultiplierAt,
  crashPoint,
  crashVerifierFragment,
} from "@parlay/domain/fair";
import { AppError } from "../../http/errors.ts";
import type { InHouseWallet } from "../casino/index.ts";
import {
  betOf,
  type CrashSettled,
  openBets,
  placeBet,
  settleAtCrash,
  stragglers,
  winBet,
} from "./crash-bets.ts";
import { type Chain, chainById, loadChain } from "./crash-chain.ts";

export type { CrashBetRow } from "./crash-bets.ts";

export interface CrashOptions {
  /** The betting phase (default 5 s). */
  bettingMs?: number;
  /** The pause after a crash before the next betting phase (default 3 s). */
  pauseMs?: number;
  /** Games in a new chain (default 100 000; kept in memory, 32 bytes each). */
  chainGames?: number;
  /** The chain's public salt (CRASH_SALT; a random one when unset, for development). */
  salt?: string;
}

export interface CrashDeps {
  db: Db;
  wallet: InHouseWallet;
  now: () => number;
  /** Hands a frame to every process (the topic bus); by default nobody hears. */
  publish?: (frame: CrashFrame) => void;
  /** Whether this process starts out driving the rounds (default true; see `lead`). */
  leading?: boolean;
}

interface Round {
  gameNumber: number;
  bettingAt: number;
  flyingAt: number;
  crashAt: number;
  point: number;
  hash: string;
  crashed: boolean;
  /** The leader announced the take-off. */
  announced?: boolean;
}

export type CrashPhase = "betting" | "flying" | "crashed";

export class CrashRunner {
  private chain: Chain | null = null;
  private round: Round | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly bettingMs: number;
  private readonly pauseMs: number;
  /** This process drives the rounds (one process only; without a shared Redis the only one). */
  private leading = true;

  constructor(
    private readonly deps: CrashDeps,
    private readonly options: CrashOptions = {},
  ) {
    this.bettingMs = options.bettingMs ?? 5_000;
    this.pauseMs = options.pauseMs ?? 3_000;
    this.leading = deps.leading ?? true;
  }

  /**
   * Takes or hands over the rounds. A process that takes over forgets what it knew and continues the
   * chain from the database.
   */
  lead(on: boolean): Promise<void> {
    return this.serial(async () => {
      this.leading = on;
      this.round = null;
      this.chain = null;
    });
  }

  get leader(): boolean {
    return this.leading;
  }

  private publish(frame: CrashFrame): void {
    try {
      this.deps.publish?.(frame);
    } catch {
      // A lost frame is caught up on the next one; the database holds the truth.
    }
  }

  /** Runs `task` after every earlier bet, cash-out and tick. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async ensureChain(): Promise<Chain> {
    this.chain ??= await loadChain(this.deps.db, {
      games: this.options.chainGames ?? 100_000,
      salt: this.options.salt,
      now: new Date(this.deps.now()),
    });
    return this.chain;
  }

  /**
   * The published commitment: the chain's terminal hash and salt. A follower answers the leader's
   * chain; before the leader's first round there is none yet (the leader makes it).
   */
  async commitment(): Promise<{ chainId: number; terminalHash: string; salt: string; games: number }> {
    if (!this.leading && this.chain === null) await this.serial(() => this.follow());
    if (!this.leading && this.chain === null)
      throw new AppError("DATABASE_UNAVAILABLE", "The crash rounds have not started yet");
    const c = this.chain ?? (await this.ensureChain());
    return { chainId: c.id, terminalHash: c.terminalHash, salt: c.salt, games: c.games };
  }

  private roundOf(chain: Chain, gameNumber: number, bettingAt: number): Round {
    const hash = chain.hashes[gameNumber] as string;
    const point = crashPoint(hash, chain.salt);
    const flyingAt = bettingAt + this.bettingMs;
    return {
      gameNumber,
      bettingAt,
      flyingAt,
      crashAt: flyingAt + crashFlightMs(point),
      point,
      hash,
      crashed: false,
    };
  }

  /** The round in play after a restart, or none. */
  private async resume(chain: Chain): Promise<void> {
    const last = await this.deps.db
      .selectFrom("originals_crash_round")
      .selectAll()
      .where("chain_id", "=", chain.id)
      .orderBy("game_number", "desc")
      .executeTakeFirst();
    if (!last) return;
    const r = this.roundOf(chain, last.game_number, last.betting_at.getTime());
    this.round = { ...r, crashed: last.crashed, announced: true };
  }

  /** A follower's view: the newest round the leader wrote (and its chain). */
  private async follow(): Promise<void> {
    const last = await this.deps.db
      .selectFrom("originals_crash_round")
      .selectAll()
      .orderBy("chain_id", "desc")
      .orderBy("game_number", "desc")
      .executeTakeFirst();
    if (!last) {
      this.round = null;
      return;
    }
    if (this.chain?.id !== last.chain_id) this.chain = await chainById(this.deps.db, last.chain_id);
    const r = this.roundOf(this.chain, last.game_number, last.betting_at.getTime());
    this.round = { ...r, crashed: last.crashed, announced: true };
  }

  /** Brings this process's view up to date: the leader steps, a follower reads the database. */
  private refresh(now: number): Promise<void> {
    return this.leading ? this.step(now) : this.follow();
  }

  /** The view of the round a page is rendered with (the leader steps first). */
  sync(): Promise<void> {
    return this.serial(() => this.refresh(this.deps.now()));
  }

  private async startRound(now: number): Promise<void> {
    let chain = await this.ensureChain();
    if (this.round === null) await this.resume(chain);
    if (this.round !== null && !this.round.crashed) return;
    let next = (this.round?.gameNumber ?? 0) + 1;
    if (next > chain.games) {
      this.chain = null;
      chain = await this.ensureChain();
      next = 1;
    }
    const r = this.roundOf(chain, next, now);
    await this.deps.db
      .insertInto("originals_crash_round")
      .values({
        chain_id: chain.id,
        game_number: next,
        betting_at: new Date(r.bettingAt),
        flying_at: new Date(r.flyingAt),
      })
      .onConflict((oc) => oc.columns(["chain_id", "game_number"]).doNothing())
      .execute();
    this.round = r;
    await this.settleStragglers(chain.id, next);
    this.publish({ t: "crash", e: "round", round: this.current(now) as CrashRoundNow, cashOuts: [] });
  }

  /**
   * Bets still open in rounds that already crashed: a bet another process opened just as its round
   * crashed. They are settled as the crash would have settled them.
   */
  private async settleStragglers(chainId: number, before: number): Promise<void> {
    for (const { round_point, ...b } of await stragglers(this.deps.db, chainId, before))
      await settleAtCrash(this.deps, b, round_point ?? 100);
  }

  phaseAt(now: number): CrashPhase {
    const r = this.round;
    if (!r || r.crashed || now >= r.crashAt) return "crashed";
    return now < r.flyingAt ? "betting" : "flying";
  }

  /** Brings the rounds up to the clock: crashes a round whose point is reached, pays auto cash-outs. */
  tick(): Promise<void> {
    return this.serial(async () => {
      if (this.leading) await this.step(this.deps.now());
    });
  }

  private async step(now: number): Promise<void> {
    if (this.round === null || (this.round.crashed && now >= this.round.crashAt + this.pauseMs))
      await this.startRound(now);
    const r = this.round as Round;
    if (!r.crashed && now >= r.crashAt) {
      await this.crash(r);
      if (now >= r.crashAt + this.pauseMs) await this.startRound(now);
      return;
    }
    if (!r.crashed && now >= r.flyingAt) {
      if (!r.announced) {
        r.announced = true;
        this.publish({ t: "crash", e: "round", round: this.current(now) as CrashRoundNow, cashOuts: [] });
      }
      await this.payAutoCashOuts(r, crashMultiplierAt(now - r.flyingAt));
    }
  }

  private chainId(): number {
    return (this.chain as Chain).id;
  }

  private async payAutoCashOuts(r: Round, reached: number): Promise<void> {
    const due = await openBets(this.deps.db, this.chainId(), r.gameNumber, Math.min(reached, r.point));
    const paid: [string, number][] = [];
    for (const b of due) {
      const done = await winBet(this.deps, b, b.cash_out_target as number).catch(() => null);
      if (done) paid.push([String(b.id), b.cash_out_target as number]);
    }
    this.announceCashOuts(r.gameNumber, paid);
  }

  private announceCashOuts(gameNumber: number, cashOuts: [string, number][]): void {
    if (cashOuts.length > 0)
      this.publish({ t: "crash", e: "cashouts", gameNumber, serverNow: this.deps.now(), cashOuts });
  }

  private async crash(r: Round): Promise<void> {
    const chain = this.chain as Chain;
    await this.deps.db
      .updateTable("originals_crash_round")
      .set({ crashed: true, game_hash: r.hash, point: r.point, crash_at: new Date(r.crashAt) })
      .where("chain_id", "=", chain.id)
      .where("game_number", "=", r.gameNumber)
      .execute();
    r.crashed = true;
    const paid: [string, number][] = [];
    for (const b of await openBets(this.deps.db, chain.id, r.gameNumber)) {
      const at = await settleAtCrash(this.deps, b, r.point);
      if (at !== null) paid.push([String(b.id), at]);
    }
    this.announceCashOuts(r.gameNumber, paid);
    this.publish({
      t: "crash",
      e: "round",
      round: this.current(this.deps.now()) as CrashRoundNow,
      cashOuts: [],
      ended: {
        gameNumber: r.gameNumber,
        point: r.point,
        gameHash: r.hash,
        crashedAt: new Date(r.crashAt).toISOString(),
        verify: crashVerifierFragment({
          gameNumber: r.gameNumber,
          gameHash: r.hash,
          terminalHash: chain.terminalHash,
          salt: chain.salt,
        }),
      },
    });
  }

  /** A bet in the betting phase: one per player and round; `target` (hundredths) cashes out by itself. */
  bet(input: {
    userId: bigint;
    stake: bigint;
    target: number | null;
    country: string | null;
  }): Promise<CrashSettled> {
    return this.serial(async () => {
      const now = this.deps.now();
      await this.refresh(now);
      const r = this.round;
      if (r === null || this.phaseAt(now) !== "betting")
        throw new AppError("CONFLICT", "Betting on this round is closed");
      return placeBet(this.deps, { ...input, chainId: this.chainId(), gameNumber: r.gameNumber });
    });
  }

  /** Cashes the player's bet out at the multiplier the server's clock has reached, before the crash. */
  cashOut(userId: bigint): Promise<CrashSettled> {
    return this.serial(async () => {
      const now = this.deps.now();
      await this.refresh(now);
      const r = this.round;
      if (r === null) throw new AppError("NOT_FOUND", "No bet in this round");
      const bet = await betOf(this.deps.db, this.chainId(), r.gameNumber, userId);
      if (!bet) throw new AppError("NOT_FOUND", "No bet in this round");
      if (bet.state !== "open") throw new AppError("CONFLICT", "This bet is already settled");
      if (this.phaseAt(now) !== "flying") throw new AppError("CONFLICT", "The round is not flying");
      const at = crashCashOutAt(r.point, now - r.flyingAt);
      if (at === null) throw new AppError("CONFLICT", "The round has crashed");
      const settled = await winBet(this.deps, bet, at);
      this.announceCashOuts(bet.game_number, [[String(bet.id), at]]);
      return settled;
    });
  }

  /** The round now, as players see it (the point and hash only once it crashed). */
  current(now = this.deps.now()) {
    const r = this.round;
    if (!r) return null;
    const phase = this.phaseAt(now);
    return {
      gameNumber: r.gameNumber,
      phase,
      serverNow: now,
      bettingEndsAt: r.flyingAt,
      multiplier:
        phase === "flying" ? crashMultiplierAt(now - r.flyingAt) : phase === "crashed" ? r.point : 100,
      ...(phase === "crashed" ? { point: r.point, gameHash: r.hash, crashedAt: r.crashAt } : {}),
      nextBettingAt: phase === "crashed" ? r.crashAt + this.pauseMs : null,
    };
  }
}
