export { staffMigrations } from "./migrations.ts";
export type * from "./schema.ts";
