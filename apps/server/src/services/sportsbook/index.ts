/**
 * The sportsbook service (issue 6): catalogue and feed, live push. docs/sportsbook.md.
 *
 * For the lead: `sportsbookService` (mount it), `startFeed` (run a feed yourself), the push hub
 * (`PushHub`, `registerLiveRoute`), and the read API (store/read.ts, store/coupon.ts).
 */
export { type FeedHandle, type FeedOptions, startFeed } from "./feed/runner.ts";
export { createLiveBus, createLocalBus, createRedisBus, type LiveBus } from "./live/bus.ts";
export { type HubOptions, type HubStats, PushHub } from "./live/hub.ts";
export { clientMessage, LIMITS, type LiveBatch, type LiveDiff } from "./live/protocol.ts";
export type { LiveSocket } from "./live/session.ts";
export { LIVE_PATH, registerLiveRoute } from "./live/ws-route.ts";
export {
  type CachedReads,
  type CacheOptions,
  cachedReads,
  type SportsbookReads,
  sportsbookReads,
} from "./reads.ts";
export { PREFIX as SPORTSBOOK_PREFIX } from "./routes.ts";
export * as sportsbookSchemas from "./schemas.ts";
export {
  createSportsbook,
  type Sportsbook,
  type SportsbookOptions,
  sportsbookOptionsFromEnv,
  sportsbookService,
} from "./service.ts";
export {
  type CouponBet,
  couponBetOf,
  gamesResultedSince,
  getOutcomes,
  type OutcomeRow,
  type ResultedGame,
  resultedOutcomes,
} from "./store/coupon.ts";
export { type DirectoryAnswer, type DirectoryQuery, lookupDirectory } from "./store/directory.ts";
export { type ListFilter, type Section, TIME_FILTERS, type TimeFilter } from "./store/filters.ts";
export type { GameView, MarketView, OutcomeView } from "./store/presenters.ts";
export {
  type ChampCount,
  findChamp,
  findSport,
  type GameWithMarkets,
  getGame,
  listChamps,
  listGames,
  listSports,
  marketsOf,
  resultsByDate,
  type SportCount,
} from "./store/read.ts";
export { CatalogueWriter } from "./store/write.ts";
