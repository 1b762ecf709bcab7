// The static provably fair verifier page in a real browser: opened as a file (no server), filled from its URL
// fragment, it computes with WebCrypto what the server's implementation computes, and requests nothing.
import { pathToFileURL } from "node:url";
import {
  crashChain,
  crashPoint,
  crashVerifierFragment,
  type FairBet,
  settleFairBet,
  verifierFragment,
} from "@parlay/domain/fair";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATH } from "../scripts/fair-verifier/build-page.mjs";
import { startSite } from "./harness.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let browser: Awaited<ReturnType<typeof chromium.launch>>;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
});
afterAll(async () => browser?.close());

async function verify(fragment: string) {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${pathToFileURL(PAGE_PATH).href}${fragment}`);
  const out = page.locator("#out");
  await expect.poll(() => out.textContent()).not.toBe("");
  const text = (await out.textContent()) ?? "";
  await page.close();
  return { text, requests, errors };
}

const BETS: FairBet[] = [
  { game: "dice", params: { direction: "under", target: 3300 } },
  { game: "limbo", params: { target: 150 } },
  { game: "mines", params: { mines: 5, picks: [4, 8, 15] } },
  { game: "plinko", params: { rows: 14, risk: "high" } },
  { game: "keno", params: { picks: [3, 7, 19, 33] } },
];

describe("the static verifier page", () => {
  it.each(BETS)(
    "recomputes a $game bet from its history link as the server does, requesting nothing",
    async (bet) => {
      const seeds = { serverSeed: "revealed-seed", clientSeed: "player", nonce: 42, cursor: 0 };
      const server = settleFairBet(seeds, bet);
      const r = await verify(verifierFragment({ ...bet, ...seeds }, seeds.serverSeed));
      expect(r.errors).toEqual([]);
      expect(r.requests).toEqual([`${pathToFileURL(PAGE_PATH).href}`]);
      expect(r.text).toContain(JSON.stringify(server.outcome));
      expect(r.text).toContain(`Multiplier: ${(server.multiplier / 10_000).toFixed(4)}x`);
    },
  );

  it("recomputes a crash point and checks it against the terminal hash", async () => {
    const chain = crashChain("ab".repeat(32), 3);
    const round = {
      gameHash: chain[2] as string,
      gameNumber: 2,
      terminalHash: chain[0] as string,
      salt: "public salt",
    };
    const point = crashPoint(round.gameHash, round.salt);
    const r = await verify(crashVerifierFragment(round));
    expect(r.text).toContain(
      `Crash point: ${Math.floor(point / 100)}.${String(point % 100).padStart(2, "0")}x`,
    );
    expect(r.text).toContain("In the committed chain: yes");
    const forged = await verify(crashVerifierFragment({ ...round, gameNumber: 1 }));
    expect(forged.text).toContain("In the committed chain: NO");
  });
});

describe("the verifier served by the site", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => site?.close());

  it("runs under its own policy (its script by hash, no connection) and computes as the server does", async () => {
    const res = await fetch(`${site.base}/fairness/verify.html`);
    expect(res.status).toBe(200);
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("connect-src 'none'");
    expect(policy).not.toContain("nonce-");
    const seeds = { serverSeed: "revealed-seed", clientSeed: "player", nonce: 7, cursor: 0 };
    const bet = BETS[0] as FairBet;
    const server = settleFairBet(seeds, bet);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.goto(
      `${site.base}/fairness/verify.html${verifierFragment({ ...bet, ...seeds }, seeds.serverSeed)}`,
    );
    const out = page.locator("#out");
    await expect.poll(() => out.textContent()).toContain(JSON.stringify(server.outcome));
    expect(errors).toEqual([]);
    await page.close();
  });
});
