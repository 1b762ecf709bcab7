export * from "./adapter.ts";
export * from "./types.ts";
