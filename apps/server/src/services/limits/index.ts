/**
 * The limits service (responsible gaming, issue 15; spec 001 §3 "Limit", §4 "Limits", §7 "Limits
 * service"; docs/responsible-gaming.md). Other services reach it only through this file.
 *
 * ## Reading the limits inside a money transaction
 *
 *     const limits = await limitsInForce(trx, userId, now);
 *
 * One query: `select * from limit_setting where user_id = $1` — the primary key (user_id,
 * limit_type) index, at most 14 rows per player. Run it inside the transaction that moves the money,
 * after the lock that serialises the player's money (e.g. the ledger's account row lock), with the
 * same `now` the transaction uses. It does not lock limit_setting: a limit change is a separate
 * transaction that takes effect for every money transaction that starts after it commits.
 *
 * It answers:
 * - `money`: the deposit (20, 21, 22), wagering (1, 2, 3) and loss (10, 11, 12) limits in force —
 *   `limitType`, `group`, `windowSeconds` (86400, 604800, 2592000: rolling, an event at `at` counts
 *   while `now − window < at ≤ now`), `limitValue` (whole currency units, as the player set it),
 *   `currency` (the active account's currency when the value was set) and `limit` (bigint minor
 *   units of that currency). "No limit" (999999999) and values not yet in force are left out; a
 *   pending looser change never counts (the stricter value in force does).
 * - `selfExcluded`, `timedOut`, and `restrictions` (the domain's `restrictions`: `deposit` / `bet`
 *   false with `code` — SELF_EXCLUDED, TIMED_OUT, SELF_EXCLUSION_ENDED or REOPEN_COOLING_OFF — the
 *   catalogue code to refuse with; `withdraw` is always true).
 * - `settings` and `reopenRequestedAt`: the domain's `LimitSetting`s, to pass straight to
 *   `checkDeposit` / `checkStake` of `@parlay/domain/limits` with the window totals.
 * - `sessionHours`, `realityCheckMinutes`.
 *
 * ## Enforcing (main.ts)
 *
 * `createEnforcement({ now })` is the wallet's LimitsHook (deposits, withdrawals, casino debits) and
 * `recordCasinoRound` for a settled casino round, `releaseCasinoStake` for a rolled-back stake; bet placement enforces inside bet_place_coupons
 * (migrations 0800, 1000–1001). docs/responsible-gaming.md "Enforcement in the database".
 *
 * `limitsAuditChecks`: the open-stakes counter of migration 1001 against its recomputation (run by
 * the betting service's `runFullAudit`, so by `npm run ledger:audit` too).
 *
 * ## Reading a player's limits elsewhere
 *
 * `readPlayerLimits`, `availableLimits`, `readLimitHistory` and `selfExcludeReasons` are what the GET
 * routes answer (with `limitsAnswer` … `reasonsAnswer`); `groupLimitsConfig` is a site's config by
 * its group, for the office's server render of the Responsible page (apps/server/src/remotes).
 *
 * ## Mounting (main.ts)
 *
 * `createLimits({ db, register: registerFromEnv(env, production) })` gives the service to mount, the
 * `signInGuard` for the players runtime, the outbox worker's `marketingFilter` and the register job.
 */
export { limitsAuditChecks } from "./audit.ts";
export { type LimitsSiteConfig, limitsConfigOf } from "./config.ts";
export {
  type CasinoRound,
  createEnforcement,
  ENFORCEMENT_CODES,
  type LimitsEnforcement,
  type ReleasedStake,
} from "./enforce.ts";
export {
  availableLimits,
  groupLimitsConfig,
  readLimitHistory,
  readPlayerLimits,
  selfExcludeReasons,
} from "./reads.ts";
export { GamstopRegister, registerFromEnv } from "./register.ts";
export { BLOCK_BASE, LIMITS_BASE } from "./routes.ts";
export { availableAnswer, historyAnswer, limitsAnswer, reasonsAnswer } from "./schemas.ts";
export { createLimits, type Limits, type LimitsOptions } from "./service.ts";
export {
  type Executor,
  type LimitsInForce,
  limitsInForce,
  type MoneyLimitInForce,
  minorUnitDigits,
} from "./store.ts";
export { type TextLanguage, textLanguage } from "./texts.ts";
