export * from "./keys.ts";
export { casinoMigrations } from "./migrations.ts";
export type * from "./schema.ts";
