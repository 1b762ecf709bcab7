import type { ColumnType, Generated } from "kysely";

type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb: read as parsed JSON, written as a JSON string. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface LimitSettingTable {
  user_id: bigint;
  limit_type: number;
  value: number | null;
  currency: string | null;
  applied_at: NullableStamp;
  ends_at: NullableStamp;
  pending_value: number | null;
  pending_currency: string | null;
  pending_requested_at: NullableStamp;
  pending_confirmable_at: NullableStamp;
  pending_lapses_at: NullableStamp;
  reopen_requested_at: NullableStamp;
  updated_at: Stamp;
}

export type LimitEventAction =
  | "applied"
  | "requested"
  | "confirmed"
  | "cancelled"
  | "lapsed"
  | "refused"
  | "questionnaire_sent"
  | "questionnaire_passed"
  | "questionnaire_failed"
  | "reopen_requested"
  | "sessions_ended"
  | "session_limit_reached"
  | "register_checked";

export type LimitEventActor = "player" | "operator" | "system" | "register";

export interface LimitEventTable {
  id: Generated<bigint>;
  user_id: bigint;
  limit_type: number | null;
  action: LimitEventAction;
  value: number | null;
  currency: string | null;
  ends_at: NullableStamp;
  actor: LimitEventActor;
  reason_ids: Json<number[]>;
  detail: Json<Record<string, unknown>>;
  at: Stamp;
}

export interface LimitQuestionnaireTable {
  token_hash: string;
  user_id: bigint;
  limits: Json<{ limitType: number; limitValue: number; currency: string | null }[]>;
  question_ids: Json<string[]>;
  created_at: Stamp;
  expires_at: Stamp;
  used_at: NullableStamp;
}

export interface LimitPlaySessionTable {
  id: Generated<bigint>;
  user_id: bigint;
  session_id: string;
  started_at: Stamp;
  last_seen_at: Stamp;
  ended_at: NullableStamp;
  end_reason: string | null;
}

export interface LimitRegisterCheckTable {
  id: Generated<bigint>;
  user_id: bigint | null;
  purpose: "registration" | "login" | "daily";
  exclusion: "Y" | "N" | "P" | null;
  unique_id: string | null;
  at: Stamp;
}

/** The usage series (migration 0800): per player, currency and hour, minor units. */
export interface LimitUsageTable {
  user_id: bigint;
  currency: string;
  bucket: Stamp;
  deposits: ColumnType<bigint, bigint | undefined, bigint>;
  stakes: ColumnType<bigint, bigint | undefined, bigint>;
  lost: ColumnType<bigint, bigint | undefined, bigint>;
  won: ColumnType<bigint, bigint | undefined, bigint>;
}

/** Stakes of casino rounds not settled yet (migration 0800). */
export interface LimitCasinoOpenTable {
  user_id: bigint;
  currency: string;
  open_stakes: ColumnType<bigint, bigint | undefined, bigint>;
}

/** The stakes of the open coupons of a player with a loss limit (migration 1001). */
export interface LimitOpenBetsTable {
  user_id: bigint;
  currency: string;
  open_stakes: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface LimitsTables {
  limit_setting: LimitSettingTable;
  limit_event: LimitEventTable;
  limit_questionnaire: LimitQuestionnaireTable;
  limit_play_session: LimitPlaySessionTable;
  limit_register_check: LimitRegisterCheckTable;
  limit_usage: LimitUsageTable;
  limit_casino_open: LimitCasinoOpenTable;
  limit_open_bets: LimitOpenBetsTable;
}
