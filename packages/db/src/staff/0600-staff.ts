import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The back office's staff tables (issue 16), owned by the staff service. Staff are not players:
 * their own accounts, sessions and lockout, and an append-only audit trail.
 *
 * - `staff_user`: e-mail (unique, lower case), argon2id hash, TOTP secret sealed with the staff
 *   key (null until enrolled), the one-time-password flag, lockout counters, disabled flag.
 * - `staff_user_role`: the roles a staff account holds (rows, not a column: "roles as data").
 * - `staff_session`: the cookie's secret is stored as SHA-256 only; idle and absolute expiry are
 *   checked on every request (`@parlay/domain/staff`).
 * - `staff_audit`: who (id, e-mail, roles), what (action, target), before → after, when, from where.
 *   UPDATE and DELETE are refused by a trigger, so not even the service can rewrite history.
 */
export const staffMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table staff_user (
        id bigint generated always as identity primary key,
        email text not null unique check (email = lower(email) and email like '%_@_%'),
        display_name text not null default '',
        password_hash text not null,
        must_change_password boolean not null default true,
        password_expires_at timestamptz,
        totp_secret text,
        totp_enabled_at timestamptz,
        last_totp_step bigint,
        failed_attempts integer not null default 0 check (failed_attempts >= 0),
        locked_until timestamptz,
        disabled_at timestamptz,
        created_at timestamptz not null default now(),
        created_by bigint references staff_user(id)
      )`.execute(db);
    await sql`
      create table staff_user_role (
        staff_id bigint not null references staff_user(id) on delete cascade,
        role text not null check (role in ('admin', 'compliance', 'payments', 'support', 'content', 'trader', 'risk')),
        primary key (staff_id, role)
      )`.execute(db);
    await sql`
      create table staff_session (
        id text primary key,
        secret_hash text not null unique,
        staff_id bigint not null references staff_user(id) on delete cascade,
        created_at timestamptz not null,
        last_seen_at timestamptz not null,
        ended_at timestamptz,
        end_reason text,
        ip text not null,
        user_agent text not null default ''
      )`.execute(db);
    await sql`create index staff_session_staff on staff_session (staff_id) where ended_at is null`.execute(
      db,
    );
    await sql`
      create table staff_audit (
        id bigint generated always as identity primary key,
        at timestamptz not null,
        staff_id bigint references staff_user(id),
        staff_email text not null,
        staff_roles text[] not null,
        action text not null,
        target_type text not null,
        target_id text not null,
        before jsonb,
        after jsonb,
        ip text not null
      )`.execute(db);
    await sql`create index staff_audit_at on staff_audit (at desc, id desc)`.execute(db);
    await sql`create index staff_audit_target on staff_audit (target_type, target_id)`.execute(db);
    await sql`
      create function staff_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_audit is append-only';
      end $$`.execute(db);
    await sql`
      create trigger staff_audit_no_change before update or delete on staff_audit
      for each row execute function staff_audit_append_only()`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table staff_audit`.execute(db);
    await sql`drop function staff_audit_append_only`.execute(db);
    await sql`drop table staff_session`.execute(db);
    await sql`drop table staff_user_role`.execute(db);
    await sql`drop table staff_user`.execute(db);
  },
};
