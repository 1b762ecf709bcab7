import type { PlayerErrorCode } from "@parlay/contracts/errors";
import { describe, expect, it } from "vitest";
import { entryFor } from "./errors.ts";

describe("a player client's map of catalogue codes", () => {
  it("finds a player code's entry, null included", () => {
    expect(entryFor({ VALIDATION: "invalid" } as Record<PlayerErrorCode, string | null>, "VALIDATION")).toBe(
      "invalid",
    );
    expect(
      entryFor(
        { VALIDATION: "x", RATE_LIMITED: null } as Record<PlayerErrorCode, string | null>,
        "RATE_LIMITED",
      ),
    ).toBeNull();
  });

  it("finds nothing for a back-office code or no code", () => {
    const plain = { VALIDATION: "invalid" } as Record<PlayerErrorCode, string | null>;
    expect(entryFor(plain, "STAFF_FORBIDDEN")).toBeUndefined();
    expect(entryFor(plain, null)).toBeUndefined();
    // Not even a name inherited from Object.prototype.
    expect(entryFor(plain, "toString" as never)).toBeUndefined();
  });
});
