/** @parlay/db/verification — the verification service's table (docs/verification.md). */
export { verificationMigrations } from "./migrations.ts";
export type * from "./schema.ts";
