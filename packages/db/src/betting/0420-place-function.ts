import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * Placing coupons as one database call (docs/betting-service.md "Placement write path"). The betting
 * service checks a coupon with the engine against the catalogue it has just read, then hands the
 * database everything to write; bet_place_coupons writes a whole batch of such placements (group
 * commit: one call, one commit, one WAL flush for all of them) without raising for a refusal, so no
 * savepoint is needed and one player's refusal never undoes another's bet.
 */
/** Exported for migration 0422, which redefines two of these functions from this text. */
export const up = [
  // Minor units as decimal text with the currency's digits, exactly as formatScaled in
  // packages/domain/src/betting/money.ts (a property test holds the two together): 150n, 2 → "1.50".
  // PL/pgSQL, not SQL: called from PL/pgSQL, a SQL function would be planned again on every call.
  `create function bet_format_scaled(p_value bigint, p_digits integer) returns text
  language plpgsql immutable parallel safe as $$
    declare
      t text := abs(p_value)::text;
    begin
      if length(t) <= p_digits then
        t := lpad(t, p_digits + 1, '0');
      end if;
      return case when p_value < 0 then '-' else '' end
        || case when p_digits = 0 then t else left(t, -p_digits) || '.' || right(t, p_digits) end;
    end $$`,
  // One row per placement of the batch (p_items: a JSON array built by placement-item.ts; the
  // writer never puts one player's key twice in a batch):
  //   placed  — written; o_response is the answer stored under the idempotency key;
  //   refused — not enough available balance for all its stakes: the refusal is stored instead;
  //   replay  — the key was used before (or by a concurrent request, whose commit it waited for):
  //             its stored hash, status and answer;
  //   account — the account is gone or closed since it was read; nothing written;
  //   stale   — checked against remembered catalogue state (placement-cache.ts) that the catalogue
  //             no longer shows: an outcome's odds, its market's suspension or live flag, its game's
  //             status or end differ from the item's "verify" list; nothing written, nothing stored.
  // Set-based: the accounts are locked once in id order (the balances checked are the balances
  // debited, placements of one account taken in batch order), then ONE statement per table writes
  // the whole batch — keys with their final answers, codes, stakes (wallet_post_transfers, the
  // ledger's batch writer), coupons, legs, blocks. Each statement's set-up (indexes, constraints,
  // triggers) is then paid once per batch instead of once per coupon.
  // The answer template carries "id":-k for the k-th coupon's id and -1 for the balance fields:
  // numbers no real answer has, so a plain replace fills them in (ids are drawn from the coupon
  // sequence first, so each answer is final before anything is written).
  `create function bet_place_coupons(p_items jsonb)
  returns table (o_index integer, o_kind text, o_status text, o_status_code integer, o_hash text,
    o_response text)
  -- Generic plans from the first call: PostgreSQL would otherwise keep planning statements whose
  -- generic plan it cannot tell is as good (most of a call's time, measured).
  language plpgsql set plan_cache_mode = force_generic_plan as $$
    declare
      v_n integer := jsonb_array_length(p_items);
      v_item jsonb;
      v_kind text[] := array_fill(null::text, array[v_n]);
      v_text text[] := array_fill(null::text, array[v_n]);
      v_code integer[] := array_fill(null::integer, array[v_n]);
      v_hash text[] := array_fill(null::text, array[v_n]);
      v_status text[] := array_fill(null::text, array[v_n]);
      v_first integer[] := array_fill(0, array[v_n]);
      v_count integer[] := array_fill(0, array[v_n]);
      v_after bigint[] := array_fill(0::bigint, array[v_n]);
      v_held_at bigint[] := array_fill(0::bigint, array[v_n]);
      v_acc_ids bigint[];
      v_acc_users bigint[];
      v_acc_cur text[];
      v_acc_bal bigint[];
      v_acc_held bigint[];
      v_ids bigint[];
      v_need integer := 0;
      v_total bigint;
      v_digits integer;
      v_kept text[];
      v_stale integer[];
      c_ids bigint[] := '{}';
      c_json jsonb[] := '{}';
      c_users bigint[] := '{}';
      c_accounts bigint[] := '{}';
      c_cur text[] := '{}';
      c_keys text[] := '{}';
      c_amounts bigint[] := '{}';
      s_keys text[];
      s_ids bigint[];
      i integer;
      j integer;
      k integer;
    begin
      -- 1. Lock every account of the batch, in id order.
      select array_agg(a.id), array_agg(a.user_id), array_agg(a.currency), array_agg(a.balance),
        array_agg(a.held)
      into v_acc_ids, v_acc_users, v_acc_cur, v_acc_bal, v_acc_held
      from (select w.id, w.user_id, w.currency, w.balance, w.held from wallet_account w
        where w.id in (select (e->>'account')::bigint from jsonb_array_elements(p_items) e)
          and w.closed_at is null
        order by w.id for update) a;
      -- 2. Placements checked against remembered state that the catalogue no longer shows.
      select coalesce(array_agg(distinct x.i::integer), '{}') into v_stale
      from jsonb_array_elements(p_items) with ordinality as x(item, i)
      cross join lateral jsonb_to_recordset(x.item->'verify')
        as v(o bigint, coef integer, status smallint, live boolean)
      left join sb_outcome o on o.outcome_id = v.o
      left join sb_market m on m.market_id = o.market_id
      left join sb_game g on g.game_id = o.game_id
      where o.outcome_id is null or o.coef <> v.coef or m.is_blocked or g.is_finished
        or g.status_id <> v.status or m.is_live <> v.live;
      -- 3. Decide each placement in batch order against the running balances.
      for i in 1 .. v_n loop
        v_item := p_items->(i - 1);
        k := array_position(v_acc_ids, (v_item->>'account')::bigint);
        v_total := (v_item->>'total')::bigint;
        if i = any(v_stale) then
          v_kind[i] := 'stale';
        elsif k is null or v_acc_users[k] <> (v_item->>'user')::bigint
          or v_acc_cur[k] <> v_item->>'currency' then
          v_kind[i] := 'account';
        elsif v_acc_bal[k] - v_acc_held[k] < v_total then
          v_kind[i] := 'refused';
          v_status[i] := 'failed';
          v_code[i] := (v_item->>'refusalStatus')::integer;
          v_text[i] := v_item->>'refusal';
        else
          v_kind[i] := 'placed';
          v_status[i] := 'succeeded';
          v_code[i] := 201;
          v_acc_bal[k] := v_acc_bal[k] - v_total;
          v_after[i] := v_acc_bal[k];
          v_held_at[i] := v_acc_held[k];
          v_count[i] := jsonb_array_length(v_item->'coupons');
          v_first[i] := v_need + 1;
          v_need := v_need + v_count[i];
        end if;
      end loop;
      -- 4. Coupon ids, then each placed answer made final.
      select array_agg(nextval(pg_get_serial_sequence('bet_coupon', 'id')))
      into v_ids from generate_series(1, v_need);
      for i in 1 .. v_n loop
        if v_kind[i] = 'placed' then
          v_item := p_items->(i - 1);
          v_digits := (v_item->>'digits')::integer;
          v_text[i] := v_item->>'answer';
          for j in 1 .. v_count[i] loop
            v_text[i] := replace(v_text[i], '"id":-' || j || ',', '"id":' || v_ids[v_first[i] + j - 1] || ',');
          end loop;
          v_text[i] := replace(replace(replace(v_text[i],
            '"money":-1', '"money":"' || bet_format_scaled(v_after[i] - v_held_at[i], v_digits) || '"'),
            '"held":-1', '"held":"' || bet_format_scaled(v_held_at[i], v_digits) || '"'),
            '"balance":-1', '"balance":"' || bet_format_scaled(v_after[i], v_digits) || '"');
        end if;
      end loop;
      -- 5. The keys with their final answers; a key that exists already makes its placement a replay.
      with stored as (
        insert into wallet_idempotency (user_id, operation, key, request_hash, status, status_code, response)
        select (p_items->(x.i::integer - 1)->>'user')::bigint, 'bet.place',
          p_items->(x.i::integer - 1)->>'key', p_items->(x.i::integer - 1)->>'hash', x.status, x.code, x.text
        from unnest(v_kind, v_status, v_code, v_text) with ordinality as x(kind, status, code, text, i)
        where x.kind in ('placed', 'refused')
        on conflict do nothing
        returning user_id::text || ':' || key as uk
      )
      select array_agg(uk) into v_kept from stored;
      for i in 1 .. v_n loop
        v_item := p_items->(i - 1);
        if v_kind[i] in ('placed', 'refused')
          and not ((v_item->>'user') || ':' || (v_item->>'key')) = any(coalesce(v_kept, '{}')) then
          -- A replay moves no money: the balances decided after it in this batch would be wrong
          -- if another placement shares its account, so such a batch is retried one by one.
          if v_kind[i] = 'placed' and (select count(*) from jsonb_array_elements(p_items) e
              where e->>'account' = v_item->>'account') > 1 then
            raise exception 'a replayed key shares its account with other placements of the batch'
              using errcode = '40001';
          end if;
          v_kind[i] := 'replay';
          select w.status, w.status_code, w.request_hash, w.response
          into o_status, o_status_code, o_hash, o_response
          from wallet_idempotency w
          where w.user_id = (v_item->>'user')::bigint and w.operation = 'bet.place'
            and w.key = v_item->>'key';
          v_status[i] := o_status;
          v_code[i] := o_status_code;
          v_hash[i] := o_hash;
          v_text[i] := o_response;
        elsif v_kind[i] = 'placed' then
          for j in 1 .. v_count[i] loop
            c_ids := c_ids || v_ids[v_first[i] + j - 1];
            c_json := c_json || (v_item->'coupons'->(j - 1));
            c_users := c_users || (v_item->>'user')::bigint;
            c_accounts := c_accounts || (v_item->>'account')::bigint;
            c_cur := c_cur || (v_item->>'currency');
            c_keys := c_keys || (v_item->>'key');
            c_amounts := c_amounts || (v_item->'coupons'->(j - 1)->>'amount')::bigint;
          end loop;
        end if;
      end loop;
      -- 6. One statement per table for every placed coupon.
      if array_length(c_ids, 1) > 0 then
        insert into bet_coupon_code (code, type_id, system_value, bets)
        select c->>'code', (c->'row'->>'type_id')::smallint, (c->'row'->>'system_value')::integer,
          c->'codeBets'
        from unnest(c_json) as c;
        select array_agg(t.o_key), array_agg(t.o_transaction_id) into s_keys, s_ids
        from wallet_post_transfers(array(select c->>'stakeKey' from unnest(c_json) as c),
          array(select c->>'stakeHash' from unnest(c_json) as c), 'bet.stake', c_users, c_accounts,
          c_cur, c_amounts, 'bets_in_play') t;
        insert into bet_coupon (id, user_id, account_id, currency, idempotency_key,
          stake_transaction_id, code, amount, type_id, system_value, change_coef_action,
          request_position, is_live, is_vip_bet, is_drop_on_score_change, exact_coef, bonus_coef,
          anti_express_coef, anti_express_margin_bp, possible_win, accepted_after_ms, placed_at)
        overriding system value
        select x.id, x.u, x.a, x.cur, x.k, s.id, x.c->>'code', x.m, r.type_id, r.system_value,
          r.change_coef_action, r.request_position, r.is_live, r.is_vip_bet,
          r.is_drop_on_score_change, r.exact_coef, r.bonus_coef, r.anti_express_coef,
          r.anti_express_margin_bp, r.possible_win, r.accepted_after_ms, r.placed_at
        from unnest(c_ids, c_json, c_users, c_accounts, c_cur, c_keys, c_amounts) as x(id, c, u, a, cur, k, m)
        join unnest(s_keys, s_ids) as s(key, id) on s.key = x.c->>'stakeKey'
        cross join lateral jsonb_populate_record(null::bet_coupon, x.c->'row') r;
        insert into bet_coupon_bet (coupon_id, position, outcome_id, market_id, game_id, coef,
          is_banker, block_id)
        select x.id, l.position, l.outcome_id, l.market_id, l.game_id, l.coef, l.is_banker, l.block_id
        from unnest(c_ids, c_json) as x(id, c)
        cross join lateral jsonb_populate_recordset(null::bet_coupon_bet, x.c->'legs') l;
        insert into bet_coupon_block (coupon_id, block_id, amount)
        select x.id, b.block_id, b.amount
        from unnest(c_ids, c_json) as x(id, c)
        cross join lateral jsonb_populate_recordset(null::bet_coupon_block, x.c->'blocks') b
        where jsonb_array_length(x.c->'blocks') > 0;
      end if;
      for i in 1 .. v_n loop
        o_index := (p_items->(i - 1)->>'i')::integer;
        o_kind := v_kind[i];
        o_status := v_status[i];
        o_status_code := v_code[i];
        o_hash := v_hash[i];
        o_response := v_text[i];
        return next;
      end loop;
    end $$`,
  // The placement read (placement-read.ts): the account, the key's stored answer and the outcomes
  // in one call, planned once (as a prepared statement PostgreSQL re-planned it on every call: the
  // generic plan of "= any($5)" never looked as cheap as a custom one).
  `create function bet_placement_read(p_user bigint, p_currency text, p_account bigint, p_key text,
    p_outcomes bigint[])
  returns table (account_id bigint, account_type smallint, account_currency text, answer_hash text,
    answer_status text, answer_code integer, answer text, outcome_id bigint, code text,
    outcome_name text, coef integer, outcome_status smallint, market_id bigint, type_id smallint,
    kind smallint, param double precision, is_live boolean, is_blocked boolean, market_name text,
    game_id bigint, number integer, sport_id integer, champ_id integer, home text, away text,
    slug text, start_at timestamptz, status_id smallint, time_sec integer, period smallint,
    score_home integer, score_away integer, period_scores jsonb, info text, is_finished boolean,
    is_live_in_live boolean, is_recommended boolean, video_id text, champ_name text)
  language plpgsql stable set plan_cache_mode = force_generic_plan as $$
    #variable_conflict use_column
    begin
      return query
      select a.id, a.type, a.currency, w.request_hash, w.status, w.status_code, w.response,
        o.outcome_id, o.code, o.name, o.coef, o.status_id, m.market_id, m.type_id, m.kind, m.param,
        m.is_live, m.is_blocked, m.name, g.game_id, g.number, g.sport_id, g.champ_id, g.home, g.away,
        g.slug, g.start_at, g.status_id, g.time_sec, g.period, g.score_home, g.score_away,
        g.period_scores, g.info, g.is_finished, g.is_live_in_live, g.is_recommended, g.video_id,
        c.name_eng
      from (select 1) as base
      left join lateral (
        select x.id, x.type, x.currency from wallet_account x
        where x.user_id = p_user and x.closed_at is null
          and case when p_account is null then x.currency = p_currency and x.type in (0, 9)
            else x.id = p_account end
        limit 1
      ) a on true
      left join wallet_idempotency w on w.user_id = p_user and w.operation = 'bet.place' and w.key = p_key
      left join (sb_outcome o
        join sb_market m on m.market_id = o.market_id
        join sb_game g on g.game_id = o.game_id
        left join sb_champ c on c.champ_id = g.champ_id) on o.outcome_id = any(p_outcomes);
    end $$`,
];

const down = [
  "drop function bet_placement_read",
  "drop function bet_place_coupons",
  "drop function bet_format_scaled",
];

export const placeFunctionMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
