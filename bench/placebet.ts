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
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { median, preparePgbench, writeSection } from "./lib.ts";
import {
  CLIENTS,
  HALF_SECONDS,
  nextMessage,
  P99_TARGET_MS,
  PGBENCH_DB,
  PGBENCH_SCALE,
  PLAYERS,
  type PlacementSample,
  ROUNDS,
  run,
  type Sample,
  SECONDS,
  type Setup,
  summarise,
  THREADS,
} from "./placebet/common.ts";
import { type CpuShare, cpuShare, cpuSnapshot } from "./placebet/cpu.ts";
import { httpRound, openLoopRound, type RoundSummary } from "./placebet/http-load.ts";
import { pgbenchRound, placementScript, placementViaPgbench } from "./placebet/pgbench.ts";

/** Where the time goes (measured by hand on 2026-11-22, 06:40–07:45 UTC, quiet 2-core machine). */
const ANALYSIS = `Where the time goes. Measured with a profiling copy of this bench (8 clients, 8–25 s of HTTP load,
CPU of each process from /proc, \`perf\` for PostgreSQL), step by step:
- Before this rework placement took fifteen round trips in one transaction (idempotency look-up, account,
  catalogue, BEGIN, key, savepoint, account and catalogue again, code, ledger call, coupon, legs, answer, key
  update, COMMIT): 193–204 bets/s.
- Two round trips — the read (\`bet_placement_read\`) and a share of one group-commit call
  (\`bet_place_coupons\`): 900–1,090 bets/s. In their first version PostgreSQL re-planned the functions'
  statements on every call (perf: \`GetCachedPlan\` → \`pg_plan_query\` in about half of the function's
  samples); \`plan_cache_mode = force_generic_plan\` on the functions removed it.
- Row-at-a-time → set-based batch (one statement per table per batch): a batch of four via pgbench, one
  client, 334 → 552 calls/s (0.75 → 0.45 ms of database time per bet). Dropping the coupon tables' hot-path
  foreign keys (a KEY SHARE lock on the player's users row on every bet) and duplicate indexes (migration
  0421): +15–30 % calls/s in the same script.
- Line bets on remembered catalogue state (placement-cache.ts; the write verifies it): no read round trip
  for most bets, 1,077–1,261 bets/s; PostgreSQL CPU per bet from ~0.75 to ~0.55 ms.
- One writer call in flight per process against two: 1,487 and 1,504 against 1,203 and 1,357 bets/s
  (about 3.9 against 2.3 placements per call): bigger batches cost the database less per bet than a second
  concurrent call saves in waiting.
Full runs of this bench on 2026-11-22 (5 rounds, quiet machine): 0.07 at 05:22 UTC before this rework;
0.50 at 07:45 and 0.46 at 08:04 after it.
What remains: about 0.55 ms of PostgreSQL CPU per bet (per bet about eleven b-tree insertions — four on
random keys — and seven heap rows: key with its answer, code, ledger transaction, two entries, coupon,
leg; tpcb-like does three HOT updates and one insert into an unindexed table), about 0.45 ms in the Node
server (socket writes first: every write wakes a process on the other vCPU of this VM) and ~0.15 ms in the
client. With one writer, one backend writes each batch while the other core serves HTTP, so the writer's
call time bounds the rate. Inside a call (auto_explain, a batch of four): the inserts whose index keys are
random — coupon codes, idempotency keys, ledger transaction keys — took over half of it (probably because
each touches a random leaf page, often its first change since the last checkpoint, which writes a
full-page image to the WAL; WAL volume was not measured);
the account lock, the coupons and their legs took little; the commit's flush is paid once per call. Next steps, not done: derive each placed coupon's code from its id instead of a
row per bet; keep the remembered odds current from the live push stream instead of a one-second memory;
more server processes only help on a machine with more cores.`;

interface WriterStats {
  calls: number;
  placements: number;
  busyMs: number;
}

