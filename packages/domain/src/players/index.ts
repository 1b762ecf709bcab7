/**
 * @parlay/domain/players — the pure rules of players, sign-in and sessions (spec 001 §3–§9,
 * spec 000 §4, §8): no IO, no clock (callers pass `now`), no randomness. The rules without schemas are
 * also their own subpath (`players/pure`), for browser code that must not carry zod.
 */

export * from "./personal-data.ts";
export * from "./pure.ts";
export * from "./settings.ts";
export * from "./user-config.ts";
