/**
 * The wallet service: double-entry ledger, accounts, deposits and withdrawals through a payment
 * provider, history, team cash. docs/wallet.md describes the in-process API and the routes.
 */
export { ensureMainAccount } from "./accounts/store.ts";
export { type AuditReport, runAudit } from "./audit.ts";
export { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "./idempotency.ts";
export * from "./ledger/index.ts";
export { allowAllLimits, type LimitCheck, type LimitDecision, type LimitsHook } from "./limits.ts";
export { type WalletServiceOptions, walletOptionsFromEnv } from "./options.ts";
export { createWalletService, walletService } from "./service.ts";
