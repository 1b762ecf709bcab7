/**
 * The casino's pages for the sitemap (docs/casino.md "Sitemap"): every listed game's canonical page
 * and every provider page with listed games — the same lists the lobby shows, so the sitemap never
 * names a page that answers 404 or a non-canonical address that answers 301.
 */
import type { Db } from "@parlay/db";
import { gamePath } from "@parlay/domain/casino-lobby";
import { listProviders, tileOf, tiles } from "./catalogue.ts";

/** Page paths without /{lng}, e.g. `/slots/game/12/parlay-fruits`, `/providers/parlay-games`. */
export async function casinoSitemapPaths(db: Db): Promise<string[]> {
  const [games, providers] = await Promise.all([tiles(db).orderBy("g.id").execute(), listProviders(db)]);
  return [
    ...games.map((g) => gamePath(tileOf(g))),
    ...providers.map((p) => `/providers/${encodeURIComponent(p.id)}`),
  ];
}
