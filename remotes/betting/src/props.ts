import type { RemoteRenderContext } from "@parlay/remote-protocol";
import { type BettingDictionary, bettingDictionary } from "./i18n/index.ts";
import { type BettingRoute, dateOf, type TimeFilter, timeFilterOf } from "./routes.ts";

/** Everything the pages need, serialised into the body: the client bundle carries no dictionaries. */
export interface BettingProps {
  lang: string;
  basePath: string;
  route: BettingRoute;
  timeFilter: TimeFilter;
  /** Results date (YYYY-MM-DD) or null for today in the browser. */
  date: string | null;
  t: BettingDictionary;
}

export function bettingProps(ctx: RemoteRenderContext, route: BettingRoute): BettingProps {
  return {
    lang: ctx.lang,
    basePath: ctx.basePath,
    route,
    timeFilter: timeFilterOf(ctx.query),
    date: dateOf(ctx.query),
    t: bettingDictionary(ctx.lang),
  };
}
