import { type Clock, type MomentPattern, momentPattern } from "@parlay/domain/language";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import type { PageNames } from "./canonical.ts";
import type { BettingInitial } from "./data/loads.ts";
import { type BettingDictionary, bettingDictionary } from "./i18n/index.ts";
import { type BettingRoute, dateOf, gameIdOf, type TimeFilter, timeFilterOf } from "./routes.ts";

/** Everything the pages need, serialised into the body: the client bundle carries no dictionaries. */
export interface BettingProps {
  lang: string;
  /** The shell's clock decision (mf-clock): kick-off and result times follow it. */
  clock: Clock;
  /**
   * How a kick-off is written in this language on this clock, read off Intl by the server: the
   * browser writes kick-offs without Intl, whose first use costs a phone 150–220 ms (null: with it).
   */
  kickOff: MomentPattern | null;
  basePath: string;
  route: BettingRoute;
  timeFilter: TimeFilter;
  /** Results date (YYYY-MM-DD) or null for today in the browser. */
  date: string | null;
  /** Multi live: `?games=1,2,3` as asked (checked in the page). */
  games: string | null;
  /** The catalogue's names of the page's items, when the server render could ask (titles, headings). */
  names: PageNames;
  t: BettingDictionary;
  /** The data the server rendered the page with, by load key (data/loads.ts); {} to load it here. */
  initial: BettingInitial;
}

export function bettingProps(
  ctx: RemoteRenderContext,
  matched: BettingRoute,
  names: PageNames = {},
  initial: BettingInitial = {},
): BettingProps {
  const route: BettingRoute =
    matched.page === "statistic" ? { page: "statistic", game: gameIdOf(ctx.query) } : matched;
  const games = ctx.query.games;
  return {
    lang: ctx.lang,
    clock: ctx.clock,
    kickOff: momentPattern(ctx.lang, ctx.clock, "dayMonthTime"),
    basePath: ctx.basePath,
    route,
    timeFilter: timeFilterOf(ctx.query),
    date: dateOf(ctx.query),
    games: games && /^[\d,]{1,200}$/.test(games) ? games : null,
    names,
    t: bettingDictionary(ctx.lang),
    initial,
  };
}
