import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The blocks service's rules (issue 16 §3), one row per rule of a site group, set by staff in the
 * back office (`@parlay/domain/access` decides; docs/access-control.md).
 */
export const blockRulesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table access_block_rule (
        id integer generated always as identity primary key,
        group_id integer not null references site(group_id),
        kind text not null check (kind in ('site', 'cidr', 'country', 'referral', 'user_agent')),
        value text not null default '',
        template_type_id smallint not null,
        starts_at timestamptz,
        ends_at timestamptz,
        auth_only boolean not null default false,
        note text not null default '',
        created_at timestamptz not null default now(),
        created_by bigint references staff_user(id),
        check (ends_at is null or starts_at is null or ends_at > starts_at)
      )`.execute(db);
    await sql`create index access_block_rule_group on access_block_rule (group_id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table access_block_rule`.execute(db);
  },
};
