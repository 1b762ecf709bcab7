import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";
import { playFunctionUp } from "./0980-play-function.ts";

/**
 * casino_wallet_play with a set-based pass for the common request (docs/casino.md "Throughput").
 *
 * 0980's function runs every request of a group-committed batch in its own subtransaction with
 * about a dozen statements (the player, the round, the game and session, the account lock, two
 * usage upserts, wallet_post_transaction's three, the action row, the round's totals). Profiled
 * (perf on the backend), most of a bet's database time was per-statement set-up — executor start
 * and end, check constraints re-read per statement, locks and catalogue look-ups — not the rows.
 *
 * This migration keeps 0980's body, renamed `casino_wallet_play_each`, for every request it does
 * not take itself, and makes `casino_wallet_play` do, per batch:
 * 1. one statement: the players and their accounts; every account a request with actions names is
 *    locked, in account id order (so concurrent batches never deadlock on them), and read;
 * 2. one statement: which requests take the fast way — a request that is sure to succeed, checked
 *    explicitly rather than by raising: it opens a new round (no row for it), its actions are bets
 *    and wins of positive amounts none of whose action ids is known (nor named by a rollback), the
 *    player has no limit, restriction or ban to check, the game and provider are enabled, the
 *    launch session is open, the country allowed, no bet above the maximum, and the available
 *    balance covers all the request's bets. Its player, round and action ids appear in no other
 *    request of the batch;
 * 3. one statement for all of them (data-modifying CTEs): the rounds with their totals (and
 *    `finished_at` when they close), one ledger transaction per action (`casino.debit` /
 *    `casino.credit`, the same key, hash, meta and two entries as wallet_post_transaction), each
 *    account's balance once, the action rows, the usage series (stakes; a closing round's loss or
 *    win) and the open casino stakes — the same rows 0980 leaves, and the same answers.
 * Steps 2–3 are one block with one exception handler (one subtransaction per batch, not one per
 * request): anything unexpected there (a round or action id another transaction has just taken)
 * undoes the fast pass, and every request goes the old way. Everything else (repeats, rollbacks,
 * existing rounds, limited players, refusals, players with several requests in the batch) goes to
 * `casino_wallet_play_each`, each request still its own subtransaction, exactly as before.
 */
const each = playFunctionUp.map((s) =>
  s.replace("create function casino_wallet_play(", "create function casino_wallet_play_each("),
);
if (!each[0]?.includes("create function casino_wallet_play_each(")) {
  throw new Error("1020: 0980's casino_wallet_play no longer has the text this migration renames");
}

