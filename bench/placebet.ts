/**
 * bench:placebet — accepted bets per second and latency of placing single line bets through the
 * real HTTP route (POST /web-api/betting/coupons over a socket, Fastify + zod + placeCoupon +
 * ledger) against the real PostgreSQL (DATABASE_URL), many players in parallel, next to
 * `pgbench -b tpcb-like -c C -j 2` on a scratch database initialised in the same run, at each
 * concurrency C of BENCH_CLIENTS (default 8, 16, 32, 64: one child process per level, run one
 * after the other). Rounds alternate pgbench, HTTP, the placeCoupon function alone (no HTTP) and
 * its SQL driven by pgbench; medians are reported. Then p50/p99 at half the measured HTTP rate with
 * open-loop arrivals (latency counted from each request's scheduled start, so a slow server cannot
 * hide its queue). Writes the section "## Placing bets (bench:placebet)" of docs/benchmarks.md.
 * Env: BENCH_CLIENTS (8,16,32,64), BENCH_SECONDS (5), BENCH_ROUNDS (5), BENCH_PLAYERS (1000),
 * BENCH_HALF_SECONDS (10).
 *
 * The server runs in a child process (the client must not share its event loop); players are
 * authenticated by the test header authenticator (no session lookup), as in the route tests.
 */
import { fork } from "node:child_process";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { writeSection } from "./lib.ts";
import {
  HALF_SECONDS,
  LIMITS_ONLY,
  nextMessage,
  P99_TARGET_MS,
  PLAYERS,
  ROUNDS,
  run,
  SECONDS,
} from "./placebet/common.ts";
import type { LevelReport } from "./placebet/level.ts";

const LEVELS = (process.env.BENCH_CLIENTS ?? "8,16,32,64").split(",").map(Number);
const STARTED = new Date().toISOString().slice(0, 16).replace("T", " ");

/** Where the time goes (measured on 2026-11-22 and 2026-11-24, quiet 2-core machine). */
const ANALYSIS = `Where the time goes.
- The placement path is two round trips at most: the read (\`bet_placement_read\`: account, stored answer,
  odds; skipped for line bets on catalogue state another placement read under a second ago, which the
  write verifies) and a share of one group-commit call (\`bet_place_coupons\`: keys with their answers,
  codes, the ledger's \`wallet_post_transfers\`, coupons, legs — one statement per table for the whole
  batch, one commit for all). Before it (2026-11-22, 05:22 UTC) fifteen round trips in one transaction gave
  0.07 of pgbench at 8 clients.
- One writer call runs at a time per process; it is busy about 99 % of every HTTP round at every level
  above, so the call's duration bounds the rate. Its cost is a fixed part per call (about 0.6–0.9 ms:
  a dozen statements' set-up in PL/pgSQL, the commit's WAL flush, the round trip) plus about 0.18 ms of
  database time per placement (pgbench driving the function alone, batches of 1, 4 and 8: 1.26, 1.78
  and 2.52–2.68 ms a call, 2026-11-24). With C closed-loop clients the batches settle at about C/2 (the
  clients answered by one call come back during the next): 4, 8, 16 and 32 placements a call at 8, 16,
  32 and 64 clients. So the fixed part is spread over more bets as the concurrency grows, and PostgreSQL's
  CPU per bet falls (CPU table of each level), while tpcb-like pays its commit per transaction.
- At 8 clients the machine stays ~30 % idle while the writer is busy: the bet path is serial there, not
  CPU-bound. A second writer call in flight (tried again on 2026-11-24, starting only when 8 or more
  placements wait) did not help at 32 clients (0.90 against 0.92): two calls of half the size cost the
  database more per bet. Answering a batch's bets after sending the next batch (instead of before)
  made no difference either: the next call already went first.
- Not the cause, measured: full-page images (pg_stat_wal: 125 in a run of ~19,000 bets; ~3 kB of WAL
  per bet); the coupon code's row (the function without it: within noise); HTTP (placeCoupon called
  in-process reaches about the same rate at 8 clients). Changed on 2026-11-24: the ledger's batch
  writer inserts the stake transactions without ON CONFLICT (migration 0205; 5–9 % of a batch of eight).
- What would lift the low-concurrency figure: a cheaper fixed part per call (fewer statements: one
  statement with data-modifying CTEs instead of the PL/pgSQL steps), or fewer rows per bet (the stored
  answer and the coupon row both keyed by player and key).`;

