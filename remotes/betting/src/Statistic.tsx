import { formatDateTime } from "@parlay/domain/language";
import { settle, useLoad } from "@parlay/web";
import { browserApi, type FormEntry, type Statistic as StatisticData } from "./api.ts";
import { statisticLoad } from "./data/loads.ts";
import type { BettingDictionary } from "./i18n/index.ts";
import { useLocalTime } from "./odds.tsx";
import type { BettingProps } from "./props.ts";
import { LoadState } from "./states.tsx";

/**
 * A game's statistic from the data the catalogue has: the score by period, the form of both teams
 * (their last finished games before this one) and their past meetings.
 */
export function Statistic(props: BettingProps & { gameId: string | null }) {
  const { gameId, t, lang, clock } = props;
  const local = useLocalTime();
  const page = statisticLoad(gameId ?? "");
  const load = useLoad<StatisticData>(
    page.key,
    (signal) => settle(gameId ? page.load(browserApi, signal) : Promise.reject(new Error("no game")), signal),
    { initial: props.initial[page.key] as StatisticData | undefined },
  );
  if (!gameId) return <p className="pb-note">{t.statisticHint}</p>;
  const data = load.status === "ready" ? load.data : null;
  const game = data?.game;
  return (
    <article className="pb-statistic" aria-labelledby="pb-stat-title">
      <h2 className="pb-h2" id="pb-stat-title">
        {game ? `${game.opponents[0]} — ${game.opponents[1]}` : t.statistic}
      </h2>
      <LoadState load={load} retry={load.reload} t={t} />
      {game ? (
        <p className="pb-meta">
          {formatDateTime(game.startAt, lang, clock, "dateTime", local ? undefined : "UTC")} · {t.score}:{" "}
          {game.fullScore}
        </p>
      ) : null}
      {data ? (
        <>
          <h3 className="pb-h3">{t.byPeriod}</h3>
          {data.periods.length === 0 ? (
            <p className="pb-note">{t.notStarted}</p>
          ) : (
            <div className="pb-scroll">
              <table className="pb-table">
                <caption className="pb-sr">{t.byPeriod}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.team}</th>
                    {data.periods.map((p) => (
                      <th key={p.period} scope="col" className="pb-num">
                        {p.period}
                      </th>
                    ))}
                    <th scope="col" className="pb-num">
                      {t.score}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {([0, 1] as const).map((side) => (
                    <tr key={side}>
                      <th scope="row">{data.game.opponents[side]}</th>
                      {data.periods.map((p) => (
                        <td key={p.period} className="pb-num">
                          {side === 0 ? p.home : p.away}
                        </td>
                      ))}
                      <td className="pb-num">
                        <strong>{data.game.score[side]}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="pb-cards">
            <Form title={data.game.opponents[0]} entries={data.form.home} t={t} lang={lang} />
            <Form title={data.game.opponents[1]} entries={data.form.away} t={t} lang={lang} />
          </div>
          <h3 className="pb-h3">{t.headToHead}</h3>
          {data.headToHead.length === 0 ? (
            <p className="pb-note">{t.noResults}</p>
          ) : (
            <ul className="pb-plain">
              {data.headToHead.map((g) => (
                <li key={g.gameId}>
                  {g.opponents[0]} — {g.opponents[1]} <strong>{g.fullScore}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </article>
  );
}

function Form({
  title,
  entries,
  t,
  lang,
}: {
  title: string;
  entries: FormEntry[];
  t: BettingDictionary;
  lang: string;
}) {
  const local = useLocalTime();
  return (
    <section className="pb-card" aria-label={`${t.form}: ${title}`}>
      <h3 className="pb-h3">
        {t.form}: {title}
      </h3>
      {entries.length === 0 ? (
        <p className="pb-note">{t.noResults}</p>
      ) : (
        <>
          <p className="pb-form" aria-hidden="true">
            {entries.map((e) => (
              <span key={e.gameId} className={`pb-form__${e.result}`}>
                {t.formLetters[e.result]}
              </span>
            ))}
          </p>
          <ul className="pb-plain">
            {entries.map((e) => (
              <li key={e.gameId}>
                <span className="pb-sr">{t.formWords[e.result]}: </span>
                {e.isHome ? t.vs : t.at} {e.opponent} <strong>{e.score.join(":")}</strong>{" "}
                <span className="pb-count">
                  {new Date(e.startAt).toLocaleDateString(lang, local ? undefined : { timeZone: "UTC" })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
