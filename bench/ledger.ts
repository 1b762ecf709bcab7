/**
 * bench:ledger — ledger transactions per second against the real PostgreSQL (DATABASE_URL), next to
 * `pgbench -N` measured on the same server, at the same concurrency, in the same run. Each round is
 * a sandwich (pgbench -N, ledger, pgbench -N) and its ratio compares the ledger with the mean of the
 * two pgbench runs around it, so a busy shared machine drifting between runs cancels out; medians
 * of the rounds are reported and written to the section "## Ledger (bench:ledger)" of
 * docs/benchmarks.md (other sections are kept). Env: BENCH_CLIENTS (8), BENCH_SECONDS (3),
 * BENCH_ROUNDS (7).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { isMainThread, parentPort, threadId, Worker, workerData } from "node:worker_threads";
import { connect, type Db, migrate, seed } from "@parlay/db";
import { sql } from "kysely";
import { ensureMainAccount } from "../apps/server/src/services/wallet/accounts/store.ts";
import { runAudit } from "../apps/server/src/services/wallet/audit.ts";
import { postTransaction } from "../apps/server/src/services/wallet/ledger/post.ts";
import { preparePosting } from "../apps/server/src/services/wallet/ledger/posting.ts";
import type { PostTransactionInput } from "../apps/server/src/services/wallet/ledger/types.ts";
import { preparePgbench } from "./lib.ts";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../", import.meta.url));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ACCOUNTS = 1000;
const PGBENCH_DB = "bench_pgbench";
const PGBENCH_SCALE = 10;
const TARGET = 0.8;
/**
 * shipped: postTransaction in autocommit; wrapped: the same inside db.transaction(); compiled: the
 * client path before 2026-11-22 (the same call as a Kysely-compiled unnamed statement), kept here so
 * every run shows the difference on the same machine at the same moment.
 */
type Mode = "shipped" | "wrapped" | "compiled";

/** The previous client path: same checks and database call, compiled by Kysely, parsed every time. */
async function compiledPosting(db: Db, input: PostTransactionInput): Promise<void> {
  const { hash, deltas } = preparePosting(input);
  const e = input.entries;
  await sql`select * from wallet_post_transaction(${input.idempotencyKey}, ${hash}, ${input.kind},
      ${input.userId ?? null}, ${input.reversesId ?? null}, ${input.meta ? JSON.stringify(input.meta) : null}::jsonb,
      ${deltas.map(([id]) => id)}::bigint[], ${deltas.map(([, d]) => d.currency)}::text[],
      ${deltas.map(([, d]) => d.delta)}::bigint[],
      ${e.map((x) => x.account ?? null)}::bigint[], ${e.map((x) => x.house ?? null)}::text[],
      ${e.map((x) => x.currency)}::text[], ${e.map((x) => x.amount)}::bigint[])`.execute(db);
}

