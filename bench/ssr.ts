/**
 * SSR requests per second of the home page and of the sportsbook's line with its games (issue 14 #5,
 * #7) against the same Fastify serving a static file of the same size, alternating rounds in one run.
 * The server runs in its own process (one core), the load generator in this one (the other core).
 * The embedded database unless DATABASE_URL is set; BENCH_PAGES=line measures only the line.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { productionTestEnv } from "../apps/server/src/config/testing.ts";
import { median, ROOT, writeSection } from "./lib.ts";

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const CLIENT_DIR = join(ROOT, "apps", "shell", "build", "client");
const DATABASE_URL = process.env.DATABASE_URL ?? "";
const PAGES = (process.env.BENCH_PAGES ?? "home,line").split(",");
const base = `http://127.0.0.1:${PORT}`;

async function waitUp(): Promise<void> {
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function startServer(cacheMs = 5000): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      // Production refuses to start without its secrets; stand-ins unless the environment has real ones.
      ...productionTestEnv(),
      ...process.env,
      SSR_CACHE_TTL_MS: String(cacheMs),
      PORT: String(PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function rps(path: string): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  const r = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-language": "en" },
  });
  // A request that timed out or failed counts like a non-2xx one: no figure from a server that did not answer.
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors + r.timeouts,
  };
}

/** The sportsbook needs games in its line: the feed's first batches after a fresh start. */
async function waitForGames(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const res = await fetch(`${base}/web-api/sportsbook/menu?section=line`).catch(() => null);
    const sports = res?.ok ? ((await res.json()) as { gamesCount: number }[]) : [];
    if (sports.reduce((n, s) => n + s.gamesCount, 0) >= 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the feed never had 100 line games");
}

interface Target {
  name: string;
  path: string;
  file: string;
  bytes: number;
  games: number;
}

// The static twins: each page's own HTML, written where the same server serves files from.
const targets: Target[] = [
  { name: "home", path: "/en/", file: "bench-static-home.html", bytes: 0, games: 0 },
  { name: "line", path: "/en/line", file: "bench-static-line.html", bytes: 0, games: 0 },
].filter((t) => PAGES.includes(t.name));
for (const target of targets) writeFileSync(join(CLIENT_DIR, target.file), "placeholder");
let server = startServer();
// A failed run (the server never answered) leaves no server behind.
process.on("exit", () => server.kill("SIGTERM"));
await waitUp();
await waitForGames();
for (const target of targets) {
  const html = await (await fetch(`${base}${target.path}`)).text();
  target.bytes = html.length;
  // Rows of games with their odds, in the HTML (not loaded after hydration).
  target.games = (html.match(/class="pb-odds/g) ?? []).length;
  if (target.name === "line" && target.games === 0) throw new Error("/en/line has no games in its HTML");
  writeFileSync(join(CLIENT_DIR, target.file), html);
}
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
server = startServer();
await waitUp();

interface Phase {
  ssr: number[];
  ssrP99: number[];
  stat: number[];
}

/** Alternating rounds of the SSR page and its static twin against one running server. */
async function measure(label: string, target: Target): Promise<Phase> {
  const stat = `/${target.file}`;
  await rps(target.path); // warm-up
  await rps(stat);
  const phase: Phase = { ssr: [], ssrP99: [], stat: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const a = await rps(target.path);
    const b = await rps(stat);
    if (a.non2xx || b.non2xx) throw new Error(`non-2xx answers: ssr ${a.non2xx}, static ${b.non2xx}`);
    phase.ssr.push(a.rps);
    phase.ssrP99.push(a.p99);
    phase.stat.push(b.rps);
    console.log(
      `${label} ${target.path} round ${i + 1}: ssr ${a.rps.toFixed(0)} rps (p99 ${a.p99} ms), static ${b.rps.toFixed(0)} rps`,
    );
  }
  return phase;
}

const row = (name: string, p: Phase, target: number) => {
  const ratio = median(p.ssr) / median(p.stat);
  return `| ${name} | ${median(p.ssr).toFixed(0)} | ${median(p.ssrP99)} ms | ${median(p.stat).toFixed(0)} | **${ratio.toFixed(2)}** (≥ ${target}) |`;
};

const TARGETS: Record<string, number> = { home: 0.5, line: 0.15 };

try {
  const rows: string[] = [];
  const cached: Phase[] = [];
  for (const target of targets) cached.push(await measure("micro-cache on", target));
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  server = startServer(0);
  await waitUp();
  for (const [i, target] of targets.entries()) {
    const uncached = await measure("micro-cache off", target);
    const goal = TARGETS[target.name] ?? 0;
    rows.push(row(`\`${target.path}\` micro-cache on (default)`, cached[i] as Phase, goal));
    rows.push(row(`\`${target.path}\` micro-cache off (every request rendered)`, uncached, goal));
  }
  const sizes = targets
    .map(
      (t) =>
        `\`${t.path}\` ${t.bytes} bytes${t.name === "line" ? ` with ${t.games} odds buttons of its games` : ""}`,
    )
    .join(", ");
  const db = DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "the embedded database (PGlite)";
  const body = `Pages rendered by React Router through Fastify (${sizes} of HTML), each against the same Fastify process serving a static file of the same bytes. ${ROUNDS} alternating rounds of ${SECONDS} s each, ${CONNECTIONS} connections, autocannon in a separate process, ${db}, the feed simulator running, \`NODE_ENV=production\`. "Micro-cache on" is the default configuration (guest pages shared for 5 s, docs/decisions/0003); "off" renders every request.

| page, configuration | SSR median req/s | SSR median p99 | static median req/s | ratio SSR / static (target) |
|---|---:|---:|---:|---:|
${rows.join("\n")}

Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${process.arch}, Node ${process.version}.`;
  writeSection(`SSR (bench:ssr${DATABASE_URL ? ", PostgreSQL" : ""})`, body);
  console.log(body);
} finally {
  server.kill("SIGTERM");
  for (const target of targets) rmSync(join(CLIENT_DIR, target.file), { force: true });
}
