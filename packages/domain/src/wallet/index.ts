/**
 * @parlay/domain/wallet — pure wallet rules: currencies of accounts, deposit and withdrawal
 * amount rules, the payment state machine, team cash and payment-request topics. No IO.
 */
export * from "./currencies.ts";
export * from "./payment-kind.ts";
export * from "./payment-limits.ts";
export * from "./payment-requests.ts";
export * from "./payment-status.ts";
export * from "./team-cash.ts";
