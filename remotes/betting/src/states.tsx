import type { BettingDictionary } from "./i18n/index.ts";
import type { Load } from "./use-load.ts";

/** Loading and error notices, announced politely; the error offers a retry. */
export function LoadState({
  load,
  retry,
  t,
}: {
  load: Load<unknown>;
  retry: () => void;
  t: BettingDictionary;
}) {
  if (load.state === "loading")
    return (
      <p className="pb-note" role="status">
        {t.loading}
      </p>
    );
  if (load.state === "error")
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
