/**
 * @parlay/domain/players — the pure rules of players, sign-in and sessions (spec 001 §3–§9,
 * spec 000 §4, §8): no IO, no clock (callers pass `now`), no randomness.
 */
export * from "./activation.ts";
export * from "./age.ts";
export * from "./auth-form.ts";
export * from "./captcha.ts";
export * from "./encoding.ts";
export * from "./fingerprint.ts";
export * from "./password.ts";
export * from "./phone.ts";
export * from "./protection.ts";
export * from "./session-lifetime.ts";
export * from "./token.ts";
export * from "./transfer.ts";
export * from "./user-config.ts";
export * from "./verification.ts";
