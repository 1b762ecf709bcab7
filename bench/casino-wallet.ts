/**
 * bench:casino-wallet — bet actions per second through the casino's seamless wallet
 * (POST /casino-api/v1/wallet/play over a socket: Fastify, the raw-body HMAC check, the round
 * lock, the limits hook, the ledger posting, the action row) against a real PostgreSQL
 * (DATABASE_URL), next to `pgbench -b tpcb-like -j 2` on a scratch database in the same run at the
 * same concurrency (BENCH_CLIENTS, default 32). Rounds alternate pgbench and HTTP; medians are
 * reported. Then p50/p99 at half the measured HTTP rate with open-loop arrivals (latency from each
 * request's scheduled start). Writes "## Casino seamless wallet (bench:casino-wallet)" of
 * docs/benchmarks.md. Env: BENCH_CLIENTS (32), BENCH_SECONDS (5), BENCH_ROUNDS (5),
 * BENCH_PLAYERS (1000), BENCH_HALF_SECONDS (10). pgbench is driven as bench:placebet drives it.
 *
 * Every request is one bet of 1.00 RUB in a new round of a random funded player with an open launch
 * session, signed with the provider's key. The server is a child process (its own event loop, a
 * pool of 10 connections, as main.ts); the client is autocannon in the parent.
 */
import { fork } from "node:child_process";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { median, preparePgbench, writeSection } from "./lib.ts";

process.env.BENCH_CLIENTS ??= "32";
const CLIENTS = Number(process.env.BENCH_CLIENTS);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const HALF_SECONDS = Number(process.env.BENCH_HALF_SECONDS ?? 10);
const KEY = "bench-casino-provider-signing-key-0123456789";
const PROVIDER = "benchprov";
const GAME = "bench-slot";

/** Where a bet's time goes (measured 2026-11-27 03:03 UTC, load average 19 on 2 cores). */
const ANALYSIS = `Where the time goes. One bet, one client, \`play()\` called in-process (no HTTP) against the same
PostgreSQL: 29–31 ms per request while \`select 1\` took 0.56 ms — begin 1.7, player and account 2.0, the
round's insert 2.4, game and launch session 2.9, the limits hook's four statements (account lock,
\`limit_stake_refusal\`, the usage series, the open stakes) 9.2, the ledger posting 2.3, the action row 2.7,
the round's update 2.0, commit 9.9 ms. Ten such clients in parallel reached 113 requests/s. So the cost is
about a dozen statements at ~2 ms each on the loaded machine (Kysely's compiler and an unnamed
extended-protocol statement each: parsed and planned every time) plus a commit whose WAL flush each request
pays alone, where tpcb-like pays five prepared-free simple statements and shares its flushes across 32
connections. Not met: ratio ≥ 1.0 and p99 ≤ 50 ms. What would close the gap, in order: one PL/pgSQL call per
request (round, lookups, the hook's SQL functions, the posting and the rows; sent as a named prepared
statement as the ledger's posting is), then group commit of concurrent requests as bet placement does
(docs/betting-service.md) so one flush serves many bets. Until then the figures above are the honest state.`;

interface Setup {
  port: number;
  players: string[];
}

let seq = 0;
function signedBet(setup: Setup): { body: string; sign: string } {
  seq += 1;
  const user = setup.players[Math.floor(Math.random() * setup.players.length)] as string;
  const ref = `${process.pid}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
  const body = JSON.stringify({
    user_id: user,
    currency: "RUB",
    game: GAME,
    game_id: `r-${ref}`,
    finished: false,
    actions: [{ action: "bet", action_id: `b-${ref}`, amount: 100 }],
  });
  return { body, sign: hmac(body) };
}

let hmac: (body: string) => string = () => "";

async function httpRound(setup: Setup, seconds: number): Promise<{ accepted: number; refused: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${setup.port}/casino-api/v1/wallet/play`,
    connections: CLIENTS,
    duration: seconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (req) => {
          const { body, sign } = signedBet(setup);
          return { ...req, body, headers: { ...req.headers, "x-request-sign": sign } };
        },
      },
    ],
  });
  const ok = result.statusCodeStats?.["200"]?.count ?? 0;
  return { accepted: ok / seconds, refused: result.non2xx + result.errors };
}

function post(agent: http.Agent, setup: Setup): Promise<boolean> {
  const { body, sign } = signedBet(setup);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: setup.port,
        path: "/casino-api/v1/wallet/play",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "x-request-sign": sign,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 200));
      },
    );
    req.on("error", () => resolve(false));
    req.end(body);
  });
}

