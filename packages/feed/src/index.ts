/**
 * @parlay/feed — sports data: the feed adapter contract, the pure odds and settlement maths, and
 * the deterministic simulator that keeps the sportsbook alive out of the box.
 * docs/sportsbook.md describes the model and the margin formula.
 */
export * from "./adapter/index.ts";
export * from "./adapter/market-types.ts";
export * from "./clock/index.ts";
export * from "./odds/dist.ts";
export * from "./odds/ids.ts";
export * from "./odds/margin.ts";
export type { Outlook, PeriodOutlook } from "./odds/outlook.ts";
export { fairProbabilities, type MarketPlan, type PlanRules, planMarkets, priceOf } from "./odds/plan.ts";
export * from "./random/index.ts";
export * from "./settle/index.ts";
export { gamesBetween, type ScheduledGame } from "./sim/calendar.ts";
export { createSimulator, FeedSimulator, type SimulatorOptions } from "./sim/simulator.ts";
export { CHAMPS, COUNTRIES, SPORTS, SportId } from "./sports/catalog.ts";
export { SPORT_DEFS, type SportDef } from "./sports/defs.ts";
