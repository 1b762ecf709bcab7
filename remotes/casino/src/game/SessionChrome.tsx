import { elapsedText } from "@parlay/domain/casino-lobby";
import { formatMoney } from "@parlay/domain/wallet";
import { useEffect, useState } from "react";
import type { SessionFigures } from "../api.ts";
import { browserGet, CASINO_API } from "../api.ts";
import type { CasinoDictionary } from "../i18n/index.ts";
import { href } from "../links.ts";

/**
 * The session chrome regulators ask for (UKGC RTS 13C, 2E): time played (h:mm:ss, from the server's
 * start of the launch) and the net position (wins minus stakes) since then, with the exit to the
 * lobby and a deposit link. The figures reload on every round the game reports (`round`).
 */
export function SessionChrome(props: {
  sessionId: number;
  round: number;
  basePath: string;
  lobbyPath: string;
  t: CasinoDictionary;
}) {
  const { t } = props;
  const [figures, setFigures] = useState<SessionFigures | null>(null);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is the signal to read again
  useEffect(() => {
    const abort = new AbortController();
    browserGet<SessionFigures>(`${CASINO_API}/sessions/${props.sessionId}`, abort.signal)
      .then((f) => {
        setFigures(f);
        setOffset(Date.parse(f.now) - Date.now());
      })
      .catch(() => {});
    return () => abort.abort();
  }, [props.sessionId, props.round]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const elapsed = figures ? elapsedText(now + offset - Date.parse(figures.startedAt)) : "0:00:00";
  const money = (v: string) => {
    if (!figures) return "—";
    const n = BigInt(v);
    return `${n < 0n ? "−" : ""}${formatMoney(n < 0n ? -n : n, figures.currency)}`;
  };
  return (
    <div className="pc-chrome" data-session={props.sessionId}>
      <dl>
        <div>
          <dt>{t.game.sessionTime}</dt>
          <dd data-elapsed>
            <time>{elapsed}</time>
          </dd>
        </div>
        <div>
          <dt>{t.game.netPosition}</dt>
          <dd data-net>{figures ? `${money(figures.net)} ${figures.currency}` : "—"}</dd>
        </div>
        <div>
          <dt>{t.game.staked}</dt>
          <dd>{figures ? money(figures.staked) : "—"}</dd>
        </div>
        <div>
          <dt>{t.game.won}</dt>
          <dd>{figures ? money(figures.won) : "—"}</dd>
        </div>
      </dl>
      <p className="pc-bar">
        <a className="pc-button" href={href(props.basePath, props.lobbyPath)}>
          {t.game.exit}
        </a>
        <a className="pc-button pc-primary" href={href(props.basePath, "/office/recharge")}>
          {t.game.deposit}
        </a>
      </p>
    </div>
  );
}
