import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The seamless wallet's requests as one database call (docs/casino.md "Throughput"). The casino
 * service checks the signature and the shape, then queues each request for its group-commit writer
 * (services/casino/writer.ts), which sends everything queued as ONE call of casino_wallet_play: one
 * round trip and one commit (one WAL flush) for the whole batch.
 *
 * Each request of the batch runs in its own block with an exception handler (a subtransaction): a
 * refusal anywhere in a request — not enough funds, a limit, a finished round, an action id with
 * other content — undoes that request and nothing else, exactly as when every request was its own
 * transaction. The steps are those of the TypeScript path they replace, in the same order:
 * the player and account (101), the round inserted or locked FOR UPDATE (107; another player's
 * round 400), the bets' game, launch session, country and maximum bet (107, 101, 153, 106), then
 * each action: a repeated action id answers its row (other content: 400), an action rolled back
 * before it arrived is recorded void, a bet locks the account and asks the limits service's
 * `limit_stake_refusal` (105/110), adds its stake to the usage series and the open casino stakes,
 * and posts `casino.debit` through `wallet_post_transaction` (not enough available: 100); a win
 * posts `casino.credit`; a rollback posts the ledger's reversal of its original (same round only)
 * and releases a rolled-back stake from the series; finally the round's totals and, when it closes,
 * its result in the loss series. Refusals are raised with SQLSTATE P0W01, the protocol's code as the
 * message and the reason (or the limits' stored refusal) as the detail.
 *
 * Answers one row per request: o_code 0 with the balance and the transactions (a JSON array), or
 * the protocol's code with its reason and, when the account is known, the balance after the undo.
 */
const RAISE = (code: number, detail: string) =>
  `raise exception using errcode = 'P0W01', message = '${code}', detail = ${detail}`;

/** The row of an action just recorded, as the protocol's transaction. */
const TRANSACTION = `v_tr := v_tr || json_build_object('action_id', v_row.action_ref, 'tx_id', v_row.id::text,
            'processed_at', to_char(v_row.processed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text`;

/** Records the current action with the given outcome, amount and ledger transaction. */
const record = (outcome: string, amount: string, tx: string) => `insert into casino_action (provider_id,
            action_ref, round_id, user_id, kind, amount, original_ref, request_hash, outcome, transaction_id,
            processed_at)
          values (v_provider, v_ref, v_round.id, v_user, v_kind, ${amount}, v_orig, v_hash, '${outcome}', ${tx},
            v_at)
          returning * into v_row`;

/** Posts a two-entry casino movement of the current action: -1 debits the player, 1 credits. */
const post = (
  kind: string,
  sign: 1 | -1,
) => `select t.o_transaction_id, t.o_balance - t.o_held into v_tx, o_balance from wallet_post_transaction(
            'casino:' || v_provider || ':' || v_ref, v_hash, '${kind}', v_user, null,
            jsonb_build_object('provider', v_provider, 'round', v_round.round_ref), array[v_account],
            array[v_cur], array[(${sign}) * v_amount], array[v_account, null]::bigint[],
            array[null, 'casino']::text[], array[v_cur, v_cur], array[(${sign}) * v_amount, (${-sign}) * v_amount]) t
          limit 1;
          if v_tx is null then
            ${RAISE(400, "'The action id was used with other content'")};
          end if`;

export const playFunctionUp = [
  `create function casino_wallet_play(p_requests jsonb)
  returns table (o_index integer, o_code integer, o_message text, o_balance bigint, o_transactions text)
  language plpgsql set plan_cache_mode = force_generic_plan as $$
    declare
      r jsonb;
      a jsonb;
      v_provider text;
      v_cur text;
      v_at timestamptz;
      v_user bigint;
      v_account bigint;
      v_round casino_round%rowtype;
      v_row casino_action%rowtype;
      v_original casino_action%rowtype;
      v_game record;
      v_closed boolean;
      v_closing boolean;
      v_max bigint;
      v_check boolean;
      v_fresh boolean;
      v_limited boolean;
      v_refs text[];
      v_ref text;
      v_kind text;
      v_amount bigint;
      v_orig text;
      v_hash text;
      v_tx bigint;
      v_avail bigint;
      v_refusal text;
      v_staked bigint;
      v_paid bigint;
      v_late bigint;
      v_net bigint;
      v_tr text[];
      v_accounts bigint[];
      v_currencies text[];
      v_deltas bigint[];
      v_e_accounts bigint[];
      v_e_houses text[];
      v_e_currencies text[];
      v_e_amounts bigint[];
    begin
      for i in 0 .. jsonb_array_length(p_requests) - 1 loop
        r := p_requests->i;
        o_index := (r->>'i')::integer;
        o_code := 0;
        o_message := null;
        o_balance := null;
        o_transactions := null;
        v_provider := r->>'provider';
        v_cur := r->>'currency';
        v_at := (r->>'at')::timestamptz;
        v_user := null;
        v_account := null;
        begin
          -- The player, their account, and whether anything can refuse their stakes (a ban, a limit,
          -- a self-exclusion or time-out row: bet_place_coupons' pre-check, migration 0800);
          -- everyone else skips limit_stake_refusal.
          select u.id, w.id, u.ban_level > 0 or exists (select 1 from limit_setting s
              where s.user_id = u.id and s.value is not null
                and s.limit_type in (1, 2, 3, 10, 11, 12, 30, 33, 37))
          into v_user, v_account, v_limited from users u
          left join wallet_account w on w.user_id = u.id and w.currency = v_cur and w.type in (0, 9)
            and w.closed_at is null
          where u.id = (r->>'user')::bigint
          order by w.type limit 1;
          if v_user is null then
            ${RAISE(101, "'No such player'")};
          end if;
          if v_account is null then
            ${RAISE(101, "'The player has no ' || v_cur || ' account'")};
          end if;
          if jsonb_array_length(r->'actions') = 0 and not (r->>'finished')::boolean then
            select w.balance - w.held into o_balance from wallet_account w where w.id = v_account;
          else
            if r->>'game' is null or r->>'round' is null then
              ${RAISE(400, "'Actions need game and game_id'")};
            end if;
            -- The round: most requests open one (a spin), inserted from its game row and held; an
            -- existing one is locked for the rest of the request.
            insert into casino_round (provider_id, round_ref, user_id, game_id, account_id, currency, opened_at)
            select v_provider, r->>'round', v_user, g.id, v_account, v_cur, v_at from casino_game g
            where g.provider_id = v_provider and g.code = r->>'game'
            on conflict (provider_id, round_ref) do nothing
            returning * into v_round;
            v_fresh := found;
            if not v_fresh then
              select * into v_round from casino_round c
              where c.provider_id = v_provider and c.round_ref = r->>'round' for update;
              if not found then
                ${RAISE(107, "'The provider has no such game'")};
              end if;
              if v_round.user_id <> v_user or v_round.currency <> v_cur then
                ${RAISE(400, "'The round belongs to another player or currency'")};
              end if;
            end if;
            v_closed := v_round.finished_at is not null;
            -- Bets that will move money (not seen before, not rolled back before they came): what
            -- may stop them in this round.
            -- A round this request opened has no actions yet, nor rollbacks naming its actions (a
            -- rollback names its own round); an action id of another round fails on the unique key.
            select count(*) > 0, max((x->>'amount')::bigint) into v_check, v_max
            from jsonb_array_elements(r->'actions') x
            where x->>'kind' = 'bet' and (x->>'amount')::bigint > 0
              and (v_fresh or not exists (select 1 from casino_action c where c.provider_id = v_provider
                and c.action_ref = x->>'ref' and c.kind <> 'rollback')
              and not exists (select 1 from casino_action c where c.provider_id = v_provider
                and c.kind = 'rollback' and c.original_ref = x->>'ref'));
            if v_check and not v_closed then
              select g.is_enabled and p.is_enabled as enabled, g.max_bet, g.blocked_countries,
                s.expires_at, s.country
              into v_game
              from casino_game g
              join casino_provider p on p.id = g.provider_id
              left join lateral (select s.expires_at, s.country from casino_session s
                where s.user_id = v_round.user_id and s.game_id = v_round.game_id and s.expires_at > v_at
                order by s.expires_at desc limit 1) s on true
              where g.id = v_round.game_id;
              if not v_game.enabled then
                ${RAISE(107, "'Game is forbidden to the player'")};
              end if;
              if v_game.expires_at is null then
                ${RAISE(101, "'No open launch session for this game'")};
              end if;
              if v_game.country is not null and v_game.country = any(v_game.blocked_countries) then
                ${RAISE(153, "'Game is not available in the player''s country'")};
              end if;
              if v_game.max_bet is not null and v_max > v_game.max_bet then
                ${RAISE(106, "'Bet exceeded the maximum bet'")};
              end if;
            end if;
            v_staked := 0;
            v_paid := 0;
            v_late := 0;
            v_tr := '{}';
            v_refs := '{}';
            o_balance := null;
            for a in select x from jsonb_array_elements(r->'actions') x loop
              v_ref := a->>'ref';
              v_kind := a->>'kind';
              v_amount := (a->>'amount')::bigint;
              v_orig := a->>'original';
              v_hash := a->>'hash';
              v_tx := null;
              v_row := null;
              if not v_fresh or v_ref = any(v_refs) then
                select * into v_row from casino_action c where c.provider_id = v_provider and c.action_ref = v_ref;
              end if;
              v_refs := v_refs || v_ref;
              if v_row.id is not null then
                -- A repeat: its own row, unless its content differs.
                if v_row.request_hash <> v_hash then
                  ${RAISE(400, "'Action ' || v_ref || ' was sent with other content'")};
                end if;
              elsif v_kind <> 'rollback' and not v_fresh and exists (select 1 from casino_action c
                  where c.provider_id = v_provider and c.kind = 'rollback' and c.original_ref = v_ref) then
                -- Rolled back before it arrived: recorded, and nothing moves now or ever.
                ${record("void", "v_amount", "null")};
              elsif v_kind = 'bet' then
                if v_closed then
                  ${RAISE(400, "'The round is finished: no more bets in it'")};
                end if;
                if v_amount > 0 then
                  -- The account lock serialises the player's money; the limits decide after it.
                  select w.balance - w.held into v_avail from wallet_account w where w.id = v_account for update;
                  v_refusal := case when v_limited then
                    limit_stake_refusal(v_user, v_cur, (r->>'digits')::integer, v_at, v_amount, 0) end;
                  if v_refusal is not null then
                    raise exception using errcode = 'P0W01', detail = v_refusal,
                      message = case when (v_refusal::jsonb)->'error'->>'code'
                        in ('LIMIT_WAGER_EXCEEDED', 'LIMIT_LOSS_EXCEEDED') then '105' else '110' end;
                  end if;
                  if v_avail < v_amount then
                    ${RAISE(100, "'Player has not enough funds to process an action'")};
                  end if;
                  insert into limit_usage as u (user_id, currency, bucket, stakes)
                  values (v_user, v_cur, limit_bucket(v_at), v_amount)
                  on conflict (user_id, currency, bucket) do update set stakes = u.stakes + excluded.stakes;
                  insert into limit_casino_open as o (user_id, currency, open_stakes)
                  values (v_user, v_cur, v_amount)
                  on conflict (user_id, currency) do update set open_stakes = o.open_stakes + excluded.open_stakes;
                  ${post("casino.debit", -1)};
                  v_staked := v_staked + v_amount;
                end if;
                ${record("applied", "v_amount", "v_tx")};
              elsif v_kind = 'win' then
                if v_amount > 0 then
                  ${post("casino.credit", 1)};
                  if v_closed then v_late := v_late + v_amount; else v_paid := v_paid + v_amount; end if;
                end if;
                ${record("applied", "v_amount", "v_tx")};
              else
                select * into v_original from casino_action c
                where c.provider_id = v_provider and c.action_ref = v_orig;
                if not found or v_original.round_id <> v_round.id or v_original.kind = 'rollback'
                    or v_original.outcome <> 'applied' or v_original.rolled_back then
                  -- A rollback of nothing (yet): recorded, so the action it names never moves money.
                  ${record("void", "0", "null")};
                else
                  if v_original.transaction_id is not null then
                    -- The ledger's reversal: every entry of the original negated, linked to it.
                    select array_agg(e.account_id order by e.line), array_agg(e.house_code order by e.line),
                      array_agg(e.currency order by e.line), array_agg(-e.amount order by e.line)
                    into v_e_accounts, v_e_houses, v_e_currencies, v_e_amounts
                    from wallet_entry e where e.transaction_id = v_original.transaction_id;
                    select array_agg(d.account_id order by d.account_id), array_agg(d.currency order by d.account_id),
                      array_agg(d.delta order by d.account_id)
                    into v_accounts, v_currencies, v_deltas
                    from (select x.account_id, x.currency, sum(x.amount)::bigint as delta
                      from unnest(v_e_accounts, v_e_currencies, v_e_amounts) as x(account_id, currency, amount)
                      where x.account_id is not null group by 1, 2) d;
                    select t.o_transaction_id into v_tx from wallet_post_transaction(
                      'casino:' || v_provider || ':' || v_ref, v_hash, 'reversal', v_original.user_id,
                      v_original.transaction_id,
                      jsonb_build_object('reason', 'casino rollback of ' || v_original.action_ref),
                      v_accounts, v_currencies, v_deltas, v_e_accounts, v_e_houses, v_e_currencies,
                      v_e_amounts) t
                    limit 1;
                    if v_tx is null then
                      ${RAISE(400, "'The action id was used with other content'")};
                    end if;
                  end if;
                  o_balance := null;
                  update casino_action set rolled_back = true where id = v_original.id;
                  if v_original.kind = 'bet' then
                    -- The stake no longer counts for wagering; in an open round it leaves the open
                    -- stakes, in a closed one (already recorded as staked) it comes back as a payment.
                    if v_original.amount > 0 then
                      perform limit_usage_add(v_user, v_cur, v_original.processed_at, 0, -v_original.amount, 0, 0);
                      if not v_closed then
                        update limit_casino_open set open_stakes = greatest(open_stakes - v_original.amount, 0)
                        where user_id = v_user and currency = v_cur;
                      end if;
                    end if;
                    if v_closed then v_late := v_late + v_original.amount;
                    else v_staked := v_staked - v_original.amount; end if;
                  elsif not v_closed then
                    v_paid := v_paid - v_original.amount;
                  end if;
                  v_amount := v_original.amount;
                  ${record("applied", "v_amount", "v_tx")};
                end if;
              end if;
              ${TRANSACTION};
            end loop;
            -- Closing the round brings the limits' series up to date: its stakes leave the open
            -- stakes and its net is a loss or a win; credits after the close are wins of their own.
            v_closing := (r->>'finished')::boolean and not v_closed;
            if v_closing then
              update limit_casino_open set open_stakes = greatest(open_stakes - (v_round.staked + v_staked), 0)
              where user_id = v_user and currency = v_cur;
              v_net := v_round.staked + v_staked - greatest(v_round.paid + v_paid, 0);
              perform limit_usage_add(v_user, v_cur, v_at, 0, 0, greatest(v_net, 0), greatest(-v_net, 0));
            elsif v_late > 0 then
              perform limit_usage_add(v_user, v_cur, v_at, 0, 0, 0, v_late);
            end if;
            if v_closing or v_staked <> 0 or v_paid <> 0 then
              update casino_round set staked = v_round.staked + v_staked, paid = v_round.paid + v_paid,
                finished_at = case when v_closing then v_at else finished_at end
              where id = v_round.id;
            end if;
            if o_balance is null then
              select w.balance - w.held into o_balance from wallet_account w where w.id = v_account;
            end if;
            o_transactions := '[' || array_to_string(v_tr, ',') || ']';
          end if;
        exception
          when sqlstate 'P0W01' then
            get stacked diagnostics o_message = pg_exception_detail, v_refusal = message_text;
            o_code := v_refusal::integer;
          when check_violation then
            o_code := 100;
            o_message := 'Player has not enough funds to process an action';
          when unique_violation then
            o_code := 400;
            o_message := 'An action id was sent with other content';
        end;
        if o_code <> 0 and v_account is not null then
          select w.balance - w.held into o_balance from wallet_account w where w.id = v_account;
        end if;
        return next;
      end loop;
    end $$`,
];

const down = ["drop function casino_wallet_play"];

export const playFunctionMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, playFunctionUp),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
