/**
 * bench:placebet — accepted bets per second and latency of placing single line bets through the
 * real HTTP route (POST /web-api/betting/coupons over a socket, Fastify + zod + placeCoupon +
 * ledger) against the real PostgreSQL (DATABASE_URL), many players in parallel at concurrency C,
 * next to `pgbench -b tpcb-like -c C -j 2` on a scratch database initialised in the same run.
 * Rounds alternate pgbench, HTTP and the placeCoupon function alone (no HTTP); medians are reported.
 * Then p50/p99 at half the measured HTTP rate with open-loop arrivals (latency counted from each
 * request's scheduled start, so a slow server cannot hide its queue). Writes the section
 * "## Placing bets (bench:placebet)" of docs/benchmarks.md.
 * Env: BENCH_CLIENTS (8), BENCH_SECONDS (5), BENCH_ROUNDS (5), BENCH_PLAYERS (1000), BENCH_HALF_SECONDS (10).
 *
 * The server runs in a child process (the client must not share its event loop); players are
 * authenticated by the test header authenticator (no session lookup), as in the route tests.
 */
import { type ChildProcess, execFile, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { connect, type Db, migrate, seed } from "@parlay/db";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { placeCoupon } from "../apps/server/src/services/betting/place.ts";
import { createBettingService } from "../apps/server/src/services/betting/service.ts";
import { type BettingGroup, bettingSettings } from "../apps/server/src/services/betting/settings.ts";
import { seedGame } from "../apps/server/src/services/betting/testing/catalogue.ts";
import { ensureMainAccount } from "../apps/server/src/services/wallet/accounts/store.ts";
import { runAudit } from "../apps/server/src/services/wallet/audit.ts";
import { postTransaction } from "../apps/server/src/services/wallet/ledger/post.ts";
import { headerTestAuthenticator } from "../apps/server/src/services/wallet/testing/test-auth.ts";
import { median, ROOT, writeSection } from "./lib.ts";

const run = promisify(execFile);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const HALF_SECONDS = Number(process.env.BENCH_HALF_SECONDS ?? 10);
const GAMES = 20;
const PGBENCH_DB = "bench_placebet_pgbench";
const PGBENCH_SCALE = 10;
const P99_TARGET_MS = 50;
const THREADS = 2;

interface Setup {
  port: number;
  players: string[];
  outcomes: { id: number; coef: string }[];
  games: number[];
}

type Sample = { ok: boolean; ms: number };

/** Where the time goes (measured by hand with pgbench scripts on 2026-11-22, load average 15–18). */
const ANALYSIS = `Where the time goes. The gap has two parts, measured with pgbench scripts at 8 clients on the same
server (tpcb-like 560–770 tps in those rounds): (1) the database work of a placement — the ten statements
placeCoupon sends, driven by pgbench's C client, ran 310–390 tps (≈ 0.5 of tpcb-like): BEGIN, the idempotency
key insert, a SAVEPOINT, the account, the outcome, \`wallet_post_transaction\`, the coupon, its leg, the
idempotency answer, COMMIT; the same writes as one statement (account and outcome read, then one CTE: key
stored as answered, ledger call, coupon and leg) ran 420–500 tps (≈ 0.75), the ledger call alone 850–980;
dropping the bet tables' foreign keys gained only ~10 %; dropping the savepoint alone, nothing measurable.
(2) Node: the same placement through Kysely and pg from Node reaches about half of its pgbench figure, and
the HTTP route (Fastify, zod, JSON) about half again, all on 2 shared cores with the database. process.cpuUsage
put Node's own CPU at ~4.9 ms per placement (4 clients, profiler on); in the CPU profile the largest
non-idle item is the socket writes (one writev per round trip), then Kysely's query building and pg's parsing,
so fewer round trips also saves Node CPU.
What to change in place.ts (the placement engineer's file): (a) one round trip for the writes — a PL/pgSQL
function \`bet_place_coupon(user, key, hash, account, stake entries, coupon, legs)\` that stores the key,
posts the stake (refusing INSUFFICIENT_FUNDS as a result code instead of an exception, so no savepoint is
needed) and inserts the coupon and its legs, called after one read of the account and the current odds
(\`for share\` on the outcome rows, or re-checked inside the function); (b) read the account and the
outcomes in one query; (c) to reach tpcb-like, coalesce concurrent placements: a writer that gathers the
placements arriving within ~1 ms and commits them in one call (one WAL flush for several bets), as the
ledger benchmark also suggests. Settlement adds no index or trigger on the placement tables.`;

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number);

