import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The back office's player sections (issue 16):
 *
 * - `staff_player_note`: notes staff write on a player (append-only like the audit: a note is
 *   corrected by another note, never edited).
 * - `wallet_payment_request` gains the staff answer (`answer`, `answered_at`, `answered_by`): the
 *   support agent's reply to a player's payment question, shown in the player's office.
 */
export const playerNotesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table staff_player_note (
        id bigint generated always as identity primary key,
        user_id bigint not null references users(id),
        staff_id bigint references staff_user(id),
        staff_email text not null,
        body text not null check (length(body) between 1 and 4000),
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index staff_player_note_user on staff_player_note (user_id, id desc)`.execute(db);
    await sql`
      create function staff_player_note_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'staff_player_note is append-only';
      end $$`.execute(db);
    await sql`
      create trigger staff_player_note_no_rewrite before update or delete on staff_player_note
      for each row execute function staff_player_note_append_only()`.execute(db);
    await sql`
      alter table wallet_payment_request
        add column answer text check (answer is null or length(answer) between 1 and 4000),
        add column answered_at timestamptz,
        add column answered_by bigint references staff_user(id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table wallet_payment_request drop column answer, drop column answered_at, drop column answered_by`.execute(
      db,
    );
    await sql`drop table staff_player_note`.execute(db);
    await sql`drop function staff_player_note_append_only`.execute(db);
  },
};
