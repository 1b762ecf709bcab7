import { type Clock, formatDateTime, type MomentPattern, writeMoment } from "@parlay/domain/language";
import { useSyncExternalStore } from "react";
import { coefText, type Game, type Market } from "./api.ts";
import type { BettingDictionary } from "./i18n/index.ts";
import { useSettings } from "./settings.tsx";

/**
 * One outcome's odds in a fixed-width cell, so a live change never moves the layout. A button: the
 * coupon will take it (the shell toggles aria-pressed on `.pb-odds[data-outcome]`); its label says the
 * outcome and the odds for screen readers. Odds follow the player's coefficient view.
 */
export function OddsCell({ market, index, t }: { market: Market; index: number; t: BettingDictionary }) {
  const { global } = useSettings();
  const outcome = market.outcomes[index];
  if (!outcome) return <span className="pb-odds pb-odds--none">—</span>;
  const text = coefText(outcome.coef, global.coefViewId);
  // The whole market suspended, or this outcome alone (the score made it impossible).
  const locked = market.isBlocked || outcome.isBlocked === true;
  return (
    <button
      type="button"
      className="pb-odds"
      disabled={locked}
      aria-label={`${outcome.name}: ${locked ? t.blocked : text}`}
      data-outcome={outcome.outcomeId}
      data-locked={locked ? "true" : undefined}
    >
      {locked ? <Padlock /> : text}
    </button>
  );
}

/**
 * A locked cell's padlock, drawn inline: the 🔒 emoji is an empty box where no emoji font is
 * installed. Decorative (the button's label says "blocked"); the cell keeps its fixed width.
 */
export function Padlock() {
  return (
    <svg
      className="pb-padlock"
      width="12"
      height="12"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 0 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v6a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 14.5v-6A1.5 1.5 0 0 1 3.5 7H4zm2 0h4V5a2 2 0 1 0-4 0v2z"
      />
    </svg>
  );
}

/** The list's market: 1X2, else the two-way winner. */
export function mainMarket(game: Game): Market | undefined {
  return (
    game.markets.find((m) => m.typeId === 1 && m.kind === 0) ??
    game.markets.find((m) => m.typeId === 2 && m.kind === 0) ??
    game.markets[0]
  );
}

/** The list's main line of a two-way market type (3 total, 4 handicap) for the whole game or period. */
export function lineMarket(game: Game, typeId: 3 | 4): Market | undefined {
  return (
    game.markets.find((m) => m.typeId === typeId && m.isMain) ?? game.markets.find((m) => m.typeId === typeId)
  );
}

/** "2.5", "−1.25": a market's line for a column. */
export function paramText(market: Market | undefined): string {
  if (market?.param === null || market?.param === undefined) return "";
  return market.typeId === 4 && market.param > 0 ? `+${market.param}` : String(market.param);
}

/**
 * A kick-off in a list: day, month and time on the player's clock, by the server's pattern if any;
 * in the player's time zone when `local` (useLocalTime), else in UTC.
 */
export function startText(
  iso: string,
  lang: string,
  clock: Clock,
  pattern: MomentPattern | null,
  local: boolean,
): string {
  const at = new Date(iso);
  if (pattern && !Number.isNaN(at.getTime())) return writeMoment(pattern, at, local ? "local" : "utc");
  return formatDateTime(iso, lang, clock, "dayMonthTime", local ? undefined : "UTC");
}

const subscribeNever = () => () => {};

/**
 * Whether this render may write times in the player's own time zone: not on the server, nor while
 * hydrating what the server wrote (in UTC), or React meets other text than the markup's, throws the
 * remote's markup away and renders it anew (error #418, for every player outside UTC). Right after
 * hydration React renders again with the player's zone; a page rendered in the browser has it at once.
 */
export function useLocalTime(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export const isLive = (game: Game) => game.statusId === 2 || game.statusId === 3;
