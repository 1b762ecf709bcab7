/**
 * SSR requests per second of the home page against the same Fastify serving a static file of the
 * same size, alternating rounds in one run. The server runs in its own process (one core), the load
 * generator in this one (the other core).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
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

function startServer(): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
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

try {
  await rps("/en/"); // warm-up
  await rps("/bench-static.html");
  const ssr: number[] = [];
  const stat: number[] = [];
  const ssrP99: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const a = await rps("/en/");
    const b = await rps("/bench-static.html");
    if (a.non2xx || b.non2xx) throw new Error(`non-2xx answers: ssr ${a.non2xx}, static ${b.non2xx}`);
    ssr.push(a.rps);
    ssrP99.push(a.p99);
    stat.push(b.rps);
    console.log(
      `round ${i + 1}: ssr ${a.rps.toFixed(0)} rps (p99 ${a.p99} ms), static ${b.rps.toFixed(0)} rps`,
    );
  }
  const ratio = median(ssr) / median(stat);
  const body = `Home page \`/en/\` (${html.length} bytes of HTML) server-rendered by React Router through Fastify, against the same Fastify process serving a static file of the same bytes. ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections, autocannon in a separate process; the embedded database.

| what | median req/s | median p99 latency |
|---|---:|---:|
| SSR home page | ${median(ssr).toFixed(0)} | ${median(ssrP99)} ms |
| static file, same size | ${median(stat).toFixed(0)} | — |
| **ratio SSR / static** | **${ratio.toFixed(2)}** | target ≥ 0.5 |

Measured ${new Date().toISOString().slice(0, 10)} on ${process.arch}, Node ${process.version}.`;
  writeSection("SSR (bench:ssr)", body);
  console.log(
    `median ssr ${median(ssr).toFixed(0)} rps, static ${median(stat).toFixed(0)} rps, ratio ${ratio.toFixed(2)}`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(STATIC_FILE, { force: true });
}
