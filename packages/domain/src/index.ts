export * from "./config/index.ts";
export * from "./language/index.ts";
export * from "./routing/index.ts";
