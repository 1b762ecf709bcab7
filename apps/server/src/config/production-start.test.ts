import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect as connectTcp, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, test } from "vitest";
import { start } from "../main.ts";
import { PRODUCTION_REQUIRED, ProductionEnvError } from "./production-env.ts";
import { productionTestEnv, without } from "./testing.ts";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** True when nothing accepts connections on the port. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

const parents: string[] = [];
/** A database folder that does not exist yet: a start that opened the database would create it. */
function freshDataDir(): string {
  const parent = mkdtempSync(join(tmpdir(), "parlay-prod-start-"));
  parents.push(parent);
  return join(parent, "pglite");
}
afterAll(() => {
  for (const parent of parents) rmSync(parent, { recursive: true, force: true });
});

/** The real entry as an operator runs it; resolves when the process has exited. */
function runEntry(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    // Only what is given: nothing from the test runner's environment (DATABASE_URL, …) leaks in.
    env: { PATH: process.env.PATH, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => {
    stdout += c.toString();
  });
  child.stderr.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  // A start that wrongly succeeds would serve forever: it is stopped rather than left behind.
  const stop = setTimeout(() => child.kill("SIGKILL"), 60_000);
  return new Promise((resolve) =>
    child.once("close", (code) => {
      clearTimeout(stop);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe("production start without a secret", () => {
  // In process, so every variable is tried without paying a node start-up each.
  test.each(PRODUCTION_REQUIRED)(
    "without %s start() refuses by name before opening the database or the port",
    async (name) => {
      const port = await freePort();
      const dataDir = freshDataDir();
      const started = start({
        production: true,
        env: without(productionTestEnv({ PARLAY_DATA_DIR: dataDir }), name),
        port,
        host: "127.0.0.1",
        databaseUrl: null,
        dataDir,
        logger: false,
      });
      await expect(started).rejects.toThrow(ProductionEnvError);
      await expect(started).rejects.toThrow(new RegExp(`\\b${name} is not set`));
      expect(existsSync(dataDir)).toBe(false);
      expect(await refused(port)).toBe(true);
    },
  );

  test("with nothing set, one refusal names every missing secret", async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    const started = start({
      production: true,
      env: { NODE_ENV: "production", PARLAY_DATA_DIR: dataDir },
      port,
      host: "127.0.0.1",
      databaseUrl: null,
      dataDir,
      logger: false,
    });
    const refusal = await started.then(
      () => "",
      (e: unknown) => String(e instanceof Error ? e.message : e),
    );
    for (const name of PRODUCTION_REQUIRED) expect(refusal).toContain(`${name} is not set`);
    expect(refusal.match(/is not set/g)).toHaveLength(PRODUCTION_REQUIRED.length);
    expect(existsSync(dataDir)).toBe(false);
    expect(await refused(port)).toBe(true);
  });

  // One node start-up (the whole server's import): the entry an operator runs turns the refusal
  // into exit code 1 and a message, before anything listens or opens the database.
  test("the real entry exits 1 naming what is missing, and never listens", { timeout: 120_000 }, async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    // The incident: everything set but the webhook secret.
    const run = await runEntry({
      ...without(productionTestEnv(), "PSP_WEBHOOK_SECRET"),
      PORT: String(port),
      HOST: "127.0.0.1",
      PARLAY_DATA_DIR: dataDir,
    });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/^Refusing to start in production: PSP_WEBHOOK_SECRET is not set/);
    expect(run.stderr.match(/is not set/g)).toHaveLength(1);
    expect(run.stdout).not.toMatch(/listening|serving/i);
    expect(existsSync(dataDir)).toBe(false);
    expect(await refused(port)).toBe(true);
  });
});
