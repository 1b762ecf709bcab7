/**
 * bench:placebet's in-database measure of the loss-limit check: the CPU time one PostgreSQL backend
 * spends per placement in bet_place_coupons, for batches of players without limits and of players
 * with a loss limit, alternating. The backend's own utime + stime from /proc (PostgreSQL on this
 * machine): CPU time, not wall time, so a loaded machine slows it far less than it slows a rate.
 */
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import type { PlacementSample } from "./common.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TICK_MS = 10;

function backendCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat
    .slice(stat.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  return ((f[11] ?? 0) + (f[12] ?? 0)) * TICK_MS;
}

let seq = 0;
/** The sample's item for another player (accounts were created in the players' order). */
export function itemFor(sample: PlacementSample, user: bigint): string {
  const offset = BigInt(sample.user) - BigInt(sample.account);
  seq += 1;
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return sample.item
    .replace(`"user":"${sample.user}"`, `"user":"${user}"`)
    .replace(`"account":"${sample.account}"`, `"account":"${user - offset}"`)
    .replaceAll(sample.key, `cpu-${process.pid}-${seq}-${user}`)
    .replaceAll(sample.code, code);
}

export interface DbCpuRound {
  /** Backend CPU ms per placement, players without limits / with a loss limit. */
  without: number;
  with: number;
}

/**
 * `rounds` rounds of `calls` calls of `batch` placements each way (order alternating per round), on
 * one connection whose backend's CPU is read before and after each population's calls.
 */
export async function dbCpuRounds(
  url: string,
  schema: string,
  sample: PlacementSample,
  players: { without: string[]; with: string[] },
  opts: { batch: number; calls: number; rounds: number },
): Promise<DbCpuRound[]> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    const pid = Number((await client.query("select pg_backend_pid() as p")).rows[0].p);
    const host = new URL(url).hostname;
    if (host !== "127.0.0.1" && host !== "localhost")
      throw new Error("the database must run on this machine");
    /** Backend CPU ms of `calls` calls for the population. */
    const one = async (pop: string[], calls: number) => {
      const before = backendCpuMs(pid);
      for (let c = 0; c < calls; c++) {
        const items = Array.from({ length: opts.batch }, () =>
          itemFor(sample, BigInt(pop[randomInt(pop.length)] as string)),
        );
        await client.query("select count(*) from bet_place_coupons($1::jsonb)", [`[${items.join(",")}]`]);
      }
      return backendCpuMs(pid) - before;
    };
    await one(players.without, opts.calls);
    await one(players.with, opts.calls);
    const out: DbCpuRound[] = [];
    // Within a round the populations alternate in chunks of a tenth of the calls, so a change of
    // the machine's load during the round falls on both alike.
    const chunk = Math.max(1, Math.round(opts.calls / 10));
    for (let r = 0; r < opts.rounds; r++) {
      let a = 0;
      let b = 0;
      for (let done = 0; done < opts.calls; done += chunk) {
        if ((done / chunk + r) % 2 === 0) {
          a += await one(players.without, chunk);
          b += await one(players.with, chunk);
        } else {
          b += await one(players.with, chunk);
          a += await one(players.without, chunk);
        }
      }
      const n = Math.ceil(opts.calls / chunk) * chunk * opts.batch;
      out.push({ without: a / n, with: b / n });
    }
    return out;
  } finally {
    await client.end();
  }
}
