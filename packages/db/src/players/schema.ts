import type { ColumnType, Generated } from "kysely";

type Json<T> = ColumnType<T, string | undefined, string>;

export interface UsersTable {
  id: Generated<bigint>;
  group_id: number;
  created_at: Generated<Date>;
  email: string | null;
  email_verified_at: Date | null;
  phone_code: string | null;
  phone_number: string | null;
  phone_verified_at: Date | null;
  /** argon2id PHC string; null for accounts that only sign in socially. */
  password_hash: string | null;
  password_changed_at: Date | null;
  user_name: string | null;
  country_code: string | null;
  country_id: number | null;
  currency: Generated<string>;
  language: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  bonus_choice: Generated<number>;
  registration_type: Generated<string>;
  activation_type: Generated<number>;
  ref_id: string | null;
  ban_level: Generated<number>;
  ban_version: Generated<number>;
  verification_status: Generated<number>;
  verification_types: Json<number[]>;
  verification_group_code: string | null;
  internal_verification_status: Generated<number>;
  requested_additional_document: Generated<boolean>;
  has_deposit: Generated<boolean>;
  is_identification_bonus: Generated<boolean>;
  is_need_identification: Generated<boolean>;
  user_data: Json<Record<string, unknown>>;
  disallow_line_sport: Generated<boolean>;
  disallow_live_sport: Generated<boolean>;
  hide_balance: Generated<boolean>;
  newsletter: Generated<boolean>;
  msg_count: Generated<number>;
  two_factor: "totp" | "sms" | null;
  /** AES-GCM sealed base32 secrets (see the auth service's sealing). */
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_counter: bigint | null;
  security_question: Generated<boolean>;
  email_auth: Generated<boolean>;
  security_question_text: string | null;
  /** argon2id of the normalised answer (trimmed, lower case). */
  security_answer_hash: string | null;
  /** Display preferences and mailing flags (spec 001 §3); the domain's settings schema reads it. */
  settings: Json<Record<string, unknown>>;
  updated_at: Generated<Date>;
  /** The referral cookies at registration (@parlay/domain/privacy ReferralAttribution), or null. */
  referral: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  /** The bring-a-friend referrer: another player of the site. */
  referrer_id: bigint | null;
}

export interface UserSessionsTable {
  id: string;
  secret_hash: string;
  user_id: bigint;
  group_id: number;
  remember: Generated<boolean>;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  ip: string | null;
  user_agent: string | null;
  fingerprint: string | null;
  /** null: a full session; "withdraw": only the routes a self-excluded player may use (issue 15). */
  scope: ColumnType<"withdraw" | null, "withdraw" | null | undefined, "withdraw" | null>;
}

export interface UserCodesTable {
  id: string;
  purpose: string;
  group_id: number;
  user_id: bigint | null;
  target: string | null;
  secret_hash: string;
  attempts: Generated<number>;
  data: Json<Record<string, unknown>>;
  ip: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface AuthFailuresTable {
  id: Generated<bigint>;
  key: string;
  at: Date;
}

export interface OutboxMessagesTable {
  id: Generated<bigint>;
  channel: "email" | "sms";
  recipient: string;
  subject: Generated<string>;
  body_text: string;
  body_html: string | null;
  user_id: bigint | null;
  created_at: Date;
  next_attempt_at: Date;
  attempts: Generated<number>;
  sent_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  /** Marketing is held back from players responsible gaming closes to it (the worker's filter). */
  category: Generated<"transactional" | "marketing">;
}

export interface DevMailboxTable {
  id: Generated<bigint>;
  outbox_id: bigint;
  channel: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  delivered_at: Date;
}

export interface SocialIdentitiesTable {
  provider: string;
  subject: string;
  group_id: number;
  user_id: bigint;
  email: string | null;
  created_at: Date;
}

export interface CaptchaSpentTable {
  nonce: string;
  expires_at: Date;
}

export interface UserTransfersTable {
  id: Generated<bigint>;
  group_id: number;
  source: string;
  source_user_id: string;
  phone_code: string | null;
  phone_number: string | null;
  email: string | null;
  currency: string;
  country_code: string | null;
  user_name: string | null;
  birth_date: string | null;
  created_at: Generated<Date>;
  user_id: bigint | null;
  transferred_at: Date | null;
}

export interface UserBackupCodesTable {
  user_id: bigint;
  /** HMAC of the code: the codes are random (50 bits), so a keyed hash is enough. */
  code_hash: string;
  created_at: Date;
  used_at: Date | null;
}

export interface CookieAgreementsTable {
  id: Generated<bigint>;
  group_id: number;
  user_id: bigint | null;
  /** The cookies agree type: a mask of functional (1) and analytics (2). */
  agree_type: number;
  /** cookiesAgreeTime: when the visitor chose, by their browser's clock. */
  agreed_at: Date;
  /** When the server logged it. */
  logged_at: Date;
}

/** First-party analytics: views per site, day (UTC, "YYYY-MM-DD") and section (0991). */
export interface AnalyticsPageViewsTable {
  group_id: number;
  day: ColumnType<string, string, string>;
  section: string;
  views: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface PlayersTables {
  analytics_page_views: AnalyticsPageViewsTable;
  cookie_agreements: CookieAgreementsTable;
  user_backup_codes: UserBackupCodesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  user_codes: UserCodesTable;
  auth_failures: AuthFailuresTable;
  outbox_messages: OutboxMessagesTable;
  dev_mailbox: DevMailboxTable;
  social_identities: SocialIdentitiesTable;
  captcha_spent: CaptchaSpentTable;
  user_transfers: UserTransfersTable;
}
