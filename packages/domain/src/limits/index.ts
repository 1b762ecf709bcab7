/**
 * @parlay/domain/limits — the pure rules of responsible gaming (issue 15; spec 000 §3, §9; spec 001
 * §3, §4, §7, §9): limit types, the change state machine, rolling windows, enforcement checks,
 * session and reality-check arithmetic, the national self-exclusion register. No IO, no clock.
 * See docs/responsible-gaming.md.
 */
export * from "./buckets.ts";
export * from "./changes.ts";
export * from "./checks.ts";
export * from "./codes.ts";
export * from "./entity.ts";
export * from "./questionnaire.ts";
export * from "./register.ts";
export * from "./session.ts";
export * from "./types.ts";
export * from "./windows.ts";
