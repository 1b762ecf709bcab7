export { supportMigrations } from "./migrations.ts";
export type * from "./schema.ts";
