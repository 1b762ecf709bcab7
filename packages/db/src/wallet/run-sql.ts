import { type Kysely, sql } from "kysely";

/** Runs statements one by one: PGlite's extended protocol takes a single statement per query. */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
