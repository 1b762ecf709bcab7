import type { ColumnType, Generated } from "kysely";

type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

export interface StaffUserTable {
  id: Generated<bigint>;
  email: string;
  display_name: Generated<string>;
  password_hash: string;
  must_change_password: Generated<boolean>;
  password_expires_at: NullableStamp;
  totp_secret: string | null;
  totp_enabled_at: NullableStamp;
  last_totp_step: ColumnType<bigint | null, bigint | number | null | undefined, bigint | number | null>;
  failed_attempts: Generated<number>;
  locked_until: NullableStamp;
  disabled_at: NullableStamp;
  created_at: Generated<Date>;
  created_by: bigint | null;
}

export interface StaffUserRoleTable {
  staff_id: bigint;
  role: string;
}

export interface StaffSessionTable {
  id: string;
  secret_hash: string;
  staff_id: bigint;
  created_at: Stamp;
  last_seen_at: Stamp;
  ended_at: NullableStamp;
  end_reason: string | null;
  ip: string;
  user_agent: Generated<string>;
}

export interface StaffAuditTable {
  id: Generated<bigint>;
  at: Stamp;
  staff_id: bigint | null;
  staff_email: string;
  staff_roles: string[];
  action: string;
  target_type: string;
  target_id: string;
  before: Json;
  after: Json;
  ip: string;
}

export interface StaffPlayerNoteTable {
  id: Generated<bigint>;
  user_id: bigint;
  staff_id: bigint | null;
  staff_email: string;
  body: string;
  created_at: Generated<Date>;
}

export interface StaffTables {
  staff_player_note: StaffPlayerNoteTable;
  staff_user: StaffUserTable;
  staff_user_role: StaffUserRoleTable;
  staff_session: StaffSessionTable;
  staff_audit: StaffAuditTable;
}
