export * from "./settle.ts";
