export * from "./connect.ts";
export * from "./group-commit.ts";
export * from "./migrate.ts";
export * from "./schema.ts";
export { seed } from "./seed/index.ts";
export * from "./unavailable.ts";
