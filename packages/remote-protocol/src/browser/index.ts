// What the shell's browser code uses to load and track remotes, without the protocol's zod schemas
// (they load with the first render answer checked: loader.ts). Server code uses the package's index.
export * from "../context.ts";
export * from "../loader.ts";
export * from "../protocol.ts";
export * from "../registry.ts";
export * from "../retry.ts";
