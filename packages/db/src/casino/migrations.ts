import type { Migration } from "kysely/migration";
import { casinoMigration } from "./0950-casino.ts";
import { casinoLobbyMigration } from "./0960-casino-lobby.ts";
import { playFunctionMigration } from "./0980-play-function.ts";
import { sealedKeysMigration } from "./0981-sealed-keys.ts";
import { casinoRoundPlayerMigration } from "./0990-round-player.ts";
import { playBatchMigration } from "./1020-play-batch.ts";
import { catalogueContentMigration } from "./1025-catalogue-content.ts";

/**
 * The casino service's tables (issue 18), numbered 0950–0969 for the seamless wallet, 0980–0989
 * for its throughput and the providers' keys at rest.
 * docs/casino.md describes them; never edit one that has been applied.
 */
export const casinoMigrations: Record<string, Migration> = {
  "0950_casino_wallet": casinoMigration,
  // 0960–0969: the lobby (catalogue fields, favourites).
  "0960_casino_lobby": casinoLobbyMigration,
  "0980_casino_play_function": playFunctionMigration,
  "0981_casino_sealed_keys": sealedKeysMigration,
  // The office's casino tab (issue 17's range 0990–0999).
  "0990_casino_round_player": casinoRoundPlayerMigration,
  // 1020–1024: the wallet's throughput (issue 18's bet actions per second).
  "1020_casino_play_batch": playBatchMigration,
  // 1025–1029: the catalogue edited by content staff in the back office.
  "1025_casino_catalogue_content": catalogueContentMigration,
};
