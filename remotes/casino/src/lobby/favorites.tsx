/**
 * The signed-in player's favourites on every page: the ids come with the page (render grant) or load
 * once in the browser; a heart toggles one optimistically and rolls back when the server refuses.
 */
import { useLoad } from "@parlay/web";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { asResult, browserPlayer, setFavorite } from "../client-data.ts";

interface Favorites {
  signedIn: boolean;
  has(id: number): boolean;
  toggle(id: number): void;
  /** Bumped after every change the server accepted (the favourites page reloads its list). */
  version: number;
}

const Ctx = createContext<Favorites>({ signedIn: false, has: () => false, toggle: () => {}, version: 0 });

export function FavoritesProvider(props: {
  signedIn: boolean;
  initial?: number[] | undefined;
  children: ReactNode;
}) {
  const loaded = useLoad("casino:favorite-ids", (signal) => asResult(browserPlayer.favoriteIds(signal)), {
    enabled: props.signedIn,
    ...(props.initial ? { initial: { ids: props.initial } } : {}),
  });
  const [changes, setChanges] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [version, setVersion] = useState(0);
  const base = useMemo(() => new Set(loaded.data?.ids ?? []), [loaded.data]);
  const has = useCallback((id: number) => changes.get(id) ?? base.has(id), [changes, base]);
  const toggle = useCallback(
    (id: number) => {
      const on = !has(id);
      setChanges((m) => new Map(m).set(id, on));
      void setFavorite(id, on).then((ok) => {
        if (ok) setVersion((v) => v + 1);
        else setChanges((m) => new Map(m).set(id, !on));
      });
    },
    [has],
  );
  const value = useMemo(
    () => ({ signedIn: props.signedIn, has, toggle, version }),
    [props.signedIn, has, toggle, version],
  );
  return <Ctx.Provider value={value}>{props.children}</Ctx.Provider>;
}

export const useFavorites = () => useContext(Ctx);