/** Open loop at `rate` per second: latency of each answer from its scheduled start. */
async function openLoop(setup: Setup, rate: number, seconds: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const ms: number[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const t0 = performance.now();
  const total = Math.floor(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const due = t0 + sent * interval;
    const now = performance.now();
    if (due > now) await new Promise((r) => setTimeout(r, Math.max(0, due - now - 0.5)));
    while (sent < total && t0 + sent * interval <= performance.now()) {
      const scheduled = t0 + sent * interval;
      sent += 1;
      pending.push(post(agent, setup).then((ok) => void (ok ? ms.push(performance.now() - scheduled) : 0)));
    }
  }
  await Promise.all(pending);
  agent.destroy();
  return ms.sort((a, b) => a - b);
}

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

function message<T>(child: ReturnType<typeof fork>, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    child.on("message", (m: { type: string } & T) => m.type === type && resolve(m));
    child.once("exit", (code) => reject(new Error(`server child exited (${code})`)));
  });
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return console.log("bench:casino-wallet skipped: set DATABASE_URL to a real PostgreSQL.");
  const { pgbenchRound } = await import("./placebet/pgbench.ts");
  const { createHmac } = await import("node:crypto");
  hmac = (body) => createHmac("sha256", KEY).update(body).digest("hex");
  const schema = `bench_casino_${process.pid}`;
  const child = fork(fileURLToPath(new URL("./casino-wallet-server.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_SCHEMA: schema, BENCH_KEY: KEY, BENCH_PROVIDER: PROVIDER, BENCH_GAME: GAME },
  });
  const { setup } = await message<{ setup: Setup }>(child, "ready");
  const pgbench = await preparePgbench(url, "bench_casino_pgbench", Math.max(10, CLIENTS));
  const load = [loadavg()[0] ?? 0];
  const rounds: { pgbench: number; http: number; ratio: number; refused: number }[] = [];
  await httpRound(setup, 2); // warm-up: connections, plans, JIT
  for (let i = 0; i < ROUNDS; i++) {
    const pg = await pgbenchRound(pgbench);
    const h = await httpRound(setup, SECONDS);
    rounds.push({ pgbench: pg.tps, http: h.accepted, ratio: h.accepted / pg.tps, refused: h.refused });
    load.push(loadavg()[0] ?? 0);
    console.log(`round ${i + 1}: pgbench ${pg.tps.toFixed(0)}/s, bets ${h.accepted.toFixed(0)}/s`);
  }
  const httpRate = median(rounds.map((r) => r.http));
  const half = httpRate / 2;
  await openLoop(setup, half, 1);
  const halfRuns = [];
  for (let i = 0; i < 3; i++) halfRuns.push(await openLoop(setup, half, HALF_SECONDS));
  const all = halfRuns.flat().sort((a, b) => a - b);
  child.send({ cmd: "finish" });
  const { report } = await message<{ report: { actions: number; auditOk: boolean; version: string } }>(
    child,
    "finished",
  );
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const ratio = median(rounds.map((r) => r.ratio));
  const text = [
    "Bet actions accepted per second through `POST /casino-api/v1/wallet/play` (a socket, Fastify, the raw-body",
    "HMAC check, the round lock, the limits service's hook, the ledger posting, the action row; one bet of 1.00 RUB",
    `in a new round per request) against a real PostgreSQL (\`npm run bench:casino-wallet\`, DATABASE_URL), next to`,
    `\`pgbench -b tpcb-like -j 2\` (scale ${Math.max(10, CLIENTS)}) in the same run at the same concurrency, ${CLIENTS} clients.`,
    `${ROUNDS} rounds of ${SECONDS} s alternating pgbench and HTTP; each round's ratio against that round's pgbench; medians.`,
    `${PLAYERS} funded players with open launch sessions, picked at random. Server: a child Node process (pool of 10`,
    `connections); client: autocannon. Half load: open-loop arrivals at half the median rate, 3 runs of ${HALF_SECONDS} s,`,
    `latency from each request's scheduled start. ${cpus().length} cores shared with the database and, during the run,`,
    `the other engineers' work: load average ${load.map((l) => l.toFixed(1)).join(" → ")}. ${report.version}.`,
    "",
    "| clients | pgbench tpcb-like / s | bet actions / s | ratio (target ≥ 1.0) | half load / s | p50 ms | p99 ms (target ≤ 50) |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    `| ${CLIENTS} | ${fmt(median(rounds.map((r) => r.pgbench)))} | ${fmt(httpRate)} | ${ratio.toFixed(2)} | ${fmt(half)} | ${pct(all, 0.5).toFixed(1)} | ${pct(all, 0.99).toFixed(1)} |`,
    "",
    "Rounds: " +
      rounds.map((r) => `${fmt(r.pgbench)} / ${fmt(r.http)} (${r.ratio.toFixed(2)})`).join("; ") +
      ".",
    `Actions recorded: ${fmt(report.actions)}; ledger audit after the run: ${report.auditOk ? "balanced" : "PROBLEMS"}.`,
    "",
    ANALYSIS,
  ].join("\n");
  writeSection("Casino seamless wallet (bench:casino-wallet)", text);
  console.log(text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
