// Node-side contract: Fastify plugin, standalone server, React body rendering.
export * from "./assets.ts";
export * from "./errors.ts";
export * from "./plugin.ts";
export * from "./remote-app.ts";
export * from "./render.ts";
export * from "./standalone.ts";
