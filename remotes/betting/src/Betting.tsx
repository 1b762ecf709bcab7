import { Cyber } from "./Cyber.tsx";
import { Final } from "./Final.tsx";
import { GamePage } from "./GamePage.tsx";
import { type GamesBase, GamesView } from "./GamesView.tsx";
import { ChampsIndex, TeamsIndex } from "./Indexes.tsx";
import { sectionLinks } from "./links.ts";
import { Multi } from "./Multi.tsx";
import type { BettingProps } from "./props.ts";
import { Results } from "./Results.tsx";
import { type BettingRoute, idOf, LEAGUE_CHAMPS } from "./routes.ts";
import { Statistic } from "./Statistic.tsx";
import { pageSeo } from "./seo.ts";
import { SettingsProvider } from "./settings.tsx";
import { TeamHeading } from "./Team.tsx";

/** The sportsbook frame: section tabs (real links) and the page of the route. */
export function Betting(props: BettingProps) {
  const { route, basePath, t } = props;
  const current =
    route.page === "results"
      ? "results"
      : route.page === "cyber"
        ? "cyber"
        : route.page === "multi"
          ? "multi"
          : "section" in route
            ? route.section
            : null;
  const tabs = [
    ["line", t.line],
    ["live", t.live],
    ["multi", t.multi],
    ["cyber", t.cyber],
    ["results", t.results],
  ] as const;
  return (
    <SettingsProvider>
      <div className="pb-root">
        <nav className="pb-tabs" aria-label={t.sectionsLabel}>
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
        {"section" in route && route.page !== "game" ? <MenuSections {...props} /> : null}
        <h1 className="pb-h1">{pageSeo(route, t, props.names).title}</h1>
        <Page {...props} />
      </div>
    </SettingsProvider>
  );
}

/** The sport page types of spec 000 §2 as a menu of the section (marble is live only). */
function MenuSections(props: BettingProps) {
  const { route, basePath, t } = props;
  if (!("section" in route)) return null;
  const section = route.section;
  const active =
    route.page === "list"
      ? (route.menu ?? "home")
      : route.page === "teams"
        ? "team"
        : route.page === "league"
          ? route.league
          : route.page === "champs"
            ? "champ"
            : null;
  const items = (
    [
      "home",
      "topgame",
      "betsonyour",
      "marble",
      "champ",
      "team",
      "epl",
      "laliga",
      "europaleague",
      "ipl",
    ] as const
  ).filter((m) => m !== "marble" || section === "live");
  return (
    <nav className="pb-subnav pb-subnav--small" aria-label={t.menuLabel}>
      <ul>
        {items.map((m) => (
          <li key={m}>
            <a
              href={`${basePath}/${section}${m === "home" ? "" : `/${m}`}`}
              aria-current={active === m ? "page" : undefined}
            >
              {t.menuSections[m]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The games a list page (home, a sport, a championship, a menu section) shows. */
export function listBase(route: Extract<BettingRoute, { page: "list" }>): GamesBase {
  return {
    section: route.section,
    sportSlug: route.sport,
    champId: idOf(route.champ),
    top: route.menu === "topgame" || undefined,
    recommended: route.menu === "betsonyour" || undefined,
    // Marble racing is not in the simulator: the live virtual games take its place (docs).
    cyberType: route.menu === "marble" ? ("virtual" as const) : undefined,
  };
}

function Page(props: BettingProps) {
  const { route, basePath, t } = props;
  switch (route.page) {
    case "list": {
      const links = sectionLinks(
        basePath,
        route.section,
        route.menu && route.menu !== "home" ? route.menu : null,
      );
      return <GamesView {...props} base={listBase(route)} links={links} />;
    }
    case "game":
      return (
        <GamePage
          {...props}
          gameKey={route.game}
          champHref={`${basePath}/${route.section}/${route.sport}/${route.champ}`}
        />
      );
    case "final":
      return (
        <Final
          {...props}
          champ={route.champ}
          champHref={`${basePath}/${route.section}/${route.sport}/${route.champ}`}
        />
      );
    case "teams":
      return <TeamsIndex {...props} section={route.section} />;
    case "team":
      return (
        <>
          <TeamHeading {...props} team={route.team} />
          <GamesView
            {...props}
            base={{ section: route.section, teamId: idOf(route.team) ?? undefined }}
            links={sectionLinks(basePath, route.section, null)}
            menu={false}
          />
        </>
      );
    case "champs": {
      const champId = idOf(route.champ);
      const links = sectionLinks(basePath, route.section, null);
      return champId ? (
        <GamesView {...props} base={{ section: route.section, champId }} links={links} menu={false} />
      ) : (
        <ChampsIndex
          {...props}
          section={route.section}
          champHref={(c) => `${basePath}/champs/${c.champId}`}
        />
      );
    }
    case "league": {
      const champId = LEAGUE_CHAMPS[route.league];
      if (champId === null) return <p className="pb-note">{t.leagueMissing}</p>;
      return (
        <GamesView
          {...props}
          base={{ section: route.section, champId }}
          links={sectionLinks(basePath, route.section, null)}
          menu={false}
        />
      );
    }
    case "multi":
      return <Multi {...props} />;
    case "cyber":
      return <Cyber {...props} route={route} />;
    case "results":
      return <Results {...props} type={route.type} />;
    case "statistic":
      return <Statistic {...props} gameId={route.game} />;
  }
}
