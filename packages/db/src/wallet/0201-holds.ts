import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

const up = [
  // A hold reserves part of a balance (a withdrawal on its way, a stake awaiting acceptance).
  // The account's `held` column is the sum of its active holds; capture turns a hold into a
  // ledger transaction, release gives it back. Each hold moves active → captured | released once.
  `create table wallet_hold (
    id bigint generated always as identity primary key,
    account_id bigint not null references wallet_account(id),
    amount bigint not null check (amount > 0),
    idempotency_key text not null,
    request_hash text not null,
    kind text not null check (octet_length(kind) between 2 and 40),
    reference text,
    status text not null default 'active' check (status in ('active', 'captured', 'released')),
    transaction_id bigint references wallet_transaction(id),
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    constraint wallet_hold_idempotency_key unique (idempotency_key),
    constraint wallet_hold_captured_has_transaction check ((status = 'captured') = (transaction_id is not null))
  )`,
  "create index wallet_hold_active on wallet_hold (account_id) where status = 'active'",
];

export const holdsMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, ["drop table wallet_hold"]),
};
