import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fairFloats, floatAt, roundBytes, serverSeedHash } from "./bytes.ts";
import { payout } from "./multiplier.ts";
import {
  clientSeedValid,
  newSeedPair,
  publicSeedPair,
  rotateSeedPair,
  takeNonce,
  toHex,
  withClientSeed,
} from "./seeds.ts";
import { verifierFragment } from "./verify-link.ts";

describe("the byte stream", () => {
  it("is HMAC-SHA256(server seed, clientSeed:nonce:round), checked against node:crypto", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), fc.nat(9), (server, client, nonce, round) => {
        const expected = createHmac("sha256", server).update(`${client}:${nonce}:${round}`).digest();
        expect(Buffer.from(roundBytes(server, client, nonce, round))).toEqual(expected);
      }),
    );
  });

  it("commits to the server seed with its SHA-256 (FIPS 180 vector for 'abc')", () => {
    expect(serverSeedHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("maps 4 bytes to Σ b[i]/256^(i+1) in [0, 1)", () => {
    expect(floatAt(new Uint8Array([0x80, 0, 0, 0]), 0)).toBe(0.5);
    expect(floatAt(new Uint8Array([0, 0, 0, 0]), 0)).toBe(0);
    expect(floatAt(new Uint8Array([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(floatAt(new Uint8Array([9, 1, 2, 3, 4]), 1)).toBe(
      1 / 256 + 2 / 256 ** 2 + 3 / 256 ** 3 + 4 / 256 ** 4,
    );
  });

  it("reads 8 floats per round, then the next round, starting at the cursor", () => {
    const seeds = { serverSeed: "s", clientSeed: "c", nonce: 3, cursor: 1 };
    const floats = fairFloats(seeds, 10);
    const r1 = roundBytes("s", "c", 3, 1);
    const r2 = roundBytes("s", "c", 3, 2);
    expect(floats).toHaveLength(10);
    expect(floats[7]).toBe(floatAt(r1, 28));
    expect(floats[8]).toBe(floatAt(r2, 0));
    expect(floats[9]).toBe(floatAt(r2, 4));
  });
});

describe("seed pairs", () => {
  const bytes = new Uint8Array(32).map((_, i) => i);

  it("shows the seed's hash, not the seed, and counts bets with the nonce", () => {
    const pair = newSeedPair(bytes, "mine");
    expect(pair.serverSeed).toBe(toHex(bytes));
    expect(pair.serverSeedHash).toBe(createHash("sha256").update(pair.serverSeed).digest("hex"));
    expect(publicSeedPair(pair)).not.toHaveProperty("serverSeed");
    const first = takeNonce(pair);
    const second = takeNonce(first.next);
    expect([first.seeds.nonce, second.seeds.nonce, second.next.nonce]).toEqual([0, 1, 2]);
    expect(second.seeds).toMatchObject({ serverSeed: pair.serverSeed, clientSeed: "mine", cursor: 0 });
  });

  it("keeps the committed seed when the client seed changes and reveals it on rotation", () => {
    const pair = takeNonce(withClientSeed(newSeedPair(bytes, "a"), "b")).next;
    expect(pair).toMatchObject({ clientSeed: "b", nonce: 1, serverSeed: toHex(bytes) });
    const { revealed, next } = rotateSeedPair(pair, new Uint8Array(32).fill(7));
    expect(revealed).toEqual({
      serverSeed: toHex(bytes),
      serverSeedHash: pair.serverSeedHash,
      clientSeed: "b",
      bets: 1,
    });
    expect(next).toMatchObject({ nonce: 0, clientSeed: "b", serverSeed: "07".repeat(32) });
  });

  it("refuses client seeds with the separator, blanks or over 64 characters, and short random input", () => {
    expect(["a:b", "", "a b", "x".repeat(65)].map(clientSeedValid)).toEqual([false, false, false, false]);
    expect(clientSeedValid("x".repeat(64))).toBe(true);
    expect(() => newSeedPair(new Uint8Array(31), "a")).toThrow(RangeError);
  });
});

describe("payouts and verifier links", () => {
  it("pays ⌊stake × multiplier / 10 000⌋ minor units", () => {
    expect(payout(1_000, 19_800)).toBe(1_980);
    expect(payout(333, 10_312)).toBe(343); // 343.3896 rounded down
    // stake × multiplier passes 2⁵³ here; the product is taken exactly.
    expect(payout(2 ** 40 + 1, 15_000)).toBe(1_649_267_441_665);
  });

  it("put a bet's seeds and parameters in the fragment the verifier page reads", () => {
    const link = verifierFragment(
      { game: "mines", params: { mines: 3, picks: [4, 9] }, clientSeed: "me", nonce: 12, cursor: 0 },
      "seed",
    );
    expect(Object.fromEntries(new URLSearchParams(link.slice(1)))).toEqual({
      game: "mines",
      serverSeed: "seed",
      clientSeed: "me",
      nonce: "12",
      cursor: "0",
      mines: "3",
      cells: "4,9",
    });
    expect(
      verifierFragment({ game: "limbo", params: { target: 200 }, clientSeed: "me", nonce: 1, cursor: 0 }),
    ).not.toContain("serverSeed");
  });
});
