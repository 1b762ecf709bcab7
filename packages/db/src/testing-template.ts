import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { migrate } from "./migrate.ts";
import type { Database } from "./schema.ts";

/**
 * An empty PGlite migrated to the latest schema, dumped. Starting PGlite runs initdb (seconds),
 * the migrations add more; a copy of this dump starts in a fraction of that.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrate(db);
    return await pglite.dumpDataDir("none");
  } finally {
    await db.destroy();
  }
}
