import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 16's back-office sections beside the blocks (docs/access-control.md, docs/config.md):
 *
 * - `site_config_version`: every change of a `site_config_group` row made through the back office,
 *   append-only (the row before and after; `data` null when the row was removed), so an operator
 *   sees what changed and can roll back to any version;
 * - `access_redirect_rule`: the redirect service's rules (domain moves, mirrors, paths);
 * - `terms_version`: the site's terms, one text per version and language, published by content
 *   staff; `terms_acceptance`: the last version each player accepted on each site.
 */
export const configVersionsRedirectsTermsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table site_config_version (
        id integer generated always as identity primary key,
        group_id integer not null references site(group_id),
        group_name text not null,
        country text not null,
        lang text not null,
        before jsonb,
        data jsonb,
        action text not null check (action in ('put', 'delete', 'rollback')),
        rolled_back_to integer references site_config_version(id),
        staff_id bigint references staff_user(id),
        staff_email text not null,
        at timestamptz not null default now()
      )`.execute(db);
    await sql`create index site_config_version_row on site_config_version (group_id, group_name, country, lang, id)`.execute(
      db,
    );
    await sql`
      create function site_config_version_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'site_config_version is append-only';
      end $$`.execute(db);
    await sql`
      create trigger site_config_version_append_only before update or delete on site_config_version
      for each row execute function site_config_version_append_only()`.execute(db);

    await sql`
      create table access_redirect_rule (
        id integer generated always as identity primary key,
        group_id integer not null references site(group_id),
        kind text not null check (kind in ('domain', 'mirror', 'path')),
        host text not null default '',
        country text not null default '',
        path text not null default '',
        target text not null,
        code smallint not null default 301 check (code in (301, 302, 307, 308)),
        note text not null default '',
        created_at timestamptz not null default now(),
        created_by bigint references staff_user(id)
      )`.execute(db);
    await sql`create index access_redirect_rule_group on access_redirect_rule (group_id)`.execute(db);

    await sql`
      create table terms_version (
        id integer generated always as identity primary key,
        group_id integer not null references site(group_id),
        version integer not null check (version > 0),
        lang text not null,
        title text not null,
        body text not null,
        published_at timestamptz,
        created_at timestamptz not null default now(),
        created_by bigint references staff_user(id),
        unique (group_id, version, lang)
      )`.execute(db);
    await sql`
      create table terms_acceptance (
        user_id bigint not null references users(id),
        group_id integer not null references site(group_id),
        version integer not null,
        accepted_at timestamptz not null,
        primary key (user_id, group_id)
      )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table terms_acceptance`.execute(db);
    await sql`drop table terms_version`.execute(db);
    await sql`drop table access_redirect_rule`.execute(db);
    await sql`drop table site_config_version`.execute(db);
    await sql`drop function site_config_version_append_only`.execute(db);
  },
};
