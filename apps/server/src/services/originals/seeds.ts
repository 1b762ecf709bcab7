/**
 * Seed pairs (docs/casino.md "Seeds, commitment and the bet record"): one unrevealed pair per player,
 * created on first use with a server seed from the CSPRNG; only its SHA-256 is shown until rotation.
 * The table's trigger refuses any change of a committed seed, for every role (staff included).
 */
import { randomBytes } from "node:crypto";
import type { PublicPair, RevealedPair } from "@parlay/contracts/originals";
import type { Database, Db } from "@parlay/db";
import type { OriginalsSeedPairTable } from "@parlay/db/originals";
import { newSeedPair } from "@parlay/domain/fair";
import type { Selectable, Transaction } from "kysely";
import { AppError } from "../../http/errors.ts";

export type Trx = Transaction<Database>;
export type PairRow = Selectable<OriginalsSeedPairTable>;

/** The pair as the player sees it, and a revealed one: the contract's (@parlay/contracts/originals). */
export type { PublicPair, RevealedPair };

export function publicOf(p: PairRow): PublicPair {
  return { serverSeedHash: p.server_seed_hash, clientSeed: p.client_seed, nonce: p.nonce };
}

function freshPair(userId: bigint, clientSeed: string, now: Date) {
  const pair = newSeedPair(randomBytes(32), clientSeed);
  return {
    user_id: userId,
    server_seed: pair.serverSeed,
    server_seed_hash: pair.serverSeedHash,
    client_seed: pair.clientSeed,
    created_at: now,
  };
}

/** A default client seed: 16 random hex characters (the player may change it before any bet). */
export function defaultClientSeed(): string {
  return randomBytes(8).toString("hex");
}

/** The player's unrevealed pair, locked for the transaction (created when there is none). */
export async function lockActivePair(trx: Trx, userId: bigint, now: Date): Promise<PairRow> {
  await trx
    .insertInto("originals_seed_pair")
    .values(freshPair(userId, defaultClientSeed(), now))
    .onConflict((oc) => oc.column("user_id").where("revealed_at", "is", null).doNothing())
    .execute();
  return trx
    .selectFrom("originals_seed_pair")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revealed_at", "is", null)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function activePair(db: Db, userId: bigint, now: Date): Promise<PublicPair> {
  return publicOf(await db.transaction().execute((trx) => lockActivePair(trx, userId, now)));
}

export async function setClientSeed(
  db: Db,
  userId: bigint,
  clientSeed: string,
  now: Date,
): Promise<PublicPair> {
  return db.transaction().execute(async (trx) => {
    const pair = await lockActivePair(trx, userId, now);
    const row = await trx
      .updateTable("originals_seed_pair")
      .set({ client_seed: clientSeed })
      .where("id", "=", pair.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return publicOf(row);
  });
}

/** Reveals the pair and commits a new one; refused while a mines game (whose board it fixes) is open. */
export async function rotate(
  db: Db,
  userId: bigint,
  clientSeed: string | undefined,
  now: Date,
): Promise<{ revealed: RevealedPair; active: PublicPair }> {
  return db.transaction().execute(async (trx) => {
    const pair = await lockActivePair(trx, userId, now);
    const open = await trx
      .selectFrom("originals_bet")
      .select("id")
      .where("seed_pair_id", "=", pair.id)
      .where("state", "in", ["pending", "open"])
      .executeTakeFirst();
    if (open) throw new AppError("CONFLICT", "Finish the game in play before rotating the seeds");
    await trx
      .updateTable("originals_seed_pair")
      .set({ revealed_at: now })
      .where("id", "=", pair.id)
      .execute();
    const next = await trx
      .insertInto("originals_seed_pair")
      .values(freshPair(userId, clientSeed ?? pair.client_seed, now))
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      revealed: {
        serverSeed: pair.server_seed,
        serverSeedHash: pair.server_seed_hash,
        clientSeed: pair.client_seed,
        bets: pair.nonce,
        revealedAt: now.toISOString(),
      },
      active: publicOf(next),
    };
  });
}

export async function revealedPairs(db: Db, userId: bigint, limit = 20): Promise<RevealedPair[]> {
  const rows = await db
    .selectFrom("originals_seed_pair")
    .selectAll()
    .where("user_id", "=", userId)
    .where("revealed_at", "is not", null)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((p) => ({
    serverSeed: p.server_seed,
    serverSeedHash: p.server_seed_hash,
    clientSeed: p.client_seed,
    bets: p.nonce,
    revealedAt: (p.revealed_at as Date).toISOString(),
  }));
}
