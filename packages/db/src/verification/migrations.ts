import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The verification service's table (issue 17; docs/verification.md), numbered 0910–0919. Never edit
 * an applied one.
 *
 * `verification_document`: a player's identity document, stored in the database (bytea) rather than
 * on disk, so an upload and the player's status change commit together, backups carry them, and no
 * web server folder can ever serve one. Metadata is stripped before the row is written.
 */
export const verificationMigrations: Record<string, Migration> = {
  "0910_verification_document": {
    async up(db: Kysely<unknown>) {
      await sql`
        create table verification_document (
          id bigint generated always as identity primary key,
          user_id bigint not null references users(id),
          purpose text not null check (purpose in ('verification', 'identification')),
          kind text not null check (kind in ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'selfie', 'other')),
          mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
          size_bytes integer not null check (size_bytes > 0),
          sha256 text not null,
          content bytea not null,
          status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
          created_at timestamptz not null default now(),
          reviewed_at timestamptz,
          reviewed_by bigint references staff_user(id),
          review_note text check (review_note is null or length(review_note) <= 1000)
        )`.execute(db);
      await sql`create index verification_document_user on verification_document (user_id, id desc)`.execute(
        db,
      );
      await sql`create index verification_document_pending on verification_document (status, created_at)`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table verification_document`.execute(db);
    },
  },
};
