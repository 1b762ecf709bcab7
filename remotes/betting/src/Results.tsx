import { loadResults } from "./api.ts";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";
import { useLoad } from "./use-load.ts";

const today = () => new Date().toISOString().slice(0, 10);

/** Finished games of a day (UTC), picked with a plain GET form. */
export function Results({ date, t, lang }: BettingProps) {
  const day = date ?? "";
  const [load, , retry] = useLoad(day, (signal) => loadResults(day || today(), signal));
  const games = load.state === "ready" ? load.data.games : null;
  return (
    <section className="pb-results" aria-labelledby="pb-results-title">
      <div className="pb-toolbar">
        <h2 className="pb-h2" id="pb-results-title">
          {t.results}
        </h2>
        <form className="pb-filter" method="get">
          <label>
            {t.date} <input type="date" name="date" defaultValue={day} required />
          </label>
          <button type="submit" className="pb-button">
            {t.show}
          </button>
        </form>
      </div>
      <LoadState load={load} retry={retry} t={t} />
      {games && games.length === 0 ? <p className="pb-note">{t.empty}</p> : null}
      {games && games.length > 0 ? (
        <table className="pb-table">
          <thead>
            <tr>
              <th scope="col">{t.gamesLabel}</th>
              <th scope="col">{t.score}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <tr key={g.gameId}>
                <th scope="row" className="pb-game">
                  {g.opponents[0]} — {g.opponents[1]}
                  <span className="pb-meta">{new Date(g.startAt).toLocaleString(lang)}</span>
                </th>
                <td>{g.fullScore}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
