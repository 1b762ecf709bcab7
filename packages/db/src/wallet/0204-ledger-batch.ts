import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

const up = [
  // Group commit: several postings that arrive at the same time from autocommit callers go to the
  // database in one call and share one commit (one round trip, one WAL flush). Each posting is still
  // all-or-nothing on its own: it runs in its own subtransaction (the BEGIN … EXCEPTION block), so a
  // refusal (an overdraft, an unknown account) rolls back that posting only and is answered as its
  // SQLSTATE, constraint and message; the others commit.
  // Postings are given as flat arrays: per posting its header fields and how many accounts and
  // entries it has; the accounts (sorted by id within a posting) and entries of all postings follow
  // each other in order. Every account of the batch is locked first, in id order, so that two
  // batches (or a batch and a single posting, which updates its accounts in id order too) never
  // deadlock on balances whatever mix of accounts their postings touch.
  // Answers, per posting (o_index, 1-based): the rows wallet_post_transaction gives; or one row with
  // a null transaction id when the key exists already (the caller replays it); or one row with the
  // error.
  `create function wallet_post_batch(
    p_keys text[], p_hashes text[], p_kinds text[], p_users bigint[], p_reverses bigint[], p_metas jsonb[],
    p_account_counts integer[], p_accounts bigint[], p_currencies text[], p_deltas bigint[],
    p_entry_counts integer[], p_entry_accounts bigint[], p_entry_houses text[], p_entry_currencies text[],
    p_entry_amounts bigint[]
  ) returns table (o_index integer, o_transaction_id bigint, o_created_at timestamptz, o_account_id bigint,
    o_balance bigint, o_held bigint, o_sqlstate text, o_constraint text, o_message text)
  language plpgsql as $$
    declare
      i integer;
      a integer := 1;
      e integer := 1;
      n_a integer;
      n_e integer;
      r record;
      v_any boolean;
    begin
      perform 1 from wallet_account where id = any(p_accounts) order by id for update;
      for i in 1 .. coalesce(array_length(p_keys, 1), 0) loop
        n_a := p_account_counts[i];
        n_e := p_entry_counts[i];
        o_index := i;
        o_sqlstate := null;
        o_constraint := null;
        o_message := null;
        begin
          v_any := false;
          for r in select * from wallet_post_transaction(p_keys[i], p_hashes[i], p_kinds[i], p_users[i],
              p_reverses[i], p_metas[i], p_accounts[a : a + n_a - 1], p_currencies[a : a + n_a - 1],
              p_deltas[a : a + n_a - 1], p_entry_accounts[e : e + n_e - 1], p_entry_houses[e : e + n_e - 1],
              p_entry_currencies[e : e + n_e - 1], p_entry_amounts[e : e + n_e - 1]) loop
            v_any := true;
            o_transaction_id := r.o_transaction_id;
            o_created_at := r.o_created_at;
            o_account_id := r.o_account_id;
            o_balance := r.o_balance;
            o_held := r.o_held;
            return next;
          end loop;
          if not v_any then
            o_transaction_id := null;
            o_created_at := null;
            o_account_id := null;
            o_balance := null;
            o_held := null;
            return next;
          end if;
        exception when others then
          get stacked diagnostics o_constraint = constraint_name;
          o_transaction_id := null;
          o_created_at := null;
          o_account_id := null;
          o_balance := null;
          o_held := null;
          o_sqlstate := sqlstate;
          o_message := sqlerrm;
          return next;
        end;
        a := a + n_a;
        e := e + n_e;
      end loop;
    end $$`,
];

export const ledgerBatchMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, ["drop function wallet_post_batch"]),
};
