export * from "./site-config.ts";
