import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./connect.ts";
import { migrations } from "./migrations/index.ts";

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Applies every pending migration in name order; throws on the first failure. */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
