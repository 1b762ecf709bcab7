/**
 * Seeded bets (dice, limbo, keno, plinko, and mines in steps). A bet is first reserved in one
 * transaction (the pair's nonce taken under its lock, the outcome computed and stored with the seed
 * hash, client seed, nonce and cursor: state `pending`), then its money goes through the casino wallet
 * in-process (idempotent action ids `o{bet}:bet` / `o{bet}:win`, so a retry after a crash moves nothing
 * twice). A refused stake marks the bet `refused`: nothing moved, nothing is shown.
 */
import type { BetView } from "@parlay/contracts/originals";
import type { Db } from "@parlay/db";
import type { OriginalsBetTable } from "@parlay/db/originals";
import {
  type FairBet,
  type FairResult,
  fairBetValid,
  fairFloats,
  MINES_CELLS,
  minesCells,
  settleFairBet,
  verifierFragment,
} from "@parlay/domain/fair";
import type { Selectable } from "kysely";
import { AppError } from "../../http/errors.ts";
import type { InHouseWallet } from "../casino/index.ts";
import { lockActivePair } from "./seeds.ts";

export type BetRow = Selectable<OriginalsBetTable>;
/** A bet as the player sees it: the contract's (@parlay/contracts/originals). */
export type { BetView };

export interface BetDeps {
  db: Db;
  wallet: InHouseWallet;
  now: () => number;
}

export function payoutOf(stake: bigint, multiplier: number): bigint {
  return (stake * BigInt(multiplier)) / 10_000n;
}

export function betView(row: BetRow, revealedSeed?: string | null): BetView {
  const bet = { game: row.game, params: row.params } as unknown as FairBet;
  const finished = row.state === "settled";
  // A mines game in play keeps its board to itself.
  const result = row.game === "mines" && !finished ? null : row.result;
  return {
    id: String(row.id),
    game: row.game,
    params: row.params,
    stake: Number(row.stake),
    currency: row.currency,
    state: row.state,
    result,
    multiplier: row.multiplier,
    payout: Number(row.payout),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    cursor: row.cursor,
    placedAt: row.placed_at.toISOString(),
    verify: verifierFragment(
      { ...bet, clientSeed: row.client_seed, nonce: row.nonce, cursor: row.cursor },
      revealedSeed ?? undefined,
    ),
  };
}

function storedResult(r: FairResult): string {
  return JSON.stringify(r.outcome);
}

