/**
 * The casino service (issue 18): game providers, their games, launch sessions and the seamless
 * wallet the providers call (docs/casino.md "Seamless wallet"). Other services and the sandbox
 * reach it only through this file.
 *
 * - `createCasinoService(options)`: the routes (POST /casino-api/v1/wallet/play, /wallet/rollback,
 *   /session; POST /web-api/casino/launch).
 * - `registerProvider(db, provider)`: a provider with its signing key and games (idempotent).
 * - `signBody(key, raw)`: the X-Request-Sign value a provider sends.
 * - `casinoHistory(db, userId, page)`: the player's casino bets, wins and rollbacks for the office.
 * - `casinoAuditChecks`: the casino's checks for `npm run ledger:audit` (wallet/audit-cli.ts).
 */
export { casinoAuditChecks } from "./audit.ts";
export { type CasinoHistoryItem, casinoHistory } from "./history.ts";
export type { CasinoLimits } from "./play.ts";
export {
  type PlayRequest,
  type RollbackRequest,
  SIGNATURE_HEADER,
  signBody,
  WALLET_ERRORS,
  type WalletAnswer,
  type WalletErrorCode,
} from "./protocol.ts";
export { type ProviderGame, type ProviderRegistration, registerProvider } from "./providers.ts";
export { CASINO_API } from "./routes.ts";
export { type CasinoServiceOptions, createCasinoService } from "./service.ts";
export { LAUNCH_TOKEN_TTL_MS } from "./sessions.ts";
