import { type DatabaseIntrospector, type Kysely, sql, type TableMetadata } from "kysely";
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
 * migration bookkeeping tables live there too, and the migrator looks only there (`scopedTo`).
 */
export async function migrate(db: Db, opts: { schema?: string | undefined } = {}): Promise<string[]> {
  // Services own number ranges (config 0001–0099, players 0100–0199, wallet 0200–0299), so a new
  // migration in one range may legitimately sort before one already applied in another.
  const migrator = new Migrator({
    db: opts.schema ? scopedTo(db, opts.schema) : db,
    provider: new StaticProvider(),
    allowUnorderedMigrations: true,
    ...(opts.schema ? { migrationTableSchema: opts.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * The database as the migrator sees it when it works in one schema. Before it runs anything, Kysely's
 * migrator asks whether its bookkeeping tables exist by listing the tables and columns of **every**
 * schema, resolving each column by name (`pg_get_serial_sequence`). A schema dropped meanwhile (a
 * parallel test file closing its database) made that listing fail: a relation, a column or the schema
 * "does not exist". Here the listing reads the catalogue of this one schema only, in one snapshot, and
 * resolves nothing by name, so what other schemas do cannot touch it. Every migrator of the site
 * uses it: this one, and the payment sandbox's for its own tables (apps/psp-sandbox).
 */
// biome-ignore lint/suspicious/noExplicitAny: any database a migrator is given (the site's, a sandbox's)
export function scopedTo<D extends Kysely<any>>(db: D, schema: string): D {
  const introspection: DatabaseIntrospector = {
    async getSchemas() {
      const { rows } = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return rows;
    },
    async getTables() {
      const { rows } = await sql<{ name: string; is_view: boolean }>`
        select c.relname as name, c.relkind = 'v' as is_view
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v')`.execute(db);
      return rows.map(
        (r): TableMetadata => ({ name: r.name, schema, isView: r.is_view, isForeign: false, columns: [] }),
      );
    },
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "introspection") return introspection;
      // Kysely keeps its state in private fields, which only the real instance can reach.
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
