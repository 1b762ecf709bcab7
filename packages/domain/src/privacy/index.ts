/**
 * @parlay/domain/privacy — cookie consent and referral capture (spec 001 §3, §5, §9): which cookies
 * a visitor's choice allows, and which referral cookies a landing URL writes for how long. No IO.
 */
export * from "./consent.ts";
export * from "./referral.ts";
