// Build helpers (re-exported as @parlay/remote-protocol/build) (Node only): shared React for the import map and the remotes' client bundles.
export * from "./all.ts";
export * from "./client.ts";
export * from "./shared-react.ts";
