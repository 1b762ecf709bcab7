/**
 * bench:casino-wallet — bet actions per second through the casino's seamless wallet
 * (POST /casino-api/v1/wallet/play over a socket: Fastify, the raw-body HMAC check, the group-commit
 * writer's call of casino_wallet_play: round, limits, ledger posting, action row) against a real
 * PostgreSQL (DATABASE_URL), next to `pgbench -b tpcb-like` on a scratch database in the same run
 * at the same concurrency, for each level of BENCH_LEVELS (default 8,16,32 clients; BENCH_CLIENTS
 * alone runs one level). Per level, rounds alternate pgbench, HTTP and the function alone driven by
 * pgbench (batches of one, then of eight requests per call); medians are reported. Then p50/p99 at half the measured HTTP
 * rate with open-loop arrivals (latency from each request's scheduled start). Writes
 * "## Casino seamless wallet (bench:casino-wallet)" of docs/benchmarks.md. Env: BENCH_SECONDS (5),
 * BENCH_ROUNDS (5), BENCH_PLAYERS (1000), BENCH_HALF_SECONDS (10).
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
import { functionRound, functionScript, tpcbRound } from "./casino-wallet-sql.ts";
import { median, preparePgbench, writeSection } from "./lib.ts";
import { cpuShare, cpuSnapshot } from "./placebet/cpu.ts";

const LEVELS = (process.env.BENCH_LEVELS ?? process.env.BENCH_CLIENTS ?? "8,16,32").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const HALF_SECONDS = Number(process.env.BENCH_HALF_SECONDS ?? 10);
const KEY = "bench-casino-provider-signing-key-0123456789";
const PROVIDER = "benchprov";
const GAME = "bench-slot";

/** Where a bet's time goes (the analyses of 2026-11-27, 08:00–08:50 and 10:55–11:50 UTC). */
const ANALYSIS = `Where the time goes.
- Before (2026-11-27 03:03 UTC): one transaction of about a dozen round trips per request: 0.05 of
  pgbench at 32 clients, p99 604 ms at half load. Then (migration 0980): one group-committed call of
  \`casino_wallet_play\` per batch, each request a subtransaction of about a dozen statements: 0.63 at
  32 clients quiet (09:53–10:00 UTC), 0.26 CPU ms per bet in the server and 0.58 in PostgreSQL.
- Profiled with perf on the backend (batches of 8), most of 0980's database time per bet was per-statement
  set-up, not rows: executor start and end (~25 %), check constraints re-read from their stored text on
  every INSERT and UPDATE (~9 %), after-trigger queues and foreign-key checks, catalogue and lock-table
  look-ups; the subtransactions themselves were a few per cent.
- Now (migration 1020): a set-based pass per batch. The requests sure to succeed — a new round of bets
  and wins with positive amounts and unknown action ids, a player with nothing to check in the limits
  and one request in the batch, the game open, the session open, funds for every bet — are checked
  explicitly (no raise) and written by ONE statement for the whole batch (data-modifying CTEs: the rounds
  with their totals, one ledger transaction and two entries per action, each balance once, the action
  rows, the usage series, the open stakes), in one subtransaction per batch. Anything else, or any
  error in that pass, goes request by request as before (\`casino_wallet_play_each\`, 0980's body).
  Backend CPU per bet, the function driven from one connection (10:55–11:35 UTC, load 15–19, same
  session, alternating): batch of 1: 1.71 ms against 1.68 (no gain: one big statement costs about what
  the small ones did); 2: 1.09 / 1.21; 4: 0.67 / 1.08; 8: 0.42 / 0.95; 16: 0.36 / 0.75. So the gain grows
  with the batch: the set-based pass pays its set-up once per call.
- The server: the wallet routes now write their answers with JSON.stringify (no zod pass over our own
  answers) and compare the signature's digest bytes; the rest of a request's JavaScript (Fastify, the
  site-wide security headers with their per-request CSP nonce, the HMAC, the request's zod schema, the
  pg protocol) is unchanged; a CPU profile of the server under load had socket writes (writev, the
  loopback TCP stack) as its largest item (~21 % of its busy time), then GC (~7 %).
- Before and after in one session (32 clients, 3 rounds of 5 s, 11:37–11:49 UTC, load 19–23, each
  configuration twice, alternating): HTTP ratio 0.19 / 0.26 (0980) against 0.23 / 0.23 (1020, four calls
  in flight) and 0.21 / 0.10 (1020, two in flight); PostgreSQL CPU per bet 1.40 / 1.09 ms against
  1.02 / 0.75 and 0.60 / 0.76 (2 in flight: 6–7 requests per call instead of 3.3). At that load the HTTP
  rate is the one Node process's share of two cores among twenty-odd runnable processes divided by its
  CPU per bet (0.9–1.5 ms when contended), not the database: the ratio moves with the scheduler, not
  with the change. On a quiet machine (CPU-bound at 32 clients, 12 % idle before) what counts is the
  total CPU per bet against tpcb-like's (0.69 ms, postgres and pgbench's client): it was 0.26 (server) +
  0.58 (PostgreSQL) + the load client; the database part is what 1020 cuts (by a quarter to a half
  here, more as batches grow).
- The run of 11:54–12:00 UTC (load 11.5–16.8, the tables below as that run wrote them): at 32 clients
  the function alone made 0.51 of tpcb-like with one request per call but 2.31 with batches of 8
  (3,012 requests/s against 1,306), while HTTP made 0.48 with 4.1 requests per call. The database no
  longer bounds the rate once requests are batched; the HTTP side does (server CPU per bet at that load
  0.50–0.54 ms against PostgreSQL's 0.61–0.72, which includes the other engineers' queries).
- One more pair at 32 clients, 0980 then 1020 (12:07–12:11 UTC, load 8.0 → 12.6 → 11.5, 3 rounds each):
  the function alone with batches of 8 made 1.35 of tpcb-like with 0980 (1,694 requests/s) and 2.49
  with 1020 (3,526/s); with one request per call 0.64 and 0.62; HTTP 0.31 and 0.37; PostgreSQL CPU
  per HTTP bet 1.03 and 0.87 ms, the server's 0.76 and 0.99 ms.
- Not measured on a quiet machine (the load average stayed above 8 during this work). The writer keeps
  four calls in flight (BENCH_IN_FLIGHT=2 gives twice the requests per call; its p99 at half load was not
  measured quietly). Not done: several server processes (the site runs as one process, docs/
  deployment.md), and the per-request cost of the security headers on the providers' API.`;

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

