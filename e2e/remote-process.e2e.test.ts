import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, ROOT, screenshot, startSite } from "./harness.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The header remote as its own process, as an operator would deploy it. */
async function startHeaderProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "remotes/header/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/mf/header/manifest.json`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the header remote process did not start");
}

let port: number;
let remote: ChildProcess | undefined;
let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

beforeAll(async () => {
  port = await freePort();
  remote = await startHeaderProcess(port);
  site = await startSite({ REMOTE_HEADER_URL: `http://127.0.0.1:${port}` });
  browser = await launchBrowser();
});
afterAll(async () => {
  remote?.kill("SIGKILL");
  await browser?.close();
  await site?.close();
});

describe("a remote app served by a separate process", () => {
  it("renders through the shell, fails visibly when stopped, and comes back with the refresh button", async () => {
    const page = await newPage(browser);
    await page.goto(`${site.base}/en/`);
    await page.waitForFunction(
      () => document.querySelector('[data-remote="header"]')?.getAttribute("data-remote-state") === "ready",
    );
    expect(await page.locator('[data-remote="header"] nav a').count()).toBeGreaterThan(3);

    remote?.kill("SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    // A client-side navigation asks for the header again: the server cannot reach it, the browser retries.
    await page.locator("footer").getByRole("link", { name: "About us" }).click();
    await page.waitForURL("**/en/about");
    await page.locator('.shell-header [data-remote-state="loading"]').waitFor({ timeout: 5000 });
    const refresh = page.locator(".shell-header").getByRole("button", { name: "Refresh" });
    await refresh.waitFor({ timeout: 15_000 });
    await screenshot(page, "07-header-remote-down");
    // The rest of the page keeps working while the header is down.
    await page.locator("footer").getByRole("link", { name: "Contacts" }).click();
    await page.waitForURL("**/en/contacts");
    await page.waitForSelector('[data-remote="info"]');
    await refresh.waitFor({ timeout: 15_000 });

    remote = await startHeaderProcess(port);
    await page.locator(".shell-header").getByRole("button", { name: "Refresh" }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-remote="header"]')?.getAttribute("data-remote-state") === "ready",
    );
    await screenshot(page, "08-header-remote-back");
  });
});
