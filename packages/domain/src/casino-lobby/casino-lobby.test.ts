import { describe, expect, it } from "vitest";
import {
  CASINO_SUBCATEGORIES,
  elapsedText,
  GAME_CATEGORIES,
  gamePath,
  gameSlug,
  netPosition,
  SLOTS_SUBCATEGORIES,
  subcategoryFilter,
} from "./index.ts";

describe("game slugs and addresses", () => {
  it.each([
    ["Fruit Fiesta", "fruit-fiesta"],
    ["  Book of Ra™ Deluxe!  ", "book-of-ra-deluxe"],
    ["Café Olé", "cafe-ole"],
    ["Rocket_100%", "rocket-100"],
    ["777", "777"],
    ["日本", "game"],
    ["", "game"],
    [`${"a".repeat(79)} b`, "a".repeat(79)],
  ])("%j → %j", (name, slug) => {
    expect(gameSlug(name)).toBe(slug);
    expect(gameSlug(name)).toMatch(/^[a-z0-9][a-z0-9-]{0,79}$/);
  });

  it("slots live under /slots, every other category under /casino", () => {
    expect(gamePath({ id: 12, slug: "fruit-fiesta", category: "slots" })).toBe("/slots/game/12/fruit-fiesta");
    for (const category of GAME_CATEGORIES.filter((c) => c !== "slots"))
      expect(gamePath({ id: 3, slug: "x", category })).toBe("/casino/game/3/x");
  });
});

describe("subcategory pages", () => {
  it("slots take their collections only", () => {
    for (const sub of SLOTS_SUBCATEGORIES)
      expect(subcategoryFilter("slots", sub)).toEqual({ category: "slots", collection: sub });
    for (const sub of ["live", "table", "vulkan", "game", "x"])
      expect(subcategoryFilter("slots", sub)).toBeNull();
  });

  it("casino takes every collection and every category but slots and live (a collection there)", () => {
    expect(subcategoryFilter("casino", "live")).toEqual({ collection: "live" });
    expect(subcategoryFilter("casino", "new")).toEqual({ collection: "new" });
    expect(subcategoryFilter("casino", "table")).toEqual({ category: "table" });
    expect(subcategoryFilter("casino", "slots")).toBeNull();
    expect(subcategoryFilter("casino", "thankyou")).toBeNull();
    expect(new Set(CASINO_SUBCATEGORIES).size).toBe(CASINO_SUBCATEGORIES.length);
  });
});

describe("the session chrome", () => {
  it.each([
    [0, "0:00:00"],
    [999, "0:00:00"],
    [1000, "0:00:01"],
    [61_000, "0:01:01"],
    [3_600_000, "1:00:00"],
    [36_000_000 + 59 * 60_000 + 59_000, "10:59:59"],
    [-5000, "0:00:00"],
  ])("%d ms reads %s", (ms, text) => {
    expect(elapsedText(ms)).toBe(text);
  });

  it("net position is wins minus stakes", () => {
    expect(netPosition(500n, 150n)).toBe(-350n);
    expect(netPosition(0n, 0n)).toBe(0n);
    expect(netPosition(100n, 250n)).toBe(150n);
  });
});
