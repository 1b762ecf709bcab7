import { formatDateTime } from "@parlay/domain/language";
import { finalLoad, usePageLoad } from "./data/loads.ts";
import { useLocalTime } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";

/** A championship's final page: the table its finished games make and those results. */
export function Final(props: BettingProps & { champ: string; champHref: string }) {
  const { champ, champHref, t, lang, clock } = props;
  const load = usePageLoad(props.initial, finalLoad(champ));
  const local = useLocalTime();
  const data = load.status === "ready" ? load.data : null;
  return (
    <section className="pb-final" aria-labelledby="pb-final-title">
      <p className="pb-back">
        <a href={champHref}>{t.backToChamp}</a>
      </p>
      <h2 className="pb-h2" id="pb-final-title">
        {data ? `${data.champ.nameEng}: ${t.standings}` : t.standings}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {data && data.results.length === 0 ? <p className="pb-note">{t.noResults}</p> : null}
      {data && data.standings.length > 0 ? (
        <div className="pb-scroll">
          <table className="pb-table">
            <caption className="pb-sr">{t.standings}</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t.team}</th>
                {[t.played, t.won, t.drawn, t.lost, t.goals, t.points].map((h) => (
                  <th key={h} scope="col" className="pb-num">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.standings.map((r, i) => (
                <tr key={r.teamId}>
                  <td className="pb-num">{i + 1}</td>
                  <th scope="row">{r.name}</th>
                  <td className="pb-num">{r.played}</td>
                  <td className="pb-num">{r.won}</td>
                  <td className="pb-num">{r.drawn}</td>
                  <td className="pb-num">{r.lost}</td>
                  <td className="pb-num">
                    {r.scored}:{r.conceded}
                  </td>
                  <td className="pb-num">
                    <strong>{r.points}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.results.length > 0 ? (
        <>
          <h3 className="pb-h3">{t.results}</h3>
          <ul className="pb-plain">
            {data.results.map((g) => (
              <li key={g.gameId}>
                {g.opponents[0]} — {g.opponents[1]} <strong>{g.fullScore}</strong>{" "}
                <span className="pb-count">
                  {formatDateTime(g.startAt, lang, clock, "dateTime", local ? undefined : "UTC")}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
