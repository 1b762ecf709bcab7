import { describe, expect, it } from "vitest";
import { enableRefusal, gameEditInput, mergeNames } from "./index.ts";

describe("the casino catalogue's edit rules", () => {
  it("a game may be enabled only with an enabled provider and a launcher", () => {
    expect(enableRefusal({ providerEnabled: true, hasLauncher: true })).toBeNull();
    expect(enableRefusal({ providerEnabled: false, hasLauncher: true })).toBe("provider_disabled");
    expect(enableRefusal({ providerEnabled: true, hasLauncher: false })).toBe("no_launcher");
    expect(enableRefusal({ providerEnabled: false, hasLauncher: false })).toBe("provider_disabled");
  });

  it("names: an empty text removes a language, English stays the default name", () => {
    expect(mergeNames({ ru: "Старое", ar: "قديم" }, { ru: "Новое", ar: "", en: "Ignored" })).toEqual({
      ru: "Новое",
    });
    expect(mergeNames({ ru: "Старое" }, undefined)).toEqual({ ru: "Старое" });
  });

  it("the edit's schema trims, lower-cases countries and refuses what staff may not set", () => {
    expect(gameEditInput.parse({ name: "  Fruit  ", blockedCountries: ["GB"] })).toEqual({
      name: "Fruit",
      blockedCountries: ["gb"],
    });
    for (const bad of [
      { rtpBp: 9000 },
      { tileOrder: -1 },
      { collections: ["a", "a"] },
      { category: "bingo" },
    ])
      expect(gameEditInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
