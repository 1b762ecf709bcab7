import { SEARCH_MIN } from "@parlay/domain/casino-lobby";
import { useEffect, useId, useRef, useState } from "react";
import type { GameTile } from "../api.ts";
import { browserApi } from "../client-data.ts";
import { searchText } from "../data/page-data.ts";
import { fill, href } from "../links.ts";
import type { CasinoProps } from "../props.ts";
import { TileGrid } from "./Tile.tsx";

/** How long typing must pause before the search asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

type Found = { status: "idle" } | { status: "ready"; games: GameTile[] } | { status: "error" };

/**
 * Search as you type (name and provider): a real form to /casino-search?q= without JavaScript; once
 * hydrated, a debounced call to GET /web-api/casino/search, the count said in a live region.
 */
export function SearchBox(props: CasinoProps) {
  const { t, basePath, initial, lang } = props;
  const id = useId();
  const onSearchPage = props.route.page === "search";
  const [text, setText] = useState(onSearchPage ? props.q : "");
  const [found, setFound] = useState<Found>(
    onSearchPage && initial.search ? { status: "ready", games: initial.search } : { status: "idle" },
  );
  // The text the server already answered in the page: not asked again while hydrating.
  const served = useRef<string | null>(onSearchPage && initial.search ? props.q.trim() : null);
  useEffect(() => {
    const q = searchText(text);
    if (q !== null && q === served.current) return;
    served.current = null;
    if (q === null) {
      setFound({ status: "idle" });
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      browserApi
        .search(q, lang, abort.signal)
        .then((r) => setFound({ status: "ready", games: r.games }))
        .catch(() => {
          if (!abort.signal.aborted) setFound({ status: "error" });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, lang]);
  return (
    <div className="pc-row">
      <search>
        <form className="pc-search" action={href(basePath, "/casino-search")} method="get">
          <label htmlFor={id}>{t.search.label}</label>
          <input
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            placeholder={t.search.placeholder}
            value={text}
            maxLength={60}
            onChange={(e) => setText(e.target.value)}
          />
        </form>
      </search>
      <p className="pc-note" role="status">
        {found.status === "ready"
          ? found.games.length === 0
            ? t.search.none
            : fill(t.search.found, { n: found.games.length })
          : found.status === "error"
            ? t.search.failed
            : onSearchPage
              ? fill(t.search.hint, { n: SEARCH_MIN })
              : ""}
      </p>
      {found.status === "ready" && found.games.length > 0 && (
        <TileGrid games={found.games} basePath={basePath} t={t} label={t.search.label} />
      )}
    </div>
  );
}
