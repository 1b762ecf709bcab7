/**
 * The crash game's hash chain: created once (a secret seed h_N from the CSPRNG, its terminal hash h_0
 * published) and kept whole in memory, because game i needs h_i = SHA-256^(N−i)(h_N).
 */
import { randomBytes } from "node:crypto";
import type { Db } from "@parlay/db";
import { crashChain } from "@parlay/domain/fair";

export interface Chain {
  id: number;
  terminalHash: string;
  games: number;
  salt: string;
  /** Element i is game i's hash; element 0 the terminal hash. */
  hashes: string[];
}

/** A chain by its id (a process that does not drive the rounds follows the leader's chain). */
export async function chainById(db: Db, id: number): Promise<Chain> {
  const row = await db
    .selectFrom("originals_crash_chain")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return chainOf(row);
}

function chainOf(row: {
  id: number;
  terminal_hash: string;
  games: number;
  salt: string;
  seed: string;
}): Chain {
  return {
    id: row.id,
    terminalHash: row.terminal_hash,
    games: row.games,
    salt: row.salt,
    hashes: crashChain(row.seed, row.games),
  };
}

/** The newest chain with games left after `lastPlayed` (or a new one: `games` long, with `salt`). */
export async function loadChain(
  db: Db,
  options: { games: number; salt: string | undefined; now: Date },
): Promise<Chain> {
  const row = await db
    .selectFrom("originals_crash_chain")
    .selectAll()
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (row) {
    const last = await db
      .selectFrom("originals_crash_round")
      .select(db.fn.max("game_number").as("n"))
      .where("chain_id", "=", row.id)
      .executeTakeFirst();
    if (Number(last?.n ?? 0) < row.games) return chainOf(row);
  }
  const seed = randomBytes(32).toString("hex");
  const hashes = crashChain(seed, options.games);
  // The salt is public; in production it is the announced beacon value (CRASH_SALT, docs/casino.md).
  const salt = options.salt ?? randomBytes(16).toString("hex");
  const created = await db
    .insertInto("originals_crash_chain")
    .values({
      seed,
      terminal_hash: hashes[0] as string,
      games: options.games,
      salt,
      created_at: options.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: created.id, terminalHash: hashes[0] as string, games: options.games, salt, hashes };
}
