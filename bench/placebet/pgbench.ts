/** bench:placebet's pgbench side: the tpcb-like baseline and placement's statements as a pgbench script. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import pg from "pg";
import { ROOT } from "../lib.ts";
import { CLIENTS, PGBENCH_DB, PGBENCH_SCALE, run, SECONDS, type Setup, THREADS } from "./common.ts";
/**
 * The statements placeCoupon sends for a single (the same ten round trips, in the same order),
 * driven by pgbench's C client: what the placement costs the database without Node.
 */
export function placementScript(schema: string, setup: Setup): string {
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

export async function placementViaPgbench(url: string, schema: string, file: string): Promise<number> {
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

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function preparePgbench(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [PGBENCH_DB]);
  if (exists.rowCount === 0) await admin.query(`create database ${PGBENCH_DB}`);
  await admin.end();
  const target = withDatabase(url, PGBENCH_DB);
  await run("pgbench", ["-i", "-q", "-s", String(PGBENCH_SCALE), target], { maxBuffer: 1 << 24 });
  return target;
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
