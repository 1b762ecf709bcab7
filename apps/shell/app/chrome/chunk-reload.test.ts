import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadForChunk } from "./chunk-reload.tsx";

describe("chunk-load failure (spec 000 §8)", () => {
  it("recognises a missing chunk in the browsers' own words", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/page-1.js")),
    ).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once a minute", () => {
    expect(shouldReloadForChunk(null, 1_000)).toBe(true);
    expect(shouldReloadForChunk(1_000, 30_000)).toBe(false);
    expect(shouldReloadForChunk(1_000, 61_000)).toBe(true);
  });
});
