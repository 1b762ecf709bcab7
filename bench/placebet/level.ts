/**
 * bench:placebet at one concurrency (BENCH_CLIENTS): the server child, pgbench tpcb-like and the
 * rounds, as bench/placebet.ts describes. Answers the level's figures and its sub-section.
 */
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { median, preparePgbench } from "../lib.ts";
import {
  CLIENTS,
  HALF_SECONDS,
  LIMITS_ONLY,
  nextMessage,
  PGBENCH_DB,
  PGBENCH_SCALE,
  type PlacementSample,
  ROUNDS,
  type Sample,
  SECONDS,
  type Setup,
  summarise,
} from "./common.ts";
import { type CpuShare, cpuShare, cpuSnapshot } from "./cpu.ts";
import { dbCpuRounds } from "./db-cpu.ts";
import { httpRound, openLoopRound, type RoundSummary } from "./http-load.ts";
import { pgbenchRound, placementScript, placementViaPgbench } from "./pgbench.ts";

export interface LevelReport {
  clients: number;
  pgbench: number;
  http: number;
  ratio: number;
  halfRate: number;
  p99Half: number;
  /** Placements per writer call in the HTTP rounds (median). */
  batch: number;
  version: string;
  text: string;
  /** Bets/s of players with a loss limit, in the same rounds (median), and the median per-round ratio. */
  httpLimited?: number;
  limitsRatio?: number;
  /** PostgreSQL backend CPU ms per placement (batches of 8, median), without / with a loss limit, and the ratio. */
  dbCpu?: { without: number; with: number; ratio: number };
  /** The load average (1, 5, 15 min) at the end of the level. */
  load?: string;
}

/**
 * The limits rounds alone (BENCH_LIMITS_ONLY=1): in each round the same closed-loop HTTP load on
 * players without limits and on players with a loss limit each, in alternating order; the ratio is
 * per round (with / without), medians over the rounds.
 */
async function limitsRounds(
  setup: Setup,
): Promise<{ without: number[]; withLimits: number[]; ratios: number[]; refused: number }> {
  const limited: Setup = { ...setup, players: setup.limitedPlayers };
  const without: number[] = [];
  const withLimits: number[] = [];
  const ratios: number[] = [];
  let refused = 0;
  for (let r = 1; r <= ROUNDS; r++) {
    const order = r % 2 ? [setup, limited] : [limited, setup];
    const rates = new Map<Setup, number>();
    for (const s of order) {
      const h = await httpRound(s, SECONDS);
      refused += h.refused;
      rates.set(s, h.accepted);
    }
    const a = rates.get(setup) ?? 0;
    const b = rates.get(limited) ?? 0;
    without.push(a);
    withLimits.push(b);
    ratios.push(b / a);
    console.log(
      `round ${r}: without limits ${a.toFixed(0)} bets/s | with a loss limit ${b.toFixed(0)} bets/s | ratio ${(b / a).toFixed(2)}`,
    );
  }
  return { without, withLimits, ratios, refused };
}

