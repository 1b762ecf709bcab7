/**
 * The bets of crash rounds in the database and the casino wallet (docs/casino.md "Crash rounds"): placing
 * one, settling it (a cash-out, an auto cash-out, the crash) and closing its wallet round. Every
 * settlement is a conditional update (`state = 'open'`), so a cash-out and the crash never both settle
 * one bet. The rounds themselves, and who may call these when, are crash.ts's.
 */
import type { Db } from "@parlay/db";
import type { OriginalsCrashBetTable } from "@parlay/db/originals";
import type { Selectable } from "kysely";
import { AppError } from "../../http/errors.ts";
import type { InHouseWallet } from "../casino/index.ts";

export type CrashBetRow = Selectable<OriginalsCrashBetTable>;

export interface CrashBetDeps {
  db: Db;
  wallet: InHouseWallet;
  now: () => number;
}

/** A settled bet and the player's balance after its wallet round closed. */
export interface CrashSettled {
  row: CrashBetRow;
  balance: number;
}

/** The wallet round of a bet: one per bet, so a player's rounds never mix. */
const walletRound = (b: Pick<CrashBetRow, "chain_id" | "game_number" | "id">) =>
  `c${b.chain_id}-${b.game_number}-${b.id}`;

/** Open bets of a round; with `upTo`, only auto cash-outs at or below it. */
export function openBets(db: Db, chainId: number, gameNumber: number, upTo?: number): Promise<CrashBetRow[]> {
  let q = db
    .selectFrom("originals_crash_bet")
    .selectAll()
    .where("chain_id", "=", chainId)
    .where("game_number", "=", gameNumber)
    .where("state", "=", "open");
  if (upTo !== undefined) q = q.where("cash_out_target", "<=", upTo);
  return q.execute();
}

/** Bets still open in rounds of the chain before `before` that already crashed, with their round's point. */
export async function stragglers(db: Db, chainId: number, before: number) {
  return db
    .selectFrom("originals_crash_bet")
    .innerJoin("originals_crash_round", (j) =>
      j
        .onRef("originals_crash_round.chain_id", "=", "originals_crash_bet.chain_id")
        .onRef("originals_crash_round.game_number", "=", "originals_crash_bet.game_number"),
    )
    .selectAll("originals_crash_bet")
    .select("originals_crash_round.point as round_point")
    .where("originals_crash_bet.chain_id", "=", chainId)
    .where("originals_crash_bet.game_number", "<", before)
    .where("originals_crash_bet.state", "=", "open")
    .where("originals_crash_round.crashed", "=", true)
    .execute();
}

/** The player's bet of a round (a refused one does not count), or none. */
export function betOf(db: Db, chainId: number, gameNumber: number, userId: bigint) {
  return db
    .selectFrom("originals_crash_bet")
    .selectAll()
    .where("chain_id", "=", chainId)
    .where("game_number", "=", gameNumber)
    .where("user_id", "=", userId)
    .where("state", "<>", "refused")
    .executeTakeFirst();
}

/**
 * Places a bet: one per player and round (a refused one may be tried again), the stake debited in its
 * own wallet round; refused by the wallet (funds, limits, exclusion, country) it is marked refused.
 */
export async function placeBet(
  deps: CrashBetDeps,
  input: {
    chainId: number;
    gameNumber: number;
    userId: bigint;
    stake: bigint;
    target: number | null;
    country: string | null;
  },
): Promise<CrashSettled> {
  const { currency } = await deps.wallet.session({
    userId: input.userId,
    game: "crash",
    country: input.country,
  });
  const inserted = await deps.db
    .insertInto("originals_crash_bet")
    .values({
      chain_id: input.chainId,
      game_number: input.gameNumber,
      user_id: input.userId,
      currency,
      stake: input.stake,
      cash_out_target: input.target,
      state: "pending",
      placed_at: new Date(deps.now()),
    })
    .onConflict((oc) =>
      oc.columns(["chain_id", "game_number", "user_id"]).where("state", "<>", "refused").doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (!inserted) throw new AppError("CONFLICT", "You already have a bet in this round");
  try {
    const answer = await deps.wallet.play({
      user_id: String(input.userId),
      currency,
      game: "crash",
      game_id: walletRound(inserted),
      finished: false,
      actions: [{ action: "bet", action_id: `c${inserted.id}:bet`, amount: Number(input.stake) }],
    });
    const row = await setPendingState(deps.db, inserted.id, "open");
    return { row, balance: answer.balance };
  } catch (err) {
    if (err instanceof AppError && err.status < 500) await setPendingState(deps.db, inserted.id, "refused");
    throw err;
  }
}

function setPendingState(db: Db, id: bigint, state: CrashBetRow["state"]): Promise<CrashBetRow> {
  return db
    .updateTable("originals_crash_bet")
    .set({ state })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Wins an open bet at `at` (hundredths) and closes its wallet round; CONFLICT when it is settled already. */
export async function winBet(deps: CrashBetDeps, b: CrashBetRow, at: number): Promise<CrashSettled> {
  const payout = (b.stake * BigInt(at)) / 100n;
  const won = await deps.db
    .updateTable("originals_crash_bet")
    .set({ state: "won", cashed_out_at: at, payout })
    .where("id", "=", b.id)
    .where("state", "=", "open")
    .returningAll()
    .executeTakeFirst();
  if (!won) throw new AppError("CONFLICT", "This bet is already settled");
  return closeBet(deps, won);
}

/** The win (if any) and the round's close in the wallet; then the bet is settled. */
async function closeBet(deps: CrashBetDeps, b: CrashBetRow): Promise<CrashSettled> {
  const answer = await deps.wallet.play({
    user_id: String(b.user_id),
    currency: b.currency,
    game: "crash",
    game_id: walletRound(b),
    finished: true,
    actions: b.payout > 0n ? [{ action: "win", action_id: `c${b.id}:win`, amount: Number(b.payout) }] : [],
  });
  const row = await deps.db
    .updateTable("originals_crash_bet")
    .set({ settled_at: new Date(deps.now()) })
    .where("id", "=", b.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, balance: answer.balance };
}

/**
 * Settles an open bet of a crashed round: an auto cash-out the ticks had not reached yet still wins
 * at its target (answered: its multiplier), any other loses (null). A bet settled meanwhile (a
 * cash-out elsewhere) is left.
 */
export async function settleAtCrash(
  deps: CrashBetDeps,
  b: CrashBetRow,
  point: number,
): Promise<number | null> {
  if (b.cash_out_target !== null && b.cash_out_target <= point) {
    const won = await winBet(deps, b, b.cash_out_target).catch(() => null);
    return won ? b.cash_out_target : null;
  }
  const lost = await deps.db
    .updateTable("originals_crash_bet")
    .set({ state: "lost" })
    .where("id", "=", b.id)
    .where("state", "=", "open")
    .returningAll()
    .executeTakeFirst();
  if (lost) await closeBet(deps, lost);
  return null;
}
