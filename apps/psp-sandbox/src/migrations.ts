import { scopedTo } from "@parlay/db";
import { type Kysely, sql } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";

async function run(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const s of statements) await sql.raw(s).execute(db);
}

const migrations: Record<string, Migration> = {
  "0001_psp": {
    up: (db) =>
      run(db, [
        `create table psp_payment (
          id text primary key,
          merchant text not null,
          reference text not null,
          kind text not null check (kind in ('deposit', 'payout')),
          method text not null,
          amount bigint not null check (amount > 0),
          currency text not null,
          status text not null check (status in ('created', 'pending', 'succeeded', 'failed', 'cancelled')),
          return_url text,
          sequence integer not null default 0,
          created_at timestamptz not null default now(),
          updated_at timestamptz not null default now(),
          unique (merchant, reference)
        )`,
        `create table psp_webhook_outbox (
          id bigint generated always as identity primary key,
          event_id text not null unique,
          payment_id text not null references psp_payment(id),
          url text not null,
          body text not null,
          attempts integer not null default 0,
          next_attempt_at timestamptz not null,
          delivered_at timestamptz,
          dead boolean not null default false,
          last_status integer,
          last_error text,
          created_at timestamptz not null default now()
        )`,
        "create index psp_webhook_outbox_due on psp_webhook_outbox (next_attempt_at) where delivered_at is null and not dead",
      ]),
    down: (db) => run(db, ["drop table psp_webhook_outbox", "drop table psp_payment"]),
  },
};

class Provider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * The sandbox migrates its own tables with its own bookkeeping table, so it can share the site's
 * database (in-process) or use one of its own (standalone) without touching the site's migrations.
 */
// biome-ignore lint/suspicious/noExplicitAny: any database the sandbox is given (its own or the site's)
export async function migratePsp(db: Kysely<any>): Promise<void> {
  // Bookkeeping goes in the current schema explicitly, and the migrator looks only there: Kysely's
  // own listing reads every schema, and another one dropped meanwhile (a parallel test file) made
  // it fail (scopedTo in @parlay/db).
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  const migrator = new Migrator({
    db: schema ? scopedTo(db, schema) : db,
    provider: new Provider(),
    migrationTableName: "psp_migration",
    migrationLockTableName: "psp_migration_lock",
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