/** Where the CPU of the pgbench and HTTP rounds went, per transaction and per accepted bet (medians). */
function cpuTable(pgb: CpuShare[], http: CpuShare[], busy: number, batch: number): string[] {
  if (pgb.length === 0 || http.length === 0) return [];
  const col = (xs: CpuShare[], k: keyof CpuShare) => median(xs.map((x) => x[k]));
  const row = (name: string, xs: CpuShare[]) =>
    `| ${name} | ${(["client", "server", "postgres", "other", "total"] as const).map((k) => col(xs, k).toFixed(3)).join(" | ")} | ${Math.round(col(xs, "idle") * 100)} % |`;
  return [
    "",
    "CPU per unit of work during the closed-loop rounds (from /proc; ms of CPU per pgbench transaction or",
    'per accepted bet; client: the load generator — pgbench\'s own client is in "other" —, server: the Node',
    "process, postgres: every PostgreSQL process, idle: the machine's CPU time nobody used; medians):",
    "",
    "| round | client | server | postgres | other | total | idle |",
    "|---|---:|---:|---:|---:|---:|---:|",
    row("pgbench tpcb-like, per transaction", pgb),
    row("bets via HTTP, per accepted bet", http),
    "",
    `During the HTTP rounds the group-commit writer's connection was busy ${Math.round(busy * 100)} % of the time`,
    `(median), with ${batch.toFixed(1)} placements per call.`,
  ];
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
  const pgbenchTarget = await preparePgbench(url, PGBENCH_DB, PGBENCH_SCALE);
  const child = fork(fileURLToPath(new URL("./placebet/server.ts", import.meta.url)), [], {
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
    child.send({ cmd: "sample" });
    const { sample } = await nextMessage<{ sample: PlacementSample }>(child, "sample");
    const script = placementScript(schema, setup, sample);
    scriptFile = script;
    let refused = 0;
    const pgbCpu: CpuShare[] = [];
    const httpCpu: CpuShare[] = [];
    const writerBusy: number[] = [];
    const writerBatch: number[] = [];
    const writerStats = async () => {
      child.send({ cmd: "stats" });
      return (await nextMessage<{ stats: WriterStats }>(child, "stats")).stats;
    };
    for (let r = 1; r <= ROUNDS; r++) {
      // Alternate the order so a drifting machine load does not favour one measure.
      const order = r % 2 ? ["pgbench", "http", "fn", "sql"] : ["sql", "fn", "http", "pgbench"];
      let p = 0;
      let q = 0;
      let h: RoundSummary = { accepted: 0, refused: 0, p50: 0, p99: 0 };
      let f = summarise([], 1);
      for (const m of order) {
        if (m === "pgbench") {
          const before = cpuSnapshot(child.pid);
          p = (await pgbenchRound(pgbenchTarget)).tps;
          const share = cpuShare(before, cpuSnapshot(child.pid), p * SECONDS);
          if (share) pgbCpu.push(share);
        } else if (m === "sql") q = await placementViaPgbench(url, schema, script);
        else if (m === "http") {
          const w0 = await writerStats();
          const before = cpuSnapshot(child.pid);
          const t0 = performance.now();
          h = await httpRound(setup, SECONDS);
          const wall = performance.now() - t0;
          const share = cpuShare(before, cpuSnapshot(child.pid), h.accepted * SECONDS);
          if (share) httpCpu.push(share);
          const w1 = await writerStats();
          writerBusy.push((w1.busyMs - w0.busyMs) / wall);
          writerBatch.push((w1.placements - w0.placements) / Math.max(1, w1.calls - w0.calls));
        } else {
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
      report: {
        coupons: number;
        auditOk: boolean;
        problems: number;
        version: string;
        writer: WriterStats;
      };
    }>(child, "finished");
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
    const ms = (n: number) => n.toFixed(1);
    const ratio = median(ratios);
    const p99Half = median(halfP99);
    const bodyText = [
      `Single line bets accepted per second through the real route \`POST /web-api/betting/coupons\` (a socket,`,
      `Fastify, zod, \`placeCoupon\`: one read — account, stored answer, current odds — or the state another`,
      `placement read under a second ago, verified by the write; the engine checks; then the`,
      `group-commit writer: key and answer, code, ledger stake, coupon and leg rows, many placements per call of`,
      `\`bet_place_coupons\`) against a real PostgreSQL (\`npm run bench:placebet\`, DATABASE_URL), next to`,
      `\`pgbench -b tpcb-like -c ${CLIENTS} -j ${THREADS} -T ${SECONDS}\` on a scratch database initialised in the same run`,
      `(\`pgbench -i -s ${PGBENCH_SCALE}\`). ${CLIENTS} clients (closed loop), ${ROUNDS} rounds of ${SECONDS} s, alternating`,
      `pgbench / HTTP / the placeCoupon function alone / its SQL via pgbench; each round's ratio is against that`,
      `round's pgbench; medians over the rounds. ${PLAYERS} funded players picked at random per bet, 1 RUB on one of`,
      `${setup.outcomes.length} outcomes at its current odds. The server is a separate Node process (one event loop, pool of`,
      `${CLIENTS + 2}); the HTTP client is autocannon in the parent process; players are authenticated by the test header`,
      `authenticator (no session lookup). Half load: open-loop arrivals at half the median HTTP rate`,
      `(${fmt(halfRate)}/s), 3 rounds of ${HALF_SECONDS} s, latency measured from each request's scheduled start. Everything`,
      `shares the ${cpus().length}-core machine with the database; load average at the end: ${load}.`,
      `Server: ${report.version.split(" on ")[0] ?? "PostgreSQL"}. After the run: ${fmt(report.coupons)} coupons, ${refused} refusals,`,
      `ledger and betting audit ${report.auditOk ? "clean" : `${report.problems} problems`}; the writer made ${fmt(report.writer.calls)} calls for`,
      `${fmt(report.writer.placements)} placements (${(report.writer.placements / Math.max(1, report.writer.calls)).toFixed(1)} per call).`,
      "",
      "| measure | median / s | min / s | max / s | p50 ms | p99 ms | median ratio to pgbench |",
      "|---|---:|---:|---:|---:|---:|---:|",
      `| pgbench tpcb-like, ${CLIENTS} clients | ${fmt(median(pgb))} | ${fmt(Math.min(...pgb))} | ${fmt(Math.max(...pgb))} | | | 1.00 |`,
      `| bets via HTTP, ${CLIENTS} clients | ${fmt(median(httpRates))} | ${fmt(Math.min(...httpRates))} | ${fmt(Math.max(...httpRates))} | ${ms(median(httpP50))} | ${ms(median(httpP99))} | ${ratio.toFixed(2)} |`,
      `| bets via placeCoupon (no HTTP), ${CLIENTS} clients | ${fmt(median(fnRates))} | ${fmt(Math.min(...fnRates))} | ${fmt(Math.max(...fnRates))} | ${ms(median(fnP50))} | ${ms(median(fnP99))} | ${median(fnRatios).toFixed(2)} |`,
      `| placeCoupon's two calls (read, a batch of one) driven by pgbench, ${CLIENTS} clients | ${fmt(median(sqlRates))} | ${fmt(Math.min(...sqlRates))} | ${fmt(Math.max(...sqlRates))} | | | ${median(sqlRatios).toFixed(2)} |`,
      `| bets via HTTP, open loop at ${fmt(halfRate)}/s | ${fmt(median(halfAccepted))} | | | ${ms(median(halfP50))} | ${ms(p99Half)} | |`,
      "",
      `Targets: accepted bets/s ≥ pgbench tpcb-like TPS at the same concurrency — ${ratio >= 1 ? "met" : "NOT met"} (${ratio.toFixed(2)});`,
      `p99 ≤ ${P99_TARGET_MS} ms at half load — ${p99Half <= P99_TARGET_MS ? "met" : "NOT met"} (${ms(p99Half)} ms).`,
      ...cpuTable(pgbCpu, httpCpu, median(writerBusy), median(writerBatch)),
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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
