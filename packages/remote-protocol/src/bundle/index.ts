// Build helpers (Node only): the shared React for the import map and the remotes' client bundles.
export * from "./all.ts";
export * from "./client.ts";
export * from "./shared-react.ts";
