export * from "./prng.ts";
