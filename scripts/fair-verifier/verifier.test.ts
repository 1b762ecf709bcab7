// The independent verifier (core.mjs, WebCrypto, no project code) and the server's implementation
// (@parlay/domain/fair, @noble/hashes) agree on every game for random seeds, nonces and parameters.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { crashChain, crashPoint, type FairBet, serverSeedHash, settleFairBet } from "@parlay/domain/fair";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPage, PAGE_PATH } from "./build-page.mjs";
import { verifyBet, verifyCrash } from "./core.mjs";

const distinct = (min: number, max: number, minLength: number, maxLength: number) =>
  fc.uniqueArray(fc.integer({ min, max }), { minLength, maxLength });

const bet: fc.Arbitrary<FairBet> = fc.oneof(
  fc
    .record({
      direction: fc.constantFrom("over" as const, "under" as const),
      target: fc.integer({ min: 200, max: 9798 }),
    })
    .map((params) => ({ game: "dice" as const, params })),
  fc
    .integer({ min: 101, max: 100_000_000 })
    .map((target) => ({ game: "limbo" as const, params: { target } })),
  fc
    .integer({ min: 1, max: 24 })
    .chain((mines) =>
      distinct(0, 24, 1, 25 - mines).map((picks) => ({ game: "mines" as const, params: { mines, picks } })),
    ),
  fc
    .record({
      rows: fc.integer({ min: 8, max: 16 }),
      risk: fc.constantFrom("low" as const, "medium" as const, "high" as const),
    })
    .map((params) => ({ game: "plinko" as const, params })),
  distinct(1, 40, 1, 10).map((picks) => ({ game: "keno" as const, params: { picks } })),
);

describe("the independent verifier", () => {
  it("agrees with the server for random seeds, nonces and bets of every game", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.nat({ max: 10_000_000 }),
        fc.nat(3),
        bet,
        async (serverSeed, clientSeed, nonce, cursor, b) => {
          const server = settleFairBet({ serverSeed, clientSeed, nonce, cursor }, b);
          const verifier = await verifyBet({ serverSeed, clientSeed, nonce, cursor, ...b });
          expect(verifier).toEqual(server);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("agrees with the server on crash points and checks the chain", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1 }),
        fc.integer({ min: 1, max: 8 }),
        async (seed, salt, n) => {
          const chain = crashChain(Buffer.from(seed).toString("hex"), 8);
          const gameHash = chain[n] as string;
          const r = await verifyCrash({ gameHash, gameNumber: n, terminalHash: chain[0], salt });
          expect(r).toEqual({ inChain: true, point: crashPoint(gameHash, salt) });
          const wrong = await verifyCrash({ gameHash, gameNumber: n + 1, terminalHash: chain[0], salt });
          expect(wrong.inChain).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("is what the committed static page inlines (run build-page.mjs after editing it)", () => {
    const { html, scriptHash } = buildPage();
    expect(readFileSync(PAGE_PATH, "utf8")).toBe(html);
    expect(html).not.toMatch(/\bimport\b|\bfetch\(|XMLHttpRequest|WebSocket/);
    expect(html).toContain(`script-src '${scriptHash}'; style-src 'unsafe-inline'; connect-src 'none'`);
  });

  it("runs as a script: node scripts/verify-bet.mjs prints what the server computed", () => {
    const script = fileURLToPath(new URL("../verify-bet.mjs", import.meta.url));
    const seeds = { serverSeed: "revealed", clientSeed: "player", nonce: 9, cursor: 0 };
    const server = settleFairBet(seeds, { game: "plinko", params: { rows: 12, risk: "medium" } });
    const args = [
      "plinko",
      "--server-seed",
      "revealed",
      "--client-seed",
      "player",
      "--nonce",
      "9",
      "--rows",
      "12",
      "--risk",
      "medium",
    ];
    const printed = JSON.parse(execFileSync(process.execPath, [script, ...args], { encoding: "utf8" }));
    expect(printed).toMatchObject({ outcome: server.outcome, multiplier: server.multiplier });
    expect(printed.serverSeedHash).toBe(serverSeedHash("revealed"));
  });
});
