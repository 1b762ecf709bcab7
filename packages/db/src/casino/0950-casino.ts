import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The casino's tables (issue 18; docs/casino.md "Seamless wallet").
 *
 * - `casino_provider`: a game provider (or aggregator) and the HMAC key its wallet calls are signed
 *   with. The key is a secret: never seeded here; the service registers the sandbox's from its
 *   settings, and real providers' come from the operator.
 * - `casino_game`: the catalogue's rows (the provider's game code, RTP in hundredths of a percent,
 *   volatility, an optional maximum bet in minor units, countries where it may not be played).
 * - `casino_session`: a launch: a short-lived single-use token (only its SHA-256 is kept) that the
 *   provider redeems, and the session's end, after which bets are refused (wins and rollbacks not).
 * - `casino_round`: the provider's round (`game_id` in the protocol): who plays it, in which
 *   account and currency; `staked` (the stakes the limits hook recorded) and `paid` (wins and
 *   refunds) for the limits' loss series when it closes (`finished_at`).
 * - `casino_action`: every bet, win and rollback once per provider and action id, with a hash of
 *   its content (a repeat with other content is refused), its outcome (`applied`, or `void` when
 *   nothing moved: a bet rolled back before it arrived, a rollback of an unknown action) and its
 *   ledger transaction. A rollback keeps the action id it cancels (`original_ref`), so a bet that
 *   arrives after its rollback finds it and becomes a permanent no-op.
 */
const up = [
  `create table casino_provider (
    id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
    name text not null,
    signing_key text not null check (length(signing_key) >= 16),
    launch_url text,
    is_enabled boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table casino_game (
    id serial primary key,
    provider_id text not null references casino_provider (id),
    code text not null check (length(code) between 1 and 100),
    name text not null,
    category text not null default 'slots',
    rtp_bp integer check (rtp_bp between 0 and 10000),
    volatility text check (volatility in ('low', 'medium', 'high')),
    max_bet bigint check (max_bet > 0),
    blocked_countries text[] not null default '{}',
    is_enabled boolean not null default true,
    created_at timestamptz not null default now(),
    unique (provider_id, code)
  )`,
  `create table casino_session (
    id bigserial primary key,
    user_id bigint not null references users (id),
    provider_id text not null references casino_provider (id),
    game_id integer not null references casino_game (id),
    account_id bigint not null,
    currency text not null,
    country text,
    token_hash text not null unique,
    token_expires_at timestamptz not null,
    token_used_at timestamptz,
    created_at timestamptz not null,
    expires_at timestamptz not null
  )`,
  "create index casino_session_player on casino_session (user_id, game_id, expires_at)",
  // No foreign keys from rounds to the provider and game rows: each would take a KEY SHARE lock on
  // one of a handful of rows in every bet's transaction (hot rows, as ADR 0004 says of the house
  // accounts); the round is created from the game row in the same statement, and rows are never deleted.
  `create table casino_round (
    id bigserial primary key,
    provider_id text not null,
    round_ref text not null,
    user_id bigint not null,
    game_id integer not null,
    account_id bigint not null,
    currency text not null,
    staked bigint not null default 0 check (staked >= 0),
    paid bigint not null default 0,
    opened_at timestamptz not null,
    finished_at timestamptz,
    unique (provider_id, round_ref)
  )`,
  `create table casino_action (
    id bigserial primary key,
    provider_id text not null,
    action_ref text not null,
    round_id bigint not null references casino_round (id),
    user_id bigint not null,
    kind text not null check (kind in ('bet', 'win', 'rollback')),
    amount bigint not null check (amount >= 0),
    original_ref text,
    request_hash text not null,
    outcome text not null check (outcome in ('applied', 'void')),
    rolled_back boolean not null default false,
    transaction_id bigint,
    processed_at timestamptz not null,
    unique (provider_id, action_ref),
    check ((kind = 'rollback') = (original_ref is not null))
  )`,
  // A bet finds the rollback that came before it.
  "create index casino_action_rollback_of on casino_action (provider_id, original_ref) where kind = 'rollback'",
  // The player's casino history, newest first.
  "create index casino_action_player on casino_action (user_id, id desc)",
];

const down = ["casino_action", "casino_round", "casino_session", "casino_game", "casino_provider"].map(
  (t) => `drop table ${t}`,
);

export const casinoMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
