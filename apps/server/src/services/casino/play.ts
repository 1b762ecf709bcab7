/**
 * The seamless wallet's actions: every request is one database transaction, every action in it one
 * ledger transaction (docs/casino.md "Seamless wallet"). Any refusal rolls the whole request back.
 */
import type { Db } from "@parlay/db";
import { AppError } from "../../http/errors.ts";
import type { LimitsEnforcement } from "../limits/index.ts";
import { type PostedTransaction, postTransaction, reverseTransaction } from "../wallet/index.ts";
import {
  amountNumber,
  type PlayRequest,
  type RollbackRequest,
  type WalletAnswer,
  WalletError,
} from "./protocol.ts";
import {
  type ActionRow,
  actionHash,
  assertBetAllowed,
  availableOf,
  knownActions,
  lockRound,
  type Player,
  playerOf,
  type RoundRow,
  type Trx,
} from "./rounds.ts";

/** What the wallet needs of the limits service: the casino debit check and the round's result. */
export type CasinoLimits = Pick<
  LimitsEnforcement,
  "checkCasinoDebit" | "recordCasinoRound" | "releaseCasinoStake"
>;

export interface WalletDeps {
  db: Db;
  limits: CasinoLimits;
  now: () => number;
}

interface Action {
  kind: "bet" | "win" | "rollback";
  ref: string;
  amount: bigint;
  original: string | null;
}

/** The limits service's refusals in the protocol's codes. */
function limitCode(code: string | undefined): 105 | 110 {
  return code === "LIMIT_WAGER_EXCEEDED" || code === "LIMIT_LOSS_EXCEEDED" ? 105 : 110;
}

/** Ledger refusals in the protocol's codes. */
async function ledger<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.code === "INSUFFICIENT_FUNDS") throw new WalletError(100);
    if (err instanceof AppError && err.code === "IDEMPOTENCY_KEY_REUSED")
      throw new WalletError(400, "The action id was used with other content");
    throw err;
  }
}

class RoundRun {
  private readonly known = new Map<string, ActionRow>();
  private readonly rollbackOf = new Map<string, ActionRow>();
  private staked = 0n;
  private paid = 0n;
  /** Credits after the round closed, for the loss series. */
  private latePaid = 0n;
  available: bigint | null = null;

  constructor(
    private readonly trx: Trx,
    private readonly deps: WalletDeps,
    private readonly providerId: string,
    private readonly player: Player,
    private readonly round: RoundRow,
    private readonly at: Date,
    known: readonly ActionRow[],
  ) {
    for (const a of known) {
      this.known.set(a.action_ref, a);
      if (a.kind === "rollback" && a.original_ref !== null) this.rollbackOf.set(a.original_ref, a);
    }
  }

  private key(ref: string): string {
    return `casino:${this.providerId}:${ref}`;
  }

  private posted(p: PostedTransaction): bigint {
    const acc = p.accounts.find((x) => x.id === this.player.accountId);
    if (acc) this.available = acc.balance - acc.held;
    return p.transactionId;
  }

  private async move(a: Action, direction: -1n | 1n): Promise<bigint> {
    const { player } = this;
    const amount = a.amount * direction;
    return this.posted(
      await ledger(() =>
        postTransaction(this.trx, {
          idempotencyKey: this.key(a.ref),
          kind: direction < 0n ? "casino.debit" : "casino.credit",
          userId: player.userId,
          entries: [
            { account: player.accountId, currency: player.currency, amount },
            { house: "casino", currency: player.currency, amount: -amount },
          ],
          meta: { provider: this.providerId, round: this.round.round_ref },
        }),
      ),
    );
  }

  private async record(
    a: Action,
    hash: string,
    outcome: "applied" | "void",
    transactionId: bigint | null,
  ): Promise<ActionRow> {
    try {
      return await this.insertAction(a, hash, outcome, transactionId);
    } catch (err) {
      if ((err as { code?: string }).code === "23505")
        throw new WalletError(400, `Action ${a.ref} was sent with other content`);
      throw err;
    }
  }