/** The ledger's posting as pgbench sees it: the same function call postTransaction makes. */
function pgbenchScript(schema: string): string {
  const file = join(tmpdir(), `parlay-ledger-${schema}.sql`);
  writeFileSync(
    file,
    `\\set aid random(1, ${ACCOUNTS})
select * from wallet_post_transaction('pgb:' || :client_id || ':' || txid_current() || ':' || random(), 'h', 'bet.stake',
  null, null, null, array[:aid]::bigint[], array['RUB']::text[], array[-100]::bigint[], array[:aid, null]::bigint[],
  array[null, 'bets_in_play']::text[], array['RUB', 'RUB']::text[], array[-100, 100]::bigint[]);
`,
  );
  return file;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** pgbench -N, or pgbench driving a script (the ledger's database function, without Node). */
async function pgbenchRound(target: string, script?: { file: string; schema: string }): Promise<number> {
  const threads = Math.min(CLIENTS, Math.max(1, cpus().length));
  const args = ["-n", "-c", String(CLIENTS), "-j", String(threads), "-T", String(SECONDS)];
  const { stdout } = await run("pgbench", [...args, ...(script ? ["-f", script.file] : ["-N"]), target], {
    env: { ...process.env, ...(script ? { PGOPTIONS: `-c search_path=${script.schema}` } : {}) },
  });
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

async function prepareLedger(
  url: string,
  schema: string,
): Promise<{ db: Db; close(): Promise<void>; accounts: bigint[] }> {
  const handle = await connect({ url, schema, poolSize: CLIENTS });
  await migrate(handle.db, { schema });
  await seed(handle.db);
  await sql`insert into users (group_id) select 1 from generate_series(1, ${ACCOUNTS})`.execute(handle.db);
  const users = await handle.db.selectFrom("users").select("id").execute();
  const accounts: bigint[] = [];
  for (const u of users) {
    const account = await ensureMainAccount(handle.db, u.id, "RUB");
    await postTransaction(handle.db, {
      idempotencyKey: `bench-fund:${account.id}`,
      kind: "deposit",
      entries: [
        { account: account.id, currency: "RUB", amount: 1_000_000_000_00n },
        { house: "deposits_clearing", currency: "RUB", amount: -1_000_000_000_00n },
      ],
    });
    accounts.push(account.id);
  }
  return { db: handle.db, close: handle.close, accounts };
}

let sequence = 0;

/** One ledger transaction: a bet stake (player −1.00 RUB, bets in play +1.00), unique key. */
function stake(db: Db, accounts: bigint[], post: (db: Db, input: PostTransactionInput) => Promise<unknown>) {
  const account = accounts[Math.floor(Math.random() * accounts.length)] as bigint;
  sequence += 1;
  return post(db, {
    idempotencyKey: `bench:${process.pid}:${threadId}:${sequence}`,
    kind: "bet.stake",
    userId: null,
    entries: [
      { account, currency: "RUB", amount: -100n },
      { house: "bets_in_play", currency: "RUB", amount: 100n },
    ],
  });
}

/** `clients` loops until the deadline (ms since the epoch: the same clock in every thread). */
async function ledgerLoop(
  db: Db,
  accounts: bigint[],
  clients: number,
  mode: Mode,
  until: number,
): Promise<number> {
  let done = 0;
  const client = async () => {
    while (Date.now() < until) {
      if (mode === "wrapped") await db.transaction().execute((trx) => stake(trx, accounts, postTransaction));
      else await stake(db, accounts, mode === "shipped" ? postTransaction : compiledPosting);
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return done;
}

/** Client threads, as many as pgbench's -j, each with its share of the connections. */
const THREADS = Math.min(CLIENTS, Math.max(1, cpus().length));

interface WorkerSetup {
  url: string;
  schema: string;
  clients: number;
  accounts: string[];
}

function startWorkers(setup: Omit<WorkerSetup, "clients">): Worker[] {
  return Array.from({ length: THREADS }, (_, i) => {
    const clients = Math.floor(CLIENTS / THREADS) + (i < CLIENTS % THREADS ? 1 : 0);
    // tsx's loader does not follow into worker threads: register it there, then load this file.
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`;
    return new Worker(boot, { eval: true, workerData: { ...setup, clients } });
  });
}

async function ledgerRound(workers: Worker[], mode: Mode): Promise<number> {
  const start = Date.now();
  const until = start + SECONDS * 1000;
  const counts = await Promise.all(
    workers.map(
      (w) =>
        new Promise<number>((resolve) => {
          w.once("message", (m: { done: number }) => resolve(m.done));
          w.postMessage({ cmd: "run", mode, until });
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0) / ((Date.now() - start) / 1000);
}

async function workerMain(): Promise<void> {
  const setup = workerData as WorkerSetup;
  const handle = await connect({ url: setup.url, schema: setup.schema, poolSize: setup.clients });
  const accounts = setup.accounts.map((a) => BigInt(a));
  parentPort?.on("message", (m: { cmd: "run" | "close"; mode: Mode; until: number }) => {
    if (m.cmd === "close") {
      void handle.close().then(() => parentPort?.close());
      return;
    }
    void ledgerLoop(handle.db, accounts, setup.clients, m.mode, m.until).then((done) =>
      parentPort?.postMessage({ done }),
    );
  });
}

function writeSection(body: string): void {
  const file = join(ROOT, "docs", "benchmarks.md");
  const heading = "## Ledger (bench:ledger)";
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const start = current.indexOf(heading);
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${heading}\n\n${body}\n`;
  else {
    const after = current.indexOf("\n## ", start + heading.length);
    const rest = after < 0 ? "" : current.slice(after);
    next = `${current.slice(0, start)}${heading}\n\n${body}\n${rest}`;
  }
  writeFileSync(file, next);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(
      "bench:ledger skipped: set DATABASE_URL to a real PostgreSQL (pgbench runs against the same server).",
    );
    return;
  }
  const pgbenchTarget = await preparePgbench(url, PGBENCH_DB, PGBENCH_SCALE);
  const schema = `bench_ledger_${randomBytes(4).toString("hex")}`;
  const ledger = await prepareLedger(url, schema);
  const pgbench: number[] = [];
  const measures: Record<Mode | "driven", { rates: number[]; ratios: number[] }> = {
    shipped: { rates: [], ratios: [] },
    compiled: { rates: [], ratios: [] },
    wrapped: { rates: [], ratios: [] },
    driven: { rates: [], ratios: [] },
  };
  const script = pgbenchScript(schema);
  const workers = startWorkers({ url, schema, accounts: ledger.accounts.map(String) });
  try {
    await ledgerRound(workers, "shipped"); // warm-up: plans, pools, JIT
    await ledgerRound(workers, "compiled");
    for (let r = 1; r <= ROUNDS; r++) {
      const before = await pgbenchRound(pgbenchTarget);
      // The ledger measures alternate their order from round to round, so drift favours none.
      const order: Mode[] = r % 2 ? ["shipped", "compiled", "wrapped"] : ["wrapped", "compiled", "shipped"];
      const got: Partial<Record<Mode, number>> = {};
      for (const mode of order) got[mode] = await ledgerRound(workers, mode);
      const driven = await pgbenchRound(url, { file: script, schema });
      const after = await pgbenchRound(pgbenchTarget);
      const base = (before + after) / 2;
      pgbench.push(before, after);
      for (const [mode, rate] of [...Object.entries(got), ["driven", driven]] as [
        Mode | "driven",
        number,
      ][]) {
        measures[mode].rates.push(rate);
        measures[mode].ratios.push(rate / base);
      }
      const show = (m: Mode) => `${(got[m] ?? 0).toFixed(0)}/s (${((got[m] ?? 0) / base).toFixed(2)})`;
      console.log(
        `round ${r}: pgbench -N ${before.toFixed(0)}/${after.toFixed(0)} tps, ledger ${show("shipped")}, ` +
          `previous client path ${show("compiled")}, in a transaction ${show("wrapped")}, ` +
          `function via pgbench ${driven.toFixed(0)}/s (${(driven / base).toFixed(2)})`,
      );
    }
    const audit = await runAudit(ledger.db);
    const ratio = median(measures.shipped.ratios);
    const { rows } = await sql<{ v: string }>`select version() as v`.execute(ledger.db);
    const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
    const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
    const row = (name: string, xs: number[], rs: number[] | null) =>
      `| ${name} | ${fmt(median(xs))} | ${fmt(Math.min(...xs))} | ${fmt(Math.max(...xs))} | ${rs ? median(rs).toFixed(2) : "1.00"} |`;
    const measured = (name: string, m: Mode | "driven") => row(name, measures[m].rates, measures[m].ratios);
    const body = [
      `Ledger transactions per second against a real PostgreSQL next to \`pgbench -N\` on the same server, same run,`,
      `same concurrency (\`npm run bench:ledger\`, DATABASE_URL). ${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s per measure.`,
      `Each round is a sandwich — pgbench -N, the ledger measures, pgbench -N — and its ratio is the ledger against the mean of`,
      `the two pgbench runs around it (the machine is shared and its load drifts); the table gives medians over the rounds.`,
      `A ledger transaction is one \`postTransaction\` (a bet stake: a transaction row with its idempotency key, two entries,`,
      `one player balance under its CHECK — one call of the database function \`wallet_post_transaction\`) on one of`,
      `${ACCOUNTS} funded accounts chosen at random; pgbench -N at scale ${PGBENCH_SCALE}, \`-j ${THREADS}\`. The ledger's client is one Node`,
      `process with ${THREADS} worker threads (like pgbench's -j; ${CLIENTS} connections in all) on the same ${cpus().length}-core machine;`,
      `"function via pgbench" drives the same database call from`,
      `pgbench's C client, to separate the database's cost from Node's. Load average during the run: ${load}.`,
      `Server: ${rows[0]?.v.split(" on ")[0] ?? "PostgreSQL"}. Audit after the run: ${audit.ok ? "clean" : `${audit.problems.length} problems`} (${fmt(audit.transactions)} transactions).`,
      "",
      "| measure | median / s | min / s | max / s | median ratio to pgbench -N |",
      "|---|---:|---:|---:|---:|",
      row("pgbench -N (before and after each round)", pgbench, null),
      measured("ledger `postTransaction` from Node (one round trip, named prepared statement)", "shipped"),
      measured(
        "previous client path (the same call compiled by Kysely, unnamed, parsed every time)",
        "compiled",
      ),
      measured("ledger inside `db.transaction()` (BEGIN, call, COMMIT)", "wrapped"),
      measured("`wallet_post_transaction` driven by pgbench", "driven"),
      "",
      `Target: at least ${TARGET} of pgbench -N at the same concurrency — ${ratio >= TARGET ? "met" : "NOT met"} (${ratio.toFixed(2)}).`,
      "",
      "How the posting got here (each step measured with this bench): a one-statement CTE (~0.4 of pgbench -N;",
      "PostgreSQL re-plans it on every call) → the same work as a PL/pgSQL function, whose plans are cached per",
      "connection (one round trip, no planning) → no regex CHECKs on rows every posting touches, no foreign key from",
      "entries to house accounts (a KEY SHARE lock on the same seven rows in every transaction) or to their",
      "transaction, a BRIN instead of a unique b-tree on (transaction, line), the account/currency check folded into",
      "the balance update → Node worker threads like pgbench's `-j` (0.72 on 2026-11-22, load average ~8) → the call",
      "as a named prepared statement sent through `CompiledQuery.raw` (no Kysely compile on the client, no parse on",
      'the server; the "previous client path" row measures the old way in the same run). Tried and dropped: group',
      "commit (concurrent autocommit postings merged into one call of a batch function, each posting in its own",
      "subtransaction, accounts locked up front in id order) carried ~4 postings per call yet measured 0.51 against",
      "0.50 for one call per posting (both unprepared, same run), then 0.61 against 0.83 for one prepared call per",
      "posting (batch call unprepared, same run): on this CPU-bound machine the subtransactions and the up-front",
      "locks cost about what the commits and round trips saved. What remains is the Node client's",
      "own CPU per posting (~150 µs against pgbench's few µs), which competes with the server for the same two",
      "shared cores, and the real extra work of a double-entry posting (three heap rows and three b-tree entries",
      "where pgbench -N writes one row and updates one).",
    ].join("\n");
    writeSection(body);
    console.log(body);
  } finally {
    for (const w of workers) w.postMessage({ cmd: "close" });
    await Promise.all(workers.map((w) => new Promise((resolve) => w.once("exit", resolve))));
    await sql.raw(`drop schema if exists "${schema}" cascade`).execute(ledger.db);
    await sql.raw(`drop database if exists ${PGBENCH_DB}`).execute(ledger.db);
    rmSync(script, { force: true });
    await ledger.close();
  }
}

if (isMainThread) await main();
else await workerMain();
