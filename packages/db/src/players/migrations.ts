import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { referralsConsentMigration } from "./0930-referrals-consent.ts";
import { pageViewsMigration } from "./0991-page-views.ts";

/**
 * Players' tables (owned by the players service). Numbered 0100–0199 so they sort after the site
 * config and before the wallet, whose accounts reference users. Never edit an applied migration.
 */
export const playersMigrations: Record<string, Migration> = {
  "0100_users": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Public user ids are large and not sequential-looking, like a real bookmaker's account numbers.
      await sql`alter table users alter column id restart with 100000001`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("users").execute();
    },
  },
  "0101_user_profile": {
    async up(db: Kysely<unknown>) {
      // One statement per column keeps this readable; every column has a default or is nullable,
      // so existing rows stay valid.
      const columns: [string, string][] = [
        ["email", "text"],
        ["email_verified_at", "timestamptz"],
        ["phone_code", "text"],
        ["phone_number", "text"],
        ["phone_verified_at", "timestamptz"],
        ["password_hash", "text"],
        ["password_changed_at", "timestamptz"],
        ["user_name", "text"],
        ["country_code", "text"],
        ["country_id", "integer"],
        ["currency", "text not null default 'RUB'"],
        ["language", "text"],
        ["birth_date", "text check (birth_date ~ '^\\d{4}-\\d{2}-\\d{2}$')"],
        ["bonus_choice", "smallint not null default 0 check (bonus_choice between 0 and 2)"],
        ["registration_type", "text not null default 'fast_reg'"],
        ["activation_type", "smallint not null default 0 check (activation_type between 0 and 3)"],
        ["ref_id", "text"],
        ["ban_level", "integer not null default 0"],
        ["ban_version", "integer not null default 1"],
        ["verification_status", "integer not null default 0"],
        ["verification_types", "jsonb not null default '[]'"],
        ["verification_group_code", "text"],
        ["internal_verification_status", "integer not null default 0"],
        ["requested_additional_document", "boolean not null default false"],
        ["has_deposit", "boolean not null default false"],
        ["is_identification_bonus", "boolean not null default false"],
        ["is_need_identification", "boolean not null default false"],
        ["user_data", "jsonb not null default '{}'"],
        ["disallow_line_sport", "boolean not null default false"],
        ["disallow_live_sport", "boolean not null default false"],
        ["hide_balance", "boolean not null default false"],
        ["newsletter", "boolean not null default true"],
        ["msg_count", "integer not null default 0"],
        ["two_factor", "text check (two_factor in ('totp', 'sms'))"],
        ["totp_secret", "text"],
        ["totp_pending_secret", "text"],
        ["totp_last_counter", "bigint"],
        ["security_question", "boolean not null default false"],
        ["email_auth", "boolean not null default false"],
        ["updated_at", "timestamptz not null default now()"],
      ];
      for (const [name, type] of columns) {
        await sql.raw(`alter table users add column ${name} ${type}`).execute(db);
      }
      // Logins are per site: an e-mail or phone may belong to accounts on two different sites.
      await sql`create unique index users_email_unique on users (group_id, email) where email is not null`.execute(
        db,
      );
      await sql`create unique index users_phone_unique on users (group_id, phone_code, phone_number) where phone_number is not null`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`drop index if exists users_email_unique`.execute(db);
      await sql`drop index if exists users_phone_unique`.execute(db);
    },
  },
  "0102_user_sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_sessions")
        // The public id (listing, ending, the token's sid claim); never enough to act as the session.
        .addColumn("id", "text", (c) => c.primaryKey())
        // SHA-256 of the cookie secret: a leaked table cannot be replayed as cookies.
        .addColumn("secret_hash", "text", (c) => c.notNull().unique())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("group_id", "integer", (c) => c.notNull())
        .addColumn("remember", "boolean", (c) => c.notNull().defaultTo(false))
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
        .addColumn("ended_at", "timestamptz")
        .addColumn("end_reason", "text")
        .addColumn("ip", "text")
        .addColumn("user_agent", "text")
        .addColumn("fingerprint", "text")
        .execute();
      await db.schema
        .createIndex("user_sessions_user")
        .on("user_sessions")
        .columns(["user_id", "ended_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("user_sessions").execute();
    },
  },
  "0103_user_codes": {
    async up(db: Kysely<unknown>) {
      // One-time codes and link tokens: SMS codes, two-step tickets, activation, password reset,
      // e-mail verification, login tokens, transfer tickets. Only a keyed hash of the secret is kept.
      await db.schema
        .createTable("user_codes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("group_id", "integer", (c) => c.notNull())
        .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("cascade"))
        .addColumn("target", "text")
        .addColumn("secret_hash", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("data", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn("ip", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .addColumn("used_at", "timestamptz")
        .execute();
      await db.schema
        .createIndex("user_codes_target")
        .on("user_codes")
        .columns(["purpose", "target", "created_at"])
        .execute();
      await db.schema
        .createIndex("user_codes_ip")
        .on("user_codes")
        .columns(["purpose", "ip", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("user_codes").execute();
    },
  },
  "0104_auth_failures": {
    async up(db: Kysely<unknown>) {
      // Failed attempts per key ("account:…", "address:…"): they only ever add a captcha.
      await db.schema
        .createTable("auth_failures")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("at", "timestamptz", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("auth_failures_key").on("auth_failures").columns(["key", "at"]).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("auth_failures").execute();
    },
  },
  "0105_outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox_messages")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("body_text", "text", (c) => c.notNull())
        .addColumn("body_html", "text")
        .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("next_attempt_at", "timestamptz", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("sent_at", "timestamptz")
        .addColumn("failed_at", "timestamptz")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createIndex("outbox_pending")
        .on("outbox_messages")
        .columns(["sent_at", "failed_at", "next_attempt_at"])
        .execute();
      // What the development transport "delivered": the page at /dev/mailbox reads it.
      await db.schema
        .createTable("dev_mailbox")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("outbox_id", "bigint", (c) => c.notNull())
        .addColumn("channel", "text", (c) => c.notNull())
        .addColumn("recipient", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body_text", "text", (c) => c.notNull())
        .addColumn("body_html", "text")
        .addColumn("delivered_at", "timestamptz", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("dev_mailbox").execute();
      await db.schema.dropTable("outbox_messages").execute();
    },
  },
  "0106_social_identities": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("social_identities")
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("group_id", "integer", (c) => c.notNull())
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("email", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addPrimaryKeyConstraint("social_identities_pk", ["group_id", "provider", "subject"])
        .execute();
      await db.schema
        .createIndex("social_identities_user")
        .on("social_identities")
        .column("user_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("social_identities").execute();
    },
  },
  "0107_captcha_spent": {
    async up(db: Kysely<unknown>) {
      // A solved challenge is accepted once: its nonce is kept until the challenge would expire.
      await db.schema
        .createTable("captcha_spent")
        .addColumn("nonce", "text", (c) => c.primaryKey())
        .addColumn("expires_at", "timestamptz", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("captcha_spent").execute();
    },
  },
  "0108_user_transfers": {
    async up(db: Kysely<unknown>) {
      // Accounts of another site waiting to be moved here (loaded by operators), spec 001 §4.
      await db.schema
        .createTable("user_transfers")
        .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn("group_id", "integer", (c) => c.notNull().references("site.group_id"))
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("source_user_id", "text", (c) => c.notNull())
        .addColumn("phone_code", "text")
        .addColumn("phone_number", "text")
        .addColumn("email", "text")
        .addColumn("currency", "text", (c) => c.notNull())
        .addColumn("country_code", "text")
        .addColumn("user_name", "text")
        .addColumn("birth_date", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
        .addColumn("transferred_at", "timestamptz")
        .addUniqueConstraint("user_transfers_source", ["group_id", "source", "source_user_id"])
        .execute();
      await db.schema
        .createIndex("user_transfers_phone")
        .on("user_transfers")
        .columns(["group_id", "phone_code", "phone_number"])
        .execute();
      await db.schema
        .createIndex("user_transfers_email")
        .on("user_transfers")
        .columns(["group_id", "email"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("user_transfers").execute();
    },
  },
  "0150_outbox_category": {
    async up(db: Kysely<unknown>) {
      // Marketing messages are held back from self-excluded and timed-out players (issue 15);
      // everything queued so far is transactional (activation, password reset, transfer).
      await sql`alter table outbox_messages add column category text not null default 'transactional'
        check (category in ('transactional', 'marketing'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table outbox_messages drop column category`.execute(db);
    },
  },
  "0151_session_scope": {
    async up(db: Kysely<unknown>) {
      // A withdraw-only session (issue 15): a self-excluded or timed-out player may still sign in to
      // withdraw the balance, and such a session reaches nothing else.
      await sql`alter table user_sessions add column scope text check (scope in ('withdraw'))`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table user_sessions drop column scope`.execute(db);
    },
  },
  "0900_players_security_settings": {
    async up(db: Kysely<unknown>) {
      // Issue 17 (office security and settings): one-time backup codes of two-step login (hashed,
      // each used once), the security question (its answer hashed like a password), and the
      // player's display preferences and mailing flags (spec 001 §3 global and office settings).
      await db.schema
        .createTable("user_backup_codes")
        .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull())
        .addColumn("used_at", "timestamptz")
        .addPrimaryKeyConstraint("user_backup_codes_pk", ["user_id", "code_hash"])
        .execute();
      await sql`alter table users add column security_question_text text`.execute(db);
      await sql`alter table users add column security_answer_hash text`.execute(db);
      await sql`alter table users add column settings jsonb not null default '{}'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("user_backup_codes").execute();
      await sql`alter table users drop column security_question_text`.execute(db);
      await sql`alter table users drop column security_answer_hash`.execute(db);
      await sql`alter table users drop column settings`.execute(db);
    },
  },
  "0930_players_referrals_consent": referralsConsentMigration,
  // Issue 17's range 0990–0999: first-party analytics counts.
  "0991_analytics_page_views": pageViewsMigration,
};
