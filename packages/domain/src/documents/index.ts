/** @parlay/domain/documents — identity documents: type sniffing and metadata stripping (pure). */
export * from "./sniff.ts";
export * from "./strip.ts";