interface WriterStats {
  calls: number;
  items: number;
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

export async function runLevel(url: string): Promise<LevelReport> {
  const schema = `bench_placebet_${randomBytes(4).toString("hex")}`;
  // The limits rounds compare two populations of bettors with each other: no pgbench database.
  const pgbenchTarget = LIMITS_ONLY ? "" : await preparePgbench(url, PGBENCH_DB, PGBENCH_SCALE);
  const child = fork(fileURLToPath(new URL("./server.ts", import.meta.url)), [], {
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
    await httpRound({ ...setup, players: setup.limitedPlayers }, 2);
    if (LIMITS_ONLY) {
      const l = await limitsRounds(setup);
      child.send({ cmd: "sample" });
      const { sample } = await nextMessage<{ sample: PlacementSample }>(child, "sample");
      const cpu = await dbCpuRounds(
        url,
        schema,
        sample,
        { without: setup.players, with: setup.limitedPlayers },
        { batch: 8, calls: 200, rounds: ROUNDS },
      );
      const dbCpu = {
        without: median(cpu.map((c) => c.without)),
        with: median(cpu.map((c) => c.with)),
        ratio: median(cpu.map((c) => c.without / c.with)),
      };
      const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
      child.send({ cmd: "finish" });
      const { report } = await nextMessage<{
        report: { coupons: number; auditOk: boolean; problems: number; version: string };
      }>(child, "finished");
      const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
      const text = [
        `### ${CLIENTS} clients (limits)`,
        "",
        `${ROUNDS} rounds of ${SECONDS} s each way; ${l.refused} refusals; after the level ${fmt(report.coupons)} coupons, ledger and betting audit ${report.auditOk ? "clean" : `${report.problems} problems`}.`,
        `Per round, without / with: ${l.without.map((w, i) => `${fmt(w)} / ${fmt(l.withLimits[i] ?? 0)}`).join("; ")}.`,
        `PostgreSQL backend CPU per placement (batches of 8), per round, without / with: ${cpu.map((c) => `${c.without.toFixed(3)} / ${c.with.toFixed(3)} ms`).join("; ")}.`,
        `Load average at the end: ${load}.`,
      ].join("\n");
      return {
        clients: CLIENTS,
        pgbench: 0,
        http: median(l.without),
        ratio: 0,
        halfRate: 0,
        p99Half: 0,
        batch: 0,
        version: report.version.split(" on ")[0] ?? "PostgreSQL",
        text,
        httpLimited: median(l.withLimits),
        limitsRatio: median(l.ratios),
        dbCpu,
        load,
      };
    }
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
          writerBatch.push((w1.items - w0.items) / Math.max(1, w1.calls - w0.calls));
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
    // One unmeasured second first: the open-loop client opens its sockets (the closed-loop rounds
    // had their warm-up too).
    await openLoopRound(setup, halfRate, 1);
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
    const text = [
      `### ${CLIENTS} clients`,
      "",
      `pgbench on \`-i -s ${PGBENCH_SCALE}\`; ${ROUNDS} rounds of ${SECONDS} s; half load ${fmt(halfRate)}/s for 3 × ${HALF_SECONDS} s.`,
      `Load average at the end: ${load}. After the level: ${fmt(report.coupons)} coupons, ${refused} refusals, ledger and`,
      `betting audit ${report.auditOk ? "clean" : `${report.problems} problems`}; the writer made ${fmt(report.writer.calls)} calls for ${fmt(report.writer.items)} placements.`,
      "",
      "| measure | median / s | min / s | max / s | p50 ms | p99 ms | median ratio to pgbench |",
      "|---|---:|---:|---:|---:|---:|---:|",
      `| pgbench tpcb-like | ${fmt(median(pgb))} | ${fmt(Math.min(...pgb))} | ${fmt(Math.max(...pgb))} | | | 1.00 |`,
      `| bets via HTTP | ${fmt(median(httpRates))} | ${fmt(Math.min(...httpRates))} | ${fmt(Math.max(...httpRates))} | ${ms(median(httpP50))} | ${ms(median(httpP99))} | ${ratio.toFixed(2)} |`,
      `| bets via placeCoupon (no HTTP) | ${fmt(median(fnRates))} | ${fmt(Math.min(...fnRates))} | ${fmt(Math.max(...fnRates))} | ${ms(median(fnP50))} | ${ms(median(fnP99))} | ${median(fnRatios).toFixed(2)} |`,
      `| placeCoupon's two calls (read, a batch of one) driven by pgbench | ${fmt(median(sqlRates))} | ${fmt(Math.min(...sqlRates))} | ${fmt(Math.max(...sqlRates))} | | | ${median(sqlRatios).toFixed(2)} |`,
      `| bets via HTTP, open loop at ${fmt(halfRate)}/s | ${fmt(median(halfAccepted))} | | | ${ms(median(halfP50))} | ${ms(p99Half)} | |`,
      ...cpuTable(pgbCpu, httpCpu, median(writerBusy), median(writerBatch)),
    ].join("\n");
    return {
      clients: CLIENTS,
      pgbench: median(pgb),
      http: median(httpRates),
      ratio,
      halfRate,
      p99Half,
      batch: median(writerBatch),
      version: report.version.split(" on ")[0] ?? "PostgreSQL",
      text,
    };
  } finally {
    if (child.exitCode === null) child.kill();
    if (scriptFile) rmSync(scriptFile, { force: true });
    await admin.query(`drop schema if exists "${schema}" cascade`).catch(() => undefined);
    if (!LIMITS_ONLY) await admin.query(`drop database if exists ${PGBENCH_DB}`).catch(() => undefined);
    await admin.end();
  }
}
