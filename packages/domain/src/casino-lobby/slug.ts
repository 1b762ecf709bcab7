/** A game's address segment: lower-case ASCII letters and digits joined by single hyphens. */
export function gameSlug(name: string): string {
  const slug = name
    // Symbols (™, ®, emoji) go before NFKD would spell ™ as "TM".
    .replace(/\p{S}/gu, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug === "" ? "game" : slug;
}

/** Where a game's page lives: slots under /slots, every other category under /casino. */
export function gameSection(category: string): "slots" | "casino" {
  return category === "slots" ? "slots" : "casino";
}

/** The canonical path of a game page (without /{lng}): `/slots/game/12/parlay-fruits`. */
export function gamePath(game: { id: number; slug: string; category: string }): string {
  return `/${gameSection(game.category)}/game/${game.id}/${game.slug}`;
}
