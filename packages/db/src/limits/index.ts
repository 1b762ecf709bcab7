export { limitsMigrations } from "./migrations.ts";
export type * from "./schema.ts";
