export { sportsbookMigrations } from "./migrations.ts";
export type * from "./schema.ts";
