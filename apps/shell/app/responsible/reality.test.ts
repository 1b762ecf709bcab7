import { elapsed } from "@parlay/domain/limits";
import type { PlaySessionView } from "@parlay/web";
import { describe, expect, it } from "vitest";
import { pingOutcome } from "./play-guard.tsx";
import { elapsedText, figuresOf } from "./reality.ts";

const session = (over: Partial<PlaySessionView> = {}): PlaySessionView => ({
  startedAt: 1_700_000_000_000,
  now: 1_700_000_300_000,
  elapsedMs: 300_000,
  sessionLimit: null,
  realityCheck: null,
  ...over,
});

describe("the session's figures", () => {
  it("takes the start, the session limit's time left and the reality check's positions", () => {
    const positions = [{ currency: "EUR", staked: "25.00", won: "10.50", netPosition: "-14.50" }];
    expect(
      figuresOf(
        session({
          sessionLimit: {
            limitHours: 1,
            usedMs: 3_500_000,
            remainingMs: 100_000,
            periodStartsAt: 0,
            periodEndsAt: 1,
            loginAllowedAt: 0,
          },
          realityCheck: {
            intervalMinutes: 5,
            due: 1,
            nextAt: 1_700_000_600_000,
            elapsed: { hours: 0, minutes: 5, seconds: 0 },
            positions,
          },
        }),
      ),
    ).toEqual({ startedAt: 1_700_000_000_000, remainingMs: 100_000, positions });
  });

  it("knows nothing without a session, and no positions without a reality check", () => {
    expect(figuresOf(null)).toBeNull();
    expect(figuresOf(session())).toEqual({
      startedAt: 1_700_000_000_000,
      remainingMs: null,
      positions: null,
    });
  });

  it("writes h:mm:ss, hours uncapped, in the page's digits", () => {
    expect(elapsedText(elapsed(5 * 60_000 + 7_000), "en")).toBe("0:05:07");
    expect(elapsedText(elapsed(26 * 3_600_000 + 61_000), "en")).toBe("26:01:01");
    const two = new Intl.NumberFormat("ar", { minimumIntegerDigits: 2 });
    expect(elapsedText(elapsed(3_723_000), "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(1)}:${two.format(2)}:${two.format(3)}`,
    );
  });
});

describe("what a ping's answer means", () => {
  const refused = (status: number, code: string) => ({ ok: false, error: { status, code } });
  it("the session limit brings the notice; no session or an exclusion elsewhere ends the page's session", () => {
    expect(pingOutcome({ ok: true })).toBe("ok");
    expect(pingOutcome(refused(403, "SESSION_LIMIT_REACHED"))).toBe("ended");
    expect(pingOutcome(refused(401, "UNAUTHORIZED"))).toBe("signedOut");
    expect(pingOutcome(refused(403, "SELF_EXCLUDED"))).toBe("signedOut");
    expect(pingOutcome(refused(403, "TIMED_OUT"))).toBe("signedOut");
  });

  it("a server error or a lost answer changes nothing: the next ping asks again", () => {
    expect(pingOutcome(refused(503, "DATABASE_UNAVAILABLE"))).toBe("ok");
    expect(pingOutcome(refused(0, "NETWORK"))).toBe("ok");
  });
});
