import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The casino lobby (issue 18; docs/casino.md "Lobby").
 *
 * - `casino_game` gains the lobby's optional fields: `slug` (the game page's address; derived from
 *   the name when absent), `collections` (hand-picked rows such as `new`, `popular`, `jackpots`,
 *   `live`, `vulkan`), `texts` (per language: `{ "en": { "description": …, "rules": … } }`),
 *   `demo_allowed`, `art` (an image URL) and `theme` (a colour or a name the tile is drawn with),
 *   `released_on`, `popularity` (higher first) and `has_jackpot`. All have defaults, so providers
 *   that register only the wallet's fields keep working.
 * - `casino_favorite`: a signed-in player's favourite games (one row per player and game).
 *   Recently played needs no table: it is read from `casino_session` (every launch is a row).
 */
const up = [
  `alter table casino_game
    add column slug text check (slug ~ '^[a-z0-9][a-z0-9-]{0,79}$'),
    add column collections text[] not null default '{}',
    add column texts jsonb not null default '{}',
    add column demo_allowed boolean not null default false,
    add column art text check (length(art) <= 500),
    add column theme text check (length(theme) <= 40),
    add column released_on date,
    add column popularity integer not null default 0,
    add column has_jackpot boolean not null default false`,
  `create table casino_favorite (
    user_id bigint not null references users (id),
    game_id integer not null references casino_game (id),
    created_at timestamptz not null default now(),
    primary key (user_id, game_id)
  )`,
  // Recently played: a player's launches, newest first.
  "create index casino_session_recent on casino_session (user_id, created_at desc)",
];

const down = [
  "drop index casino_session_recent",
  "drop table casino_favorite",
  `alter table casino_game drop column slug, drop column collections, drop column texts,
    drop column demo_allowed, drop column art, drop column theme, drop column released_on,
    drop column popularity, drop column has_jackpot`,
];

export const casinoLobbyMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
