/**
 * A player's seed pair and the record each bet keeps so anyone can replay it.
 * The server seed is 32 random bytes (from the caller: the domain has no randomness) shown as hex; only its
 * SHA-256 is shown until the player rotates, which reveals it and starts a new pair with nonce 0.
 * The nonce counts the bets made with the pair. Nothing here lets anyone replace a committed seed: the pair
 * changes only by rotation, which reveals the old seed.
 */
import { type FairSeeds, serverSeedHash } from "./bytes.ts";
import type { FairBet, FairResult } from "./games.ts";

export type SeedPair = {
  readonly serverSeed: string; // secret until rotated
  readonly serverSeedHash: string; // shown before any bet
  readonly clientSeed: string;
  readonly nonce: number; // the next bet's nonce
};

const HEX = "0123456789abcdef";
export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += (HEX[b >> 4] as string) + (HEX[b & 15] as string);
  return s;
}

export const CLIENT_SEED_MAX_LENGTH = 64;

/** A client seed is 1–64 printable ASCII characters without ':' (the message separator). */
export function clientSeedValid(clientSeed: string): boolean {
  return /^[\x21-\x39\x3b-\x7e]{1,64}$/.test(clientSeed);
}

export function newSeedPair(randomBytes: Uint8Array, clientSeed: string): SeedPair {
  if (randomBytes.length < 32) throw new RangeError("a server seed needs 32 random bytes");
  if (!clientSeedValid(clientSeed)) throw new RangeError("invalid client seed");
  const serverSeed = toHex(randomBytes.subarray(0, 32));
  return { serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed, nonce: 0 };
}

/** The public view of a pair: everything but the secret seed. */
export function publicSeedPair(pair: SeedPair): Omit<SeedPair, "serverSeed"> {
  return { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce };
}

/** Changing the client seed keeps the committed server seed and its nonce count. */
export function withClientSeed(pair: SeedPair, clientSeed: string): SeedPair {
  if (!clientSeedValid(clientSeed)) throw new RangeError("invalid client seed");
  return { ...pair, clientSeed };
}

/** Rotation: the old pair is revealed (its seed can now verify every bet made with it) and a new one begins. */
export function rotateSeedPair(
  pair: SeedPair,
  randomBytes: Uint8Array,
  clientSeed = pair.clientSeed,
): {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; bets: number };
  next: SeedPair;
} {
  return {
    revealed: {
      serverSeed: pair.serverSeed,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      bets: pair.nonce,
    },
    next: newSeedPair(randomBytes, clientSeed),
  };
}

/** The seeds of the next bet and the pair after it (nonce + 1). */
export function takeNonce(pair: SeedPair): { seeds: FairSeeds; next: SeedPair } {
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce, cursor: 0 },
    next: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * What storage keeps per provably fair bet: enough to replay it once the seed is revealed
 * (the server seed itself lives with the seed pair and is published at rotation, never in the bet).
 */
export type FairBetRecord = FairBet & {
  readonly betId: string;
  readonly playerId: string;
  readonly currency: string;
  readonly stake: number; // minor units
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly cursor: number;
  readonly result: FairResult;
  readonly multiplier: number; // ten-thousandths
  readonly payout: number; // minor units, ⌊stake × multiplier / 10 000⌋
  readonly placedAt: string; // ISO time, from the caller's clock
};

/**
 * What storage keeps per crash round and per crash bet. The round is shared; the bet references it.
 */
export type CrashRoundRecord = {
  readonly gameNumber: number; // i: hashing gameHash i times gives terminalHash
  readonly gameHash: string; // h_i, published when the round ends
  readonly terminalHash: string; // h_0, the chain's commitment
  readonly salt: string;
  readonly point: number; // hundredths
};
export type CrashBetRecord = {
  readonly betId: string;
  readonly playerId: string;
  readonly gameNumber: number;
  readonly currency: string;
  readonly stake: number;
  readonly cashOutTarget: number | null; // hundredths (auto cash-out), or null
  readonly cashedOutAt: number | null; // hundredths, or null when the round crashed first
  readonly payout: number;
  readonly placedAt: string;
};