function summarise(samples: Sample[], seconds: number) {
  const ok = samples
    .filter((s) => s.ok)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return {
    accepted: ok.length / seconds,
    refused: samples.length - ok.length,
    p50: percentile(ok, 0.5),
    p99: percentile(ok, 0.99),
  };
}

let keySeq = 0;
function body(setup: Setup) {
  const o = setup.outcomes[Math.floor(Math.random() * setup.outcomes.length)] as Setup["outcomes"][number];
  keySeq += 1;
  return {
    typeId: 0,
    amount: "1.00",
    currency: "RUB",
    bets: [{ outcomeId: o.id, coef: o.coef }],
    changeCoefAction: 2,
    idempotencyKey: `pb-${process.pid}-${keySeq}-${randomBytes(3).toString("hex")}`,
  };
}
const randomPlayer = (setup: Setup) =>
  setup.players[Math.floor(Math.random() * setup.players.length)] as string;

// ---------------------------------------------------------------------------------------------
// The server child: schema, players, games, the betting service on a socket, placeCoupon rounds.

async function serverMain(): Promise<void> {
  const url = process.env.DATABASE_URL as string;
  const schema = process.env.BENCH_SCHEMA as string;
  const handle = await connect({ url, schema, poolSize: CLIENTS + 2 });
  const db = handle.db;
  await migrate(db, { schema });
  await seed(db);
  await sql`insert into users (group_id) select 1 from generate_series(1, ${PLAYERS})`.execute(db);
  const users = await db.selectFrom("users").select("id").execute();
  for (const u of users) {
    const account = await ensureMainAccount(db, u.id, "RUB");
    await postTransaction(db, {
      idempotencyKey: `bench-fund:${account.id}`,
      kind: "deposit",
      entries: [
        { account: account.id, currency: "RUB", amount: 1_000_000_000_00n },
        { house: "deposits_clearing", currency: "RUB", amount: -1_000_000_000_00n },
      ],
    });
  }
  const outcomes: Setup["outcomes"] = [];
  const games: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const game = await seedGame(db, [2500, 3200, 2800]);
    games.push(game.gameId);
    outcomes.push(
      { id: game.outcomes[0], coef: "2.5" },
      { id: game.outcomes[1], coef: "3.2" },
      { id: game.outcomes[2], coef: "2.8" },
    );
  }
  const app = await buildApp({
    ctx: { db, env: { production: true, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createBettingService()],
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const setup: Setup = { port, players: users.map((u) => u.id.toString()), outcomes, games };
  process.send?.({ type: "ready", setup });
  process.on("message", (m: { cmd: string; until?: number }) => {
    if (m.cmd === "fn") {
      void functionRound(db, setup, m.until ?? 0).then((samples) => process.send?.({ type: "fn", samples }));
    } else if (m.cmd === "finish") {
      void finish(db).then((report) => {
        process.send?.({ type: "finished", report });
        void app
          .close()
          .then(() => handle.close())
          .then(() => process.exit(0));
      });
    }
  });
}

/** The function path without site config: no min/max, no live delay (line bets only anyway). */
const UNLIMITED = bettingSettings(
  {
    show_one_click: false,
    isBonusBetAllowed: false,
    isVipBetAllowed: false,
    minAmountCouponTypes: [],
    maxAmountCouponTypes: [],
    coefViews: [0],
    antiExpressMargin: 50,
    betAmountLimits: {},
    liveDelayMs: 0,
  } as BettingGroup,
  "RUB",
  0,
);

async function functionRound(db: Db, setup: Setup, until: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const client = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        await placeCoupon(db, BigInt(randomPlayer(setup)), body(setup) as never, UNLIMITED);
        samples.push({ ok: true, ms: performance.now() - start });
      } catch {
        samples.push({ ok: false, ms: performance.now() - start });
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return samples;
}

async function finish(db: Db) {
  const coupons = await db
    .selectFrom("bet_coupon")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const audit = await runAudit(db);
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(db);
  return {
    coupons: Number(coupons.n),
    auditOk: audit.ok,
    problems: audit.problems.length,
    version: rows[0]?.v ?? "",
  };
}

// ---------------------------------------------------------------------------------------------
// The client (parent): pgbench, HTTP closed loop, open-loop half load.

function post(agent: http.Agent, setup: Setup): Promise<boolean> {
  const payload = JSON.stringify(body(setup));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: setup.port,
        path: "/web-api/betting/coupons",
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-test-user-id": randomPlayer(setup),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode === 201));
      },
    );
    req.on("error", () => resolve(false));
    req.end(payload);
  });
}

