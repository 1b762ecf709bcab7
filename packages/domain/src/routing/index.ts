export * from "./ban.ts";
export * from "./blocking.ts";
export * from "./match.ts";
export * from "./navigate.ts";
export * from "./params.ts";
export * from "./table.ts";
export { BLOCK_PAGES } from "./table-empty.ts";
export { INFO_PAGES } from "./table-info.ts";
export * from "./types.ts";