/** The check's cost before and after migrations 1000–1001 (limitsperf, 2026-11-27). */
const LIMITS_ANALYSIS = `Before (the lead's run of 2026-11-27 07:33–07:40 UTC on a quiet machine, load average < 2, migration
0800's check, 1000 players per population, 5 rounds of 5 s), without / with a loss limit: 8 clients 1,205 / 969
bets/s, ratio 0.83 (per round 0.79–0.89); 16 clients 1,734 / 1,222, 0.78 (0.68–0.81); 32 clients 1,757 / 1,491,
0.88 (0.77–0.99); 64 clients 2,676 / 1,995, 0.79. The target (≥ 0.90 at every level) was not met.

Where the check's time went, measured inside PostgreSQL (the backend's CPU time from /proc, \`track_functions\`,
EXPLAIN; same loaded machine):
- \`bet_place_coupons\` called \`limit_stake_refusal\` once per placement: five statements, and
  \`limit_open_stakes\` — a SQL function PostgreSQL cannot inline (its body has sub-selects), so it was
  planned again on every call — summed the player's open coupons, reading each one from the heap (an
  index-only scan still visits pages written since the last vacuum, and bets are fresh by nature): 39 % of
  the check's time with about ten open bets a player, growing with every open bet. \`limit_refusal\` (ban
  and restrictions, two statements) was another 18 %, for players who have neither.
- Now (docs/responsible-gaming.md "Its cost"): one inlined statement per batch reads the headroom of every
  placement whose player has a limit (\`limit_money_headroom\`: the limit rows, one range scan of the usage
  series per limit, the open-stakes counter); \`limit_refusal\` runs only for players the batch's pre-check
  found with a restriction row or a ban; the per-placement decision is arithmetic on the batch's running
  totals; the open stakes of players with a loss limit are a maintained counter (\`limit_open_bets\`), so the
  check no longer grows with the player's open bets.
- Same probe, same machine, the two schemas measured one after the other (2026-11-27 08:41–08:43 UTC, load
  average 17–20; batches of 8, 3 rounds of 300 calls each way, backend CPU per placement without / with):
  migration 0800's check (37 open coupons per limited player) 0.44–0.51 / 0.64–0.75 ms, ratio 0.65–0.70;
  migrations 1000–1001 (75 open coupons per limited player) 0.38–0.44 / 0.43–0.50 ms, ratio 0.85–0.90. The
  check went from about 0.2 ms to about 0.06 ms of CPU a placement on this machine. Of what is left, the
  headroom statement is about two thirds and the counter's upsert one third (with the upsert switched off the
  ratio was 0.89–0.92); micro-measures in a PL/pgSQL loop put them at about 20 µs each.
- What would lift it further: read the limit rows once (step 1b already reads them) instead of again in the
  headroom statement; write the counter in the same statement as the usage series' upsert.`;

/** The limits section: bets/s with and without a loss limit on every player, same run, same rounds. */
function limitsSummary(levels: LevelReport[]): string {
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  return [
    "Single line bets accepted per second through `POST /web-api/betting/coupons` against a real PostgreSQL",
    "(`BENCH_LIMITS_ONLY=1 npm run bench:placebet`), as in the section above, by two populations of the same",
    `size (${PLAYERS} funded players each) in the same server and the same rounds: players without limits, and players`,
    "each with a daily loss limit (type 10) in force that the run never reaches — so every one of their bets runs",
    "the whole check inside `bet_place_coupons` (the batch's pre-check, the usage series' window sums and the open",
    "stakes' counter) and none is refused. The order alternates per round; the ratio is per round, with / without;",
    `medians over ${ROUNDS} rounds of ${SECONDS} s. Both populations pay the usage series' upsert (every bet's stake is`,
    `recorded, limit or not). Server: ${levels[0]?.version ?? "PostgreSQL"}; ${cpus().length} cores shared with the database.`,
    "",
    "| clients | without limits / s | with a loss limit / s | ratio (target ≥ 0.90) | database CPU per placement without / with, ms (ratio) |",
    "|---:|---:|---:|---:|---:|",
    ...levels.map(
      (l) =>
        `| ${l.clients} | ${fmt(l.http)} | ${fmt(l.httpLimited ?? 0)} | ${(l.limitsRatio ?? 0).toFixed(2)} | ${l.dbCpu ? `${l.dbCpu.without.toFixed(3)} / ${l.dbCpu.with.toFixed(3)} (${l.dbCpu.ratio.toFixed(2)})` : ""} |`,
    ),
    "",
    "The last column: after each level's HTTP rounds, the PostgreSQL backend's own CPU time (utime + stime from",
    "/proc) per placement while one connection calls `bet_place_coupons` with batches of 8 placements of random",
    `players of each population, alternating in chunks, ${ROUNDS} rounds of 200 calls each way (bench/placebet/db-cpu.ts).`,
    "",
    `After (migrations 1000–1001): the table above, measured ${STARTED} – ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average at the end of each level ${levels.map((l) => l.load?.split(" ")[0] ?? "?").join(", ")} on ${cpus().length} cores. With the load well above the cores (other engineers' builds and tests), the HTTP rates and their ratios swing between rounds and are not a verdict; the last column, PostgreSQL's own CPU time per placement, is the measure such load disturbs least.`,
    "",
    LIMITS_ANALYSIS,
    "",
    ...levels.map((l) => `${l.text}\n`),
  ].join("\n");
}

