import type { ColumnType, Generated } from "kysely";

/** ids are bigint in the database (the feed's ids reach 2^50); the service converts them to numbers. */
type Id = ColumnType<bigint, number | bigint, number | bigint>;
type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export interface SbSportTable {
  sport_id: number;
  name_eng: string;
  slug: string;
  is_cyber: boolean;
  sort: number;
}

export interface SbCountryTable {
  country_id: number;
  name_eng: string;
  code: string;
}

export interface SbChampTable {
  champ_id: number;
  sport_id: number;
  country_id: number;
  name_eng: string;
  slug: string;
  cyber_type: "real" | "virtual" | "stream" | null;
  sort: number;
  is_top: boolean;
}

export interface SbGameTable {
  game_id: Id;
  number: number;
  champ_id: number;
  sport_id: number;
  home: string;
  away: string;
  slug: string;
  start_at: Stamp;
  /** 1 line, 2 live, 3 break, 4 finished, 5 cancelled. */
  status_id: number;
  time_sec: number;
  period: number;
  score_home: number;
  score_away: number;
  period_scores: Json<[number, number][]>;
  info: string;
  is_finished: boolean;
  is_live_in_live: boolean;
  is_recommended: boolean;
  /** Live video id (media entity), null when the game has none. */
  video_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The feed's final figures (GameResult) once the game is resulted. */
  result: NullableJson<unknown>;
  resulted_at: NullableStamp;
  updated_at: Generated<Date>;
}

export interface SbMarketTable {
  market_id: Id;
  game_id: Id;
  type_id: number;
  kind: number;
  param: number | null;
  basis: "score" | "regulation" | "units";
  is_live: boolean;
  is_blocked: boolean;
  is_main: boolean;
  name: string;
  sort: number;
}

export interface SbOutcomeTable {
  outcome_id: Id;
  market_id: Id;
  game_id: Id;
  code: string;
  name: string;
  /** Decimal odds in thousandths. */
  coef: number;
  /** Settlement status (bet status id) once resulted. */
  status_id: number | null;
  /** Suspended on its own (the score made it impossible); migration 0302. */
  is_blocked: Generated<boolean>;
  sort: number;
}

export interface SportsbookTables {
  sb_sport: SbSportTable;
  sb_country: SbCountryTable;
  sb_champ: SbChampTable;
  sb_game: SbGameTable;
  sb_market: SbMarketTable;
  sb_outcome: SbOutcomeTable;
}
