import { sampleGameWithMarkets } from "@parlay/contracts/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Game, Market } from "./api.ts";
import { clockText } from "./clock.ts";
import { GameTables } from "./GameTable.tsx";
import { ar } from "./i18n/ar.ts";
import { en } from "./i18n/en.ts";
import { ru } from "./i18n/ru.ts";
import { applyDiff } from "./live.ts";
import { OddsCell } from "./odds.tsx";
import { StaticSettings } from "./settings.tsx";

const correctScore: Market = {
  marketId: 6,
  typeId: 6,
  kind: 0,
  param: null,
  isBlocked: false,
  isMain: false,
  isLive: false,
  name: "Correct score",
  outcomes: [
    { outcomeId: 61, code: "2:0", name: "2:0", coef: 9000, statusId: null, isBlocked: false },
    { outcomeId: 62, code: "1:2", name: "1:2", coef: 11000, statusId: null, isBlocked: false },
  ],
};

const game = (over: Partial<Game> = {}): Game =>
  sampleGameWithMarkets({
    gameId: 7,
    sportId: 1,
    champId: 101,
    opponents: ["Leeds Rovers", "York City"],
    slug: "leeds-rovers-york-city",
    startAt: "2026-11-22T10:00:00.000Z",
    statusId: 2,
    timeSec: 3990,
    period: 2,
    score: [0, 1],
    periodScores: [
      [0, 1],
      [0, 0],
    ],
    fullScore: "0:1 (0:1, 0:0)",
    info: "",
    isFinished: false,
    markets: [correctScore],
    ...over,
  });

const table = (g: Game, t = en) =>
  renderToString(
    <StaticSettings>
      <GameTables
        groups={[{ key: "x", title: "T", href: null, games: [g] }]}
        t={t}
        lang="en"
        clock="24h"
        gameHref={() => "/g"}
      />
    </StaticSettings>,
  );

describe("the game clock (issue 13 #23)", () => {
  it("reads the feed's game state for each kind of sport", () => {
    const at = (sportId: number, period: number, timeSec: number, statusId = 2) =>
      clockText({ sportId, statusId, period, timeSec }, en);
    expect(at(1, 1, 0)).toBe("Half 1 · 1′");
    expect(at(1, 2, 3990)).toBe("Half 2 · 67′");
    expect(at(2, 3, 2500)).toBe("Period 3 · 42′");
    expect(at(3, 4, 1900)).toBe("Quarter 4 · 32′");
    expect(at(4, 2, 5000)).toBe("Set 2");
    expect(at(40, 1, 900)).toBe("Map 1");
    expect(at(1, 1, 2700, 3)).toBe("Break");
    expect(at(1, 0, 0, 1)).toBe("");
    expect(at(1, 2, 5400, 4)).toBe("");
  });

  it("shows in the live list next to the score, in every language, and follows the push", () => {
    const html = table(game());
    expect(html).toContain("Half 2 · 67′");
    expect(html).toContain('<span class="pb-sr">Game time: </span>');
    expect(table(game(), ru)).toContain("2-й тайм · 67′");
    expect(table(game(), ar)).toContain("الشوط 2 · 67′");
    // A minute later, and then half-time of another game: the diff carries the time and period.
    expect(table(applyDiff(game(), { g: 7, sp: 1, tm: 4050 }))).toContain("Half 2 · 68′");
    expect(table(applyDiff(game({ period: 1, timeSec: 2650 }), { g: 7, sp: 1, st: 3, tm: 2760 }))).toContain(
      "Break",
    );
    expect(table(game({ statusId: 1, period: 0, timeSec: 0 }))).not.toContain("Game time");
  });
});

describe("an outcome suspended on its own (issue 13 #23)", () => {
  const cell = (m: Market, index: number) => renderToString(<OddsCell market={m} index={index} t={en} />);

  it("locks that outcome's button while the market's others stay open, and a market unblock does not reopen it", () => {
    const after = applyDiff(game(), { g: 7, sp: 1, ob: [[61, 1]] }).markets[0] as Market;
    expect(cell(after, 0)).toMatch(/disabled=""[^>]*aria-label="2:0: Suspended"[^>]*data-locked="true"/);
    expect(cell(after, 1)).not.toContain("disabled");
    // Danger over: the market reopens, the impossible score stays suspended.
    const reopened = applyDiff(
      { ...game(), markets: [{ ...after, isBlocked: true }] },
      { g: 7, sp: 1, b: [[6, 0]] },
    );
    const market = reopened.markets[0] as Market;
    expect(cell(market, 0)).toContain('data-locked="true"');
    expect(cell(market, 1)).not.toContain("data-locked");
  });
});

describe("a break in the list", () => {
  it("says Break once, in the page's language, not the feed's raw 'break' beside it", () => {
    const html = table(game({ statusId: 3, info: "break" }), ar);
    expect(html).toContain(ar.clockBreak);
    expect(html).not.toMatch(/\bbreak\b/);
    // Tennis points and other info still show.
    expect(table(game({ sportId: 4, statusId: 2, info: "30:15" }))).toContain("30:15");
  });
});
