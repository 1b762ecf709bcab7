/** The player's bets of a game, each linking to the static verifier; crash rounds with theirs. */
import { type Bet, type CrashBet, type CrashRound, VERIFIER_PAGE } from "./api.ts";
import { hundredths, money, type OriginalsTexts, t, tenThousandths } from "./i18n.ts";

export function BetList({ texts, lang, bets }: { texts: OriginalsTexts; lang: string; bets: Bet[] }) {
  return (
    <section className="og-bets" aria-label={texts.bets}>
      <h2>{texts.bets}</h2>
      {bets.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{texts.stake}</th>
              <th scope="col">{texts.multiplier}</th>
              <th scope="col">{texts.payout}</th>
              <th scope="col">
                <span className="og-sr">{texts.verify}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {bets.map((b) => (
              <tr key={b.id} data-testid="bet-row">
                <td>{b.nonce}</td>
                <td>{money(b.stake, b.currency, lang)}</td>
                <td>{b.state === "open" ? "…" : `${tenThousandths(b.multiplier)}×`}</td>
                <td>{money(b.payout, b.currency, lang)}</td>
                <td>
                  <a href={`${VERIFIER_PAGE}${b.verify}`} target="_blank" rel="noopener">
                    {texts.verify}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function CrashHistory({
  texts,
  lang,
  rounds,
  bets,
}: {
  texts: OriginalsTexts;
  lang: string;
  rounds: CrashRound[];
  bets: CrashBet[];
}) {
  const mine = new Map(bets.map((b) => [b.gameNumber, b]));
  return (
    <section className="og-bets" aria-label={texts.history}>
      <h2>{texts.history}</h2>
      {rounds.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className="og-rounds">
          {rounds.map((r) => {
            const b = mine.get(r.gameNumber);
            return (
              <li key={r.gameNumber} data-testid="crash-round">
                <span>{t(texts.round, { n: r.gameNumber })}</span>{" "}
                <strong className={r.point >= 200 ? "og-high" : "og-lowpt"}>{hundredths(r.point)}×</strong>
                {b && (
                  <span>
                    {" "}
                    · {t(texts.yourBet, { amount: money(b.stake, b.currency, lang) })} →{" "}
                    {money(b.payout, b.currency, lang)}
                  </span>
                )}{" "}
                <a href={`${VERIFIER_PAGE}${r.verify}`} target="_blank" rel="noopener">
                  {texts.verify}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
