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
  return (
    <button
      type="button"
      className="pb-odds"
      disabled={market.isBlocked}
      aria-label={`${outcome.name}: ${market.isBlocked ? t.blocked : text}`}
      data-outcome={outcome.outcomeId}
    >
      {market.isBlocked ? "🔒" : text}
    </button>
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

export function startText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

export const isLive = (game: Game) => game.statusId === 2 || game.statusId === 3;
