/**
 * The in-house provably fair games (issue 18; docs/casino.md "In-house games service"): seed pairs,
 * dice, limbo, keno, plinko and mines bets, shared crash rounds. Money goes through the casino
 * service's wallet in-process as provider `parlay`. Other services reach it only through this file;
 * the casino remote's page data reads the player's seeds and bets and the crash round through it
 * (remotes/casino-data.ts). `originalsVerifyLinks(db)` resolves the verifier links of a page of
 * casino-history rounds (one query per kind); main.ts gives it to the casino service and the
 * office's in-process data.
 */
export { type BetView, betHistory } from "./bets.ts";
export { ORIGINALS_PROVIDER } from "./catalogue.ts";
export { type CrashOptions, CrashRunner } from "./crash.ts";
export { crashBets, crashPageState } from "./crash-views.ts";
export { historyQuery as originalsHistoryQuery, PREFIX as ORIGINALS_PREFIX } from "./schemas.ts";
export { activePair, revealedPairs } from "./seeds.ts";
export { createOriginalsService, type OriginalsServiceOptions } from "./service.ts";
export { originalsVerifyLinks, VERIFIER_PAGE } from "./verify-links.ts";
