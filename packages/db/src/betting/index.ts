export { bettingMigrations } from "./migrations.ts";
export type * from "./schema.ts";