/** Takes the pair's next nonce and stores the bet (its outcome computed, or none for a mines start). */
async function reserve(
  deps: BetDeps,
  userId: bigint,
  currency: string,
  bet: FairBet,
  stake: bigint,
): Promise<BetRow> {
  const now = new Date(deps.now());
  return deps.db.transaction().execute(async (trx) => {
    const pair = await lockActivePair(trx, userId, now);
    const seeds = {
      serverSeed: pair.server_seed,
      clientSeed: pair.client_seed,
      nonce: pair.nonce,
      cursor: 0,
    };
    const result = bet.game === "mines" ? null : settleFairBet(seeds, bet);
    const multiplier = result?.multiplier ?? 0;
    await trx
      .updateTable("originals_seed_pair")
      .set({ nonce: pair.nonce + 1 })
      .where("id", "=", pair.id)
      .execute();
    return trx
      .insertInto("originals_bet")
      .values({
        user_id: userId,
        seed_pair_id: pair.id,
        game: bet.game,
        params: JSON.stringify(bet.params),
        stake,
        currency,
        server_seed_hash: pair.server_seed_hash,
        client_seed: pair.client_seed,
        nonce: pair.nonce,
        cursor: 0,
        result: result ? storedResult(result) : null,
        multiplier,
        payout: payoutOf(stake, multiplier),
        state: "pending",
        placed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

async function markRefused(db: Db, id: bigint, code: string): Promise<void> {
  await db
    .updateTable("originals_bet")
    .set({ state: "refused", refusal: code })
    .where("id", "=", id)
    .execute();
}

/**
 * Moves a bet's money and records its new state: a pending bet's stake (and for a finished game its
 * win, closing the round); an open mines game with a result: its win and the round's close. Safe to
 * run again (the action ids are the bet's).
 */
export async function settle(deps: BetDeps, row: BetRow): Promise<{ row: BetRow; balance: number }> {
  const base = {
    user_id: String(row.user_id),
    currency: row.currency,
    game: row.game,
    game_id: `o${row.id}`,
  };
  const win =
    row.payout > 0n
      ? [{ action: "win" as const, action_id: `o${row.id}:win`, amount: Number(row.payout) }]
      : [];
  const bet = { action: "bet" as const, action_id: `o${row.id}:bet`, amount: Number(row.stake) };
  const opening = row.state === "pending";
  const finished = row.result !== null;
  let balance: number;
  try {
    const answer = await deps.wallet.play({
      ...base,
      finished,
      actions: opening ? [bet, ...(finished ? win : [])] : win,
    });
    balance = answer.balance;
  } catch (err) {
    if (opening && err instanceof AppError && err.status < 500) await markRefused(deps.db, row.id, err.code);
    throw err;
  }
  const updated = await deps.db
    .updateTable("originals_bet")
    .set(finished ? { state: "settled", settled_at: new Date(deps.now()) } : { state: "open" })
    .where("id", "=", row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row: updated, balance };
}

export interface PlaceInput {
  userId: bigint;
  bet: FairBet;
  stake: bigint;
  country: string | null;
}

/** A one-shot bet (dice, limbo, keno, plinko) or a mines game's start. */
export async function placeBet(deps: BetDeps, input: PlaceInput): Promise<BetView> {
  if (!fairBetValid(input.bet)) throw new AppError("VALIDATION", `Invalid ${input.bet.game} parameters`);
  const { currency } = await deps.wallet.session({
    userId: input.userId,
    game: input.bet.game,
    country: input.country,
  });
  const row = await reserve(deps, input.userId, currency, input.bet, input.stake);
  const { row: done, balance } = await settle(deps, row);
  return { ...betView(done), balance };
}

/** A mines game's start: the board is fixed by the seeds now (nonce taken), the stake is debited. */
export function startMines(
  deps: BetDeps,
  input: { userId: bigint; mines: number; stake: bigint; country: string | null },
): Promise<BetView> {
  const bet: FairBet = { game: "mines", params: { mines: input.mines, picks: [] } };
  if (!Number.isInteger(input.mines) || input.mines < 1 || input.mines >= MINES_CELLS)
    throw new AppError("VALIDATION", "1–24 mines");
  return (async () => {
    const { currency } = await deps.wallet.session({
      userId: input.userId,
      game: "mines",
      country: input.country,
    });
    const row = await reserve(deps, input.userId, currency, bet, input.stake);
    const { row: done, balance } = await settle(deps, row);
    return { ...betView(done), balance };
  })();
}

/** Opens a cell (`cell`) or cashes out (`cell: null`) in the player's open mines game. */
export async function minesStep(
  deps: BetDeps,
  input: { userId: bigint; betId: bigint; cell: number | null },
): Promise<BetView> {
  const row = await deps.db.transaction().execute(async (trx) => {
    const bet = await trx
      .selectFrom("originals_bet")
      .selectAll()
      .where("id", "=", input.betId)
      .where("user_id", "=", input.userId)
      .where("game", "=", "mines")
      .forUpdate()
      .executeTakeFirst();
    if (!bet) throw new AppError("NOT_FOUND", "No such mines game");
    if (bet.state !== "open" || bet.result !== null) throw new AppError("CONFLICT", "This game is over");
    const pair = await trx
      .selectFrom("originals_seed_pair")
      .select("server_seed")
      .where("id", "=", bet.seed_pair_id)
      .executeTakeFirstOrThrow();
    const { mines, picks } = bet.params as { mines: number; picks: number[] };
    if (input.cell === null && picks.length === 0)
      throw new AppError("CONFLICT", "Open at least one cell before cashing out");
    if (input.cell !== null && picks.includes(input.cell))
      throw new AppError("CONFLICT", "This cell is already open");
    const nextPicks = input.cell === null ? picks : [...picks, input.cell];
    const seeds = {
      serverSeed: pair.server_seed,
      clientSeed: bet.client_seed,
      nonce: bet.nonce,
      cursor: bet.cursor,
    };
    const board = minesCells(mines, fairFloats(seeds, mines));
    const hitMine = input.cell !== null && board.includes(input.cell);
    const allSafe = nextPicks.length === MINES_CELLS - mines;
    const ends = input.cell === null || hitMine || allSafe;
    const params = JSON.stringify({ mines, picks: nextPicks });
    if (!ends) {
      return trx
        .updateTable("originals_bet")
        .set({ params })
        .where("id", "=", bet.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const result = settleFairBet(seeds, { game: "mines", params: { mines, picks: nextPicks } });
    return trx
      .updateTable("originals_bet")
      .set({
        params,
        result: storedResult(result),
        multiplier: result.multiplier,
        payout: payoutOf(bet.stake, result.multiplier),
      })
      .where("id", "=", bet.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (row.result === null) return betView(row);
  const { row: done, balance } = await settle(deps, row);
  return { ...betView(done), balance };
}

/** Bets left half-way by a stopped process (a reserved stake, a finished mines game): settled again. */
export async function resumeBets(deps: BetDeps): Promise<number> {
  const rows = await deps.db
    .selectFrom("originals_bet")
    .selectAll()
    .where((eb) =>
      eb.or([eb("state", "=", "pending"), eb.and([eb("state", "=", "open"), eb("result", "is not", null)])]),
    )
    .execute();
  for (const r of rows) await settle(deps, r).catch(() => undefined);
  return rows.length;
}

/** The player's bets, newest first, with the verifier's link (the seed in it once revealed). */
export async function betHistory(
  db: Db,
  userId: bigint,
  query: { game?: FairBet["game"]; limit: number },
): Promise<BetView[]> {
  let q = db
    .selectFrom("originals_bet as b")
    .innerJoin("originals_seed_pair as p", "p.id", "b.seed_pair_id")
    .selectAll("b")
    .select(["p.server_seed", "p.revealed_at"])
    .where("b.user_id", "=", userId)
    .where("b.state", "in", ["open", "settled"])
    .orderBy("b.id", "desc")
    .limit(query.limit);
  if (query.game) q = q.where("b.game", "=", query.game);
  const rows = await q.execute();
  return rows.map(({ server_seed, revealed_at, ...r }) => betView(r, revealed_at ? server_seed : null));
}