async function httpRound(
  setup: Setup,
  clients: number,
  seconds: number,
): Promise<{ accepted: number; refused: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${setup.port}/casino-api/v1/wallet/play`,
    connections: clients,
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
    const onMessage = (m: { type: string } & T) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(m);
    };
    const onExit = (code: number | null) => reject(new Error(`server child exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

interface WriterStats {
  calls: number;
  items: number;
  busyMs: number;
}

async function writerStats(child: ReturnType<typeof fork>): Promise<WriterStats> {
  const reply = message<{ stats: WriterStats }>(child, "stats");
  child.send({ cmd: "stats" });
  return (await reply).stats;
}

interface Level {
  clients: number;
  rounds: {
    pgbench: number;
    http: number;
    fn: number;
    /** Requests per second of the function alone with batches of 8 (what group commit sends under load). */
    fn8: number;
    perCall: number;
    busy: number;
    /** CPU ms per tpcb-like transaction (postgres + pgbench's client) and per bet (server, postgres). */
    cpuTpcb: number;
    cpuServer: number;
    cpuPostgres: number;
    idle: number;
  }[];
  half: number;
  p50: number;
  p99: number;
  load: number[];
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

async function level(
  child: ReturnType<typeof fork>,
  setup: Setup,
  url: string,
  schema: string,
  clients: number,
): Promise<Level> {
  const pgbench = await preparePgbench(url, "bench_casino_pgbench", Math.max(10, clients));
  const script = functionScript({ schema, provider: PROVIDER, game: GAME, players: setup.players }, 1);
  const script8 = functionScript({ schema, provider: PROVIDER, game: GAME, players: setup.players }, 8);
  const load = [loadavg()[0] ?? 0];
  const rounds: Level["rounds"] = [];
  await httpRound(setup, clients, 2); // warm-up: connections, plans
  for (let i = 0; i < ROUNDS; i++) {
    const c0 = cpuSnapshot(child.pid);
    const pg = await tpcbRound(pgbench, clients, SECONDS);
    const c1 = cpuSnapshot(child.pid);
    const before = await writerStats(child);
    const c2 = cpuSnapshot(child.pid);
    const h = await httpRound(setup, clients, SECONDS);
    const c3 = cpuSnapshot(child.pid);
    const after = await writerStats(child);
    const tpcbCpu = cpuShare(c0, c1, pg * SECONDS);
    const betCpu = cpuShare(c2, c3, h.accepted * SECONDS);
    const fn = await functionRound(url, schema, script, clients, SECONDS);
    const fn8 = 8 * (await functionRound(url, schema, script8, clients, SECONDS));
    const calls = after.calls - before.calls;
    rounds.push({
      pgbench: pg,
      http: h.accepted,
      fn,
      fn8,
      perCall: calls > 0 ? (after.items - before.items) / calls : 0,
      busy: (after.busyMs - before.busyMs) / (SECONDS * 1000),
      cpuTpcb: tpcbCpu ? tpcbCpu.postgres + tpcbCpu.other : Number.NaN,
      cpuServer: betCpu?.server ?? Number.NaN,
      cpuPostgres: betCpu?.postgres ?? Number.NaN,
      idle: betCpu?.idle ?? Number.NaN,
    });
    load.push(loadavg()[0] ?? 0);
    console.log(
      `${clients} clients, round ${i + 1}: pgbench ${pg.toFixed(0)}/s, bets ${h.accepted.toFixed(0)}/s, function ${fn.toFixed(0)}/s, batches of 8 ${fn8.toFixed(0)}/s`,
    );
  }
  const half = median(rounds.map((r) => r.http)) / 2;
  await openLoop(setup, half, 1);
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await openLoop(setup, half, HALF_SECONDS));
  const all = runs.flat().sort((a, b) => a - b);
  load.push(loadavg()[0] ?? 0);
  return { clients, rounds, half, p50: pct(all, 0.5), p99: pct(all, 0.99), load };
}

function levelText(l: Level): string {
  const m = (f: (r: Level["rounds"][number]) => number) => median(l.rounds.map(f));
  return [
    `### ${l.clients} clients`,
    "",
    `pgbench on \`-i -s ${Math.max(10, l.clients)}\`; ${l.rounds.length} rounds of ${SECONDS} s; half load ${fmt(l.half)}/s for 3 × ${HALF_SECONDS} s.`,
    `Load average (1 min) during the level: ${l.load.map((x) => x.toFixed(1)).join(" → ")}.`,
    "",
    "| round | pgbench tpcb-like / s | bets via HTTP / s | ratio | requests per writer call | writer calls in flight | casino_wallet_play alone (pgbench, batch of 1) / s | its ratio | alone, batches of 8: requests / s | its ratio | CPU ms per tpcb-like tx | CPU ms per bet: server | postgres | machine idle |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...l.rounds.map(
      (r, i) =>
        `| ${i + 1} | ${fmt(r.pgbench)} | ${fmt(r.http)} | ${(r.http / r.pgbench).toFixed(2)} | ${r.perCall.toFixed(1)} | ${r.busy.toFixed(1)} | ${fmt(r.fn)} | ${(r.fn / r.pgbench).toFixed(2)} | ${fmt(r.fn8)} | ${(r.fn8 / r.pgbench).toFixed(2)} | ${r.cpuTpcb.toFixed(2)} | ${r.cpuServer.toFixed(2)} | ${r.cpuPostgres.toFixed(2)} | ${(100 * r.idle).toFixed(0)} % |`,
    ),
    `| median | ${fmt(m((r) => r.pgbench))} | ${fmt(m((r) => r.http))} | ${m((r) => r.http / r.pgbench).toFixed(2)} | ${m((r) => r.perCall).toFixed(1)} | ${m((r) => r.busy).toFixed(1)} | ${fmt(m((r) => r.fn))} | ${m((r) => r.fn / r.pgbench).toFixed(2)} | ${fmt(m((r) => r.fn8))} | ${m((r) => r.fn8 / r.pgbench).toFixed(2)} | ${m((r) => r.cpuTpcb).toFixed(2)} | ${m((r) => r.cpuServer).toFixed(2)} | ${m((r) => r.cpuPostgres).toFixed(2)} | ${(100 * m((r) => r.idle)).toFixed(0)} % |`,
  ].join("\n");
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return console.log("bench:casino-wallet skipped: set DATABASE_URL to a real PostgreSQL.");
  const { createHmac } = await import("node:crypto");
  hmac = (body) => createHmac("sha256", KEY).update(body).digest("hex");
  const schema = `bench_casino_${process.pid}`;
  const child = fork(fileURLToPath(new URL("./casino-wallet-server.ts", import.meta.url)), [], {
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, BENCH_SCHEMA: schema, BENCH_KEY: KEY, BENCH_PROVIDER: PROVIDER, BENCH_GAME: GAME },
  });
  const { setup } = await message<{ setup: Setup }>(child, "ready");
  const levels: Level[] = [];
  for (const clients of LEVELS) levels.push(await level(child, setup, url, schema, clients));
  const finished = message<{ report: { actions: number; auditOk: boolean; version: string } }>(
    child,
    "finished",
  );
  child.send({ cmd: "finish" });
  const { report } = await finished;
  const summary = levels.map((l) => {
    const ratio = median(l.rounds.map((r) => r.http / r.pgbench));
    return `| ${l.clients} | ${fmt(median(l.rounds.map((r) => r.pgbench)))} | ${fmt(median(l.rounds.map((r) => r.http)))} | ${ratio.toFixed(2)} | ${median(l.rounds.map((r) => r.perCall)).toFixed(1)} | ${fmt(l.half)} | ${l.p50.toFixed(1)} | ${l.p99.toFixed(1)} |`;
  });
  const text = [
    "Bet actions accepted per second through `POST /casino-api/v1/wallet/play` (a socket, Fastify, the raw-body",
    "HMAC check, the group-commit writer's call of `casino_wallet_play`: the round, the limits' SQL check and usage,",
    "the ledger posting, the action row; one bet of 1.00 RUB in a new round per request) against a real PostgreSQL",
    "(`npm run bench:casino-wallet`, DATABASE_URL), next to `pgbench -b tpcb-like -j 2` on a scratch database",
    "initialised with a scale of at least the number of clients, in the same run at the same concurrency.",
    `${ROUNDS} rounds of ${SECONDS} s per level alternating pgbench / HTTP / the function alone driven by pgbench (batches of 1, then 8); each`,
    "round's ratio against that round's pgbench; medians. " +
      `${PLAYERS} funded players with open launch sessions, picked at random. Server: a child Node process (pool of 10`,
    "connections); client: autocannon (closed loop). Half load: open-loop arrivals at half the median HTTP rate, 1 s",
    `unmeasured then 3 runs of ${HALF_SECONDS} s, latency from each request's scheduled start. ${cpus().length} cores shared with the`,
    `database and, during the run, the other engineers' work (load averages per level below). ${report.version}.`,
    "",
    "| clients | pgbench tpcb-like / s | bet actions / s | ratio (target ≥ 1.0 at 32) | requests per writer call | half load / s | p50 ms | p99 ms (target ≤ 50) |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...summary,
    "",
    `Actions recorded: ${fmt(report.actions)}; ledger audit (with the casino's checks) after the run: ${report.auditOk ? "balanced" : "PROBLEMS"}.`,
    "",
    ANALYSIS,
    "",
    levels.map(levelText).join("\n\n"),
  ].join("\n");
  writeSection("Casino seamless wallet (bench:casino-wallet)", text);
  console.log(text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
