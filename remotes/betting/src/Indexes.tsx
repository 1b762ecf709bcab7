import type { ChampEntry } from "./api.ts";
import { champsIndexLoad, disciplinesLoad, teamsLoad, usePageLoad } from "./data/loads.ts";
import { sportName } from "./i18n/index.ts";
import type { BettingProps } from "./props.ts";
import type { CyberType, Section } from "./routes.ts";
import { LoadState } from "./states.tsx";

/** Every championship of a section (or of a cyber type / discipline), by sport, with game counts. */
export function ChampsIndex(
  props: BettingProps & {
    section: Section;
    cyberType?: CyberType | undefined;
    sportSlug?: string | undefined;
    champHref: (champ: ChampEntry) => string;
  },
) {
  const { section, cyberType, sportSlug, champHref, t } = props;
  const load = usePageLoad(props.initial, champsIndexLoad(section, cyberType));
  const champs =
    load.status === "ready" && load.data
      ? load.data.filter((c) => !sportSlug || c.sportSlug === sportSlug)
      : null;
  const sports = champs
    ? [
        ...new Map(
          champs.map((c) => [c.sportId, sportName(t, { sportId: c.sportId, nameEng: c.sportName })]),
        ).entries(),
      ]
    : [];
  return (
    <section className="pb-index" aria-labelledby="pb-index-title">
      <h2 className="pb-h2" id="pb-index-title">
        {t.champsLabel}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {champs && champs.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      <div className="pb-cards">
        {sports.map(([sportId, name]) => (
          <section key={sportId} className="pb-card" aria-label={name}>
            <h3 className="pb-h3">{name}</h3>
            <ul className="pb-plain">
              {(champs ?? [])
                .filter((c) => c.sportId === sportId)
                .map((c) => (
                  <li key={c.champId}>
                    <a href={champHref(c)}>
                      {c.nameEng} {c.isTop ? <span className="pb-badge">{t.top}</span> : null}
                    </a>{" "}
                    <span className="pb-count">{c.gamesCount}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** Teams playing in the section, A–Z, each a link to its team page. */
export function TeamsIndex(props: BettingProps & { section: Section }) {
  const { section, basePath, t } = props;
  const load = usePageLoad(props.initial, teamsLoad(section));
  const teams = load.status === "ready" ? load.data : null;
  return (
    <section className="pb-index" aria-labelledby="pb-index-title">
      <h2 className="pb-h2" id="pb-index-title">
        {t.teams}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {teams && teams.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      {teams ? (
        <ul className="pb-plain pb-columns">
          {teams.map((team) => (
            <li key={team.teamId}>
              <a href={`${basePath}/team/${section}/${team.teamId}-${team.slug}`}>{team.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Disciplines (cyber sports) of a cyber type with their game counts in line and live. */
export function Disciplines(props: BettingProps & { type: CyberType }) {
  const { type, basePath, t } = props;
  const load = usePageLoad(props.initial, disciplinesLoad(type));
  const rows = load.status === "ready" ? load.data : null;
  const root = `${basePath}/cyber/${type}`;
  return (
    <section className="pb-index" aria-labelledby="pb-index-title">
      <h2 className="pb-h2" id="pb-index-title">
        {t.disciplines}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {rows && rows.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      <div className="pb-cards">
        {(rows ?? []).map((d) => (
          <section key={d.slug} className="pb-card" aria-label={d.name}>
            <h3 className="pb-h3">
              <a href={`${root}/${d.slug}`}>{d.name}</a>
            </h3>
            <ul className="pb-plain">
              <li>
                <a href={`${root}/${d.slug}/line`}>{t.line}</a> <span className="pb-count">{d.line}</span>
              </li>
              <li>
                <a href={`${root}/${d.slug}/live`}>{t.live}</a> <span className="pb-count">{d.live}</span>
              </li>
              <li>
                <a href={`${root}/${d.slug}/champs`}>{t.champsLabel}</a>
              </li>
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
