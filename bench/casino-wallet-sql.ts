/**
 * bench:casino-wallet's database-only side: pgbench runs (tpcb-like, and casino_wallet_play with a
 * request built per call by pgbench's C client) at a given concurrency.
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./lib.ts";

const execFileAsync = promisify(execFile);

export interface FunctionScript {
  schema: string;
  provider: string;
  game: string;
  players: string[];
}

/**
 * casino_wallet_play with `batch` requests per call (one bet of 1.00 RUB in a new round each, random
 * players), as the writer sends it: what a bet costs the database without Node and HTTP.
 */
export function functionScript(s: FunctionScript, batch: number): string {
  const ids = s.players.map(Number);
  const file = join(ROOT, "data", `casino-wallet-${s.schema}-${batch}.sql`);
  mkdirSync(dirname(file), { recursive: true });
  const request = `jsonb_build_object('i', g, 'provider', '${s.provider}', 'user', (:uid + g)::text,
    'currency', 'RUB', 'game', '${s.game}', 'round', 'pg-' || :r || '-' || g, 'finished', false, 'at', now(),
    'digits', 2, 'actions', jsonb_build_array(jsonb_build_object('kind', 'bet', 'ref', 'pgb-' || :r || '-' || g,
    'amount', 100, 'original', null, 'hash', 'h')))`;
  writeFileSync(
    file,
    `\\set uid random(${Math.min(...ids)}, ${Math.max(...ids) - batch})
\\set r random(1, 1099511627775)
select count(*) from casino_wallet_play((select jsonb_agg(${request.replaceAll("\n", " ")}) from generate_series(0, ${batch - 1}) g));
`,
  );
  return file;
}

async function pgbench(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { stdout } = await execFileAsync("pgbench", ["-n", ...args], { maxBuffer: 1 << 24, env });
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps);
}

/** pgbench -b tpcb-like: transactions per second. */
export function tpcbRound(target: string, clients: number, seconds: number): Promise<number> {
  const threads = String(Math.min(2, clients));
  return pgbench(["-b", "tpcb-like", "-c", String(clients), "-j", threads, "-T", String(seconds), target]);
}

/** The function script: calls per second (requests per second = calls × batch). */
export function functionRound(
  url: string,
  schema: string,
  file: string,
  clients: number,
  seconds: number,
): Promise<number> {
  const threads = String(Math.min(2, clients));
  return pgbench(
    ["-M", "simple", "-f", file, "-c", String(clients), "-j", threads, "-T", String(seconds), url],
    {
      ...process.env,
      PGOPTIONS: `-c search_path=${schema}`,
    },
  );
}
