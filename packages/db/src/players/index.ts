/** @parlay/db/players — the players service's tables and queries. */
export * from "./backup-codes.ts";
export * from "./captcha.ts";
export * from "./codes.ts";
export * from "./failures.ts";
export * from "./login-history.ts";
export * from "./outbox.ts";
export * from "./referrals.ts";
export type * from "./schema.ts";
export * from "./sessions.ts";
export * from "./social.ts";
export * from "./transfer.ts";
export * from "./users.ts";
