import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";
import { up as enforcement, placeFunction } from "./0800-enforcement.ts";

/**
 * The stake check of migration 0800, made cheap (issue 15's bench:placebet target; docs/
 * responsible-gaming.md "Enforcement in the database", "Its cost"). Same rules, same answers:
 *
 * - `limit_money_headroom(user, currency, digits, now)`: one SQL function PostgreSQL inlines into
 *   the statement that calls it (no nested function planned per call): for each group (wagering
 *   1/2/3, loss 10/11/12) the limit with the least left before this call's batch (shorter window on
 *   a tie) and the first limit set in another currency. Each limit reads its own window of the usage
 *   series (the window rule of limit_usage_sums, one range scan and one sum).
 * - `limit_stake_decision(...)`: the refusal from those figures, this batch's accepted stakes and
 *   this stake; a plain expression PostgreSQL inlines into the PL/pgSQL expression that calls it.
 * - `limit_stake_refusal(...)` keeps its signature (the casino's debit calls it) and answers the
 *   same as before, from the two functions above.
 * - bet_place_coupons reads the headroom of every placement of the batch whose player has
 *   something to check in ONE statement after the account locks, instead of calling
 *   limit_stake_refusal (five statements, one a SQL function planned on every call) per placement;
 *   limit_refusal runs only for players with a restriction row or a ban (the batch's pre-check,
 *   step 1b, now says which); the per-placement decision is then arithmetic against the batch's
 *   running totals.
 */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`migration 1000: bet_place_coupons no longer reads "${from}"`);
  return text.replace(from, to);
}

/** bet_place_coupons as this migration leaves it; migration 1001 edits it further. */
export function batchCheck(): string {
  let t = placeFunction(true);
  t = edit(
    t,
    "      v_refusal text;\n",
    `      v_refusal text;
      h record;
      v_restricted bigint[];
      v_rcode text;
      h_set boolean[] := '{}';
      h_wt integer[] := '{}';
      h_wl bigint[] := '{}';
      h_wm integer[] := '{}';
      h_lt integer[] := '{}';
      h_ll bigint[] := '{}';
      h_lm integer[] := '{}';
`,
  );
  // 1b also tells the players with a restriction row or a ban (limit_refusal runs only for them).
  t = edit(
    t,
    `      select coalesce(array_agg(distinct x.u), '{}') into v_check from (
        select s.user_id as u from limit_setting s`,
    `      select coalesce(array_agg(distinct x.u), '{}'),
        coalesce(array_agg(distinct x.u) filter (where x.t is null or x.t in (30, 33, 37)), '{}')
      into v_check, v_restricted from (
        select s.user_id as u, s.limit_type as t from limit_setting s`,
  );
  t = edit(
    t,
    "        select u.id from users u where u.id = any(v_acc_users) and u.ban_level > 0) x;\n",
    `        select u.id, null from users u where u.id = any(v_acc_users) and u.ban_level > 0) x;
      -- 1c. Their placements' headroom, one statement for the batch (after the locks: a fresh
      -- snapshot sees what the lock's previous holder committed).
      if array_length(v_check, 1) > 0 then
        for h in select e.i::integer as i, x.* from jsonb_array_elements(p_items) with ordinality as e(item, i)
          cross join lateral limit_money_headroom((e.item->>'user')::bigint, e.item->>'currency',
            (e.item->>'digits')::integer, (e.item->'coupons'->0->'row'->>'placed_at')::timestamptz) x
          where (e.item->>'user')::bigint = any(v_check) loop
          h_set[h.i] := true;
          h_wt[h.i] := h.o_w_type;
          h_wl[h.i] := h.o_w_left;
          h_wm[h.i] := h.o_w_mis;
          h_lt[h.i] := h.o_l_type;
          h_ll[h.i] := h.o_l_left;
          h_lm[h.i] := h.o_l_mis;
        end loop;
      end if;
`,
  );
  t = edit(
    t,
    `        if k is not null and v_acc_users[k] = any(v_check) and not (i = any(v_stale)) then
          v_refusal := limit_stake_refusal(v_acc_users[k], v_acc_cur[k], (v_item->>'digits')::integer,
            (v_item->'coupons'->0->'row'->>'placed_at')::timestamptz, v_total, v_batch[k]);
        end if;
`,
    `        if k is not null and h_set[i] and not (i = any(v_stale)) then
          if v_acc_users[k] = any(v_restricted) then
            v_rcode := limit_refusal(v_acc_users[k], (v_item->'coupons'->0->'row'->>'placed_at')::timestamptz);
            if v_rcode is not null then
              v_refusal := limit_refusal_text(v_rcode, null, null, null, null);
            end if;
          end if;
          if v_refusal is null then
            v_refusal := limit_stake_decision(v_acc_cur[k], (v_item->>'digits')::integer, v_total,
              v_batch[k], h_wt[i], h_wl[i], h_wm[i], h_lt[i], h_ll[i], h_lm[i]);
          end if;
        end if;
`,
  );
  return t;
}

const STAKE_REFUSAL_BEFORE = enforcement.find((s) => s.includes("create function limit_stake_refusal("));

