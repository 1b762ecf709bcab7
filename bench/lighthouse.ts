/**
 * Lighthouse on the production build (issue 14 #7): `npm run bench:lighthouse`.
 *
 * Builds first when there is no build (`npm run build`; run it yourself after a change, the bench does
 * not rebuild a stale one). Starts the site as an operator does (`NODE_ENV=production`, the built
 * shell, a fresh embedded database in a temporary folder, the feed simulator on so the line and live
 * pages have games) on a free port, then runs Lighthouse from npm against each page with Debian's
 * Chromium: mobile preset (Lighthouse's default: a mid-range phone, simulated slow 4G and 4× CPU
 * slowdown), performance and accessibility, a fresh profile per run (an empty cache: a first visit).
 * RUNS runs per page (default 3); the medians of the score, LCP, CLS, TBT, accessibility and the
 * JavaScript the first view transfers are printed and written to docs/benchmarks.md. Every run's
 * full report goes to bench/lighthouse-reports/ (not committed) for its opportunities and diagnostics.
 *
 * CPU: the preset's 4× slowdown is calibrated for a host whose Lighthouse BenchmarkIndex is about 1533
 * (Lighthouse's throttling docs: such a host slowed 4× is the target phone, index ≈ 383). A shared
 * 2-core machine under load measures far lower, and then 4× simulates a phone several times slower
 * than the target. So by default each run's multiplier is the host's index (measured by the run
 * before it) ÷ 383, at least 1 and at most 4, as Lighthouse's docs advise; LH_CPU_SLOWDOWN=4 forces
 * the preset's value.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { productionTestEnv } from "../apps/server/src/config/testing.ts";
import { median, ROOT, writeSection } from "./lib.ts";

const LIGHTHOUSE_MOBILE_THROTTLING = throttling.mobileSlow4G;
const RUNS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const REPORTS = join(ROOT, "bench", "lighthouse-reports");
const ONLY = process.env.LH_PAGES?.split(",");
/** BenchmarkIndex of the host that the preset's 4× turns into the target phone, ÷ 4. */
const TARGET_PHONE_INDEX = 1533 / 4;
const FIXED_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;
const slowdownFor = (index: number) =>
  FIXED_SLOWDOWN ?? Math.min(4, Math.max(1, Math.round((index / TARGET_PHONE_INDEX) * 10) / 10));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function ensureBuild() {
  const built = [
    "apps/shell/build/client",
    "apps/shell/build/server/index.js",
    "build/shared/importmap.json",
    "remotes/betting/dist/client/manifest.json",
  ].every((p) => existsSync(join(ROOT, p)));
  if (built) return;
  console.log("no production build: running npm run build");
  const child = spawn("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
  return new Promise<void>((resolve, reject) =>
    child.once("close", (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`)))),
  );
}

async function startProductionSite(): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "parlay-lighthouse-"));
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      ...productionTestEnv(),
      LOG_LEVEL: "warn",
      SPORTSBOOK_FEED: "on",
      FEED_SEED: "bench",
      PORT: String(port),
      HOST: "127.0.0.1",
      PARLAY_DATA_DIR: join(dataDir, "pglite"),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // However the bench ends, the site it started ends with it.
  process.once("exit", () => child.kill("SIGTERM"));
  const started = Date.now();
  const base = `http://localhost:${port}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    const res = await fetch(`${base}/web-api/sportsbook/menu?section=live`).catch(() => null);
    const sports = res?.ok ? ((await res.json()) as { gamesCount: number }[]) : [];
    if (sports.reduce((n, s) => n + s.gamesCount, 0) > 0) {
      console.log(`site ready at ${base} in ${Math.round((Date.now() - started) / 1000)} s`);
      return { base, child, dataDir };
    }
    if (Date.now() > until) throw new Error("the site never had live games");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A line football game's page, by the canonical path the betting remote answers 200 for. */
async function gamePath(base: string): Promise<string> {
  const res = await fetch(`${base}/web-api/sportsbook/games?section=line&sportId=1&limit=1`);
  const answer = (await res.json()) as { games?: { gameId: number; champId: number; slug?: string }[] };
  const game = answer.games?.[0];
  if (!game) throw new Error("no line football game");
  let path = `/en/line/football/${game.champId}/${game.gameId}${game.slug ? `-${game.slug}` : ""}`;
  const page = await fetch(`${base}${path}`, { redirect: "manual" });
  const location = page.headers.get("location");
  if (page.status === 301 && location) path = new URL(location, base).pathname;
  return path;
}

interface Run {
  performance: number;
  lcp: number;
  cls: number;
  tbt: number;
  accessibility: number;
  /** Bytes of JavaScript on the wire (compressed, headers included) until the page settled. */
  js: number;
  benchmarkIndex: number;
  slowdown: number;
}

type Lhr = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;
};

function runOf(lhr: Lhr, slowdown: number): Run {
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    js: requests.filter((r) => r.resourceType === "Script").reduce((n, r) => n + (r.transferSize ?? 0), 0),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
  };
}

await ensureBuild();
const site = await startProductionSite();
const pages: [string, string][] = [
  ["home", "/en/"],
  ["line", "/en/line"],
  ["live", "/en/live"],
  ["game", await gamePath(site.base)],
  ["rules", "/en/rules/1"],
];
const chosen = pages.filter(([name]) => !ONLY || ONLY.includes(name));
mkdirSync(REPORTS, { recursive: true });
const results = new Map<string, Run[]>();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const audit = async (path: string, slowdown: number) => {
  const result = await lighthouse(`${site.base}${path}`, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
    throttling: { ...LIGHTHOUSE_MOBILE_THROTTLING, cpuSlowdownMultiplier: slowdown },
  });
  if (!result) throw new Error(`no Lighthouse result for ${path}`);
  return result;
};
try {
  // One unmeasured load of each page warms the server (its JIT, the stores' caches); one unmeasured
  // audit measures the host for the first run's CPU multiplier.
  for (const [, path] of chosen) await fetch(`${site.base}${path}`).then((r) => r.text());
  let index = (await audit("/en/", 4)).lhr.environment.benchmarkIndex;
  for (let round = 0; round < RUNS; round++) {
    for (const [name, path] of chosen) {
      const slowdown = slowdownFor(index);
      let result = await audit(path, slowdown);
      // A run whose trace failed (Lighthouse's NO_NAVSTART on a loaded host) scores 0: run it again
      // rather than let it into the median.
      for (let retry = 0; result.lhr.runtimeError && retry < 2; retry++) {
        console.log(`${name} #${round + 1}: ${result.lhr.runtimeError.code}, run again`);
        result = await audit(path, slowdown);
      }
      index = result.lhr.environment.benchmarkIndex;
      writeFileSync(join(REPORTS, `${name}-${round + 1}.json`), String(result.report));
      const run = runOf(result.lhr as unknown as Lhr, slowdown);
      results.set(name, [...(results.get(name) ?? []), run]);
      console.log(
        `${name} #${round + 1}: performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, CLS ${run.cls.toFixed(3)}, TBT ${Math.round(run.tbt)} ms, accessibility ${run.accessibility}, JS ${(run.js / 1024).toFixed(1)} KiB (host index ${Math.round(run.benchmarkIndex)}, CPU ×${run.slowdown})`,
      );
    }
  }
} finally {
  await chrome.kill();
  site.child.kill("SIGTERM");
  await new Promise((r) => site.child.once("close", r));
  rmSync(site.dataDir, { recursive: true, force: true });
}

const med = (name: string, f: (r: Run) => number) => median((results.get(name) ?? []).map(f));
const rows = chosen.map(([name, path]) => {
  const perf = med(name, (r) => r.performance);
  const lcp = med(name, (r) => r.lcp);
  const cls = med(name, (r) => r.cls);
  const tbt = med(name, (r) => r.tbt);
  const a11y = med(name, (r) => r.accessibility);
  const js = med(name, (r) => r.js);
  const index = med(name, (r) => r.benchmarkIndex);
  const slowdown = med(name, (r) => r.slowdown);
  const ok = perf >= 95 && lcp <= 2500 && cls <= 0.05 && tbt <= 150 && a11y === 100 && js <= 150_000;
  const shown = name === "game" ? "game page (a line football game)" : `\`${path}\``;
  return `| ${shown} | ${perf} | ${(lcp / 1000).toFixed(2)} s | ${cls.toFixed(3)} | ${Math.round(tbt)} ms | ${a11y} | ${(js / 1024).toFixed(1)} KiB | ${ok ? "yes" : "no"} | ${Math.round(index)} | ×${slowdown} |`;
});
const table = `| page | performance | LCP | CLS | TBT | accessibility | first-view JS | targets met | host BenchmarkIndex | CPU slowdown |
|---|---:|---:|---:|---:|---:|---:|---|---:|---:|
${rows.join("\n")}`;
console.log(table);
if (!ONLY) {
  writeSection(
    "Lighthouse (bench:lighthouse)",
    `
Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} from npm driving Debian's Chromium (\`npm run bench:lighthouse\`, needs \`npm run build\`): the production build started as an operator does (\`NODE_ENV=production\`, a fresh embedded database, the feed simulator on), Lighthouse's mobile preset (simulated slow 4G, a 412 px phone; its CPU slowdown calibrated to the host as Lighthouse's throttling docs advise: the host's BenchmarkIndex ÷ 383, between 1× and 4×, where 4× is the preset's value for a host of index ≈ 1533; \`LH_CPU_SLOWDOWN=4\` forces the preset), a fresh profile per run, so each run is a first visit with an empty cache. ${RUNS} runs per page, medians. First-view JS: every script the page loads until it settles, bytes on the wire (brotli, headers included). Targets (issue 14 #7): performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.05, TBT ≤ 150 ms, accessibility 100, first-view JS ≤ 150 KB.

${table}

Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}, on a 2-core machine shared with other work.
`,
  );
}
