export { originalsMigrations } from "./migrations.ts";
export type * from "./schema.ts";
