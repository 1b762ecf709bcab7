export * from "./countries.ts";
export * from "./currencies.ts";
export * from "./derived-fields.ts";
export * from "./diff.ts";
export * from "./maintenance.ts";
export * from "./replacements.ts";
export * from "./seo.ts";
export * from "./site-config.ts";
