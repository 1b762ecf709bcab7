import { isLimitTypeId } from "@parlay/domain/limits";
import { type LimitHistoryEntry, useLoad } from "@parlay/web";
import { useDateTime } from "../ui/format.ts";
import { limitTitle } from "./responsible-bits.tsx";
import type { CardContext } from "./responsible-context.ts";
import { valueText } from "./responsible-model.ts";

/** The history of changes, newest first (the service's audit trail of the player's limits). */
export function LimitHistory({
  ctx,
  loadKey,
  initial,
}: {
  ctx: CardContext;
  loadKey: string;
  /** The history the server rendered the page with. */
  initial?: LimitHistoryEntry[] | undefined;
}) {
  const { t, lang, api } = ctx;
  const r = t.responsible;
  const history = useLoad(loadKey, (signal) => api.history(signal), {
    initial: initial === undefined ? undefined : { history: initial },
  });
  // UTC on the server and while hydrating, then the player's zone (ui/format.ts).
  const dateTime = useDateTime(lang, ctx.clock);
  // The service answers oldest first; the page reads newest first.
  const items = [...(history.data?.history ?? [])].reverse();
  return (
    <section className="po-rg-group" aria-labelledby="po-rg-history" data-group="history">
      <h2 id="po-rg-history">{r.history}</h2>
      <p className="po-note">{r.historyIntro}</p>
      {history.status === "loading" && !history.data ? (
        <p className="po-loading" role="status">
          {t.common.loading}
        </p>
      ) : history.status === "error" ? (
        <p className="po-message po-message--error" role="alert">
          {t.common.loadFailed}{" "}
          <button type="button" className="po-button po-button--ghost" onClick={history.reload}>
            {t.common.retry}
          </button>
        </p>
      ) : items.length === 0 ? (
        <p>{r.historyEmpty}</p>
      ) : (
        <div className="po-table-wrap">
          <table className="po-table po-rg-history">
            <caption className="po-visually-hidden">{r.history}</caption>
            <thead>
              <tr>
                <th scope="col">{r.historyDate}</th>
                <th scope="col">{r.historyLimit}</th>
                <th scope="col">{r.historyValue}</th>
                <th scope="col">{r.historyStatus}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const type = item.limitType !== null && isLimitTypeId(item.limitType) ? item.limitType : null;
                return (
                  <tr key={item.id}>
                    <td>{dateTime(new Date(item.at * 1000).toISOString())}</td>
                    <td>{type === null ? "—" : (limitTitle(type, r) ?? String(type))}</td>
                    <td>
                      {type === null || item.value === null
                        ? "—"
                        : valueText(type, item.value, r, lang, item.currency ?? ctx.currency)}
                    </td>
                    <td>{r.historyStatuses[item.action] ?? item.action}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
