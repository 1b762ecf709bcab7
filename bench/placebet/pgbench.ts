/** bench:placebet's pgbench side: the tpcb-like baseline and placement's statements as a pgbench script. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { ROOT } from "../lib.ts";
import { CLIENTS, type PlacementSample, run, SECONDS, type Setup, THREADS } from "./common.ts";
/**
 * What placeCoupon sends the database for a single, driven by pgbench's C client: the placement
 * read, then bet_place_coupons with one real item (a batch of one: no group commit), its player,
 * account, key and code swapped per call. What a placement costs the database without Node.
 */
export function placementScript(schema: string, setup: Setup, sample: PlacementSample): string {
  const ids = setup.players.map(Number);
  const file = join(ROOT, "data", `placebet-${schema}.sql`);
  mkdirSync(dirname(file), { recursive: true });
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  // Players and their main accounts were created in the same order: account = player − offset.
  const offset = BigInt(sample.user) - BigInt(sample.account);
  // The coupon code: the call's random :r (40 bits) in the code alphabet, so codes do not repeat
  // within a run (eight hex digits did: a duplicate code aborts pgbench).
  const item = `replace(replace(replace(replace(${literal(`[${sample.item}]`)},
    ${literal(`"user":"${sample.user}"`)}, '"user":"' || :uid::bigint || '"'),
    ${literal(`"account":"${sample.account}"`)}, '"account":"' || (:uid::bigint - ${offset}) || '"'),
    ${literal(sample.key)}, 'pgb-' || :uid::bigint || '-' || :r::bigint),
    ${literal(sample.code)}, (select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
      ((:r::bigint >> (5 * i)) & 31)::integer + 1, 1), '' order by i) from generate_series(0, 7) i))::jsonb`;
  writeFileSync(
    file,
    `\\set uid random(${Math.min(...ids)}, ${Math.max(...ids)})
\\set g random(${Math.min(...setup.games)}, ${Math.max(...setup.games)})
\\set oid :g * 10 + 1
\\set r random(1, 1099511627775)
select * from bet_placement_read(:uid, 'RUB', null, 'pgb-' || :uid::bigint || '-' || :r::bigint, array[:oid]::bigint[]);
select * from bet_place_coupons(${item.replaceAll("\n", " ")});
`,
  );
  return file;
}

export async function placementViaPgbench(url: string, schema: string, file: string): Promise<number> {
  const { stdout } = await run(
    "pgbench",
    [
      "-n",
      // Simple protocol: in extended mode pgbench cannot type the variables inside the item's replace().
      "-M",
      "simple",
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

export async function pgbenchRound(target: string): Promise<{ tps: number; p50: number | null }> {
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
