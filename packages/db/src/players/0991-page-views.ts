import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 17 (docs/cookies-and-referrals.md "Analytics"): first-party page views, sent only by
 * visitors who agreed to analytics cookies, kept as counts per site, day and section — no visitor,
 * session, address or device is stored.
 */
export const pageViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table analytics_page_views (
      group_id integer not null,
      day date not null,
      section text not null,
      views bigint not null default 0 check (views >= 0),
      primary key (group_id, day, section)
    )`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table analytics_page_views`.execute(db);
  },
};
