import { fill } from "@parlay/i18n/messages";
import { useLiveGames } from "@parlay/web";
import { useCallback, useState } from "react";
import { browserApi, type ChampEntry, type Game, type SportEntry } from "./api.ts";
import { type GamesBase, type GamesFilter, gamesLoad, usePageLoad } from "./data/loads.ts";
import { GameTables, type TableGroup } from "./GameTable.tsx";
import { sportName } from "./i18n/index.ts";
import { applyDiff, type Diff } from "./live.ts";
import type { BettingProps } from "./props.ts";
import type { TimeFilter } from "./routes.ts";
import { type BettingView, useSettings } from "./settings.tsx";
import { LoadState } from "./states.tsx";
import { TimeFilterForm, ViewOptions } from "./ViewOptions.tsx";

export type { GamesBase } from "./data/loads.ts";

export interface GamesLinks {
  /** Sidebar: the sport's page. */
  sport: (sport: SportEntry) => string;
  champ: (champ: ChampEntry) => string;
  game: (game: Game, champ: ChampEntry | undefined) => string;
}

/** The filters the server applies: the page's, the time filter and the betting view's. */
export function scopeFilter(base: GamesBase, timeFilter: TimeFilter, view: BettingView): GamesFilter {
  const tf: TimeFilter = base.recommended ? "6" : view.upcomingOnly && timeFilter === "0" ? "1" : timeFilter;
  return {
    section: base.section,
    timeFilter: tf,
    cyberType: base.cyberType,
    cyber:
      base.cyberType !== undefined || view.cyberFilter === "all" ? undefined : view.cyberFilter === "cyber",
    onlyWithVideo: view.onlyWithVideo || undefined,
  };
}

/**
 * A page of games: the sports menu of the section, the time filter and the betting view, then the
 * games (by championship or flat), a page of PAGE_SIZE rows at a time with "show more", live over
 * the push.
 */
export function GamesView(
  props: BettingProps & { base: GamesBase; links: GamesLinks; heading?: string | undefined; menu?: boolean },
) {
  const { base, links, timeFilter, t, lang, clock, kickOff, menu = true } = props;
  const { view, global, ready } = useSettings();
  const filter = scopeFilter(base, timeFilter, view);
  const load = usePageLoad(props.initial, gamesLoad(base, filter), { enabled: ready });
  const data = load.status === "ready" ? load.data : null;
  const [more, setMore] = useState<"idle" | "loading" | "error">("idle");
  const showMore = async () => {
    if (!data?.scope) return;
    setMore("loading");
    try {
      const page = await browserApi.gamePage(data.scope, data.games.length);
      load.update((data) => ({ ...data, games: [...data.games, ...page.games], total: page.total }));
      setMore("idle");
    } catch {
      setMore("error");
    }
  };
  const onDiffs = useCallback(
    (diffs: Diff[]) =>
      load.update((data) => ({ ...data, games: data.games.map((g) => diffs.reduce(applyDiff, g)) })),
    [load.update],
  );
  useLiveGames(data ? data.games.map((g) => g.gameId) : [], onDiffs);

  const champById = new Map((data?.champs ?? []).map((c) => [c.champId, c]));
  const groups: TableGroup[] = !data
    ? []
    : view.groupByCategories
      ? byCountry(
          groupByChamp(data.games).map(([champId, games]) => {
            const champ = champById.get(champId);
            return {
              key: String(champId),
              title: champ?.nameEng ?? t.champsLabel,
              href: champ ? links.champ(champ) : null,
              games,
              country: champ?.countryName,
            };
          }),
          global.groupByCountry,
        )
      : [
          {
            key: "all",
            title: null,
            href: null,
            games: [...data.games].sort((a, b) => a.startAt.localeCompare(b.startAt)),
          },
        ];
  const currentSport = data?.sport ?? null;
  return (
    <div className={menu ? "pb-list" : "pb-list pb-list--wide"}>
      {menu ? (
        <nav className="pb-sports" aria-label={t.sportsLabel}>
          <h2 className="pb-h2">{t.sportsLabel}</h2>
          {data ? (
            <ul>
              {data.sports.map((s) => (
                <li key={s.sportId}>
                  <a
                    href={links.sport(s)}
                    aria-current={currentSport?.sportId === s.sportId ? "page" : undefined}
                  >
                    <span>{sportName(t, s)}</span> <span className="pb-count">{s.gamesCount}</span>
                  </a>
                  {currentSport?.sportId === s.sportId ? (
                    <ul className="pb-champs" aria-label={t.champsLabel}>
                      {data.champs
                        .filter((c) => c.sportId === s.sportId)
                        .map((c) => (
                          <li key={c.champId}>
                            <a
                              href={links.champ(c)}
                              aria-current={base.champId === c.champId ? "page" : undefined}
                            >
                              <span>{c.nameEng}</span> <span className="pb-count">{c.gamesCount}</span>
                            </a>
                          </li>
                        ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      ) : null}
      <section className="pb-games" aria-labelledby="pb-games-title">
        <div className="pb-toolbar">
          <h2 className="pb-h2" id="pb-games-title">
            {props.heading ?? (currentSport ? sportName(t, currentSport) : t.gamesLabel)}
          </h2>
          <div className="pb-tools">
            {base.recommended ? null : <TimeFilterForm timeFilter={timeFilter} t={t} />}
            <ViewOptions t={t} cyberFilter={base.cyberType === undefined} />
          </div>
        </div>
        <LoadState load={load} retry={load.reload} t={t} />
        {data && data.games.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
        {data && data.games.length > 0 ? (
          <>
            <GameTables
              groups={groups}
              t={t}
              lang={lang}
              clock={clock}
              kickOff={kickOff}
              gameHref={(g) => links.game(g, champById.get(g.champId))}
              champName={(g) => champById.get(g.champId)?.nameEng ?? ""}
            />
            <p className="pb-more">
              <span role="status">{fill(t.shownOf, { shown: data.games.length, total: data.total })}</span>
              {data.games.length < data.total ? (
                <button type="button" className="pb-button" onClick={showMore} disabled={more === "loading"}>
                  {more === "loading" ? t.loading : t.showMore}
                </button>
              ) : null}
              {more === "error" ? <span role="alert"> {t.loadError}</span> : null}
            </p>
          </>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Group by country (global setting): championships of a country together, countries A–Z, a heading
 * above each country's first table; otherwise no headings and the server's order.
 */
export function byCountry(groups: TableGroup[], on: boolean): TableGroup[] {
  if (!on) return groups.map((g) => ({ ...g, country: undefined }));
  const sorted = [...groups].sort((a, b) => (a.country ?? "").localeCompare(b.country ?? "", "en"));
  return sorted.map((g, i) => ({
    ...g,
    country: g.country !== sorted[i - 1]?.country ? g.country : undefined,
  }));
}

/** Games grouped by championship, groups in the order they first appear (the server's order). */
function groupByChamp(games: Game[]): [number, Game[]][] {
  const groups = new Map<number, Game[]>();
  for (const g of games) {
    const list = groups.get(g.champId) ?? [];
    list.push(g);
    groups.set(g.champId, list);
  }
  return [...groups];
}
