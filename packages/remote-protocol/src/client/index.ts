// Browser-side contract: no zod and no Node imports, so it can be bundled into every remote's client.
export * from "./events.ts";
export * from "./links.ts";
export * from "./mount.ts";
export * from "./props.ts";
