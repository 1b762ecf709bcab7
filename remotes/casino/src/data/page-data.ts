/**
 * What a page shows first, read before it renders (docs/casino.md "Lobby"): the answers travel in the
 * props, so the client hydrates without asking again. An unknown game or provider is `not_exist`
 * (the shell's 404); a game asked at another address than its canonical one is `moved` (a 301).
 * A read that fails otherwise is left out and loads in the browser.
 */

import { gamePath, ORIGINALS_PROVIDER, SEARCH_MAX, SEARCH_MIN } from "@parlay/domain/casino-lobby";
import { type CasinoApi, type CasinoPlayerApi, NotFound } from "../api.ts";
import { isOriginalGame } from "../originals/api.ts";
import { loadOriginals } from "../originals/page-data.ts";
import type { CasinoInitial } from "../props.ts";
import type { CasinoRoute } from "../routes.ts";

export type PageData =
  | { kind: "ok"; initial: CasinoInitial }
  | { kind: "not_exist" }
  | { kind: "moved"; path: string };

const settled = async <T>(p: Promise<T>): Promise<T | undefined> => {
  try {
    return await p;
  } catch {
    return undefined;
  }
};

/** The search text of `?q=` a search answers (trimmed, within the server's bounds), or null. */
export function searchText(q: string): string | null {
  const text = q.trim();
  return text.length >= SEARCH_MIN && text.length <= SEARCH_MAX ? text : null;
}

export async function loadCasinoPage(
  route: CasinoRoute,
  ctx: { path: string; lang: string; q: string },
  api: CasinoApi,
  player: CasinoPlayerApi | null,
): Promise<PageData> {
  const initial: CasinoInitial = {};
  const mine = player ? settled(player.favoriteIds()) : null;
  switch (route.page) {
    case "game": {
      try {
        initial.game = await api.game(route.gameId, ctx.lang);
      } catch (err) {
        if (err instanceof NotFound) return { kind: "not_exist" };
        break;
      }
      const canonical = gamePath(initial.game);
      if (ctx.path.split("?")[0] !== canonical) return { kind: "moved", path: canonical };
      // An in-house game's page comes with its seeds, bets and crash round (no read on first view).
      const code = initial.game.slug;
      if (initial.game.provider.id === ORIGINALS_PROVIDER && isOriginalGame(code))
        initial.originals = await loadOriginals(code, api, player);
      break;
    }
    case "provider": {
      const providers = await settled(api.providers());
      if (providers && !providers.providers.some((p) => p.id === route.provider))
        return { kind: "not_exist" };
      if (providers) initial.providers = providers.providers;
      const games = await settled(api.games({ provider: route.provider }, ctx.lang));
      if (games) initial.games = games.games;
      break;
    }
    case "providers": {
      const providers = await settled(api.providers());
      if (providers) initial.providers = providers.providers;
      break;
    }
    case "lobby": {
      const [rows, list, random] = await Promise.all([
        route.front ? settled(api.lobby(route.filter, ctx.lang)) : undefined,
        settled(api.games(route.filter, ctx.lang)),
        settled(api.random(route.filter, ctx.lang)),
      ]);
      if (rows) initial.rows = rows.rows;
      if (list) initial.games = list.games;
      initial.random = random?.game ?? null;
      break;
    }
    case "search": {
      const text = searchText(ctx.q);
      const found = text ? await settled(api.search(text, ctx.lang)) : undefined;
      if (found) initial.search = found.games;
      break;
    }
    case "my": {
      if (!player) break;
      const [favorites, recent] = await Promise.all([settled(player.favorites()), settled(player.recent())]);
      if (favorites) initial.favorites = favorites.games;
      if (recent) initial.recent = recent.games;
      break;
    }
    case "thankyou":
      break;
  }
  const ids = await mine;
  if (ids) initial.favoriteIds = ids.ids;
  return { kind: "ok", initial };
}
