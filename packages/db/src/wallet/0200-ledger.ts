import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

/** House accounts every fresh database knows; more can be inserted later (no code change needed). */
export const HOUSE_ACCOUNTS = [
  ["deposits_clearing", "Money received from payment providers, not yet reconciled"],
  ["withdrawals_clearing", "Money paid out through payment providers"],
  ["bets_in_play", "Stakes of open bets"],
  ["winnings", "Winnings paid on settled bets"],
  ["bonuses", "Bonus money granted by promotions"],
  ["casino", "Casino rounds (stakes and wins)"],
  ["exchange", "The other side of every currency conversion, one leg per currency"],
] as const;

const up = [
  // A player's money, in minor units. `balance` is the posted balance (the sum of the account's
  // entries); `held` is the sum of its active holds. The CHECK is the last line of defence: no code
  // path, however concurrent, can commit an available balance below zero.
  `create table wallet_account (
    id bigint generated always as identity primary key,
    user_id bigint not null references users(id),
    -- Checks here run on every balance update, so they stay cheap (no regex); code validates codes.
    currency text not null check (octet_length(currency) = 3 and upper(currency) = currency),
    type smallint not null check (type in (0, 4, 9)),
    label text,
    is_active boolean not null default false,
    balance bigint not null default 0,
    held bigint not null default 0 check (held >= 0),
    points bigint not null default 0,
    created_at timestamptz not null default now(),
    closed_at timestamptz,
    constraint wallet_account_available_nonnegative check (balance - held >= 0),
    constraint wallet_account_id_currency unique (id, currency)
  )`,
  "create unique index wallet_account_one_main on wallet_account (user_id) where type = 0",
  "create unique index wallet_account_one_per_currency on wallet_account (user_id, currency) where type in (0, 9)",
  "create unique index wallet_account_one_active on wallet_account (user_id) where is_active",
  // House accounts keep no running balance (their balance is the sum of their entries), so no
  // movement ever updates a shared row: see docs/decisions/0004-ledger.md.
  `create table wallet_house_account (
    code text primary key check (code ~ '^[a-z_]{2,40}$'),
    description text not null
  )`,
  `insert into wallet_house_account (code, description) values ${HOUSE_ACCOUNTS.map(
    ([code, text]) => `('${code}', '${text}')`,
  ).join(", ")}`,
  `create table wallet_transaction (
    id bigint generated always as identity primary key,
    idempotency_key text not null,
    request_hash text not null,
    kind text not null check (octet_length(kind) between 2 and 40),
    user_id bigint references users(id),
    reverses_id bigint references wallet_transaction(id),
    meta jsonb,
    created_at timestamptz not null default now(),
    constraint wallet_transaction_idempotency_key unique (idempotency_key)
  )`,
  // Partial: only reversals carry the link, so ordinary postings pay for no index entry here.
  "create unique index wallet_transaction_reversed_once on wallet_transaction (reverses_id) where reverses_id is not null",
  // An entry belongs to exactly one player account or one house account. wallet_post_transaction
  // refuses an entry whose account is unknown or in another currency (it updates the account
  // "where id and currency match" and raises otherwise) — the same guarantee a composite foreign
  // key would give, without a second lookup per entry. The house code is not a foreign key either:
  // checking it would take a KEY SHARE lock on the same few house rows in every transaction (a hot
  // row in disguise); code validates it and the audit checks both.
  // Entries are written only by wallet_post_transaction, in the same call as their transaction row
  // (lines 1..n), and neither table can be updated or deleted; so neither a foreign key to the
  // transaction nor a unique (transaction, line) b-tree earns its cost on every posting (both
  // would add work on the same right-most index page that every concurrent posting touches).
  // Entries arrive in transaction order, so a BRIN index finds a transaction's entries; the
  // audit checks that every entry has its transaction.
  `create table wallet_entry (
    transaction_id bigint not null,
    line smallint not null check (line > 0),
    account_id bigint,
    house_code text,
    currency text not null check (octet_length(currency) = 3),
    amount bigint not null check (amount <> 0),
    constraint wallet_entry_one_side check (num_nonnulls(account_id, house_code) = 1)
  )`,
  "create index wallet_entry_transaction on wallet_entry using brin (transaction_id)",
  "create index wallet_entry_account on wallet_entry (account_id) where account_id is not null",
  // The posting itself, as a function: PL/pgSQL keeps its statements' plans per connection, so a
  // posting costs one round trip and no planning (a one-statement CTE is re-planned every call).
  // Player accounts are updated one by one in the order given (the caller sorts them by id, so two
  // transfers never deadlock); the two-entry shape every bet and payment has gets a plain VALUES
  // insert. Answers one row per updated account (or one row with a null account), or no row when
  // the idempotency key exists already (the caller replays it).
  `create function wallet_post_transaction(
    p_key text, p_hash text, p_kind text, p_user bigint, p_reverses bigint, p_meta jsonb,
    p_accounts bigint[], p_currencies text[], p_deltas bigint[],
    p_entry_accounts bigint[], p_entry_houses text[], p_entry_currencies text[], p_entry_amounts bigint[]
  ) returns table (o_transaction_id bigint, o_created_at timestamptz, o_account_id bigint, o_balance bigint,
    o_held bigint)
  language plpgsql as $$
    declare
      v_id bigint;
      v_at timestamptz;
      i integer;
    begin
      insert into wallet_transaction (idempotency_key, request_hash, kind, user_id, reverses_id, meta)
      values (p_key, p_hash, p_kind, p_user, p_reverses, p_meta)
      on conflict (idempotency_key) do nothing
      returning id, created_at into v_id, v_at;
      if v_id is null then
        return;
      end if;
      o_transaction_id := v_id;
      o_created_at := v_at;
      -- Every player account the entries name, in the caller's (id) order. The CHECK
      -- (balance - held >= 0) refuses an overdraft and aborts the whole call.
      for i in 1 .. coalesce(array_length(p_accounts, 1), 0) loop
        update wallet_account set balance = balance + p_deltas[i], closed_at = null
        where id = p_accounts[i] and currency = p_currencies[i]
        returning id, balance, held into o_account_id, o_balance, o_held;
        if not found then
          raise exception 'no account % in %', p_accounts[i], p_currencies[i]
            using errcode = '23503', constraint = 'wallet_entry_account_currency';
        end if;
        return next;
      end loop;
      if array_length(p_entry_amounts, 1) = 2 then
        insert into wallet_entry (transaction_id, line, account_id, house_code, currency, amount) values
          (v_id, 1, p_entry_accounts[1], p_entry_houses[1], p_entry_currencies[1], p_entry_amounts[1]),
          (v_id, 2, p_entry_accounts[2], p_entry_houses[2], p_entry_currencies[2], p_entry_amounts[2]);
      else
        insert into wallet_entry (transaction_id, line, account_id, house_code, currency, amount)
        select v_id, x.line, x.account_id, x.house_code, x.currency, x.amount
        from unnest(p_entry_accounts, p_entry_houses, p_entry_currencies, p_entry_amounts)
          with ordinality as x(account_id, house_code, currency, amount, line);
      end if;
      if coalesce(array_length(p_accounts, 1), 0) = 0 then
        o_account_id := null;
        o_balance := null;
        o_held := null;
        return next;
      end if;
    end $$`,
  // Append-only: corrections are reversal transactions, never edits.
  `create function wallet_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger table % is append-only: post a reversal instead', tg_table_name
        using errcode = 'P0001';
    end $$`,
  `create trigger wallet_transaction_append_only before update or delete on wallet_transaction
    for each row execute function wallet_append_only()`,
  `create trigger wallet_entry_append_only before update or delete on wallet_entry
    for each row execute function wallet_append_only()`,
  `create trigger wallet_transaction_no_truncate before truncate on wallet_transaction
    for each statement execute function wallet_append_only()`,
  `create trigger wallet_entry_no_truncate before truncate on wallet_entry
    for each statement execute function wallet_append_only()`,
];

const down = [
  "drop function wallet_post_transaction",
  "drop table wallet_entry",
  "drop table wallet_transaction",
  "drop function wallet_append_only",
  "drop table wallet_house_account",
  "drop table wallet_account",
];

export const ledgerMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
