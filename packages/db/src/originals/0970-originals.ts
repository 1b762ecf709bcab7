import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The in-house provably fair games (issue 18; docs/casino.md "In-house games service").
 *
 * - `originals_seed_pair`: a player's seed pair. The server seed is committed by its SHA-256 before
 *   any bet; the row is never deleted and its seed never changes (a trigger refuses it, for every
 *   role, staff included): only the nonce grows, the client seed may change, and `revealed_at` is set
 *   once, when the player rotates (a new row then starts at nonce 0). One unrevealed pair per player.
 * - `originals_bet`: a bet of dice, limbo, mines, plinko or keno with everything needed to replay it
 *   (seed hash, client seed, nonce, cursor, parameters) — a trigger keeps those fixed — its result,
 *   multiplier, payout and state (`pending` until the wallet answered, `open` for a mines game in play,
 *   `settled`, or `refused` when the wallet refused the stake: nothing moved).
 * - `originals_crash_chain`: a crash hash chain: its secret seed (h_N), the published terminal hash h_0,
 *   the number of games and the salt. `originals_crash_round`: a played round (its hash and point are
 *   filled when it crashes). `originals_crash_bet`: a player's bet in a round.
 */
const up = [
  `create table originals_seed_pair (
    id bigserial primary key,
    user_id bigint not null references users (id),
    server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
    server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
    client_seed text not null check (client_seed ~ '^[\\x21-\\x39\\x3b-\\x7e]{1,64}$'),
    nonce integer not null default 0 check (nonce >= 0),
    created_at timestamptz not null,
    revealed_at timestamptz
  )`,
  `create unique index originals_seed_pair_active on originals_seed_pair (user_id) where revealed_at is null`,
  `create index originals_seed_pair_user on originals_seed_pair (user_id, id desc)`,
  `create function originals_seed_pair_guard() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      raise exception 'a seed pair is never deleted' using errcode = '42501';
    end if;
    if new.server_seed is distinct from old.server_seed
       or new.server_seed_hash is distinct from old.server_seed_hash
       or new.user_id is distinct from old.user_id
       or new.created_at is distinct from old.created_at then
      raise exception 'a committed server seed cannot be changed' using errcode = '42501';
    end if;
    if old.revealed_at is not null then
      raise exception 'a revealed seed pair cannot be changed' using errcode = '42501';
    end if;
    if new.nonce < old.nonce then
      raise exception 'a nonce never goes back' using errcode = '42501';
    end if;
    return new;
  end $$`,
  `create trigger originals_seed_pair_guard before update or delete on originals_seed_pair
    for each row execute function originals_seed_pair_guard()`,
  `create table originals_bet (
    id bigserial primary key,
    user_id bigint not null references users (id),
    seed_pair_id bigint not null references originals_seed_pair (id),
    game text not null check (game in ('dice', 'limbo', 'mines', 'plinko', 'keno')),
    params jsonb not null,
    stake bigint not null check (stake > 0),
    currency text not null,
    server_seed_hash text not null,
    client_seed text not null,
    nonce integer not null,
    cursor integer not null default 0,
    result jsonb,
    multiplier integer not null default 0,
    payout bigint not null default 0 check (payout >= 0),
    state text not null check (state in ('pending', 'open', 'settled', 'refused')),
    refusal text,
    placed_at timestamptz not null,
    settled_at timestamptz,
    unique (seed_pair_id, nonce)
  )`,
  `create index originals_bet_user on originals_bet (user_id, game, id desc)`,
  `create function originals_bet_guard() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      raise exception 'a bet is never deleted' using errcode = '42501';
    end if;
    if (new.seed_pair_id, new.server_seed_hash, new.client_seed, new.nonce, new.cursor, new.stake, new.user_id, new.game)
       is distinct from
       (old.seed_pair_id, old.server_seed_hash, old.client_seed, old.nonce, old.cursor, old.stake, old.user_id, old.game) then
      raise exception 'a bet''s seeds and stake cannot be changed' using errcode = '42501';
    end if;
    if old.state in ('settled', 'refused') then
      raise exception 'a finished bet cannot be changed' using errcode = '42501';
    end if;
    return new;
  end $$`,
  `create trigger originals_bet_guard before update or delete on originals_bet
    for each row execute function originals_bet_guard()`,
  `create table originals_crash_chain (
    id serial primary key,
    seed text not null check (seed ~ '^[0-9a-f]{64}$'),
    terminal_hash text not null check (terminal_hash ~ '^[0-9a-f]{64}$'),
    games integer not null check (games > 0),
    salt text not null check (length(salt) between 1 and 200),
    created_at timestamptz not null
  )`,
  `create function originals_crash_chain_guard() returns trigger language plpgsql as $$
  begin
    raise exception 'a crash chain is never changed' using errcode = '42501';
  end $$`,
  `create trigger originals_crash_chain_guard before update or delete on originals_crash_chain
    for each row execute function originals_crash_chain_guard()`,
  `create table originals_crash_round (
    chain_id integer not null references originals_crash_chain (id),
    game_number integer not null check (game_number > 0),
    betting_at timestamptz not null,
    flying_at timestamptz not null,
    crash_at timestamptz,
    game_hash text,
    point integer,
    crashed boolean not null default false,
    primary key (chain_id, game_number)
  )`,
  `create table originals_crash_bet (
    id bigserial primary key,
    chain_id integer not null,
    game_number integer not null,
    user_id bigint not null references users (id),
    currency text not null,
    stake bigint not null check (stake > 0),
    cash_out_target integer check (cash_out_target > 100),
    cashed_out_at integer,
    payout bigint not null default 0 check (payout >= 0),
    state text not null check (state in ('pending', 'open', 'won', 'lost', 'refused')),
    placed_at timestamptz not null,
    settled_at timestamptz,
    foreign key (chain_id, game_number) references originals_crash_round (chain_id, game_number)
  )`,
  `create unique index originals_crash_bet_one on originals_crash_bet (chain_id, game_number, user_id)
    where state <> 'refused'`,
  `create index originals_crash_bet_user on originals_crash_bet (user_id, id desc)`,
  `create index originals_crash_bet_round on originals_crash_bet (chain_id, game_number, state)`,
];

export const originalsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, up);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      "drop table originals_crash_bet",
      "drop table originals_crash_round",
      "drop table originals_crash_chain",
      "drop function originals_crash_chain_guard",
      "drop table originals_bet",
      "drop function originals_bet_guard",
      "drop table originals_seed_pair",
      "drop function originals_seed_pair_guard",
    ]);
  },
};
