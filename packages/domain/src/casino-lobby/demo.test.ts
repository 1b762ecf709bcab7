import { describe, expect, it } from "vitest";
import { demoFeatures, demoFromFeatures, gameDemo, stricterDemo } from "./demo.ts";

describe("demo play's policy", () => {
  it("the site's value travels as a render feature and back", () => {
    for (const site of ["off", "open", "verified"] as const) {
      const back = demoFromFeatures(["registration", ...demoFeatures(site)]);
      expect(back).toBe(site === "off" ? "none" : site);
    }
    expect(demoFromFeatures([])).toBe("none");
  });

  it("the stricter of two wins: none < verified < open; a game that does not allow it has none", () => {
    expect(stricterDemo("open", "verified")).toBe("verified");
    expect(stricterDemo("verified", "open")).toBe("verified");
    expect(stricterDemo("open", "none")).toBe("none");
    expect(stricterDemo("open", "open")).toBe("open");
    expect(gameDemo("open", false)).toBe("none");
    expect(gameDemo("off", true)).toBe("none");
    expect(gameDemo("verified", true)).toBe("verified");
  });
});
