export { accessMigrations } from "./migrations.ts";
export type * from "./schema.ts";
