import { DIGITS, SLUG } from "./params.ts";
import type { PageRoute, RouteDef, SeoStream } from "./types.ts";

/** `thankyou` and `game` are sub-routes, never a subcategory. */
const SUBCATEGORY = /^(?!(?:thankyou|game)$)[a-z0-9][a-z0-9_-]*$/;
const casinoParams = {
  subcategory: SUBCATEGORY,
  gameId: DIGITS,
  gameName: SLUG,
  game: SLUG,
  id: SLUG,
  provider: SLUG,
};

function casino(id: string, path: string, stream: SeoStream = "casino"): PageRoute {
  return { kind: "page", id, path, layout: "default", stream, remote: "casino", params: casinoParams };
}

/** Casino routes of spec 000 §2. */
export const casinoRoutes: RouteDef[] = [
  casino("bingo", "bingo", "bingo"),
  casino("bonus.casino", "bonus/casino", "bonus"),
  casino("bonus.casino.promotion", "bonus/casino/promotions/:id", "bonus"),
  casino("bonus.casino.promo", "bonus/casino/promo", "bonus"),
  casino("bonus.casino.tournaments", "bonus/casino/tournaments", "bonus"),
  casino("bonus.casino.tournament", "bonus/casino/tournaments/:id", "bonus"),
  casino("bonus.casino.item", "bonus/casino/:id", "bonus"),
  casino("casino.brand", "casino/brand"),
  casino("fishinghunting", "fishinghunting", "fishinghunting"),
  { kind: "redirect", id: "tvgames.poker", path: "tvgames/view/poker", to: () => "poker" },
  casino("poker", "poker/:game?", "poker"),
  casino("tvgames", "tvgames", "tvgames"),
  casino("scratchcards", "scratchcards"),
  casino("keno", "keno"),
  casino("slots", "slots/:subcategory?"),
  casino("slots.game", "slots/:subcategory?/game/:gameId/:gameName"),
  casino("casino", "casino/:subcategory?"),
  casino("casino.game", "casino/:subcategory?/game/:gameId/:gameName"),
  casino("virtualsports", "virtualsports", "virtualsports"),
  casino("fast-games", "fast-games"),
  casino("fast-bet", "fast-bet"),
  casino("slots.vulkan", "slots/vulkan"),
  { kind: "redirect", id: "vulkan", path: "vulkan", to: () => "slots/vulkan" },
  casino("asian-games", "asian-games"),
  casino("card-games", "card-games"),
  casino("crash-games", "crash-games"),
  casino("skill-games", "skill-games"),
  casino("my-casino", "my-casino"),
  casino("my-casino.favorites", "my-casino/favorites"),
  casino("casino-lobby", "casino-lobby"),
  casino("providers", "providers"),
  casino("providers.provider", "providers/:provider"),
  casino("casino-search", "casino-search"),
  casino("othergames", "othergames", "othergames"),
  {
    ...casino("thankyou", ":section/thankyou"),
    params: {
      section: ["slots", "casino", "poker", "bingo", "keno", "tvgames", "fast-games", "virtualsports"],
    },
  },
];
