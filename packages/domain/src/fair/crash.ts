/**
 * Crash: shared rounds from a published hash chain (docs/casino.md "Crash").
 * A secret random seed s = h_N; h_i = SHA-256(h_{i+1}) over the 32 raw bytes, lower-case hex when shown.
 * The terminal hash h_0 is published before game 1; game i (1 … N) uses h_i, so the chain is played
 * backwards and each revealed hash proves every earlier one (hashing h_i i times gives h_0).
 * The salt is a public value fixed only after h_0 was published (docs), so nobody could precompute the chain's
 * outcomes. Crash point = the limbo point (limbo.ts) of the first 4 bytes of HMAC-SHA256(key = UTF-8 of the
 * salt, message = UTF-8 of h_i's hex).
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { floatAt } from "./bytes.ts";
import { pointOf } from "./limbo.ts";

/** The previous game's hash: h_{i−1} = SHA-256(h_i). */
export function previousGameHash(gameHash: string): string {
  return bytesToHex(sha256(hexToBytes(gameHash)));
}

/** The whole chain from its secret seed: element 0 is the terminal (published) hash, element i game i's hash. */
export function crashChain(seedHex: string, games: number): string[] {
  const chain = new Array<string>(games + 1);
  let h = seedHex;
  for (let i = games; i >= 0; i--) {
    chain[i] = h;
    if (i > 0) h = previousGameHash(h);
  }
  return chain;
}

/** True when hashing `gameHash` `gameNumber` times gives the terminal hash. */
export function crashHashInChain(gameHash: string, gameNumber: number, terminalHash: string): boolean {
  let h = gameHash;
  for (let i = 0; i < gameNumber; i++) h = previousGameHash(h);
  return h === terminalHash;
}

/** The crash point in hundredths. */
export function crashPoint(gameHash: string, salt: string): number {
  if (!salt) throw new RangeError("a crash chain needs a salt"); // WebCrypto refuses an empty HMAC key too
  return pointOf(floatAt(hmac(sha256, utf8ToBytes(salt), utf8ToBytes(gameHash)), 0));
}

/** A player's cash-out target (hundredths) wins when the round reaches it: point ≥ target. */
export function crashCashOutWins(point: number, target: number): boolean {
  return point >= target;
}
