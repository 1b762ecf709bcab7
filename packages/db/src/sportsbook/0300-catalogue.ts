import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The sportsbook catalogue as the feed reports it (docs/sportsbook.md). Ids are the feed's own
 * stable ids, so upserts from a replayed feed snapshot are idempotent. Odds are integer
 * thousandths (coef 2500 = 2.500), never floats.
 */
const up = [
  `create table sb_sport (
    sport_id integer primary key,
    name_eng text not null,
    slug text not null unique,
    is_cyber boolean not null default false,
    sort integer not null default 0
  )`,
  `create table sb_country (
    country_id integer primary key,
    name_eng text not null,
    code text not null
  )`,
  `create table sb_champ (
    champ_id integer primary key,
    sport_id integer not null references sb_sport(sport_id),
    country_id integer not null references sb_country(country_id),
    name_eng text not null,
    slug text not null,
    cyber_type text check (cyber_type in ('real', 'virtual', 'stream')),
    sort integer not null default 0,
    is_top boolean not null default false
  )`,
  "create index sb_champ_sport on sb_champ (sport_id)",
  // status_id: 1 line, 2 live, 3 break, 4 finished, 5 cancelled (2 and 3 count as live).
  `create table sb_game (
    game_id bigint primary key,
    number integer not null,
    champ_id integer not null references sb_champ(champ_id),
    sport_id integer not null references sb_sport(sport_id),
    home text not null,
    away text not null,
    slug text not null,
    start_at timestamptz not null,
    status_id smallint not null check (status_id between 1 and 5),
    time_sec integer not null default 0,
    period smallint not null default 0,
    score_home integer not null default 0,
    score_away integer not null default 0,
    period_scores jsonb not null default '[]',
    info text not null default '',
    is_finished boolean not null default false,
    is_live_in_live boolean not null default false,
    is_recommended boolean not null default false,
    result jsonb,
    resulted_at timestamptz,
    updated_at timestamptz not null default now()
  )`,
  "create index sb_game_status_start on sb_game (status_id, start_at)",
  "create index sb_game_champ_start on sb_game (champ_id, start_at)",
  "create index sb_game_resulted on sb_game (resulted_at) where resulted_at is not null",
  `create table sb_market (
    market_id bigint primary key,
    game_id bigint not null references sb_game(game_id) on delete cascade,
    type_id smallint not null,
    kind smallint not null default 0,
    param double precision,
    basis text not null check (basis in ('score', 'regulation', 'units')),
    is_live boolean not null default false,
    is_blocked boolean not null default false,
    is_main boolean not null default false,
    name text not null,
    sort integer not null default 0
  )`,
  "create index sb_market_game on sb_market (game_id)",
  // status_id: the settlement status (bet status ids 0–6) once the game is resulted, else null.
  `create table sb_outcome (
    outcome_id bigint primary key,
    market_id bigint not null references sb_market(market_id) on delete cascade,
    game_id bigint not null,
    code text not null,
    name text not null,
    coef integer not null check (coef > 1000),
    status_id smallint check (status_id between -2 and 6),
    sort smallint not null default 0
  )`,
  "create index sb_outcome_market on sb_outcome (market_id)",
  "create index sb_outcome_game on sb_outcome (game_id)",
];

const down = [
  "drop table sb_outcome",
  "drop table sb_market",
  "drop table sb_game",
  "drop table sb_champ",
  "drop table sb_country",
  "drop table sb_sport",
];

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  // One statement per query: PGlite's extended protocol takes a single statement at a time.
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const catalogueMigration: Migration = {
  up: (db) => run(db, up),
  down: (db) => run(db, down),
};
