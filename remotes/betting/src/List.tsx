import { useCallback } from "react";
import { type Champ, type Game, type ListData, loadList } from "./api.ts";
import { applyDiff, type Diff, useLiveGames } from "./live.ts";
import { isLive, mainMarket, OddsCell, startText } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { type Section, TIME_FILTERS } from "./routes.ts";
import { LoadState } from "./states.tsx";
import { useLoad } from "./use-load.ts";

type Props = BettingProps & {
  route: { page: "list"; section: Section; sport: string | null; champ: string | null };
};

/** Sports menu and the games of a sport (or one championship) grouped by championship. */
export function List(props: Props) {
  const { route, timeFilter, basePath, t } = props;
  const key = `${route.section}|${timeFilter}|${route.sport}|${route.champ}`;
  const [load, setLoad, retry] = useLoad(key, (signal) =>
    loadList(route.section, timeFilter, route.sport, route.champ, signal),
  );
  const data = load.state === "ready" ? load.data : null;
  const gameIds = data ? data.shown.flatMap((c) => c.games.map((g) => g.gameId)) : [];
  const onDiffs = useCallback(
    (diffs: Diff[]) =>
      setLoad((prev) =>
        prev.state === "ready" ? { state: "ready", data: applyAll(prev.data, diffs) } : prev,
      ),
    [setLoad],
  );
  // Line games move too (odds wander, games go live), so both sections subscribe.
  useLiveGames(gameIds, onDiffs);
  const sectionRoot = `${basePath}/${route.section}`;
  return (
    <div className="pb-list">
      <nav className="pb-sports" aria-label={t.sportsLabel}>
        <h2 className="pb-h2">{t.sportsLabel}</h2>
        {data ? (
          <ul>
            {data.sports.map((s) => (
              <li key={s.sportId}>
                <a
                  href={`${sectionRoot}/${s.slug}`}
                  aria-current={data.sport?.sportId === s.sportId ? "page" : undefined}
                >
                  <span>{s.nameEng}</span> <span className="pb-count">{s.gamesCount}</span>
                </a>
                {data.sport?.sportId === s.sportId && data.champs.length > 0 ? (
                  <ul className="pb-champs" aria-label={t.champsLabel}>
                    {data.champs.map((c) => (
                      <li key={c.champId}>
                        <a
                          href={`${sectionRoot}/${s.slug}/${c.champId}-${c.slug}`}
                          aria-current={
                            route.champ && Number.parseInt(route.champ, 10) === c.champId ? "page" : undefined
                          }
                        >
                          <span>{champTitle(c)}</span> <span className="pb-count">{c.gamesCount}</span>
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
      <section className="pb-games" aria-labelledby="pb-games-title">
        <div className="pb-toolbar">
          <h2 className="pb-h2" id="pb-games-title">
            {data?.sport?.nameEng ?? t.gamesLabel}
          </h2>
          {route.section === "line" ? <TimeFilterForm {...props} /> : null}
        </div>
        <LoadState load={load} retry={retry} t={t} />
        {data && data.shown.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
        {data?.sport
          ? data.shown.map(({ champ, games }) => (
              <ChampTable
                key={champ.champId}
                {...props}
                title={champTitle(champ)}
                href={`${sectionRoot}/${data.sport?.slug}/${champ.champId}-${champ.slug}`}
                games={games}
              />
            ))
          : null}
      </section>
    </div>
  );
}

/** "Country. Championship", unless the feed's name already starts with the country. */
function champTitle(champ: Champ): string {
  return champ.nameEng.startsWith(champ.countryName)
    ? champ.nameEng
    : `${champ.countryName}. ${champ.nameEng}`;
}

function applyAll(data: ListData, diffs: Diff[]): ListData {
  return {
    ...data,
    shown: data.shown.map((c) => ({ ...c, games: c.games.map((g) => diffs.reduce(applyDiff, g)) })),
  };
}

/** A plain GET form: works without JavaScript, and the shell turns its navigation into a page. */
function TimeFilterForm({ timeFilter, t }: Props) {
  return (
    <form className="pb-filter" method="get">
      <label>
        {t.timeFilter}{" "}
        <select
          name="timeFilter"
          defaultValue={timeFilter}
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
        >
          {TIME_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t.timeFilters[f]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="pb-button">
        {t.show}
      </button>
    </form>
  );
}

function ChampTable(props: Props & { title: string; href: string; games: Game[] }) {
  const { title, href, games, t, lang } = props;
  return (
    <table className="pb-table">
      <caption>
        <a href={href}>{title}</a>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.gamesLabel}</th>
          <th scope="col" className="pb-col-odds">
            {t.home}
          </th>
          <th scope="col" className="pb-col-odds">
            {t.draw}
          </th>
          <th scope="col" className="pb-col-odds">
            {t.away}
          </th>
        </tr>
      </thead>
      <tbody>
        {games.map((game) => {
          const market = mainMarket(game);
          const three = market?.outcomes.length === 3;
          return (
            <tr key={game.gameId}>
              <th scope="row" className="pb-game">
                <a href={`${href}/${game.gameId}-${game.slug}`}>
                  {game.opponents[0]} — {game.opponents[1]}
                </a>
                <span className="pb-meta">
                  {isLive(game) ? (
                    <>
                      <span className="pb-live">{t.liveNow}</span> {game.score[0]}:{game.score[1]} {game.info}
                    </>
                  ) : (
                    startText(game.startAt, lang)
                  )}
                </span>
              </th>
              {market ? (
                <>
                  <td>
                    <OddsCell market={market} index={0} t={t} />
                  </td>
                  <td>{three ? <OddsCell market={market} index={1} t={t} /> : null}</td>
                  <td>
                    <OddsCell market={market} index={three ? 2 : 1} t={t} />
                  </td>
                </>
              ) : (
                <td colSpan={3} />
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