const up = [
  ...each,
  // The plans are generic (made once per connection, whatever the tables held then): no hash or
  // merge join and no sequential scan, so every row is found through its key whatever the sizes.
  `create or replace function casino_wallet_play(p_requests jsonb)
  returns table (o_index integer, o_code integer, o_message text, o_balance bigint, o_transactions text)
  language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off
    set enable_hashjoin = off set enable_mergejoin = off as $$
    declare
      v_pos integer[];
      v_acc bigint[];
      v_avail bigint[];
      v_fast integer[];
      v_fast_acc bigint[];
      v_fast_avail bigint[];
      v_fast_game integer[];
      v_ans_i integer[] := '{}';
      v_ans_balance bigint[];
      v_ans_tr text[];
    begin
      -- 1. Every account a request with actions names, locked in id order and read.
      select coalesce(array_agg(s.pos), '{}'), coalesce(array_agg(s.acc), '{}'),
        coalesce(array_agg(s.avail), '{}')
      into v_pos, v_acc, v_avail
      from (
        select x.pos, w.id as acc, w.balance - w.held as avail
        from (
          select e.pos - 1 as pos, (select w.id from wallet_account w
              where w.user_id = (e.r->>'user')::bigint and w.currency = e.r->>'currency'
                and w.type in (0, 9) and w.closed_at is null
              order by w.type limit 1) as acc
          from jsonb_array_elements(p_requests) with ordinality as e(r, pos)
          where jsonb_array_length(e.r->'actions') > 0
        ) x
        join wallet_account w on w.id = x.acc
        order by w.id
        for update of w
      ) s;
      begin
        -- 2. The requests sure to succeed (see the migration's comment), with their account, its
        -- available balance and their game.
        select coalesce(array_agg(f.pos order by f.pos), '{}'), coalesce(array_agg(f.acc order by f.pos), '{}'),
          coalesce(array_agg(f.avail order by f.pos), '{}'), coalesce(array_agg(f.game_id order by f.pos), '{}')
        into v_fast, v_fast_acc, v_fast_avail, v_fast_game
        from (
          -- Every look-up below is a LATERAL subquery on a unique or leading index key: a generic
          -- plan never turns one into a scan of a whole table (as EXISTS in an OR once did).
          with dup as materialized (
            select o->>'provider' as provider, x.ref
            from jsonb_array_elements(p_requests) o
            cross join lateral jsonb_array_elements(o->'actions') b
            cross join lateral (values (b->>'ref'), (b->>'original')) as x(ref)
            where x.ref is not null
            group by 1, 2 having count(*) > 1
          )
          select q.pos, q.acc, q.avail, g.id as game_id
          from (
            select k.*, count(*) over (partition by k.u) as per_user,
              count(*) over (partition by k.provider, k.round) as per_round
            from (
              select e.pos - 1 as pos, e.r, e.r->>'provider' as provider, (e.r->>'user')::bigint as u,
                e.r->>'round' as round, l.acc, l.avail
              from jsonb_array_elements(p_requests) with ordinality as e(r, pos)
              left join unnest(v_pos, v_acc, v_avail) as l(pos, acc, avail) on l.pos = e.pos - 1
            ) k
          ) q
          -- The player: no ban, no limit, restriction or self-exclusion row to check.
          cross join lateral (select u.id from users u where u.id = q.u and u.ban_level = 0
            and not exists (select 1 from limit_setting s where s.user_id = u.id and s.value is not null
              and s.limit_type in (1, 2, 3, 10, 11, 12, 30, 33, 37))) pl
          cross join lateral (select g.id, g.max_bet, g.blocked_countries from casino_game g
            join casino_provider p on p.id = g.provider_id
            where g.provider_id = q.provider and g.code = q.r->>'game' and g.is_enabled and p.is_enabled) g
          -- The launch session: open, and not in a blocked country.
          cross join lateral (select s.country from casino_session s
            where s.user_id = q.u and s.game_id = g.id and s.expires_at > (q.r->>'at')::timestamptz
            order by s.expires_at desc limit 1) se
          left join lateral (select 1 as hit from casino_round c where c.provider_id = q.provider
            and c.round_ref = q.round limit 1) rd on true
          -- Action ids: unknown, named by no rollback, in no other request of the batch (nor twice here).
          cross join lateral (
            select count(*) as n, coalesce(sum((a->>'amount')::bigint) filter (where a->>'kind' = 'bet'), 0) as bets,
              max((a->>'amount')::bigint) filter (where a->>'kind' = 'bet') as max_bet,
              bool_and(a->>'kind' in ('bet', 'win') and (a->>'amount')::bigint > 0 and a->>'original' is null
                and a->>'ref' is not null and a->>'hash' is not null
                and h.hit is null and rb.hit is null and d.ref is null) as plain
            from jsonb_array_elements(q.r->'actions') a
            left join lateral (select 1 as hit from casino_action c where c.provider_id = q.provider
              and c.action_ref = a->>'ref' limit 1) h on true
            left join lateral (select 1 as hit from casino_action c where c.provider_id = q.provider
              and c.kind = 'rollback' and c.original_ref = a->>'ref' limit 1) rb on true
            left join dup d on d.provider = q.provider and d.ref = a->>'ref'
          ) acts
          where q.acc is not null and q.per_user = 1 and q.per_round = 1 and q.round is not null
            and rd.hit is null and acts.n > 0 and acts.plain and acts.bets <= q.avail
            and (g.max_bet is null or acts.max_bet is null or acts.max_bet <= g.max_bet)
            and (se.country is null or not (se.country = any(g.blocked_countries)))
        ) f;
        -- 3. All of them at once.
        if cardinality(v_fast) > 0 then
          with req as materialized (
            select f.pos, f.acc, f.avail, f.game_id, r->>'provider' as provider, (r->>'user')::bigint as u,
              r->>'currency' as cur, r->>'round' as round, (r->>'finished')::boolean as finished,
              (r->>'at')::timestamptz as at, (r->>'i')::integer as i, r->'actions' as actions
            from unnest(v_fast, v_fast_acc, v_fast_avail, v_fast_game) as f(pos, acc, avail, game_id)
            cross join lateral (select p_requests->f.pos as r) j
          ),
          act as materialized (
            select q.pos, a.n, q.provider, q.u, q.acc, q.cur, q.round, q.at, a.x->>'kind' as kind,
              a.x->>'ref' as ref, (a.x->>'amount')::bigint as amount, a.x->>'hash' as hash,
              case when a.x->>'kind' = 'bet' then -1 else 1 end as sign
            from req q cross join lateral jsonb_array_elements(q.actions) with ordinality as a(x, n)
          ),
          tot as materialized (
            select a.pos, coalesce(sum(a.amount) filter (where a.kind = 'bet'), 0)::bigint as staked,
              coalesce(sum(a.amount) filter (where a.kind = 'win'), 0)::bigint as paid
            from act a group by a.pos
          ),
          rnd as (
            insert into casino_round (provider_id, round_ref, user_id, game_id, account_id, currency, opened_at,
              staked, paid, finished_at)
            select q.provider, q.round, q.u, q.game_id, q.acc, q.cur, q.at, t.staked, t.paid,
              case when q.finished then q.at end
            from req q join tot t on t.pos = q.pos
            order by q.pos
            returning id, provider_id, round_ref
          ),
          tx as (
            insert into wallet_transaction (idempotency_key, request_hash, kind, user_id, reverses_id, meta)
            select 'casino:' || a.provider || ':' || a.ref, a.hash,
              case when a.kind = 'bet' then 'casino.debit' else 'casino.credit' end, a.u, null,
              jsonb_build_object('provider', a.provider, 'round', a.round)
            from act a order by a.pos, a.n
            returning id, idempotency_key
          ),
          posted as materialized (
            select a.*, tx.id as tx_id from act a join tx on tx.idempotency_key = 'casino:' || a.provider || ':' || a.ref
          ),
          ent as (
            insert into wallet_entry (transaction_id, line, account_id, house_code, currency, amount)
            select p.tx_id, s.line, case when s.line = 1 then p.acc end, case when s.line = 2 then 'casino' end,
              p.cur, case when s.line = 1 then p.sign * p.amount else -p.sign * p.amount end
            from posted p cross join (values (1), (2)) as s(line)
            order by p.tx_id, s.line
          ),
          bal as (
            update wallet_account w set balance = w.balance + d.delta, closed_at = null
            from (select a.acc, a.cur, sum(a.sign * a.amount)::bigint as delta from act a group by a.acc, a.cur) d
            where w.id = d.acc and w.currency = d.cur
          ),
          ca as (
            insert into casino_action (provider_id, action_ref, round_id, user_id, kind, amount, original_ref,
              request_hash, outcome, transaction_id, processed_at)
            select p.provider, p.ref, r.id, p.u, p.kind, p.amount, null, p.hash, 'applied', p.tx_id, p.at
            from posted p join rnd r on r.provider_id = p.provider and r.round_ref = p.round
            order by p.pos, p.n
            returning id, provider_id, action_ref
          ),
          -- The usage series: the stakes; a round that closes adds its net to the losses or the wins.
          lu as (
            insert into limit_usage as lu (user_id, currency, bucket, stakes, lost, won)
            select q.u, q.cur, limit_bucket(q.at), t.staked,
              case when q.finished then greatest(t.staked - t.paid, 0) else 0 end,
              case when q.finished then greatest(t.paid - t.staked, 0) else 0 end
            from req q join tot t on t.pos = q.pos
            where t.staked > 0 or q.finished
            order by q.u, q.cur
            on conflict (user_id, currency, bucket) do update set stakes = lu.stakes + excluded.stakes,
              lost = lu.lost + excluded.lost, won = lu.won + excluded.won
          ),
          -- The open casino stakes: an open round's stakes (a closing one's come and go at once).
          lo as (
            insert into limit_casino_open as o (user_id, currency, open_stakes)
            select q.u, q.cur, case when q.finished then 0 else t.staked end
            from req q join tot t on t.pos = q.pos
            where t.staked > 0
            order by q.u, q.cur
            on conflict (user_id, currency) do update set open_stakes = o.open_stakes + excluded.open_stakes
              where excluded.open_stakes <> 0
          )
          select array_agg(q.i), array_agg(q.avail - t.staked + t.paid),
            array_agg((select '[' || string_agg(json_build_object('action_id', p.ref, 'tx_id', c.id::text,
                'processed_at', to_char(p.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text, ','
                order by p.n) || ']'
              from posted p join ca c on c.provider_id = p.provider and c.action_ref = p.ref
              where p.pos = q.pos))
          into v_ans_i, v_ans_balance, v_ans_tr
          from req q join tot t on t.pos = q.pos;
          if cardinality(v_ans_i) <> cardinality(v_fast) or array_position(v_ans_tr, null) is not null then
            raise exception 'casino_wallet_play: % answers for % requests', cardinality(v_ans_i), cardinality(v_fast);
          end if;
        end if;
      exception when others then
        -- Undone: every request goes the old way.
        v_fast := '{}';
        v_ans_i := '{}';
        v_ans_balance := '{}';
        v_ans_tr := '{}';
      end;
      -- The answers are emitted only now: rows returned inside the block would outlive its undo.
      return query select x.i, 0, null::text, x.b, x.t from unnest(v_ans_i, v_ans_balance, v_ans_tr) as x(i, b, t);
      if cardinality(v_fast) = jsonb_array_length(p_requests) then
        return;
      end if;
      return query select * from casino_wallet_play_each(
        (select jsonb_agg(e.r order by e.pos) from jsonb_array_elements(p_requests) with ordinality as e(r, pos)
          where not (e.pos - 1 = any(v_fast))));
    end $$`,
];

/** Back to 0980's function: the old body under its own name again. */
const down = [
  "drop function casino_wallet_play(jsonb)",
  ...playFunctionUp,
  "drop function casino_wallet_play_each(jsonb)",
];

export const playBatchMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
