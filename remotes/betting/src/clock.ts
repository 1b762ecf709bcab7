import { fill } from "@parlay/i18n/messages";
/**
 * The game clock of a game in play, from the feed's game state: the minute and half of football,
 * the period or quarter (with the minute played) of ice hockey and basketball, the set or map of set
 * sports, "break" between periods. The feed pushes the time every minute (`tm`), so it follows live.
 */
import type { Game } from "./api.ts";
import type { BettingDictionary } from "./i18n/index.ts";

type ClockWords = Pick<
  BettingDictionary,
  "clockBreak" | "clockHalf" | "clockPeriod" | "clockQuarter" | "clockSet" | "clockMap"
>;

/** Sport id → the word of its period and whether it runs on a clock (set sports do not). */
const PERIODS: Record<number, { word: keyof ClockWords; timed: boolean }> = {
  1: { word: "clockHalf", timed: true }, // football
  42: { word: "clockHalf", timed: true }, // FIFA
  2: { word: "clockPeriod", timed: true }, // ice hockey
  3: { word: "clockQuarter", timed: true }, // basketball
  4: { word: "clockSet", timed: false }, // tennis
  6: { word: "clockSet", timed: false }, // volleyball
  40: { word: "clockMap", timed: false }, // CS2
  41: { word: "clockMap", timed: false }, // Dota 2
};

/** "Half 2 · 67′", "Set 3", "Break"; empty when the game is not in play or has no period yet. */
export function clockText(
  game: Pick<Game, "sportId" | "statusId" | "timeSec" | "period">,
  t: ClockWords,
): string {
  if (game.statusId === 3) return t.clockBreak;
  if (game.statusId !== 2 || !game.period) return "";
  const kind = PERIODS[game.sportId] ?? { word: "clockPeriod", timed: true };
  const period = fill(t[kind.word], { n: game.period });
  // The minute being played, as football counts it: 0:00–0:59 is the 1st minute.
  return kind.timed ? `${period} · ${Math.floor(game.timeSec / 60) + 1}′` : period;
}

/**
 * The feed's info text to show beside the clock: tennis points and the like. A break is the clock's to
 * say (translated, "Break"); the feed's own untranslated "break" would say it twice.
 */
export function liveInfo(game: Pick<Game, "statusId" | "info">): string {
  return game.statusId === 3 && game.info.trim().toLowerCase() === "break" ? "" : game.info;
}
