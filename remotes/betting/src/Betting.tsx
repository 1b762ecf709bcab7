import { GamePage } from "./GamePage.tsx";
import { List } from "./List.tsx";
import type { BettingProps } from "./props.ts";
import { Results } from "./Results.tsx";

/** The sportsbook frame: section tabs (real links) and the page of the route. */
export function Betting(props: BettingProps) {
  const { route, basePath, t } = props;
  const current = route.page === "results" ? "results" : route.page === "later" ? null : route.section;
  const tabs = [
    ["line", t.line],
    ["live", t.live],
    ["results", t.results],
  ] as const;
  return (
    <div className="pb-root">
      <nav className="pb-tabs" aria-label={t.line}>
        <ul>
          {tabs.map(([id, label]) => (
            <li key={id}>
              <a href={`${basePath}/${id}`} aria-current={current === id ? "page" : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="pb-h1">{pageTitle(props)}</h1>
      {route.page === "list" ? <List {...props} route={route} /> : null}
      {route.page === "game" ? (
        <GamePage
          {...props}
          gameKey={route.game}
          champHref={`${basePath}/${route.section}/${route.sport}/${route.champ}`}
        />
      ) : null}
      {route.page === "results" ? <Results {...props} /> : null}
      {route.page === "later" ? <p className="pb-note">{t.later}</p> : null}
    </div>
  );
}

export function pageTitle({ route, t }: BettingProps): string {
  if (route.page === "results") return t.results;
  if (route.page === "later") return t.line;
  return route.section === "live" ? t.live : t.line;
}
