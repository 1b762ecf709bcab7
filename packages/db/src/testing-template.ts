import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect } from "kysely";
import { migrate } from "./migrate.ts";
import type { Database } from "./schema.ts";

/**
 * An empty PGlite migrated to the latest schema, dumped. Starting PGlite runs initdb (seconds),
 * the migrations add more; a copy of this dump starts in a fraction of that.
 *
 * The dump is kept small because every test database unpacks it: WAL segments of 1 MB instead of
 * 16 MB (the dump carries one whole segment), and without the template0 and template1 databases
 * (each a full copy of the catalogue), which nothing creates databases from. 43 MB becomes ~10 MB.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const pglite = new PGlite({
    initDbStartParams: ["--wal-segsize=1"],
    postgresqlconf: ["min_wal_size = 2MB", "max_wal_size = 2MB", "shared_buffers = 16MB"],
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrate(db);
    await pglite.query("update pg_database set datistemplate = false where datname like 'template_'");
    await pglite.query("drop database template0");
    await pglite.query("drop database template1");
    // Keep no recycled segments: a checkpoint then removes the WAL the migrations wrote.
    await pglite.query("checkpoint");
    await pglite.query("checkpoint");
    return await pglite.dumpDataDir("none");
  } finally {
    await db.destroy();
  }
}
