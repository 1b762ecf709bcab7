/**
 * Titles, headings and descriptions of the casino pages. Lobby, provider and game pages are for
 * search engines; search results, the player's own pages and thank-you pages are not.
 */
import type { CasinoDictionary } from "./i18n/index.ts";
import type { CasinoInitial } from "./props.ts";
import type { CasinoRoute } from "./routes.ts";

export interface PageSeo {
  heading: string;
  description: string;
  index: boolean;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "");

/** The heading of a lobby page: a subcategory's collection or category name, else the page's. */
export function lobbyHeading(route: Extract<CasinoRoute, { page: "lobby" }>, t: CasinoDictionary): string {
  const sub = route.sub;
  if (sub && sub in t.collections) {
    const name = t.collections[sub as keyof CasinoDictionary["collections"]];
    return route.id === "slots" ? `${t.pages.slots}: ${name}` : name;
  }
  if (sub && sub in t.categories) return t.categories[sub as keyof CasinoDictionary["categories"]];
  return t.pages[route.id];
}

export function providerName(provider: string, initial: CasinoInitial): string {
  return initial.providers?.find((p) => p.id === provider)?.name ?? provider;
}

export function pageSeo(route: CasinoRoute, t: CasinoDictionary, initial: CasinoInitial): PageSeo {
  const described = (heading: string, index = true) => ({
    heading,
    description: fill(t.pageDescription, { name: heading }),
    index,
  });
  switch (route.page) {
    case "lobby":
      return described(lobbyHeading(route, t));
    case "game": {
      const name = initial.game?.name ?? "";
      return { heading: name, description: fill(t.gameDescription, { name }), index: name !== "" };
    }
    case "providers":
      return described(t.pages.providers);
    case "provider":
      return described(fill(t.providerPage, { name: providerName(route.provider, initial) }));
    case "search":
      return described(t.pages["casino-search"], false);
    case "my":
      return described(route.favorites ? t.pages["my-casino.favorites"] : t.pages["my-casino"], false);
    case "thankyou":
      return described(t.pages.thankyou, false);
  }
}
