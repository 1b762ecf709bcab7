export { bettingMigrations } from "./migrations.ts";
export type * from "./schema.ts";
export type * from "./settlement-schema.ts";
