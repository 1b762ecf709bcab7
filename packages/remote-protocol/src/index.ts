export * from "./context.ts";
export * from "./head.ts";
export * from "./loader.ts";
export * from "./registry.ts";
export * from "./request.ts";
export * from "./retry.ts";
export * from "./schema.ts";
