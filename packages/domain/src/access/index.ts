/** @parlay/domain/access — the blocks service's rules and IP arithmetic (issue 16; spec 000 §3, §4, §7). */
export * from "./blocks.ts";
export * from "./ip.ts";
export * from "./redirect-input.ts";
export * from "./redirects.ts";
