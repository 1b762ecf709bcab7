import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { up as placeFunctions } from "../betting/0420-place-function.ts";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * Enforcement of the money limits inside the money's own transaction (issue 15;
 * docs/responsible-gaming.md "Enforcement in the database").
 *
 * - `limit_usage`: the usage series — per player, currency and hour bucket: deposits started (not
 *   failed or cancelled), stakes (bets and casino debits), settled losses and settled wins (each
 *   settled coupon or casino round counts its net on one side). Placement (bet_place_coupons),
 *   settlement (a trigger on bet_coupon), deposits (a trigger on wallet_payment) and casino rounds
 *   (the limits service) keep it, so a window's sum reads at most 721 rows by primary key.
 * - `limit_casino_open`: the stakes of casino rounds not yet settled (their potential loss).
 * - `bet_coupon_open_user`: a player's open coupons, whose stakes are their potential loss.
 * - `limit_refusal(user, now)`: ban, self-exclusion, time-out, ended self-exclusion, cooling-off.
 * - `limit_stake_refusal(...)` / `limit_deposit_refusal(...)`: the stored refusal (JSON text) or null.
 * - bet_place_coupons again (0420 as 0422 left it) with the check per placement, after the
 *   account lock and against the running totals of the batch, and the stakes added to the series.
 *
 * Window rule (conservative, never under-counts): a bucket whose hour lies wholly in the window
 * counts in full; the bucket the window's start falls in counts its deposits, stakes and losses but
 * not its wins. So an amount leaves a window between W and W + 1 h after it happened.
 */
const PLACE_BEFORE = placeFunctions.find((s) => s.includes("create function bet_place_coupons("));

function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`migration 0800: bet_place_coupons no longer reads "${from}"`);
  return text.replace(from, to);
}

/** bet_place_coupons as this migration leaves it (with limits) or found it; migration 1000 edits it. */
export function placeFunction(withLimits: boolean): string {
  if (!PLACE_BEFORE) throw new Error("migration 0800: bet_place_coupons not found in 0420");
  // 0422's change first: the text as it is in the database before this migration.
  let t = edit(
    PLACE_BEFORE,
    "or m.is_blocked or g.is_finished",
    "or m.is_blocked or o.is_blocked or g.is_finished",
  );
  t = t.replace("create function bet_place_coupons(", "create or replace function bet_place_coupons(");
  if (!withLimits) return t;
  t = edit(
    t,
    "      v_acc_held bigint[];\n",
    "      v_acc_held bigint[];\n      v_check bigint[];\n      v_batch bigint[];\n      v_refusal text;\n",
  );
  t = edit(
    t,
    "        order by w.id for update) a;\n",
    `        order by w.id for update) a;
      -- 1b. The players of the batch with something to check (a limit, a self-exclusion or time-out
      -- row, a ban): everyone else pays only this statement.
      v_batch := array_fill(0::bigint, array[coalesce(array_length(v_acc_ids, 1), 0)]);
      select coalesce(array_agg(distinct x.u), '{}') into v_check from (
        select s.user_id as u from limit_setting s
        where s.user_id = any(v_acc_users) and s.value is not null
          and s.limit_type in (1, 2, 3, 10, 11, 12, 30, 33, 37)
        union all
        select u.id from users u where u.id = any(v_acc_users) and u.ban_level > 0) x;
`,
  );
  t = edit(
    t,
    "        v_total := (v_item->>'total')::bigint;\n",
    `        v_total := (v_item->>'total')::bigint;
        v_refusal := null;
        if k is not null and v_acc_users[k] = any(v_check) and not (i = any(v_stale)) then
          v_refusal := limit_stake_refusal(v_acc_users[k], v_acc_cur[k], (v_item->>'digits')::integer,
            (v_item->'coupons'->0->'row'->>'placed_at')::timestamptz, v_total, v_batch[k]);
        end if;
`,
  );
  t = edit(
    t,
    "        elsif v_acc_bal[k] - v_acc_held[k] < v_total then\n",
    `        elsif v_refusal is not null then
          v_kind[i] := 'refused';
          v_status[i] := 'failed';
          v_code[i] := 403;
          v_text[i] := v_refusal;
        elsif v_acc_bal[k] - v_acc_held[k] < v_total then
`,
  );
  t = edit(
    t,
    "          v_acc_bal[k] := v_acc_bal[k] - v_total;\n",
    "          v_acc_bal[k] := v_acc_bal[k] - v_total;\n          v_batch[k] := v_batch[k] + v_total;\n",
  );
  t = edit(
    t,
    "        where jsonb_array_length(x.c->'blocks') > 0;\n",
    `        where jsonb_array_length(x.c->'blocks') > 0;
        -- The stakes join the usage series (every player: a limit set later counts them).
        insert into limit_usage as lu (user_id, currency, bucket, stakes)
        select x.u, x.cur, limit_bucket((x.c->'row'->>'placed_at')::timestamptz), sum(x.m)
        from unnest(c_users, c_cur, c_json, c_amounts) as x(u, cur, c, m)
        group by 1, 2, 3 order by 1, 2, 3
        on conflict (user_id, currency, bucket) do update set stakes = lu.stakes + excluded.stakes;
`,
  );
  return t;
}

