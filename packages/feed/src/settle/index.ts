export * from "./possible.ts";
export * from "./settle.ts";