async function httpRound(setup: Setup, seconds: number): Promise<Sample[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const until = Date.now() + seconds * 1000;
  const samples: Sample[] = [];
  const client = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      const ok = await post(agent, setup);
      samples.push({ ok, ms: performance.now() - start });
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  agent.destroy();
  return samples;
}

/** Open loop: one request every 1/rate s whatever the answers do; latency from the scheduled time. */
async function openLoopRound(
  setup: Setup,
  rate: number,
  seconds: number,
): Promise<{ samples: Sample[]; sent: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const t0 = performance.now();
  const total = Math.floor(rate * seconds);
  let sent = 0;
  while (sent < total) {
    const due = t0 + sent * interval;
    const now = performance.now();
    if (due > now) await new Promise((r) => setTimeout(r, Math.max(0, due - now - 0.5)));
    // Send every request that is due (timers are coarse: catch up in a burst, as arrivals would).
    while (sent < total && t0 + sent * interval <= performance.now()) {
      const scheduled = t0 + sent * interval;
      sent += 1;
      pending.push(
        post(agent, setup).then((ok) => void samples.push({ ok, ms: performance.now() - scheduled })),
      );
    }
  }
  await Promise.all(pending);
  agent.destroy();
  return { samples, sent };
}

/**
 * The statements placeCoupon sends for a single (the same ten round trips, in the same order),
 * driven by pgbench's C client: what the placement costs the database without Node.
 */
function placementScript(schema: string, setup: Setup): string {
  const ids = setup.players.map(Number);
  const file = join(ROOT, "data", `placebet-${schema}.sql`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `\\set uid random(${Math.min(...ids)}, ${Math.max(...ids)})
\\set g random(${Math.min(...setup.games)}, ${Math.max(...setup.games)})
\\set oid :g * 10 + 1
BEGIN;
insert into wallet_idempotency (user_id, operation, key, request_hash, status) values (:uid, 'bet.place', 'pgb-' || txid_current(), 'h', 'pending') on conflict do nothing returning key;
savepoint wallet_idempotency;
select id as aid from wallet_account where user_id = :uid and currency = 'RUB' and type in (0, 9) and closed_at is null limit 1 \\gset
select o.outcome_id, o.code, o.name, o.coef, o.status_id, m.market_id, m.type_id, m.kind, m.is_live, m.is_blocked, g.game_id, g.number, g.home, g.away, g.start_at, g.status_id from sb_outcome o join sb_market m on m.market_id = o.market_id join sb_game g on g.game_id = o.game_id where o.outcome_id in (:oid);
select o_transaction_id as tid from wallet_post_transaction('pgb:' || txid_current(), 'h', 'bet.stake', :uid, null, null, array[:aid]::bigint[], array['RUB']::text[], array[-100]::bigint[], array[:aid, null]::bigint[], array[null, 'bets_in_play']::text[], array['RUB', 'RUB']::text[], array[-100, 100]::bigint[]) limit 1 \\gset
insert into bet_coupon (user_id, account_id, currency, type_id, amount, system_value, change_coef_action, idempotency_key, stake_transaction_id) values (:uid, :aid, 'RUB', 0, 100, null, 2, 'pgb-' || txid_current(), :tid) returning id as cid \\gset
insert into bet_coupon_bet (coupon_id, position, outcome_id, market_id, game_id, coef, is_banker, block_id) values (:cid, 0, :oid, :g * 10, :g, 2500, false, null) returning *;
update wallet_idempotency set status = 'succeeded', status_code = 201, response = '{}', updated_at = now() where user_id = :uid and operation = 'bet.place' and key = 'pgb-' || txid_current();
COMMIT;
`,
  );
  return file;
}

