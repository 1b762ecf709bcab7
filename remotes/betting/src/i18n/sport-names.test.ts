import { describe, expect, it } from "vitest";
import { BETTING_DICTIONARIES, bettingDictionary, sportName } from "./index.ts";

describe("sport names in the page language", () => {
  it("names the simulator's sports in every language, the catalogue's name otherwise", () => {
    expect(sportName(bettingDictionary("ru"), { sportId: 1, nameEng: "Football" })).toBe("Футбол");
    expect(sportName(bettingDictionary("ar"), { sportId: 2, nameEng: "Ice Hockey" })).toBe("هوكي الجليد");
    expect(sportName(bettingDictionary("en"), { sportId: 2999, nameEng: "Long-term" })).toBe(
      "Long-term bets",
    );
    expect(sportName(bettingDictionary("ru"), { sportId: 77, nameEng: "Darts" })).toBe("Darts");
  });

  it("every dictionary names the same sports", () => {
    const ids = (lang: string) => Object.keys(BETTING_DICTIONARIES[lang]?.sports ?? {}).sort();
    expect(ids("ru")).toEqual(ids("en"));
    expect(ids("ar")).toEqual(ids("en"));
  });
});
