/**
 * The casino pages this remote draws: which page a path (without /{lng}) is. The shell's table is
 * packages/domain/src/routing/table-casino.ts; routes that stay placeholders there (bingo, poker,
 * keno, tvgames, virtualsports, bonus/casino…) are `null` here too.
 */
import { LOBBY_PAGE_FILTERS, type LobbyFilter, subcategoryFilter } from "@parlay/domain/casino-lobby";
import { createMatcher, isPlaceholderRoute, ROUTES } from "@parlay/domain/routing";

export type LobbyPageId =
  | "casino"
  | "casino-lobby"
  | "slots"
  | "casino.brand"
  | "fast-games"
  | "fast-bet"
  | "crash-games"
  | "card-games"
  | "skill-games"
  | "asian-games"
  | "fishinghunting"
  | "scratchcards"
  | "othergames"
  | "slots.vulkan";

export type CasinoRoute =
  /** A lobby page: the front (collections as rows) or one listing. */
  | { page: "lobby"; id: LobbyPageId; sub: string | null; filter: LobbyFilter; front: boolean }
  | { page: "game"; section: "slots" | "casino"; gameId: number; slug: string }
  | { page: "providers" }
  | { page: "provider"; provider: string }
  | { page: "search" }
  | { page: "my"; favorites: boolean }
  | { page: "thankyou"; section: string };

const match = createMatcher(ROUTES.filter((r) => r.kind === "page" && r.remote === "casino"));

/** The page of a path, or null (not a casino page this remote draws, or an unknown subcategory). */
export function matchCasinoRoute(path: string): CasinoRoute | null {
  const result = match(path.split("?")[0] ?? "");
  if (result.kind !== "match" || result.match.route.kind !== "page") return null;
  const { route, params } = result.match;
  if (isPlaceholderRoute(route)) return null;
  const id = route.id;
  if (id === "slots.game" || id === "casino.game") {
    const gameId = Number(params.gameId);
    if (!Number.isSafeInteger(gameId) || gameId <= 0 || gameId > 2_147_483_647) return null;
    return {
      page: "game",
      section: id === "slots.game" ? "slots" : "casino",
      gameId,
      slug: params.gameName ?? "",
    };
  }
  if (id === "slots" || id === "casino") {
    const sub = params.subcategory ?? null;
    if (sub === null)
      return { page: "lobby", id, sub, filter: id === "slots" ? { category: "slots" } : {}, front: true };
    const filter = subcategoryFilter(id, sub);
    return filter ? { page: "lobby", id, sub, filter, front: false } : null;
  }
  if (id === "casino-lobby") return { page: "lobby", id, sub: null, filter: {}, front: true };
  if (id === "providers") return { page: "providers" };
  if (id === "providers.provider") return { page: "provider", provider: params.provider ?? "" };
  if (id === "casino-search") return { page: "search" };
  if (id === "my-casino") return { page: "my", favorites: false };
  if (id === "my-casino.favorites") return { page: "my", favorites: true };
  if (id === "thankyou") return { page: "thankyou", section: params.section ?? "casino" };
  const fixed = LOBBY_PAGE_FILTERS[id];
  return fixed ? { page: "lobby", id: id as LobbyPageId, sub: null, filter: fixed, front: false } : null;
}