function summary(levels: LevelReport[]): string {
  const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
  const met = levels.filter((l) => l.ratio >= 1 && l.p99Half <= P99_TARGET_MS).map((l) => l.clients);
  const notMet = levels.filter((l) => !met.includes(l.clients)).map((l) => l.clients);
  return [
    "Single line bets accepted per second through the real route `POST /web-api/betting/coupons` (a socket,",
    "Fastify, zod, `placeCoupon`, the group-commit writer) against a real PostgreSQL (`npm run bench:placebet`,",
    "DATABASE_URL), next to `pgbench -b tpcb-like -j 2` on a scratch database initialised in the same run with a",
    "scale of at least the number of clients (pgbench's own advice; below it tpcb-like mostly measures its",
    `contention on the branch rows), at the same concurrency. ${ROUNDS} rounds of ${SECONDS} s per level, alternating pgbench /`,
    "HTTP / the placeCoupon function alone / its SQL via pgbench; each round's ratio is against that round's",
    `pgbench; medians over the rounds. ${PLAYERS} funded players picked at random per bet, 1 RUB on one of 60 outcomes at`,
    "its current odds. The server is a separate Node process (one event loop, a pool of 10 connections); the",
    "HTTP client is autocannon in the parent process (closed loop: each client sends its next bet when the",
    "last is answered); players are authenticated by the test header authenticator (no session lookup). Half",
    `load: open-loop arrivals at half the median HTTP rate, 1 s unmeasured then 3 rounds of ${HALF_SECONDS} s, latency from each request's`,
    `scheduled start. Everything shares the ${cpus().length}-core machine with the database. Server: ${levels[0]?.version ?? "PostgreSQL"}.`,
    "",
    "| clients | pgbench tpcb-like / s | bets via HTTP / s | ratio | placements per writer call | half load / s | p99 at half load ms |",
    "|---:|---:|---:|---:|---:|---:|---:|",
    ...levels.map(
      (l) =>
        `| ${l.clients} | ${fmt(l.pgbench)} | ${fmt(l.http)} | ${l.ratio.toFixed(2)} | ${l.batch.toFixed(1)} | ${fmt(l.halfRate)} | ${l.p99Half.toFixed(1)} |`,
    ),
    "",
    `Targets (accepted bets/s ≥ pgbench tpcb-like at the same concurrency, p99 ≤ ${P99_TARGET_MS} ms at half that load):`,
    `met at ${met.length ? met.join(", ") : "no level"} clients; not met at ${notMet.length ? notMet.join(", ") : "no level"}.`,
    "",
    ANALYSIS,
    "",
    ...levels.map((l) => l.text),
  ].join("\n");
}

/** Runs one level in a child process (the settings are read from the environment at import). */
function runLevelProcess(clients: number): Promise<LevelReport> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_CLIENTS: String(clients), BENCH_LEVEL: "1" },
  });
  return nextMessage<{ report: LevelReport }>(child, "level").then((m) => m.report);
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
  if (process.env.BENCH_LEVEL) {
    const { runLevel } = await import("./placebet/level.ts");
    const report = await runLevel(url);
    // Exit once the report is sent: the IPC channel would keep this process alive.
    process.send?.({ type: "level", report }, () => process.exit(0));
    return;
  }
  const levels: LevelReport[] = [];
  for (const clients of LEVELS) {
    console.log(`— ${clients} clients`);
    levels.push(await runLevelProcess(clients));
  }
  if (LIMITS_ONLY) {
    const text = limitsSummary(levels);
    writeSection("Placing bets with a loss limit on every player (bench:placebet)", text);
    console.log(text);
    return;
  }
  const text = summary(levels);
  writeSection("Placing bets (bench:placebet)", text);
  console.log(text);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
