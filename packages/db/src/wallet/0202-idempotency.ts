import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "./run-sql.ts";

const up = [
  // One row per (caller, operation, key): the primary key makes a concurrent repeat wait for the
  // first attempt and then read its answer instead of applying twice. `pending` only exists inside
  // the first attempt's transaction; a committed row is succeeded or failed, and stays so.
  `create table wallet_idempotency (
    user_id bigint not null,
    operation text not null,
    key text not null check (length(key) between 1 and 200),
    request_hash text not null,
    status text not null check (status in ('pending', 'succeeded', 'failed')),
    status_code integer,
    -- text, not jsonb: jsonb reorders keys and a replay must be byte-identical to the first answer.
    response text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (user_id, operation, key)
  )`,
];

export const idempotencyMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, ["drop table wallet_idempotency"]),
};
