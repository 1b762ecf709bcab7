import type { GameDetail, GameTile, ProviderEntry } from "@parlay/contracts/casino-lobby";
import type { DemoPolicy } from "@parlay/domain/casino-lobby";
import type { LobbyRows } from "./api.ts";
import type { CasinoDictionary } from "./i18n/index.ts";
import type { OriginalsServerData } from "./originals/api.ts";
import type { CasinoRoute } from "./routes.ts";

/** The data the server rendered the page with; a missing field loads in the browser. */
export interface CasinoInitial {
  rows?: LobbyRows;
  games?: GameTile[];
  game?: GameDetail;
  providers?: ProviderEntry[];
  search?: GameTile[];
  random?: GameTile | null;
  /** The signed-in player's (from a render grant). */
  favorites?: GameTile[];
  recent?: GameTile[];
  favoriteIds?: number[];
  /** An in-house game's page: its seeds, bets and crash round (the player's from the render grant). */
  originals?: OriginalsServerData;
}

/** Everything the pages need, serialised into the body: the client bundle carries no dictionaries. */
export interface CasinoProps {
  lang: string;
  basePath: string;
  /** The page's path without /{lng} and its query, for the log-in link's return address. */
  path: string;
  route: CasinoRoute;
  /** `?q=` of the search page. */
  q: string;
  /** Someone is signed in (the shell's `ua` marker): favourites and Play are offered. */
  signedIn: boolean;
  /**
   * The site's demo play for this visitor, from the shell's render features (casino-demo,
   * casino-demo-verified): a game page offers "Play for fun" only as far as both it and the game allow.
   */
  siteDemo: DemoPolicy;
  t: CasinoDictionary;
  initial: CasinoInitial;
}
