import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { runStatements } from "../wallet/run-sql.ts";

/**
 * The catalogue edited by content staff (issue 18; docs/casino.md "The catalogue in the back office").
 *
 * - `casino_game.names`: the game's name per language (`{"ru": "…", "ar": "…"}`); `name` stays the
 *   default (English) name shown where a language has none.
 * - `casino_game.tile_order`: a position staff give a tile (lower first; unset tiles follow).
 * - `content_edited_at` (games and providers): set when staff change the row. From then on the
 *   provider's registration at start-up no longer overwrites what staff own (names, category,
 *   collections, tile order, countries; a provider's name) — it still updates the provider's maths
 *   (RTP, volatility, maximum bet) and texts.
 * - `casino_provider.in_process`: the site plays this provider's games itself (the in-house games):
 *   they have a launcher without a launch URL. A game is launchable when its provider has a launch
 *   URL or is in-process; only launchable games of enabled providers may be enabled or listed.
 */
const up = [
  `alter table casino_game
    add column names jsonb not null default '{}' check (jsonb_typeof(names) = 'object'),
    add column tile_order integer check (tile_order between 0 and 1000000),
    add column content_edited_at timestamptz`,
  `alter table casino_provider
    add column in_process boolean not null default false,
    add column content_edited_at timestamptz`,
];

const down = [
  "alter table casino_provider drop column in_process, drop column content_edited_at",
  "alter table casino_game drop column names, drop column tile_order, drop column content_edited_at",
];

export const catalogueContentMigration: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
