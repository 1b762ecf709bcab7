import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The limits service's tables (issue 15; spec 001 §3 "Limit", §4 "Limits", §7 "Limits service").
 *
 * - `limit_setting`: one row per player and limit type, the state the checks read. `value` is the
 *   last value that took effect (in the type's measure: whole currency units, hours, minutes,
 *   days); `ends_at` the end of a self-exclusion or time-out; the pending (looser) change, if any;
 *   for self-exclusion also the player's positive action to reopen once it has ended. The money
 *   enforcement reads every row of one player with one index lookup on the primary key.
 * - `limit_event`: the append-only history (every value that took effect, every request, confirm,
 *   cancel, lapse, questionnaire, reopen and register answer, with who and why): the audit trail the
 *   operator command prints.
 * - `limit_questionnaire`: the single-use questionnaire tokens of `POST limits` / `testanswers`.
 * - `limit_play_session`: the play sessions the session limit (31) and the reality check (32) count.
 * - `limit_register_check`: every question put to the national self-exclusion register.
 */
export const limitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("limit_setting")
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("limit_type", "smallint", (c) =>
        c.notNull().check(sql`limit_type in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37)`),
      )
      // The value in force since applied_at (null: nothing applied yet, only a pending change).
      .addColumn("value", "integer")
      // Money limits: the currency (ISO 4217) the value is in — the active account's when it was set.
      .addColumn("currency", "text", (c) => c.check(sql`currency ~ '^[A-Z]{3}$'`))
      .addColumn("applied_at", "timestamptz")
      .addColumn("ends_at", "timestamptz")
      .addColumn("pending_value", "integer")
      .addColumn("pending_currency", "text", (c) => c.check(sql`pending_currency ~ '^[A-Z]{3}$'`))
      .addColumn("pending_requested_at", "timestamptz")
      .addColumn("pending_confirmable_at", "timestamptz")
      .addColumn("pending_lapses_at", "timestamptz")
      .addColumn("reopen_requested_at", "timestamptz")
      .addColumn("updated_at", "timestamptz", (c) => c.notNull())
      .addPrimaryKeyConstraint("limit_setting_pk", ["user_id", "limit_type"])
      .addCheckConstraint("limit_setting_value_time", sql`(value is null) = (applied_at is null)`)
      .addCheckConstraint(
        "limit_setting_pending_complete",
        sql`(pending_value is null) = (pending_requested_at is null)
          and (pending_value is null) = (pending_confirmable_at is null)
          and (pending_value is null) = (pending_lapses_at is null)`,
      )
      .execute();

    await db.schema
      .createTable("limit_event")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("limit_type", "smallint")
      .addColumn("action", "text", (c) =>
        c
          .notNull()
          .check(
            sql`action in ('applied', 'requested', 'confirmed', 'cancelled', 'lapsed', 'refused', 'questionnaire_sent', 'questionnaire_passed', 'questionnaire_failed', 'reopen_requested', 'sessions_ended', 'session_limit_reached', 'register_checked')`,
          ),
      )
      .addColumn("value", "integer")
      .addColumn("currency", "text")
      .addColumn("ends_at", "timestamptz")
      .addColumn("actor", "text", (c) =>
        c.notNull().check(sql`actor in ('player', 'operator', 'system', 'register')`),
      )
      .addColumn("reason_ids", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn("detail", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn("at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("limit_event_user")
      .on("limit_event")
      .columns(["user_id", "at", "id"])
      .execute();

    await db.schema
      .createTable("limit_questionnaire")
      // SHA-256 of the tokenGuid: a leaked table cannot answer a questionnaire.
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      // The changes held until the answers pass: [{ limitType, limitValue, currency }].
      .addColumn("limits", "jsonb", (c) => c.notNull())
      .addColumn("question_ids", "jsonb", (c) => c.notNull())
      .addColumn("created_at", "timestamptz", (c) => c.notNull())
      .addColumn("expires_at", "timestamptz", (c) => c.notNull())
      .addColumn("used_at", "timestamptz")
      .execute();
    await db.schema
      .createIndex("limit_questionnaire_user")
      .on("limit_questionnaire")
      .columns(["user_id", "created_at"])
      .execute();

    await db.schema
      .createTable("limit_play_session")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      // The sign-in session (user_sessions.id) this play session belongs to.
      .addColumn("session_id", "text", (c) => c.notNull())
      .addColumn("started_at", "timestamptz", (c) => c.notNull())
      // The last sign of life (sign-in, ping); a session silent for longer than the grace counts
      // until its last sign of life only.
      .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
      .addColumn("ended_at", "timestamptz")
      .addColumn("end_reason", "text")
      .execute();
    await db.schema
      .createIndex("limit_play_session_user")
      .on("limit_play_session")
      .columns(["user_id", "started_at"])
      .execute();
    await db.schema
      .createIndex("limit_play_session_session")
      .on("limit_play_session")
      .columns(["session_id", "started_at"])
      .execute();

    await db.schema
      .createTable("limit_register_check")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("purpose", "text", (c) =>
        c.notNull().check(sql`purpose in ('registration', 'login', 'daily')`),
      )
      // Y, N, P; null when the register could not be asked (the caller failed closed).
      .addColumn("exclusion", "text", (c) => c.check(sql`exclusion in ('Y', 'N', 'P')`))
      .addColumn("unique_id", "text")
      .addColumn("at", "timestamptz", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("limit_register_check_user")
      .on("limit_register_check")
      .columns(["user_id", "at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of [
      "limit_register_check",
      "limit_play_session",
      "limit_questionnaire",
      "limit_event",
      "limit_setting",
    ]) {
      await db.schema.dropTable(t).ifExists().execute();
    }
  },
};
