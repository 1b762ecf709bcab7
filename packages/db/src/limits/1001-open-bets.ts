import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";
import { batchCheck, up as batchCheckUp } from "./1000-batch-check.ts";

/**
 * A maintained counter of open bet stakes for the loss limits (issue 15; docs/responsible-gaming.md
 * "Its cost"). Summing a player's open coupons read every one of them from the heap (an index-only
 * scan cannot skip the heap for pages written since the last vacuum, and bets are fresh by nature):
 * most of the check's time, growing with the player's open bets. Now:
 *
 * - `limit_open_bets (user_id, currency, open_stakes)`: the stakes of a player's open coupons, kept
 *   for every player with a loss limit (10/11/12) that has a value — exactly the players whose check
 *   reads it — so players without one pay nothing for it at placement.
 * - Placement (bet_place_coupons) adds the placed stakes of those players in the same statement set
 *   as the coupons; a coupon leaving the open state (settlement, void, cash-out: every one is an
 *   update of bet_coupon.status away from −1) or re-entering it moves the counter (a trigger).
 * - When a player gets a loss limit (a row of 10/11/12 whose value goes from absent or null to a
 *   value), a trigger locks the player's wallet accounts — the lock every placement takes first —
 *   and recomputes the counter from the open coupons: a placement that ran before the lock is
 *   counted by the recomputation (its statement sees the commit it waited for), one after it sees the
 *   limit and counts itself. (Read committed, as every transaction of the server.)
 * - limit_money_headroom reads it instead of the sum; `limit_open_stakes` still sums (the display of
 *   `limitBalance` and the audit's recomputation), and the limits' audit check compares the two.
 */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`migration 1001: "${from.slice(0, 60)}" not found`);
  return text.replace(from, to);
}

function placeWithCounter(): string {
  let t = batchCheck();
  t = edit(t, "      v_check bigint[];\n", "      v_check bigint[];\n      v_loss bigint[];\n");
  t = edit(
    t,
    "(where x.t is null or x.t in (30, 33, 37)), '{}')\n      into v_check, v_restricted from (",
    `(where x.t is null or x.t in (30, 33, 37)), '{}'),
        coalesce(array_agg(distinct x.u) filter (where x.t in (10, 11, 12)), '{}')
      into v_check, v_restricted, v_loss from (`,
  );
  t = edit(
    t,
    "        on conflict (user_id, currency, bucket) do update set stakes = lu.stakes + excluded.stakes;\n",
    `        on conflict (user_id, currency, bucket) do update set stakes = lu.stakes + excluded.stakes;
        -- The open stakes of the players with a loss limit (the counter its check reads).
        if array_length(v_loss, 1) > 0 then
          insert into limit_open_bets as ob (user_id, currency, open_stakes)
          select x.u, x.cur, sum(x.m) from unnest(c_users, c_cur, c_amounts) as x(u, cur, m)
          where x.u = any(v_loss) group by 1, 2 order by 1, 2
          on conflict (user_id, currency) do update set open_stakes = ob.open_stakes + excluded.open_stakes;
        end if;
`,
  );
  return t;
}

const HEADROOM_BEFORE = batchCheckUp.find((s) => s.includes("create function limit_money_headroom("));
const SUM = `coalesce((select sum(c.amount) from bet_coupon c
              where c.user_id = p_user and c.currency = p_currency and c.status = -1), 0)`;
const COUNTER = `coalesce((select b.open_stakes from limit_open_bets b
              where b.user_id = p_user and b.currency = p_currency), 0)`;

function headroom(counter: boolean): string {
  if (!HEADROOM_BEFORE) throw new Error("migration 1001: limit_money_headroom not found in 1000");
  const t = HEADROOM_BEFORE.replace("create function", "create or replace function");
  return counter ? edit(t, SUM, COUNTER) : t;
}

const up = [
  `create table limit_open_bets (
    user_id bigint not null,
    currency text not null,
    open_stakes bigint not null default 0,
    primary key (user_id, currency)
  )`,
  `insert into limit_open_bets (user_id, currency, open_stakes)
    select c.user_id, c.currency, sum(c.amount) from bet_coupon c
    where c.status = -1 and exists (select 1 from limit_setting s where s.user_id = c.user_id
      and s.limit_type in (10, 11, 12) and s.value is not null)
    group by 1, 2`,
  `create function limit_open_bets_coupon() returns trigger
  language plpgsql as $$
    begin
      update limit_open_bets set open_stakes = open_stakes
          + case when new.status = -1 then new.amount else -old.amount end
        where user_id = new.user_id and currency = new.currency;
      return null;
    end $$`,
  `create trigger bet_coupon_open_bets after update of status on bet_coupon
    for each row when ((old.status = -1) <> (new.status = -1))
    execute function limit_open_bets_coupon()`,
  `create function limit_open_bets_reset() returns trigger
  language plpgsql as $$
    begin
      if new.limit_type in (10, 11, 12) and new.value is not null
        and (tg_op = 'INSERT' or old.value is null) then
        perform 1 from wallet_account w where w.user_id = new.user_id order by w.id for update;
        delete from limit_open_bets where user_id = new.user_id;
        insert into limit_open_bets (user_id, currency, open_stakes)
          select c.user_id, c.currency, sum(c.amount) from bet_coupon c
          where c.user_id = new.user_id and c.status = -1 group by 1, 2;
      end if;
      return null;
    end $$`,
  `create trigger limit_setting_open_bets after insert or update of value on limit_setting
    for each row execute function limit_open_bets_reset()`,
  headroom(true),
  placeWithCounter(),
];

const down = [
  batchCheck(),
  headroom(false),
  "drop trigger limit_setting_open_bets on limit_setting",
  "drop function limit_open_bets_reset",
  "drop trigger bet_coupon_open_bets on bet_coupon",
  "drop function limit_open_bets_coupon",
  "drop table limit_open_bets",
];

export const openBetsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
