/**
 * What a betting page shows first, read while it renders on the server (issue 14 #5): the loads of
 * the components the route draws (loads.ts), with the betting view's defaults, run in parallel
 * through the server's API. A read that fails is left out: that part loads in the browser as before.
 */
import type { SportsbookApi } from "../api.ts";
import { listBase } from "../Betting.tsx";
import { scopeFilter } from "../GamesView.tsx";
import { parseSelection } from "../Multi.tsx";
import type { BettingProps } from "../props.ts";
import { idOf, LEAGUE_CHAMPS } from "../routes.ts";
import { DEFAULT_VIEW } from "../settings.tsx";
import {
  type BettingInitial,
  champsIndexLoad,
  disciplinesLoad,
  finalLoad,
  type GamesBase,
  gameLoad,
  gamesLoad,
  liveLoad,
  type PageLoad,
  pickedLoad,
  resultsLoad,
  statisticLoad,
  teamLoad,
  teamsLoad,
} from "./loads.ts";

type Loads = PageLoad<unknown>[];

/** The loads of the page of `props.route`, as Betting.tsx's components make them on first render. */
export function pageLoads(props: Pick<BettingProps, "route" | "timeFilter" | "date" | "games">): Loads {
  const { route, timeFilter } = props;
  const games = (base: GamesBase) => gamesLoad(base, scopeFilter(base, timeFilter, DEFAULT_VIEW));
  switch (route.page) {
    case "list":
      return [games(listBase(route))];
    case "game":
      return [gameLoad(route.game)];
    case "final":
      return [finalLoad(route.champ)];
    case "teams":
      return [teamsLoad(route.section)];
    case "team":
      return [teamLoad(route.team), games({ section: route.section, teamId: idOf(route.team) ?? undefined })];
    case "champs": {
      const champId = idOf(route.champ);
      return [
        champId ? games({ section: route.section, champId }) : champsIndexLoad(route.section, undefined),
      ];
    }
    case "league": {
      const champId = LEAGUE_CHAMPS[route.league];
      return champId === null ? [] : [games({ section: route.section, champId })];
    }
    case "multi":
      return [liveLoad(), pickedLoad(parseSelection(props.games).join(","))];
    case "results":
      return [route.type === "live" ? liveLoad() : resultsLoad(props.date ?? "")];
    case "statistic":
      return route.game ? [statisticLoad(route.game)] : [];
    case "cyber": {
      const section = route.view === "section" || route.view === "game" ? route.section : "line";
      const cyberType = route.type;
      switch (route.view) {
        case "home":
        case "all":
          return [games({ section: "line", cyberType })];
        case "disciplines":
          return [disciplinesLoad(cyberType)];
        case "discipline":
        case "section":
          return [games({ section, cyberType, sportSlug: route.discipline })];
        case "champs":
          return [champsIndexLoad("line", cyberType)];
        case "champ":
          return [
            games({ section: "line", cyberType, sportSlug: route.discipline, champId: idOf(route.champ) }),
          ];
        case "game":
          return [gameLoad(route.game)];
      }
    }
  }
}

/** Runs the page's loads through `api`; what failed is left out. */
export async function loadBettingPage(
  props: Pick<BettingProps, "route" | "timeFilter" | "date" | "games">,
  api: SportsbookApi,
): Promise<BettingInitial> {
  const loads = pageLoads(props);
  const settled = await Promise.all(
    loads.map(async (l) => [l.key, await l.load(api).catch(() => undefined)] as const),
  );
  return Object.fromEntries(settled.filter(([, value]) => value !== undefined));
}