/** Exported for migration 1000, whose down restores limit_stake_refusal from this text. */
export const up = [
  `create table limit_usage (
    user_id bigint not null,
    currency text not null,
    bucket timestamptz not null,
    deposits bigint not null default 0,
    stakes bigint not null default 0,
    lost bigint not null default 0,
    won bigint not null default 0,
    primary key (user_id, currency, bucket)
  )`,
  `create table limit_casino_open (
    user_id bigint not null,
    currency text not null,
    open_stakes bigint not null default 0 check (open_stakes >= 0),
    primary key (user_id, currency)
  )`,
  "create index bet_coupon_open_user on bet_coupon (user_id, currency) include (amount) where status = -1",
  // Deposits the provider reports pending: they count in every window whatever their age.
  "create index wallet_payment_pending_deposit on wallet_payment (user_id, currency, created_at) include (amount) where kind = 'deposit' and status = 'pending'",
  // The hour an instant falls in, in UTC whatever the session's time zone.
  `create function limit_bucket(p_at timestamptz) returns timestamptz
  language sql immutable parallel safe as $$
    select date_bin('1 hour', p_at, timestamptz '2000-01-01 00:00:00+00')
  $$`,
  `create function limit_usage_add(p_user bigint, p_currency text, p_at timestamptz, p_deposits bigint,
    p_stakes bigint, p_lost bigint, p_won bigint) returns void
  language sql as $$
    insert into limit_usage as lu (user_id, currency, bucket, deposits, stakes, lost, won)
    values (p_user, p_currency, limit_bucket(p_at), p_deposits, p_stakes, p_lost, p_won)
    on conflict (user_id, currency, bucket) do update set deposits = lu.deposits + excluded.deposits,
      stakes = lu.stakes + excluded.stakes, lost = lu.lost + excluded.lost, won = lu.won + excluded.won
  $$`,
  // Sums per window (86400, 604800, 2592000 s) of one player's usage in one currency at p_now: one
  // primary-key range scan of at most 721 rows, each window an aggregate's filter.
  `create function limit_usage_sums(p_user bigint, p_currency text, p_now timestamptz)
  returns table (o_window integer, o_deposits bigint, o_stakes bigint, o_loss bigint)
  language sql stable as $$
    select w.s, w.d, w.st, w.l
    from (
      select
        coalesce(sum(u.deposits) filter (where u.bucket > b.p1), 0)::bigint as d1,
        coalesce(sum(u.stakes) filter (where u.bucket > b.p1), 0)::bigint as s1,
        coalesce(sum(case when u.bucket > b.w1 then u.lost - u.won else u.lost end)
          filter (where u.bucket > b.p1), 0)::bigint as l1,
        coalesce(sum(u.deposits) filter (where u.bucket > b.p2), 0)::bigint as d2,
        coalesce(sum(u.stakes) filter (where u.bucket > b.p2), 0)::bigint as s2,
        coalesce(sum(case when u.bucket > b.w2 then u.lost - u.won else u.lost end)
          filter (where u.bucket > b.p2), 0)::bigint as l2,
        coalesce(sum(u.deposits), 0)::bigint as d3,
        coalesce(sum(u.stakes), 0)::bigint as s3,
        coalesce(sum(case when u.bucket > b.w3 then u.lost - u.won else u.lost end), 0)::bigint as l3
      from (select p_now - interval '86400 seconds' as w1, p_now - interval '90000 seconds' as p1,
          p_now - interval '604800 seconds' as w2, p_now - interval '608400 seconds' as p2,
          p_now - interval '2592000 seconds' as w3, p_now - interval '2595600 seconds' as p3) b
      left join limit_usage u on u.user_id = p_user and u.currency = p_currency
        and u.bucket > b.p3 and u.bucket <= p_now
    ) a
    cross join lateral (values (86400, a.d1, a.s1, a.l1), (604800, a.d2, a.s2, a.l2),
      (2592000, a.d3, a.s3, a.l3)) as w(s, d, st, l)
  $$`,
  // The potential loss of everything open: open coupons' stakes and open casino rounds' stakes.
  `create function limit_open_stakes(p_user bigint, p_currency text) returns bigint
  language sql stable as $$
    select coalesce((select sum(c.amount) from bet_coupon c
        where c.user_id = p_user and c.currency = p_currency and c.status = -1), 0)::bigint
      + coalesce((select o.open_stakes from limit_casino_open o
        where o.user_id = p_user and o.currency = p_currency), 0)::bigint
  $$`,
  // What forbids any gambling or deposit now (the domain's restrictions and spec 001 §4's ban), as
  // its catalogue code; null when nothing does. Same order as packages/domain/src/limits/checks.ts.
  `create function limit_refusal(p_user bigint, p_now timestamptz) returns text
  language plpgsql stable as $$
    declare
      s record;
      v_excl boolean := false;
      v_ends timestamptz;
      v_reopen timestamptz;
      v_timed_out boolean := false;
      v_marker boolean := false;
    begin
      if exists (select 1 from users u where u.id = p_user and u.ban_level > 0) then
        return 'ACCOUNT_BANNED';
      end if;
      for s in select * from limit_setting x where x.user_id = p_user and x.limit_type in (30, 33, 37)
        and x.value is not null and x.applied_at <= p_now loop
        if s.limit_type = 30 then
          v_excl := true;
          v_ends := s.ends_at;
          v_reopen := s.reopen_requested_at;
        elsif s.limit_type = 37 and s.value = 1 then v_marker := true;
        elsif s.limit_type = 33 and s.ends_at > p_now then v_timed_out := true;
        end if;
      end loop;
      if v_excl and v_ends is not null and v_ends > p_now then
        return 'SELF_EXCLUDED';
      end if;
      if v_marker then return 'SELF_EXCLUDED'; end if;
      if v_excl and v_ends is not null and v_ends <= p_now then
        if v_reopen is null or v_reopen < v_ends or v_reopen > p_now then
          return 'SELF_EXCLUSION_ENDED';
        end if;
        if p_now < v_reopen + interval '24 hours' then return 'REOPEN_COOLING_OFF'; end if;
      end if;
      if v_timed_out then return 'TIMED_OUT'; end if;
      return null;
    end $$`,
  // The refusal of a money limit as it is stored under an idempotency key.
  `create function limit_refusal_text(p_code text, p_type integer, p_left bigint, p_currency text,
    p_digits integer) returns text
  language sql immutable as $$
    select json_build_object('error', json_build_object('code', p_code, 'details',
      case when p_type is null then null else json_build_object('limitType', p_type,
        'limitBalance', bet_format_scaled(greatest(p_left, 0), p_digits), 'currency', p_currency) end))::text
  $$`,
  // A stake of p_stake (minor units of p_currency) at p_now, after p_batch already accepted in the
  // same call: restrictions and ban, then wagering 1/2/3 (stakes in the window + this stake), then
  // loss 10/11/12 (settled net loss in the window + every open stake + this stake). Of a group's
  // limits the one with the least left refuses (the shorter window on a tie). A limit set in another
  // currency than the account's refuses with nothing left (no conversion). Null: allowed.
  `create function limit_stake_refusal(p_user bigint, p_currency text, p_digits integer,
    p_now timestamptz, p_stake bigint, p_batch bigint) returns text
  language plpgsql stable as $$
    declare
      v_code text := limit_refusal(p_user, p_now);
      s record;
      v_stakes bigint[];
      v_loss bigint[];
      v_open bigint;
      v_used bigint;
      v_limit bigint;
      v_worst_type integer;
      v_worst_left bigint;
      v_group integer;
    begin
      if v_code is not null then return limit_refusal_text(v_code, null, null, null, null); end if;
      for v_group in 0 .. 1 loop
        v_worst_type := null;
        for s in select x.limit_type, x.value, x.currency from limit_setting x
          where x.user_id = p_user and x.value is not null and x.value <> 999999999
            and x.applied_at <= p_now
            and x.limit_type in (case when v_group = 0 then 1 else 10 end,
              case when v_group = 0 then 2 else 11 end, case when v_group = 0 then 3 else 12 end)
          order by x.limit_type loop
          if v_stakes is null then
            select array_agg(o_stakes order by o_window), array_agg(o_loss order by o_window)
            into v_stakes, v_loss from limit_usage_sums(p_user, p_currency, p_now);
          end if;
          if s.currency is distinct from p_currency then
            v_limit := 0;
            v_used := 1;
          else
            v_limit := s.value::bigint * (10::bigint ^ p_digits)::bigint;
            if v_group = 0 then
              v_used := v_stakes[s.limit_type] + p_batch;
            else
              if v_open is null then v_open := limit_open_stakes(p_user, p_currency); end if;
              v_used := v_loss[s.limit_type - 9] + v_open + p_batch;
            end if;
          end if;
          if v_used + p_stake > v_limit and (v_worst_type is null or v_limit - v_used < v_worst_left) then
            v_worst_type := s.limit_type;
            v_worst_left := v_limit - v_used;
          end if;
        end loop;
        if v_worst_type is not null then
          return limit_refusal_text(case when v_group = 0 then 'LIMIT_WAGER_EXCEEDED' else 'LIMIT_LOSS_EXCEEDED' end,
            v_worst_type, v_worst_left, p_currency, p_digits);
        end if;
      end loop;
      return null;
    end $$`,
  // A deposit of p_amount started at p_now: restrictions and ban, then deposit limits 20/21/22
  // (deposits started in the window and not failed or cancelled + this amount).
  `create function limit_deposit_refusal(p_user bigint, p_currency text, p_digits integer,
    p_now timestamptz, p_amount bigint) returns text
  language plpgsql stable as $$
    declare
      v_code text := limit_refusal(p_user, p_now);
      s record;
      v_deposits bigint[];
      v_used bigint;
      v_limit bigint;
      v_worst_type integer;
      v_worst_left bigint;
    begin
      if v_code is not null then return limit_refusal_text(v_code, null, null, null, null); end if;
      for s in select x.limit_type, x.value, x.currency from limit_setting x
        where x.user_id = p_user and x.value is not null and x.value <> 999999999
          and x.applied_at <= p_now and x.limit_type in (20, 21, 22)
        order by x.limit_type loop
        if v_deposits is null then
          select array_agg(o_deposits order by o_window) into v_deposits
          from limit_usage_sums(p_user, p_currency, p_now);
        end if;
        if s.currency is distinct from p_currency then
          v_limit := 0;
          v_used := 1;
        else
          v_limit := s.value::bigint * (10::bigint ^ p_digits)::bigint;
          -- The series counts a deposit by its start; one still pending at the provider counts in
          -- every window, so add those the series has left out of this one.
          v_used := v_deposits[s.limit_type - 19] + coalesce((select sum(w.amount) from wallet_payment w
            where w.user_id = p_user and w.currency = p_currency and w.kind = 'deposit'
              and w.status = 'pending' and limit_bucket(w.created_at) <= p_now
                - make_interval(secs => case s.limit_type when 20 then 86400 when 21 then 604800 else 2592000 end + 3600)), 0);
        end if;
        if v_used + p_amount > v_limit and (v_worst_type is null or v_limit - v_used < v_worst_left) then
          v_worst_type := s.limit_type;
          v_worst_left := v_limit - v_used;
        end if;
      end loop;
      if v_worst_type is not null then
        return limit_refusal_text('LIMIT_DEPOSIT_EXCEEDED', v_worst_type, v_worst_left, p_currency, p_digits);
      end if;
      return null;
    end $$`,
  // Settlement and re-settlement of a coupon: its net moves to the bucket of its (latest) settlement.
  `create function limit_usage_coupon_settled() returns trigger
  language plpgsql as $$
    begin
      if old.return_amount is not null and old.settled_at is not null then
        perform limit_usage_add(old.user_id, old.currency, old.settled_at, 0, 0,
          -greatest(old.amount - old.return_amount, 0), -greatest(old.return_amount - old.amount, 0));
      end if;
      if new.return_amount is not null and new.settled_at is not null then
        perform limit_usage_add(new.user_id, new.currency, new.settled_at, 0, 0,
          greatest(new.amount - new.return_amount, 0), greatest(new.return_amount - new.amount, 0));
      end if;
      return null;
    end $$`,
  `create trigger bet_coupon_limit_usage after update of return_amount, settled_at on bet_coupon
    for each row when (old.return_amount is distinct from new.return_amount
      or old.settled_at is distinct from new.settled_at)
    execute function limit_usage_coupon_settled()`,
  // Deposits count from their start; a failed or cancelled one leaves the series at once.
  `create function limit_usage_deposit() returns trigger
  language plpgsql as $$
    begin
      if new.kind <> 'deposit' then return null; end if;
      if tg_op = 'INSERT' then
        if new.status not in ('failed', 'cancelled') then
          perform limit_usage_add(new.user_id, new.currency, new.created_at, new.amount, 0, 0, 0);
        end if;
      elsif old.status not in ('failed', 'cancelled') and new.status in ('failed', 'cancelled') then
        perform limit_usage_add(new.user_id, new.currency, new.created_at, -new.amount, 0, 0, 0);
      end if;
      return null;
    end $$`,
  `create trigger wallet_payment_limit_usage after insert or update of status on wallet_payment
    for each row execute function limit_usage_deposit()`,
  // The deposits and settled coupons made before this migration.
  `insert into limit_usage (user_id, currency, bucket, deposits)
    select user_id, currency, limit_bucket(created_at), sum(amount) from wallet_payment
    where kind = 'deposit' and status not in ('failed', 'cancelled') group by 1, 2, 3`,
  `insert into limit_usage as lu (user_id, currency, bucket, stakes)
    select user_id, currency, limit_bucket(placed_at), sum(amount) from bet_coupon group by 1, 2, 3
    on conflict (user_id, currency, bucket) do update set stakes = lu.stakes + excluded.stakes`,
  `insert into limit_usage as lu (user_id, currency, bucket, lost, won)
    select user_id, currency, limit_bucket(settled_at), sum(greatest(amount - return_amount, 0)),
      sum(greatest(return_amount - amount, 0)) from bet_coupon
    where return_amount is not null and settled_at is not null group by 1, 2, 3
    on conflict (user_id, currency, bucket) do update set lost = lu.lost + excluded.lost,
      won = lu.won + excluded.won`,
  placeFunction(true),
];

const down = [
  placeFunction(false),
  "drop trigger wallet_payment_limit_usage on wallet_payment",
  "drop function limit_usage_deposit",
  "drop trigger bet_coupon_limit_usage on bet_coupon",
  "drop function limit_usage_coupon_settled",
  "drop function limit_deposit_refusal",
  "drop function limit_stake_refusal",
  "drop function limit_refusal_text",
  "drop function limit_refusal",
  "drop function limit_open_stakes",
  "drop function limit_usage_sums",
  "drop function limit_usage_add",
  "drop function limit_bucket",
  "drop index wallet_payment_pending_deposit",
  "drop index bet_coupon_open_user",
  "drop table limit_casino_open",
  "drop table limit_usage",
];

export const enforcementMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
