/**
 * The provably fair byte stream (docs/casino.md "Provably fair games").
 *
 * bytes(round) = HMAC-SHA256(key = UTF-8 of the server seed, message = UTF-8 of `${clientSeed}:${nonce}:${round}`)
 * Each round gives 32 bytes = 8 floats; float i of a bet takes bytes 4(i mod 8)…4(i mod 8)+3 of round
 * cursor + ⌊i / 8⌋, as f = b0/256 + b1/256² + b2/256³ + b3/256⁴ (= u32 / 2³², big-endian), so f is in [0, 1)
 * and exact in a double. @noble/hashes runs the same in Node and in the browser.
 */
import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = 8;
const TWO_32 = 2 ** 32;

/** What a bet's outcome is computed from; `cursor` is the first HMAC round it reads (0 for every game here). */
export type FairSeeds = {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly cursor: number;
};

/** SHA-256 of the server seed's UTF-8 text, lower-case hex: the commitment shown before any bet. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The 32 bytes of one HMAC round. */
export function roundBytes(serverSeed: string, clientSeed: string, nonce: number, round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
}

/** The float of 4 bytes at `offset`: Σ b[i] / 256^(i+1). */
export function floatAt(bytes: Uint8Array, offset: number): number {
  const u =
    (bytes[offset] as number) * 0x1000000 +
    ((bytes[offset + 1] as number) << 16) +
    ((bytes[offset + 2] as number) << 8) +
    (bytes[offset + 3] as number);
  return u / TWO_32;
}

/** The first `count` floats of a bet's stream. */
export function fairFloats(seeds: FairSeeds, count: number): number[] {
  const out: number[] = [];
  for (let round = seeds.cursor; out.length < count; round++) {
    const bytes = roundBytes(seeds.serverSeed, seeds.clientSeed, seeds.nonce, round);
    for (let i = 0; i < FLOATS_PER_ROUND && out.length < count; i++) out.push(floatAt(bytes, i * 4));
  }
  return out;
}
