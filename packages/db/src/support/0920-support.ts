import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The player's office messages and support (issue 17; docs/support.md), owned by the support service:
 *
 * - `player_message`: the inbox of system messages. A row holds the kind and its parameters, never
 *   the text: the office renders it in the reader's language from its dictionaries.
 * - `support_ticket`, `support_post`, `support_attachment`: tickets (kind `support` or `idea`) with
 *   the player's and the agents' posts; an attachment's bytes live here, outside any public folder,
 *   and are served only to the ticket's player or a support agent.
 * - `support_chat`: the consultant chat, one conversation per player, with read marks each side.
 */
export const supportMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table player_message (
        id bigint generated always as identity primary key,
        user_id bigint not null references users(id),
        kind text not null check (length(kind) between 1 and 40),
        params jsonb not null default '{}'::jsonb,
        created_at timestamptz not null default now(),
        read_at timestamptz
      )`.execute(db);
    await sql`create index player_message_user on player_message (user_id, id desc)`.execute(db);
    await sql`create index player_message_unread on player_message (user_id) where read_at is null`.execute(
      db,
    );
    await sql`
      create table support_ticket (
        id bigint generated always as identity primary key,
        user_id bigint not null references users(id),
        kind text not null check (kind in ('support', 'idea')),
        subject text not null check (length(subject) between 1 and 200),
        status text not null default 'open' check (status in ('open', 'answered')),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index support_ticket_user on support_ticket (user_id, id desc)`.execute(db);
    await sql`create index support_ticket_queue on support_ticket (status, updated_at)`.execute(db);
    await sql`
      create table support_post (
        id bigint generated always as identity primary key,
        ticket_id bigint not null references support_ticket(id),
        staff_id bigint references staff_user(id),
        staff_name text,
        body text not null check (length(body) between 1 and 4000),
        created_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index support_post_ticket on support_post (ticket_id, id)`.execute(db);
    await sql`
      create table support_attachment (
        id bigint generated always as identity primary key,
        post_id bigint not null references support_post(id),
        mime text not null check (mime in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
        name text not null check (length(name) between 1 and 120),
        size integer not null check (size between 1 and 5242880),
        bytes bytea not null
      )`.execute(db);
    await sql`create index support_attachment_post on support_attachment (post_id)`.execute(db);
    await sql`
      create table support_chat (
        id bigint generated always as identity primary key,
        user_id bigint not null references users(id),
        staff_id bigint references staff_user(id),
        staff_name text,
        offline boolean not null default false,
        body text not null check (length(body) between 1 and 2000),
        created_at timestamptz not null default now(),
        read_at timestamptz
      )`.execute(db);
    await sql`create index support_chat_user on support_chat (user_id, id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop table support_chat, support_attachment, support_post, support_ticket, player_message`.execute(
      db,
    );
  },
};
