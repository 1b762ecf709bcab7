export * from "./clock.ts";
