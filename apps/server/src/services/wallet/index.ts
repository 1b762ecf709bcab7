/**
 * The wallet service: double-entry ledger, accounts, deposits and withdrawals through a payment
 * provider, history, team cash. docs/wallet.md describes the in-process API and the routes.
 */
export { ACCOUNT_TYPE, accountInCurrency, ensureMainAccount } from "./accounts/store.ts";
export { type AuditCheck, type AuditReport, runAudit } from "./audit.ts";
export { activeBalance } from "./balance.ts";
export { activeCurrency, type GamblingFlow, gamblingSince } from "./gambling.ts";
export {
  type BalanceView,
  balanceView,
  currencyText,
  dateText,
  idempotencyKey,
  idNumber,
  idParam,
  moneyText,
  pageQuery,
  parseDateBound,
  presentBalance,
} from "./http.ts";
export {
  type IdempotentAnswer,
  type IdempotentRequest,
  replayStored,
  type StoredAnswer,
  storedRefusal,
  withIdempotency,
} from "./idempotency.ts";
export { requestHash } from "./ledger/hash.ts";
export { captureHold, placeHold, releaseHold } from "./ledger/holds.ts";
export * from "./ledger/index.ts";
export { postTransaction } from "./ledger/post.ts";
export { preparePosting } from "./ledger/posting.ts";
export { reverseTransaction } from "./ledger/reverse.ts";
export type { EntryInput } from "./ledger/types.ts";
export {
  allowAllLimits,
  type CreditedDeposit,
  type DepositCreditedHook,
  type LimitCheck,
  type LimitDecision,
  type LimitsHook,
} from "./limits.ts";
export { type WalletDeps, type WalletServiceOptions, walletOptionsFromEnv } from "./options.ts";
export {
  accountStoreAnswer,
  balanceAnswer,
  DEFAULT_WALLET_CURRENCY,
  readAccountStore,
  readBalance,
} from "./reads.ts";
export { createWalletService, walletService } from "./service.ts";
