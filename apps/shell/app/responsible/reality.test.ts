import { elapsed } from "@parlay/domain/limits";
import { describe, expect, it } from "vitest";
import { elapsedText, readSessionFigures } from "./reality.ts";

describe("the session's figures", () => {
  it("reads the ping answer's session in ms and decimal strings", () => {
    expect(
      readSessionFigures({
        session: {
          startedAt: 1_700_000_000,
          remainingSeconds: 90,
          staked: "25.00",
          won: "10.5",
          netPosition: "-14.50",
          currency: "EUR",
        },
      }),
    ).toEqual({
      startedAt: 1_700_000_000_000,
      remainingMs: 90_000,
      staked: "25.00",
      won: "10.5",
      net: "-14.50",
      currency: "EUR",
    });
  });

  it("has nothing to say without a start, and drops malformed figures", () => {
    expect(readSessionFigures(null)).toBeNull();
    expect(readSessionFigures({ ok: true })).toBeNull();
    expect(readSessionFigures({ startedAt: 5, staked: "1e9", net: "<b>", currency: "eur" })).toEqual({
      startedAt: 5000,
      remainingMs: null,
      staked: null,
      won: null,
      net: null,
      currency: null,
    });
  });

  it("writes h:mm:ss, hours uncapped, in the page's digits", () => {
    expect(elapsedText(elapsed(5 * 60_000 + 7_000), "en")).toBe("0:05:07");
    expect(elapsedText(elapsed(26 * 3_600_000 + 61_000), "en")).toBe("26:01:01");
    expect(elapsedText(elapsed(3_723_000), "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(1)}:${new Intl.NumberFormat("ar", { minimumIntegerDigits: 2 }).format(2)}:${new Intl.NumberFormat("ar", { minimumIntegerDigits: 2 }).format(3)}`,
    );
  });
});
