/**
 * The casino service (issue 18): game providers, their games, launch sessions and the seamless
 * wallet the providers call (docs/casino.md "Seamless wallet"). Other services and the sandbox
 * reach it only through this file.
 *
 * - `createCasinoService(options)`: the routes (POST /casino-api/v1/wallet/play, /wallet/rollback,
 *   /session; POST /web-api/casino/launch).
 * - `registerProvider(db, provider)`: a provider with its signing key and games (idempotent).
 * - `signBody(key, raw)`: the X-Request-Sign value a provider sends.
 * - The lobby (docs/casino.md "Lobby"): the catalogue's reads and the player's favourites, recently
 *   played and session figures, for the casino remote's in-process data (remotes/casino-data.ts).
 * - `inHouseWallet(deps)`: the wallet's `play` in-process for the site's own games (the originals service).
 * - `casinoHistory(db, userId, page)`: the player's casino bets, wins and rollbacks, action by action.
 * - `casinoRounds(db, userId, page, pageSize, verifyLinksOf)`: the office's casino tab (GET
 *   /web-api/casino/history): rounds with their actions and net, and each provably fair round's
 *   verifier link from `verifyLinksOf` (the originals service's, given as `verifyLinks` in main.ts).
 * - `casinoSitemapPaths(db)`: every listed game's and provider's page, for the SEO service's sitemap.
 * - The catalogue in the back office (`staff-catalogue.ts`, /backoffice-api/v1/casino): games and
 *   providers edited by content staff, audited; `catalogueChanges()` announces the edits (main.ts
 *   drops the guest page cache on them, across processes through the site's Redis).
 * - `casinoAuditChecks`: the casino's checks for `npm run ledger:audit` (wallet/audit-cli.ts).
 */
export { casinoAuditChecks } from "./audit.ts";
export {
  DEFAULT_LOBBY_SETTINGS,
  gameDetail,
  type LobbySettings,
  listGames,
  listProviders,
  lobbyRows,
  randomGame,
  searchGames,
} from "./catalogue.ts";
export { type CatalogueChanges, catalogueChanges } from "./changes.ts";
export {
  type CasinoHistoryItem,
  type CasinoRoundsPage,
  casinoHistory,
  casinoHistoryQuery,
  casinoRounds,
  type FairRoundRef,
  noVerifyLinks,
  type VerifyLink,
  type VerifyLinksOf,
} from "./history.ts";
export { type InHouseWallet, inHouseWallet } from "./in-house.ts";
export { gameParams, gameQuery, LOBBY_API, lobbyFilterQuery, searchQuery } from "./lobby-routes.ts";
export type { CasinoLimits } from "./play.ts";
export { favoriteGames, favoriteIds, recentGames, sessionFigures } from "./player-lobby.ts";
export {
  type PlayRequest,
  type RollbackRequest,
  SIGNATURE_HEADER,
  signBody,
  WALLET_ERRORS,
  type WalletAnswer,
  type WalletErrorCode,
} from "./protocol.ts";
export {
  type GameLobbyFields,
  type ProviderGame,
  type ProviderRegistration,
  registerProvider,
} from "./providers.ts";
export { CASINO_API } from "./routes.ts";
export { type CasinoServiceOptions, createCasinoService, lobbySettingsFromEnv } from "./service.ts";
export { LAUNCH_TOKEN_TTL_MS } from "./sessions.ts";
export { casinoSitemapPaths } from "./sitemap.ts";
