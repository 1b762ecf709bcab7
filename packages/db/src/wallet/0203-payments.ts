import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

const up = [
  // Deposits (recharge) and withdrawals (deduce) through a payment provider. Ids start high so a
  // payment id is never mistaken for an account or transaction id in support conversations.
  `create table wallet_payment (
    id bigint generated always as identity (start with 70000001) primary key,
    user_id bigint not null references users(id),
    account_id bigint not null,
    currency text not null,
    kind text not null check (kind in ('deposit', 'withdrawal')),
    method text not null,
    amount bigint not null check (amount > 0),
    status text not null check (status in ('created', 'pending', 'succeeded', 'failed', 'cancelled')),
    status_message text,
    lng text not null default 'en',
    psp_payment_id text unique,
    hold_id bigint unique references wallet_hold(id),
    transaction_id bigint unique references wallet_transaction(id),
    sent_at timestamptz,
    settled_at timestamptz,
    archived_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint wallet_payment_account_currency foreign key (account_id, currency)
      references wallet_account (id, currency),
    constraint wallet_payment_withdrawal_holds check ((kind = 'withdrawal') = (hold_id is not null))
  )`,
  "create index wallet_payment_user on wallet_payment (user_id, created_at desc)",
  "create index wallet_payment_unsent on wallet_payment (id) where kind = 'withdrawal' and status = 'pending' and sent_at is null",
  // Every provider event the site accepted, once (the primary key is the provider's event id).
  `create table wallet_payment_event (
    event_id text primary key,
    payment_id bigint not null references wallet_payment(id),
    type text not null,
    sequence integer not null,
    outcome text not null check (outcome in ('applied', 'ignored', 'conflict', 'mismatch')),
    body jsonb not null,
    received_at timestamptz not null default now()
  )`,
  "create index wallet_payment_event_payment on wallet_payment_event (payment_id)",
  // Payment requests: a player's question to support about a payment (office payment/requests).
  `create table wallet_payment_request (
    id bigint generated always as identity (start with 900001) primary key,
    user_id bigint not null references users(id),
    topic_id integer not null,
    sub_topic_id integer,
    payment_id bigint references wallet_payment(id),
    message text not null,
    status text not null default 'open' check (status in ('open', 'answered', 'closed')),
    created_at timestamptz not null default now()
  )`,
  "create index wallet_payment_request_user on wallet_payment_request (user_id, created_at desc)",
];

const down = [
  "drop table wallet_payment_request",
  "drop table wallet_payment_event",
  "drop table wallet_payment",
];

export const paymentsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
