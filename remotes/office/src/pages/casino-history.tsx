import type { CasinoHistoryAnswer, CasinoRoundView } from "@parlay/contracts/casino-history";
import type { Clock } from "@parlay/domain/language";
import { useLoad } from "@parlay/web";
import { casinoApi } from "../api/casino-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import { useDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { Pager } from "../ui/pager.tsx";

/** The casino tab's page in the address (`?tab=casino&page=2`). */
export function casinoPageFrom(query: Record<string, string>): number {
  const n = Number(query.page);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Net of a round: "win" above zero, "loss" below, "even" at zero. */
function netClass(net: string): string {
  if (net.startsWith("-")) return "po-net po-net--loss";
  return /[1-9]/.test(net) ? "po-net po-net--win" : "po-net";
}

function Round({
  round,
  t,
  lang,
  when,
}: {
  round: CasinoRoundView;
  t: OfficeDictionary;
  lang: string;
  when: (iso: string) => string;
}) {
  const c = t.casino;
  const symbol = currencySymbol(round.currency);
  const money = (amount: string) => displayMoney(amount, symbol, lang);
  const headingId = `po-cr-${round.id}`;
  return (
    <li className="po-casino-round" aria-labelledby={headingId} data-round={round.round}>
      <h3 id={headingId} className="po-casino-round__title">
        <span>{round.gameName}</span>{" "}
        <span className="po-hint" dir="ltr">
          {fill(c.round, { round: round.round })}
        </span>
      </h3>
      <dl className="po-facts">
        <dt>{c.provider}</dt>
        <dd>{round.providerName}</dd>
        <dt>{c.opened}</dt>
        <dd>{when(round.openedAt)}</dd>
        <dt>{c.finished}</dt>
        <dd>{round.finishedAt ? when(round.finishedAt) : c.open}</dd>
        <dt>{c.staked}</dt>
        <dd dir="ltr">{money(round.staked)}</dd>
        <dt>{c.won}</dt>
        <dd dir="ltr">{money(round.won)}</dd>
        <dt>{c.net}</dt>
        <dd dir="ltr" className={netClass(round.net)} data-net={round.net}>
          {money(round.net)}
        </dd>
      </dl>
      <table className="po-table po-casino-actions">
        <caption className="po-visually-hidden">{c.actions}</caption>
        <tbody>
          {round.actions.map((a) => (
            <tr key={a.id} data-kind={a.kind}>
              <th scope="row">{c.kinds[a.kind]}</th>
              <td dir="ltr">{money(a.amount)}</td>
              <td>{when(a.at)}</td>
              <td>{a.outcome === "void" ? c.void : a.rolledBack ? c.rolledBack : ""}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {round.verifyUrl ? (
        <a
          className="po-link"
          href={round.verifyUrl}
          aria-label={fill(c.verifyLabel, { round: round.round, game: round.gameName })}
          data-verify="link"
          // A static page outside the site's routes: the browser loads it, the shell does not route it.
          data-remote-native=""
        >
          {c.verify}
        </a>
      ) : round.verifyPending ? (
        <p className="po-hint" data-verify={round.verifyPending}>
          {round.verifyPending === "seed" ? c.seedHidden : c.roundOn}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The bet history's casino tab (issue 18): the player's rounds from the casino service, 20 a page,
 * each with its bets, wins and rollbacks and its net; the first page comes with the server's HTML.
 */
export function CasinoHistory({
  t,
  lang,
  basePath,
  clock,
  page,
  onPage,
  initial,
}: {
  t: OfficeDictionary;
  lang: string;
  basePath: string;
  clock: Clock;
  page: number;
  onPage: (page: number) => void;
  initial: CasinoHistoryAnswer | undefined;
}) {
  const c = t.casino;
  const when = useDateTime(lang, clock);
  const rounds = useLoad(`casino:${page}`, (signal) => casinoApi().history(page, signal), {
    initial: initial?.page === page ? initial : undefined,
  });
  const data = rounds.data;
  return (
    <div className="po-casino-history">
      <p className="po-note">{c.intro}</p>
      {rounds.status === "error" && rounds.error ? (
        <LoadError error={rounds.error} t={t} basePath={basePath} onRetry={rounds.reload} />
      ) : null}
      <h2 className="po-visually-hidden">{c.listLabel}</h2>
      {data ? (
        <>
          <p className="po-count" aria-live="polite" aria-busy={rounds.status === "loading"}>
            {fill(c.total, { total: data.total })}
          </p>
          {data.items.length === 0 ? (
            <div className="po-empty">
              <p>{c.empty}</p>
              <a className="po-button" href={`${basePath}/casino`}>
                {c.toCasino}
              </a>
            </div>
          ) : (
            <ul className="po-casino-rounds" aria-label={c.listLabel}>
              {data.items.map((round) => (
                <Round key={round.id} round={round} t={t} lang={lang} when={when} />
              ))}
            </ul>
          )}
          <Pager page={page} pageSize={data.pageSize} total={data.total} onPage={onPage} t={t} />
        </>
      ) : rounds.status === "loading" ? (
        <Loading t={t} />
      ) : null}
    </div>
  );
}