async function placementViaPgbench(url: string, schema: string, file: string): Promise<number> {
  const { stdout } = await run(
    "pgbench",
    [
      "-n",
      "-M",
      "extended",
      "-f",
      file,
      "-c",
      String(CLIENTS),
      "-j",
      String(THREADS),
      "-T",
      String(SECONDS),
      url,
    ],
    { maxBuffer: 1 << 24, env: { ...process.env, PGOPTIONS: `-c search_path=${schema}` } },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function preparePgbench(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [PGBENCH_DB]);
  if (exists.rowCount === 0) await admin.query(`create database ${PGBENCH_DB}`);
  await admin.end();
  const target = withDatabase(url, PGBENCH_DB);
  await run("pgbench", ["-i", "-q", "-s", String(PGBENCH_SCALE), target], { maxBuffer: 1 << 24 });
  return target;
}

async function pgbenchRound(target: string): Promise<{ tps: number; p50: number | null }> {
  const { stdout } = await run(
    "pgbench",
    ["-n", "-b", "tpcb-like", "-c", String(CLIENTS), "-j", String(THREADS), "-T", String(SECONDS), target],
    { maxBuffer: 1 << 24 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const lat = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps), p50: lat ? Number(lat) : null };
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string } & Record<string, unknown>) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(m as T);
    };
    const onExit = (code: number) => reject(new Error(`the server child exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      "bench:placebet skipped: set DATABASE_URL to a real PostgreSQL (pgbench runs against the same server).",
    );
    return;
  }
  if (!(await run("pgbench", ["--version"]).catch(() => null))) {
    console.log("bench:placebet skipped: pgbench is not on PATH (try /usr/lib/postgresql/*/bin).");
    return;
  }
  const schema = `bench_placebet_${randomBytes(4).toString("hex")}`;
  const pgbenchTarget = await preparePgbench(url);
  const child = fork(fileURLToPath(import.meta.url), ["--server"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_SCHEMA: schema },
  });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  let scriptFile: string | null = null;
  try {
    const { setup } = await nextMessage<{ setup: Setup }>(child, "ready");
    console.log(
      `server ready on port ${setup.port}: ${setup.players.length} players, ${setup.outcomes.length} outcomes`,
    );
    await httpRound(setup, 2); // warm-up: JIT, plans, pools
    const pgb: number[] = [];
    const httpRates: number[] = [];
    const fnRates: number[] = [];
    const httpP50: number[] = [];
    const httpP99: number[] = [];
    const fnP50: number[] = [];
    const fnP99: number[] = [];
    const ratios: number[] = [];
    const fnRatios: number[] = [];
    const sqlRates: number[] = [];
    const sqlRatios: number[] = [];
    const script = placementScript(schema, setup);
    scriptFile = script;
    let refused = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      // Alternate the order so a drifting machine load does not favour one measure.
      const order = r % 2 ? ["pgbench", "http", "fn", "sql"] : ["sql", "fn", "http", "pgbench"];
      let p = 0;
      let q = 0;
      let h = summarise([], 1);
      let f = summarise([], 1);
      for (const m of order) {
        if (m === "pgbench") p = (await pgbenchRound(pgbenchTarget)).tps;
        else if (m === "sql") q = await placementViaPgbench(url, schema, script);
        else if (m === "http") h = summarise(await httpRound(setup, SECONDS), SECONDS);
        else {
          const until = Date.now() + SECONDS * 1000;
          child.send({ cmd: "fn", until });
          f = summarise((await nextMessage<{ samples: Sample[] }>(child, "fn")).samples, SECONDS);
        }
      }
      pgb.push(p);
      httpRates.push(h.accepted);
      fnRates.push(f.accepted);
      httpP50.push(h.p50);
      httpP99.push(h.p99);
      fnP50.push(f.p50);
      fnP99.push(f.p99);
      ratios.push(h.accepted / p);
      fnRatios.push(f.accepted / p);
      sqlRates.push(q);
      sqlRatios.push(q / p);
      refused += h.refused + f.refused;
      console.log(
        `round ${r}: pgbench tpcb-like ${p.toFixed(0)} tps | HTTP ${h.accepted.toFixed(0)} bets/s (p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, ratio ${(h.accepted / p).toFixed(2)}) | function ${f.accepted.toFixed(0)} bets/s (p50 ${f.p50.toFixed(1)}, p99 ${f.p99.toFixed(1)}) | its SQL via pgbench ${q.toFixed(0)} tps`,
      );
    }
    const halfRate = median(httpRates) / 2;
    const halfP50: number[] = [];
    const halfP99: number[] = [];
    const halfAccepted: number[] = [];
    for (let r = 1; r <= 3; r++) {
      const { samples, sent } = await openLoopRound(setup, halfRate, HALF_SECONDS);
      const s = summarise(samples, HALF_SECONDS);
      refused += s.refused;
      halfP50.push(s.p50);
      halfP99.push(s.p99);
      halfAccepted.push(s.accepted);
      console.log(
        `half load ${halfRate.toFixed(0)}/s round ${r}: sent ${sent}, accepted ${s.accepted.toFixed(0)}/s, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`,
      );
    }
    child.send({ cmd: "finish" });
    const { report } = await nextMessage<{
      report: { coupons: number; auditOk: boolean; problems: number; version: string };
    }>(child, "finished");
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
    const ms = (n: number) => n.toFixed(1);
    const ratio = median(ratios);
    const p99Half = median(halfP99);
    const bodyText = [
      `Single line bets accepted per second through the real route \`POST /web-api/betting/coupons\` (a socket,`,
      `Fastify, zod, \`placeCoupon\`: idempotency key, account, current odds, engine checks, ledger stake, coupon`,
      `and leg rows — one transaction) against a real PostgreSQL (\`npm run bench:placebet\`, DATABASE_URL), next to`,
      `\`pgbench -b tpcb-like -c ${CLIENTS} -j ${THREADS} -T ${SECONDS}\` on a scratch database initialised in the same run`,
      `(\`pgbench -i -s ${PGBENCH_SCALE}\`). ${CLIENTS} clients (closed loop), ${ROUNDS} rounds of ${SECONDS} s, alternating`,
      `pgbench / HTTP / the placeCoupon function alone; each round's ratio is HTTP against that round's pgbench;`,
      `medians over the rounds. ${PLAYERS} funded players picked at random per bet, 1 RUB on one of ${setup.outcomes.length}`,
      `outcomes at its current odds. The server is a separate Node process (one event loop, pool of ${CLIENTS + 2});`,
      `the HTTP client another; players are authenticated by the test header authenticator (no session lookup).`,
      `Half load: open-loop arrivals at half the median HTTP rate (${fmt(halfRate)}/s), 3 rounds of ${HALF_SECONDS} s,`,
      `latency measured from each request's scheduled start. Everything shares the ${cpus().length}-core machine with`,
      `the database and other engineers' work; load average at the end: ${load}.`,
      `Server: ${report.version.split(" on ")[0] ?? "PostgreSQL"}. After the run: ${fmt(report.coupons)} coupons, ${refused} refusals,`,
      `ledger audit ${report.auditOk ? "clean" : `${report.problems} problems`}.`,
      "",
      "| measure | median / s | min / s | max / s | p50 ms | p99 ms | median ratio to pgbench |",
      "|---|---:|---:|---:|---:|---:|---:|",
      `| pgbench tpcb-like, ${CLIENTS} clients | ${fmt(median(pgb))} | ${fmt(Math.min(...pgb))} | ${fmt(Math.max(...pgb))} | | | 1.00 |`,
      `| bets via HTTP, ${CLIENTS} clients | ${fmt(median(httpRates))} | ${fmt(Math.min(...httpRates))} | ${fmt(Math.max(...httpRates))} | ${ms(median(httpP50))} | ${ms(median(httpP99))} | ${ratio.toFixed(2)} |`,
      `| bets via placeCoupon (no HTTP), ${CLIENTS} clients | ${fmt(median(fnRates))} | ${fmt(Math.min(...fnRates))} | ${fmt(Math.max(...fnRates))} | ${ms(median(fnP50))} | ${ms(median(fnP99))} | ${median(fnRatios).toFixed(2)} |`,
      `| placeCoupon's ten statements driven by pgbench (-M extended), ${CLIENTS} clients | ${fmt(median(sqlRates))} | ${fmt(Math.min(...sqlRates))} | ${fmt(Math.max(...sqlRates))} | | | ${median(sqlRatios).toFixed(2)} |`,
      `| bets via HTTP, open loop at ${fmt(halfRate)}/s | ${fmt(median(halfAccepted))} | | | ${ms(median(halfP50))} | ${ms(p99Half)} | |`,
      "",
      `Targets: accepted bets/s ≥ pgbench tpcb-like TPS at the same concurrency — ${ratio >= 1 ? "met" : "NOT met"} (${ratio.toFixed(2)});`,
      `p99 ≤ ${P99_TARGET_MS} ms at half load — ${p99Half <= P99_TARGET_MS ? "met" : "NOT met"} (${ms(p99Half)} ms).`,
      "",
      ANALYSIS,
    ].join("\n");
    writeSection("Placing bets (bench:placebet)", bodyText);
    console.log(bodyText);
  } finally {
    if (child.exitCode === null) child.kill();
    if (scriptFile) rmSync(scriptFile, { force: true });
    await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    await admin.query(`drop database if exists ${PGBENCH_DB}`).catch(() => undefined);
    await admin.end();
  }
}

if (process.argv.includes("--server")) {
  serverMain().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
