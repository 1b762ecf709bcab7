import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 17 (referrals and cookie consent; docs/cookies-and-referrals.md): the referral cookies a
 * new account was attributed to at registration (spec 001 §5, §9), the bring-a-friend referrer
 * (`bf`, another player of the same site), and the log of cookie agreements (001 §7
 * "cookiesAgreeTime"): one row per choice, the player's id when signed in.
 */
export const referralsConsentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table users add column referral jsonb`.execute(db);
    await sql`alter table users add column referrer_id bigint references users(id) on delete set null`.execute(
      db,
    );
    await sql`create index users_referrer_idx on users (referrer_id) where referrer_id is not null`.execute(
      db,
    );
    await db.schema
      .createTable("cookie_agreements")
      .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn("group_id", "integer", (c) => c.notNull())
      .addColumn("user_id", "bigint", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("agree_type", "smallint", (c) => c.notNull().check(sql`agree_type between 0 and 3`))
      .addColumn("agreed_at", "timestamptz", (c) => c.notNull())
      .addColumn("logged_at", "timestamptz", (c) => c.notNull())
      .execute();
    await sql`create index cookie_agreements_user_idx on cookie_agreements (user_id, logged_at)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("cookie_agreements").execute();
    await sql`alter table users drop column referrer_id`.execute(db);
    await sql`alter table users drop column referral`.execute(db);
  },
};
