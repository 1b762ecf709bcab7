// The static provably fair verifier page in a real browser: opened as a file (no server), filled from its URL
// fragment, it computes with WebCrypto what the server's implementation computes, and requests nothing.
import { pathToFileURL } from "node:url";
import { crashChain, crashPoint, settleFairBet } from "@parlay/domain/fair";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_PATH } from "../scripts/fair-verifier/build-page.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
let browser: Awaited<ReturnType<typeof chromium.launch>>;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
});
afterAll(async () => browser?.close());

async function verify(fragment: Record<string, string>) {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${pathToFileURL(PAGE_PATH).href}#${new URLSearchParams(fragment)}`);
  const out = page.locator("#out");
  await expect.poll(() => out.textContent()).not.toBe("");
  const text = (await out.textContent()) ?? "";
  await page.close();
  return { text, requests, errors };
}

describe("the static verifier page", () => {
  it("recomputes a keno bet as the server does, with no request but its own file", async () => {
    const seeds = { serverSeed: "revealed-seed", clientSeed: "player", nonce: 42, cursor: 0 };
    const server = settleFairBet(seeds, { game: "keno", params: { picks: [3, 7, 19, 33] } });
    const r = await verify({
      game: "keno",
      serverSeed: "revealed-seed",
      clientSeed: "player",
      nonce: "42",
      numbers: "3,7,19,33",
    });
    expect(r.errors).toEqual([]);
    expect(r.requests).toEqual([pathToFileURL(PAGE_PATH).href]);
    expect(r.text).toContain(JSON.stringify(server.outcome));
    expect(r.text).toContain(`Multiplier: ${(server.multiplier / 10_000).toFixed(4)}x`);
  });

  it("recomputes a crash point and checks it against the terminal hash", async () => {
    const chain = crashChain("ab".repeat(32), 3);
    const point = crashPoint(chain[2] as string, "public salt");
    const r = await verify({
      game: "crash",
      gameHash: chain[2] as string,
      gameNumber: "2",
      terminalHash: chain[0] as string,
      salt: "public salt",
    });
    expect(r.text).toContain(
      `Crash point: ${Math.floor(point / 100)}.${String(point % 100).padStart(2, "0")}x`,
    );
    expect(r.text).toContain("In the committed chain: yes");
  });
});
