import { GamePage } from "./GamePage.tsx";
import { GamesView } from "./GamesView.tsx";
import { ChampsIndex, Disciplines } from "./Indexes.tsx";
import { cyberLinks } from "./links.ts";
import type { BettingProps } from "./props.ts";
import { type BettingRoute, CYBER_TYPE_LIST, idOf } from "./routes.ts";

type CyberRoute = Extract<BettingRoute, { page: "cyber" }>;

/** Cyber sport (spec 000 §2): type tabs (real, virtual, stream) and the sub-page of the path. */
export function Cyber(props: BettingProps & { route: CyberRoute }) {
  const { route, basePath, t } = props;
  const root = `${basePath}/cyber/${route.type}`;
  const section = route.view === "section" || route.view === "game" ? route.section : "line";
  const links = cyberLinks(basePath, route.type, section);
  const sub = [
    ["home", root, t.cyberHome],
    ["all", `${root}/all`, t.allGames],
    ["disciplines", `${root}/disciplines`, t.disciplines],
  ] as const;
  return (
    <div className="pb-cyber">
      <nav className="pb-subnav" aria-label={t.cyberTypesLabel}>
        <ul>
          {CYBER_TYPE_LIST.map((type) => (
            <li key={type}>
              <a href={`${basePath}/cyber/${type}`} aria-current={route.type === type ? "page" : undefined}>
                {t.cyberTypes[type]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="pb-subnav pb-subnav--small" aria-label={t.cyberTypes[route.type]}>
        <ul>
          {sub.map(([id, href, label]) => (
            <li key={id}>
              <a href={href} aria-current={route.view === id ? "page" : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {route.view === "home" || route.view === "all" ? (
        <GamesView {...props} base={{ section: "line", cyberType: route.type }} links={links} />
      ) : null}
      {route.view === "disciplines" ? <Disciplines {...props} type={route.type} /> : null}
      {route.view === "discipline" || route.view === "section" ? (
        <GamesView
          {...props}
          base={{ section, cyberType: route.type, sportSlug: route.discipline }}
          links={links}
        />
      ) : null}
      {route.view === "champs" ? (
        <ChampsIndex
          {...props}
          section="line"
          cyberType={route.type}
          sportSlug={route.discipline}
          champHref={links.champ}
        />
      ) : null}
      {route.view === "champ" ? (
        <GamesView
          {...props}
          base={{
            section: "line",
            cyberType: route.type,
            sportSlug: route.discipline,
            champId: idOf(route.champ),
          }}
          links={links}
        />
      ) : null}
      {route.view === "game" ? (
        <GamePage {...props} gameKey={route.game} champHref={`${root}/${route.discipline}/${route.champ}`} />
      ) : null}
    </div>
  );
}
