import type { LoadStatus } from "@parlay/web";
import type { BettingDictionary } from "./i18n/index.ts";

/** Loading and error notices, announced politely; the error offers a retry. */
export function LoadState({
  load,
  retry,
  t,
}: {
  load: { status: LoadStatus };
  retry: () => void;
  t: BettingDictionary;
}) {
  if (load.status === "loading")
    return (
      <p className="pb-note" role="status">
        {t.loading}
      </p>
    );
  if (load.status === "error")
    return (
      <p className="pb-note pb-note--error" role="alert">
        {t.loadError}{" "}
        <button type="button" className="pb-button" onClick={retry}>
          {t.retry}
        </button>
      </p>
    );
  return null;
}