  private async insertAction(
    a: Action,
    hash: string,
    outcome: "applied" | "void",
    transactionId: bigint | null,
  ): Promise<ActionRow> {
    const row = await this.trx
      .insertInto("casino_action")
      .values({
        provider_id: this.providerId,
        action_ref: a.ref,
        round_id: this.round.id,
        user_id: this.player.userId,
        kind: a.kind,
        amount: a.amount,
        original_ref: a.original,
        request_hash: hash,
        outcome,
        transaction_id: transactionId,
        processed_at: this.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.known.set(a.ref, row);
    if (a.kind === "rollback" && a.original !== null) this.rollbackOf.set(a.original, row);
    return row;
  }

  private get closed(): boolean {
    return this.round.finished_at !== null;
  }

  private credit(amount: bigint): void {
    if (this.closed) this.latePaid += amount;
    else this.paid += amount;
  }

  private async bet(a: Action, hash: string): Promise<ActionRow> {
    if (this.closed) throw new WalletError(400, "The round is finished: no more bets in it");
    if (a.amount === 0n) return this.record(a, hash, "applied", null);
    const { player } = this;
    const decision = await this.deps.limits.checkCasinoDebit(this.trx, {
      userId: player.userId,
      accountId: player.accountId,
      amount: a.amount,
      currency: player.currency,
    });
    if (!decision.allowed) throw new WalletError(limitCode(decision.code), decision.reason);
    this.staked += a.amount;
    return this.record(a, hash, "applied", await this.move(a, -1n));
  }

  private async win(a: Action, hash: string): Promise<ActionRow> {
    if (a.amount === 0n) return this.record(a, hash, "applied", null);
    const tx = await this.move(a, 1n);
    this.credit(a.amount);
    return this.record(a, hash, "applied", tx);
  }

  private async rollback(a: Action, hash: string): Promise<ActionRow> {
    const original = this.known.get(a.original ?? "");
    if (!original || original.kind === "rollback" || original.outcome !== "applied" || original.rolled_back)
      return this.record({ ...a, amount: 0n }, hash, "void", null);
    let tx: bigint | null = null;
    if (original.transaction_id !== null) {
      tx = this.posted(
        await ledger(() =>
          reverseTransaction(this.trx, {
            transactionId: original.transaction_id as bigint,
            idempotencyKey: this.key(a.ref),
            reason: `casino rollback of ${original.action_ref}`,
          }),
        ),
      );
    }
    await this.trx
      .updateTable("casino_action")
      .set({ rolled_back: true })
      .where("id", "=", original.id)
      .execute();
    original.rolled_back = true;
    if (original.kind === "bet") {
      // The stake no longer counts for wagering; in an open round it leaves the round's stakes, in a
      // closed one (already recorded as staked) it comes back as a payment.
      await this.deps.limits.releaseCasinoStake(this.trx, {
        userId: this.player.userId,
        currency: this.player.currency,
        amount: original.amount,
        stakedAt: original.processed_at,
        roundOpen: !this.closed,
      });
      if (this.closed) this.credit(original.amount);
      else this.staked -= original.amount;
    } else if (!this.closed) this.paid -= original.amount;
    return this.record({ ...a, amount: original.amount }, hash, "applied", tx);
  }

  async apply(a: Action): Promise<ActionRow> {
    const hash = actionHash(a, this.round.round_ref, this.player.userId);
    const existing = this.known.get(a.ref);
    if (existing) {
      if (existing.request_hash !== hash)
        throw new WalletError(400, `Action ${a.ref} was sent with other content`);
      return existing;
    }
    // Rolled back before it arrived: recorded, and nothing moves now or ever.
    if (a.kind !== "rollback" && this.rollbackOf.has(a.ref)) return this.record(a, hash, "void", null);
    if (a.kind === "bet") return this.bet(a, hash);
    if (a.kind === "win") return this.win(a, hash);
    return this.rollback(a, hash);
  }

  /** Closes the round when the provider says so, and brings the limits' series up to date. */
  async finish(finished: boolean): Promise<void> {
    const { trx, round, player } = this;
    const closing = finished && !this.closed;
    const staked = round.staked + this.staked;
    const paid = round.paid + this.paid;
    if (closing) {
      await this.deps.limits.recordCasinoRound(trx, {
        userId: player.userId,
        currency: player.currency,
        staked,
        paid: paid > 0n ? paid : 0n,
        at: this.at,
      });
    } else if (this.latePaid > 0n) {
      await this.deps.limits.recordCasinoRound(trx, {
        userId: player.userId,
        currency: player.currency,
        staked: 0n,
        paid: this.latePaid,
        at: this.at,
      });
    }
    if (!closing && this.staked === 0n && this.paid === 0n) return;
    await trx
      .updateTable("casino_round")
      .set({ staked, paid, ...(closing ? { finished_at: this.at } : {}) })
      .where("id", "=", round.id)
      .execute();
  }
}

function answerOf(gameId: string | undefined, available: bigint, rows: readonly ActionRow[]): WalletAnswer {
  return {
    balance: amountNumber(available),
    ...(gameId !== undefined ? { game_id: gameId } : {}),
    transactions: rows.map((r) => ({
      action_id: r.action_ref,
      tx_id: String(r.id),
      processed_at: r.processed_at.toISOString(),
    })),
  };
}

async function run(
  deps: WalletDeps,
  providerId: string,
  req: { user_id: string; currency: string; game?: string; game_id?: string; finished?: boolean },
  actions: readonly Action[],
): Promise<WalletAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const player = await playerOf(trx, req.user_id, req.currency);
    if (actions.length === 0 && !req.finished)
      return {
        balance: amountNumber(await availableOf(trx, player.accountId)),
        ...(req.game_id ? { game_id: req.game_id } : {}),
        transactions: [],
      };
    if (req.game === undefined || req.game_id === undefined)
      throw new WalletError(400, "Actions need game and game_id");
    const at = new Date(deps.now());
    const { round, fresh } = await lockRound(trx, {
      providerId,
      roundRef: req.game_id,
      game: req.game,
      player,
      now: at,
    });
    const refs = [...new Set(actions.flatMap((a) => (a.original ? [a.ref, a.original] : [a.ref])))];
    // A round this request opened has no actions yet, nor rollbacks naming its actions (a rollback
    // names its own round); an action id reused from another round fails on the unique key.
    const known = fresh ? [] : await knownActions(trx, providerId, refs);
    // Bets that will move money: not seen before, not rolled back before they arrived.
    const seen = new Set(known.map((k) => (k.kind === "rollback" ? k.original_ref : k.action_ref)));
    const bets = actions.filter((a) => a.kind === "bet" && a.amount > 0n && !seen.has(a.ref));
    if (bets.length > 0 && round.finished_at === null)
      await assertBetAllowed(
        trx,
        round,
        bets.map((a) => a.amount),
        at,
      );
    const r = new RoundRun(trx, deps, providerId, player, round, at, known);
    const rows: ActionRow[] = [];
    for (const a of actions) rows.push(await r.apply(a));
    await r.finish(req.finished === true);
    const available = r.available ?? (await availableOf(trx, player.accountId));
    return answerOf(req.game_id, available, rows);
  });
}

export function play(deps: WalletDeps, providerId: string, req: PlayRequest): Promise<WalletAnswer> {
  const actions = (req.actions ?? []).map((a) => ({
    kind: a.action,
    ref: a.action_id,
    amount: BigInt(a.amount),
    original: null,
  }));
  return run(deps, providerId, req, actions);
}

export function rollback(deps: WalletDeps, providerId: string, req: RollbackRequest): Promise<WalletAnswer> {
  const actions = req.actions.map((a) => ({
    kind: "rollback" as const,
    ref: a.action_id,
    amount: 0n,
    original: a.original_action_id,
  }));
  return run(deps, providerId, req, actions);
}

/** The balance for an error answer, read after the request's transaction rolled back. */
export async function balanceForError(db: Db, userIdText: string | undefined, currency: string | undefined) {
  if (!userIdText || !currency || !/^[1-9]\d{0,17}$/.test(userIdText)) return undefined;
  const row = await db
    .selectFrom("wallet_account")
    .select(["balance", "held"])
    .where("user_id", "=", BigInt(userIdText))
    .where("currency", "=", currency)
    .where("type", "in", [0, 9])
    .where("closed_at", "is", null)
    .executeTakeFirst();
  return row ? amountNumber(row.balance - row.held) : undefined;
}
