/**
 * SSR requests per second of the home page against the same Fastify serving a static file of the
 * same size, alternating rounds in one run. The server runs in its own process (one core), the load
 * generator in this one (the other core).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { productionTestEnv } from "../apps/server/src/config/testing.ts";
import { median, ROOT, writeSection } from "./lib.ts";

const PORT = 3999;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 16;
const STATIC_FILE = join(ROOT, "apps", "shell", "build", "client", "bench-static.html");
const base = `http://127.0.0.1:${PORT}`;

async function waitUp(): Promise<void> {
  for (let i = 0; i < 200; i++) {
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
      DATABASE_URL: "",
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
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

// The static twin: the home page's own HTML, written where the same server serves files from.
writeFileSync(STATIC_FILE, "placeholder");
let server = startServer();
await waitUp();
const html = await (await fetch(`${base}/en/`)).text();
server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
writeFileSync(STATIC_FILE, html);
server = startServer();
await waitUp();

interface Phase {
  ssr: number[];
  ssrP99: number[];
  stat: number[];
}

/** Alternating rounds of the SSR page and its static twin against one running server. */
async function measure(label: string): Promise<Phase> {
  await rps("/en/"); // warm-up
  await rps("/bench-static.html");
  const phase: Phase = { ssr: [], ssrP99: [], stat: [] };
  for (let i = 0; i < ROUNDS; i++) {
    const a = await rps("/en/");
    const b = await rps("/bench-static.html");
    if (a.non2xx || b.non2xx) throw new Error(`non-2xx answers: ssr ${a.non2xx}, static ${b.non2xx}`);
    phase.ssr.push(a.rps);
    phase.ssrP99.push(a.p99);
    phase.stat.push(b.rps);
    console.log(
      `${label} round ${i + 1}: ssr ${a.rps.toFixed(0)} rps (p99 ${a.p99} ms), static ${b.rps.toFixed(0)} rps`,
    );
  }
  return phase;
}

const row = (name: string, p: Phase) => {
  const ratio = median(p.ssr) / median(p.stat);
  return `| ${name} | ${median(p.ssr).toFixed(0)} | ${median(p.ssrP99)} ms | ${median(p.stat).toFixed(0)} | **${ratio.toFixed(2)}** |`;
};

try {
  const cached = await measure("micro-cache on");
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  server = startServer(0);
  await waitUp();
  const uncached = await measure("micro-cache off");
  const body = `Home page \`/en/\` (${html.length} bytes of HTML) rendered by React Router through Fastify, against the same Fastify process serving a static file of the same bytes. ${ROUNDS} alternating rounds of ${SECONDS} s each, ${CONNECTIONS} connections, autocannon in a separate process, the embedded database, \`NODE_ENV=production\`. "Micro-cache on" is the default configuration (guest pages shared for 5 s, docs/decisions/0003); "off" renders every request.

| configuration | SSR median req/s | SSR median p99 | static median req/s | ratio SSR / static (target ≥ 0.5) |
|---|---:|---:|---:|---:|
${row("micro-cache on (default)", cached)}
${row("micro-cache off (every request rendered)", uncached)}

Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}.`;
  writeSection("SSR (bench:ssr)", body);
  console.log(body);
} finally {
  server.kill("SIGTERM");
  rmSync(STATIC_FILE, { force: true });
}