/** Exported for migration 1001, which redefines limit_stake_headroom from this text. */
export const up = [
  // Per group: the limit with the least left (limit − usage in its window, loss adding every open
  // stake; the shorter window on a tie) among those in the account's currency, and the first one set
  // in another currency (it refuses with nothing left, no conversion). Usage and open stakes are
  // scalar subqueries: read once, and only when a limit needs them.
  `create function limit_money_headroom(p_user bigint, p_currency text, p_digits integer, p_now timestamptz)
  returns table (o_w_type integer, o_w_left bigint, o_w_mis integer, o_l_type integer, o_l_left bigint,
    o_l_mis integer)
  language sql stable as $$
    select (array_agg(s.t order by s.lft, s.t) filter (where s.t < 10 and s.lft is not null))[1],
      min(s.lft) filter (where s.t < 10),
      min(s.t) filter (where s.t < 10 and s.lft is null),
      (array_agg(s.t order by s.lft, s.t) filter (where s.t >= 10 and s.lft is not null))[1],
      min(s.lft) filter (where s.t >= 10),
      min(s.t) filter (where s.t >= 10 and s.lft is null)
    from (
      select x.limit_type::integer as t,
        case when x.currency is distinct from p_currency then null
          else x.value::bigint * (10::bigint ^ p_digits)::bigint - w.used end as lft
      from limit_setting x
      cross join lateral (select make_interval(secs => case when x.limit_type in (1, 10) then 86400
          when x.limit_type in (2, 11) then 604800 else 2592000 end) as len) l
      cross join lateral (
        select case when x.limit_type < 10 then coalesce(sum(u.stakes), 0)
          else coalesce(sum(case when u.bucket > p_now - l.len then u.lost - u.won else u.lost end), 0)
            + coalesce((select o.open_stakes from limit_casino_open o
              where o.user_id = p_user and o.currency = p_currency), 0)
            + coalesce((select sum(c.amount) from bet_coupon c
              where c.user_id = p_user and c.currency = p_currency and c.status = -1), 0) end::bigint as used
        from limit_usage u
        where u.user_id = p_user and u.currency = p_currency
          and u.bucket > p_now - l.len - interval '1 hour' and u.bucket <= p_now) w
      where x.user_id = p_user and x.limit_type in (1, 2, 3, 10, 11, 12) and x.value is not null
        and x.value <> 999999999 and x.applied_at <= p_now
    ) s
  $$`,
  // The refusal of a stake from its headroom (above), the stakes already accepted for the same
  // account in this call (p_batch) and the stake: wagering first, then loss; of a group the limit
  // with the least left refuses (a limit in another currency has −1 left). Null: allowed.
  `create function limit_stake_decision(p_currency text, p_digits integer, p_stake bigint, p_batch bigint,
    p_w_type integer, p_w_left bigint, p_w_mis integer, p_l_type integer, p_l_left bigint, p_l_mis integer)
  returns text
  language sql stable as $$
    select case
      when p_w_mis is not null or p_w_left - p_batch < p_stake then
        case when p_w_type is not null and (p_w_mis is null or p_w_left - p_batch < -1
            or (p_w_left - p_batch = -1 and p_w_type < p_w_mis))
          then limit_refusal_text('LIMIT_WAGER_EXCEEDED', p_w_type, p_w_left - p_batch, p_currency, p_digits)
          else limit_refusal_text('LIMIT_WAGER_EXCEEDED', p_w_mis, -1, p_currency, p_digits) end
      when p_l_mis is not null or p_l_left - p_batch < p_stake then
        case when p_l_type is not null and (p_l_mis is null or p_l_left - p_batch < -1
            or (p_l_left - p_batch = -1 and p_l_type < p_l_mis))
          then limit_refusal_text('LIMIT_LOSS_EXCEEDED', p_l_type, p_l_left - p_batch, p_currency, p_digits)
          else limit_refusal_text('LIMIT_LOSS_EXCEEDED', p_l_mis, -1, p_currency, p_digits) end
    end
  $$`,
  `create or replace function limit_stake_refusal(p_user bigint, p_currency text, p_digits integer,
    p_now timestamptz, p_stake bigint, p_batch bigint) returns text
  language plpgsql stable as $$
    declare
      v_code text := limit_refusal(p_user, p_now);
      h record;
    begin
      if v_code is not null then return limit_refusal_text(v_code, null, null, null, null); end if;
      select * into h from limit_money_headroom(p_user, p_currency, p_digits, p_now);
      return limit_stake_decision(p_currency, p_digits, p_stake, p_batch, h.o_w_type, h.o_w_left,
        h.o_w_mis, h.o_l_type, h.o_l_left, h.o_l_mis);
    end $$`,
  batchCheck(),
];

function down(): string[] {
  if (!STAKE_REFUSAL_BEFORE) throw new Error("migration 1000: limit_stake_refusal not found in 0800");
  return [
    placeFunction(true),
    STAKE_REFUSAL_BEFORE.replace("create function", "create or replace function"),
    "drop function limit_stake_decision",
    "drop function limit_money_headroom",
  ];
}

export const batchCheckMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down()),
};
