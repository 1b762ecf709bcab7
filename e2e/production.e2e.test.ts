/**
 * The site as an operator starts it in production: the built entry, NODE_ENV=production, every
 * secret from the environment, the embedded database in a fresh folder. Once with everything set
 * (pages answer, development surfaces do not exist, the published sandbox secret signs nothing),
 * once with a secret missing (the process refuses and never listens).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SANDBOX_WEBHOOK_SECRET, SIGNATURE_HEADER, signWebhook } from "@parlay/psp-sandbox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionTestEnv, without } from "../apps/server/src/config/testing.ts";
import { ROOT } from "./harness.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Site {
  child: ChildProcess;
  base: string;
  out: { stdout: string; stderr: string };
  exited: Promise<number | null>;
  dataDir: string;
}

/** `node --import tsx apps/server/src/main.ts` with only the given environment. */
async function spawnSite(env: NodeJS.ProcessEnv): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "parlay-production-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      // The simulator is not needed to render pages and would only compete for the CPU.
      SPORTSBOOK_FEED: "off",
      LOG_LEVEL: "warn",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PARLAY_DATA_DIR: join(dataDir, "pglite"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out = { stdout: "", stderr: "" };
  child.stdout?.on("data", (c: Buffer) => {
    out.stdout += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    out.stderr += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return { child, base: `http://127.0.0.1:${port}`, out, exited, dataDir };
}

/** Resolves once /healthz answers; throws if the process exits first or takes too long. */
async function listening(site: Site): Promise<void> {
  let exitCode: number | null | undefined;
  void site.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the site exited (${exitCode}): ${site.out.stderr}`);
    try {
      if ((await fetch(`${site.base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not listen within 90 s: ${site.out.stderr}`);
}

/**
 * The security headers every answer must carry (helmet/CSP are being added separately: their
 * assertions belong here). Until then, what the site already sends must at least be sane.
 */
/** The production headers every answer carries (docs/security.md "Security headers and CSP"). */
function expectSecurityHeaders(res: Response): void {
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
  expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
}

describe("production start with every secret set", () => {
  let site: Site;
  beforeAll(async () => {
    site = await spawnSite(productionTestEnv());
    await listening(site);
  });
  afterAll(async () => {
    if (site && site.child.exitCode === null) {
      site.child.kill("SIGTERM");
      await site.exited;
    }
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
  });

  it("serves the pages server-rendered", async () => {
    const res = await fetch(`${site.base}/en/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/^<!DOCTYPE html>.*<title>[^<]{3,}<\/title>/is);
    expectSecurityHeaders(res);
  });

  it.each([
    ["GET", "/psp/checkout"],
    ["GET", "/psp/api/payments/1"],
    ["GET", "/dev/mailbox"],
    ["GET", "/dev/mailbox.json"],
    ["POST", "/dev/feed/fast-forward"],
  ])("%s %s does not exist (404)", async (method, path) => {
    const res = await fetch(`${site.base}${path}`, {
      method,
      redirect: "manual",
      ...(method === "POST"
        ? { headers: { "content-type": "application/json" }, body: '{"minutes":1}' }
        : {}),
    });
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
  });

  it("refuses a deposit webhook signed with the published sandbox secret", async () => {
    const body = JSON.stringify({
      id: "evt_forged_1",
      type: "payment.succeeded",
      created: Math.floor(Date.now() / 1000),
      data: {
        paymentId: "psp_forged_1",
        reference: "1",
        kind: "deposit",
        status: "succeeded",
        amount: "10000000",
        currency: "RUB",
        sequence: 1,
      },
    });
    const res = await fetch(`${site.base}/web-api/payments/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signWebhook(SANDBOX_WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
      },
      body,
    });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("WEBHOOK_SIGNATURE_INVALID");
  });

  it("stops cleanly on SIGTERM", async () => {
    site.child.kill("SIGTERM");
    expect(await site.exited).toBe(0);
  });
});

describe("production start with a secret missing", () => {
  it("exits 1 naming it, and never listens", async () => {
    // At info level a "Server listening" line would show, were it to listen.
    const site = await spawnSite({
      ...without(productionTestEnv(), "PSP_WEBHOOK_SECRET"),
      LOG_LEVEL: "info",
    });
    // A start that wrongly succeeds would serve forever: it is stopped rather than left behind.
    const stop = setTimeout(() => site.child.kill("SIGKILL"), 60_000);
    try {
      const code = await site.exited;
      expect(code).toBe(1);
      expect(site.out.stderr).toContain("PSP_WEBHOOK_SECRET is not set");
      expect(site.out.stdout).not.toMatch(/listening|serving/i);
      await expect(fetch(`${site.base}/healthz`)).rejects.toThrow();
    } finally {
      clearTimeout(stop);
      site.child.kill("SIGKILL");
      rmSync(site.dataDir, { recursive: true, force: true });
    }
  });
});
