export * from "./choose.ts";
