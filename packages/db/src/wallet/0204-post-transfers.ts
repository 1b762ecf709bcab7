import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

export const postTransfersUp = [
  // Many two-entry transactions in one call, set-based: transaction i moves p_amounts[i] from
  // player account p_accounts[i] to the house account p_house (a negative amount moves it the
  // other way). The betting service posts a whole group-committed batch of stakes with it (docs/
  // betting-service.md): one INSERT per table for the lot instead of one call of
  // wallet_post_transaction per stake, whose per-statement set-up was most of a stake's cost.
  //
  // Same guarantees as wallet_post_transaction: the accounts are locked in id order before they
  // change (so callers and concurrent batches never deadlock on them); the balance CHECK refuses
  // an overdraft and aborts the whole call; entries balance per transaction by construction.
  // Unlike it, a key that exists already is an error (23505) rather than a replay: a batch is all
  // new postings or none. Answers each transaction's key and id.
  `create function wallet_post_transfers(
    p_keys text[], p_hashes text[], p_kind text, p_users bigint[], p_accounts bigint[],
    p_currencies text[], p_amounts bigint[], p_house text
  ) returns table (o_key text, o_transaction_id bigint)
  language plpgsql set plan_cache_mode = force_generic_plan as $$
    declare
      v_n integer := coalesce(array_length(p_keys, 1), 0);
      v_keys text[];
      v_ids bigint[];
      v_accounts integer;
      v_updated integer;
    begin
      perform 1 from wallet_account where id = any(p_accounts) order by id for update;
      with inserted as (
        insert into wallet_transaction (idempotency_key, request_hash, kind, user_id)
        select x.k, x.h, p_kind, x.u from unnest(p_keys, p_hashes, p_users) as x(k, h, u)
        on conflict (idempotency_key) do nothing
        returning idempotency_key, id
      )
      select array_agg(idempotency_key), array_agg(id) into v_keys, v_ids from inserted;
      if coalesce(array_length(v_keys, 1), 0) <> v_n then
        raise exception 'a transfer key exists already'
          using errcode = '23505', constraint = 'wallet_transaction_idempotency_key';
      end if;
      insert into wallet_entry (transaction_id, line, account_id, house_code, currency, amount)
      select t.id, s.line, case when s.line = 1 then x.a end, case when s.line = 2 then p_house end,
        x.c, case when s.line = 1 then -x.m else x.m end
      from unnest(p_keys, p_accounts, p_currencies, p_amounts) as x(k, a, c, m)
      join unnest(v_keys, v_ids) as t(k, id) on t.k = x.k
      cross join (values (1), (2)) as s(line)
      order by t.id, s.line;
      select count(distinct (a, c)) into v_accounts from unnest(p_accounts, p_currencies) as x(a, c);
      update wallet_account w set balance = w.balance - d.total, closed_at = null
      from (select x.a, x.c, sum(x.m) as total from unnest(p_accounts, p_currencies, p_amounts) as x(a, c, m)
        group by x.a, x.c) d
      where w.id = d.a and w.currency = d.c;
      get diagnostics v_updated = row_count;
      if v_updated <> v_accounts then
        raise exception 'a transfer names an account that is not in its currency'
          using errcode = '23503', constraint = 'wallet_entry_account_currency';
      end if;
      return query select t.k, t.id from unnest(v_keys, v_ids) as t(k, id);
    end $$`,
];

export const postTransfersMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, postTransfersUp),
  down: (db: Kysely<unknown>) => runStatements(db, ["drop function wallet_post_transfers"]),
};
