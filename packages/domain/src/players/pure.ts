/**
 * @parlay/domain/players/pure — the players rules without the zod schemas (user-config.ts), for
 * browser bundles: importing the package index would pull zod (~100 kB gzip) into every page.
 */
export * from "./activation.ts";
export * from "./age.ts";
export * from "./auth-form.ts";
export * from "./captcha.ts";
export * from "./encoding.ts";
export * from "./fingerprint.ts";
export * from "./password.ts";
export * from "./personal-fields.ts";
export * from "./phone.ts";
export * from "./protection.ts";
export * from "./session-lifetime.ts";
export * from "./settings-rules.ts";
export * from "./token.ts";
export * from "./totp-window.ts";
export * from "./transfer.ts";
export * from "./verification.ts";
