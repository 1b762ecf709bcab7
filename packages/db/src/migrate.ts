import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./connect.ts";
import { migrations } from "./migrations/index.ts";

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies every pending migration in name order; throws on the first failure. With a schema, the
 * migration bookkeeping tables live there too: Kysely looks for them across all schemas otherwise,
 * and another schema's tables (a parallel test run) would make it skip creating its own.
 */
export async function migrate(db: Db, opts: { schema?: string | undefined } = {}): Promise<string[]> {
  // Services own number ranges (config 0001–0099, players 0100–0199, wallet 0200–0299), so a new
  // migration in one range may legitimately sort before one already applied in another.
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
    ...(opts.schema ? { migrationTableSchema: opts.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
