import { sampleGameWithMarkets } from "@parlay/contracts/testing";
import { CoefView } from "@parlay/domain/betting";
import { type RemoteRenderContext, RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Game } from "./api.ts";
import { byCountry, scopeFilter } from "./GamesView.tsx";
import { GameTables } from "./GameTable.tsx";
import { en } from "./i18n/en.ts";
import { BETTING_DICTIONARIES, bettingRemote } from "./index.ts";
import { applyDiff } from "./live.ts";
import { parseSelection } from "./Multi.tsx";
import { matchBettingRoute } from "./routes.ts";
import { humanize, pageSeo } from "./seo.ts";
import { DEFAULT_VIEW, parseGlobal, parseView, StaticSettings } from "./settings.tsx";

const render = async (path: string, overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await bettingRemote.render(renderContext("betting", path, overrides)));

const game = (over: Partial<Game> = {}): Game =>
  sampleGameWithMarkets({
    gameId: 7,
    number: 4321,
    sportId: 1,
    champId: 101,
    opponents: ["Leeds Rovers", "York City"],
    slug: "leeds-rovers-york-city",
    startAt: "2026-11-22T10:00:00.000Z",
    statusId: 2,
    timeSec: 600,
    score: [1, 0],
    periodScores: [[1, 0]],
    fullScore: "1:0 (1:0)",
    info: "",
    isFinished: false,
    videoId: "v1",
    markets: [
      {
        marketId: 1,
        typeId: 1,
        kind: 0,
        param: null,
        isBlocked: false,
        isMain: true,
        isLive: false,
        name: "1X2",
        outcomes: [
          { outcomeId: 11, code: "1", name: "Leeds Rovers", coef: 2500, statusId: null, isBlocked: false },
          { outcomeId: 12, code: "X", name: "Draw", coef: 3200, statusId: null, isBlocked: false },
          { outcomeId: 13, code: "2", name: "York City", coef: 2750, statusId: null, isBlocked: false },
        ],
      },
      {
        marketId: 2,
        typeId: 3,
        kind: 0,
        param: 2.5,
        isBlocked: true,
        isMain: true,
        isLive: false,
        name: "Total",
        outcomes: [
          { outcomeId: 21, code: "over", name: "Over 2.5", coef: 1900, statusId: null, isBlocked: false },
          { outcomeId: 22, code: "under", name: "Under 2.5", coef: 1850, statusId: null, isBlocked: false },
        ],
      },
    ],
    ...over,
  });

describe("every sportsbook page of the route map renders", () => {
  it.each([
    ["/line/home", "list", "Sportsbook"],
    ["/line/topgame", "list", "Top games"],
    ["/line/betsonyour", "list", "Our picks"],
    ["/live/marble", "list", "Marble racing"],
    ["/line/team", "teams", "Teams"],
    ["/team/live/123-leeds-rovers", "team", "Leeds Rovers — Team"],
    ["/line/champ", "champs", "Championships"],
    ["/champs", "champs", "Championships"],
    ["/champs/101", "champs", "Championships"],
    ["/line/champ/football/101-england-premier-league/final", "final", "England Premier League: Table"],
    ["/line/epl", "league", "Premier League"],
    ["/line/laliga", "league", "LaLiga"],
    ["/live/europaleague", "league", "Europa League"],
    ["/line/ipl", "league", "IPL"],
    ["/multi", "multi", "Multi live"],
    ["/cyber/real", "cyber", "Esports: Real esports"],
    ["/cyber/virtual/disciplines", "cyber", "Esports: Virtual"],
    ["/cyber/stream/all", "cyber", "Esports: Streamed"],
    ["/cyber/real/cs2", "cyber", "Counter-Strike 2 — Esports: Real esports"],
    ["/cyber/real/cs2/champs", "cyber", "Counter-Strike 2 — Esports: Real esports"],
    ["/cyber/real/cs2/live", "cyber", "Counter-Strike 2 — Esports: Real esports"],
    ["/cyber/real/cs2/4001-cs2-pro-series", "cyber", "CS2 Pro Series — Esports: Real esports"],
    ["/cyber/real/cs2/4001-cs2-pro-series/live/99-a-b", "cyber", "A B — Esports: Real esports"],
    ["/results", "results", "Results"],
    ["/results/live", "results", "Live scores"],
    ["/results/zone", "results", "Scoreboard"],
    ["/statistic", "statistic", "Statistic"],
    ["/statisticpopup", "statistic", "Statistic"],
  ])("%s is the %s page titled %s", async (path, page, title) => {
    const answer = await render(path);
    expect(answer.status).toBe("ok");
    expect(answer.title).toBe(`${title} — %SITE_NAME%`);
    expect(answer.body).toContain(`"page":"${page}"`);
    expect(answer.body).not.toContain("later release");
  });

  it("says so when a league has no championship, and links each odds button for the coupon", async () => {
    expect((await render("/line/ipl")).body).toContain(en.leagueMissing);
    const html = renderToString(
      <StaticSettings>
        <GameTables
          groups={[
            { key: "1", title: "England. Premier League", href: "/en/line/football/101-x", games: [game()] },
          ]}
          t={en}
          lang="en"
          clock="24h"
          gameHref={() => "/g"}
        />
      </StaticSettings>,
    );
    expect(html).toMatch(/<button type="button" class="pb-odds"[^>]*data-outcome="11"/);
    expect(html).toContain("2.500");
  });

  it("titles and describes the SEO sub-sections sport, championship and match, in each language", () => {
    const sport = matchBettingRoute("/line/ice-hockey");
    const champ = matchBettingRoute("/line/football/101-england-premier-league");
    const match = matchBettingRoute("/live/football/101-x/7-leeds-rovers-york-city");
    if (!sport || !champ || !match) throw new Error("unmatched");
    expect(pageSeo(sport, en)).toMatchObject({
      subSection: "sport",
      title: "Ice hockey — Sportsbook",
      index: true,
    });
    expect(pageSeo(champ, en).subSection).toBe("championship");
    expect(pageSeo(champ, en).description).toContain("England Premier League");
    expect(pageSeo(match, en)).toMatchObject({ subSection: "match", title: "Leeds Rovers York City — X" });
    const ru = BETTING_DICTIONARIES.ru;
    const ar = BETTING_DICTIONARIES.ar;
    if (!ru || !ar) throw new Error("no dictionaries");
    expect(pageSeo(sport, ru).title).toBe("Хоккей — Линия");
    expect(pageSeo(sport, ar).description).toContain("هوكي الجليد");
    expect(humanize("4001-cs2-pro-series")).toBe("CS2 Pro Series");
  });

  it("puts the description in the head and keeps personal pages out of the index", async () => {
    const champ = await render("/line/football/101-england-premier-league", { lang: "ru" });
    expect(champ.head).toContain("England Premier League");
    expect(champ.head).not.toContain("noindex");
    for (const path of ["/multi", "/statistic", "/results/live"])
      expect((await render(path)).head).toContain("noindex");
  });
});

describe("route matching", () => {
  it.each([
    ["/cyber/real", { view: "home" }],
    ["/cyber/real/disciplines", { view: "disciplines" }],
    ["/cyber/real/all", { view: "all" }],
    ["/cyber/real/cs2", { view: "discipline", discipline: "cs2" }],
    ["/cyber/real/cs2/champs", { view: "champs", discipline: "cs2" }],
    ["/cyber/real/cs2/live", { view: "section", discipline: "cs2", section: "live" }],
    ["/cyber/real/cs2/4001-x", { view: "champ", discipline: "cs2", champ: "4001-x" }],
    [
      "/cyber/real/cs2/4001-x/line/9-a-b",
      { view: "game", discipline: "cs2", champ: "4001-x", section: "line", game: "9-a-b" },
    ],
  ])("%s", (path, view) => {
    expect(matchBettingRoute(path)).toEqual({ page: "cyber", type: "real", ...view });
  });

  it("tells menu sections, leagues, team, final and champs apart", () => {
    expect(matchBettingRoute("/line/epl")).toEqual({ page: "league", section: "line", league: "epl" });
    expect(matchBettingRoute("/line/team")).toEqual({ page: "teams", section: "line" });
    expect(matchBettingRoute("/team/live/55-x")).toEqual({ page: "team", section: "live", team: "55-x" });
    expect(matchBettingRoute("/line/champ/football/101-x/final")).toEqual({
      page: "final",
      section: "line",
      sport: "football",
      champ: "101-x",
    });
    expect(matchBettingRoute("/champs/101")).toEqual({ page: "champs", section: "line", champ: "101" });
    expect(matchBettingRoute("/live/marble/fifa")).toMatchObject({
      page: "list",
      menu: "marble",
      sport: "fifa",
    });
    expect(matchBettingRoute("/line/marble")).toBeNull();
  });
});

describe("betting view and global settings", () => {
  it("reads stored settings field by field, with defaults for anything else", () => {
    expect(parseGlobal(JSON.stringify({ coefViewId: 2, showGameId: true, groupByCountry: true }))).toEqual({
      coefViewId: 2,
      showGameId: true,
      groupByCountry: true,
    });
    expect(parseGlobal(JSON.stringify({ coefViewId: 3 })).coefViewId).toBe(CoefView.decimal);
    expect(parseGlobal("{not json")).toEqual(parseGlobal(null));
    expect(parseView(JSON.stringify({ wideScoreboard: true, filteredMarkets: "total,bogus,main" }))).toEqual({
      ...DEFAULT_VIEW,
      wideScoreboard: true,
      filteredMarkets: "main,total",
    });
    expect(parseView(JSON.stringify({ filteredMarkets: "bogus", cyberFilter: "x" }))).toEqual(DEFAULT_VIEW);
  });

  it("sends the view's filters to the server", () => {
    const view = {
      ...DEFAULT_VIEW,
      upcomingOnly: true,
      onlyWithVideo: true,
      cyberFilter: "classic" as const,
    };
    expect(scopeFilter({ section: "line" }, "0", view)).toEqual({
      section: "line",
      timeFilter: "1",
      cyberType: undefined,
      cyber: false,
      onlyWithVideo: true,
    });
    // An explicit time filter wins over "upcoming only"; recommended pages force 6; a cyber page ignores the cyber filter.
    expect(scopeFilter({ section: "live" }, "2", view).timeFilter).toBe("2");
    expect(scopeFilter({ section: "line", recommended: true }, "2", view).timeFilter).toBe("6");
    expect(scopeFilter({ section: "line", cyberType: "real" }, "0", view).cyber).toBeUndefined();
  });

  it("draws the chosen market columns, the wide score, the game number and odds in the player's format", () => {
    const html = renderToString(
      <StaticSettings
        global={{ coefViewId: CoefView.american, showGameId: true, groupByCountry: false }}
        view={{
          ...DEFAULT_VIEW,
          wideScoreboard: true,
          groupByCategories: false,
          filteredMarkets: "main,total",
        }}
      >
        <GameTables
          groups={[{ key: "all", title: null, href: null, games: [game()] }]}
          t={en}
          lang="en"
          clock="24h"
          gameHref={() => "/g"}
          champName={() => "England. Premier League"}
        />
      </StaticSettings>,
    );
    expect(html).toContain("+150"); // 2.500 in american
    expect(html).toContain("№4321");
    expect(html).toContain("England. Premier League");
    expect(html).toContain("1:0 (1:0)");
    expect(html).toContain(">Over<");
    expect(html).toContain(">2.5<");
    // The blocked market's cell: disabled, marked locked, a drawn padlock (no emoji font needed).
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*data-outcome="21" data-locked="true"[^>]*><svg class="pb-padlock"/,
    );
    expect(html).not.toContain("🔒");
    const plain = renderToString(
      <StaticSettings>
        <GameTables
          groups={[{ key: "x", title: "T", href: null, games: [game()] }]}
          t={en}
          lang="en"
          clock="24h"
          gameHref={() => "/g"}
        />
      </StaticSettings>,
    );
    expect(plain).not.toContain(">Over<");
    expect(plain).not.toContain("№4321");
    expect(plain).toContain("2.500");
  });
});

describe("group by country", () => {
  const group = (key: string, country: string) => ({ key, title: key, href: null, games: [], country });
  it("puts a country's championships together under one heading, countries A–Z", () => {
    const groups = [group("epl", "England"), group("laliga", "Spain"), group("cup", "England")];
    expect(byCountry(groups, true).map((g) => [g.key, g.country])).toEqual([
      ["epl", "England"],
      ["cup", undefined],
      ["laliga", "Spain"],
    ]);
    expect(byCountry(groups, false).map((g) => [g.key, g.country])).toEqual([
      ["epl", undefined],
      ["laliga", undefined],
      ["cup", undefined],
    ]);
  });
});

describe("multi live and live scores", () => {
  it("keeps at most four distinct valid game ids", () => {
    expect(parseSelection("5,5,x,7,0,8,9,10")).toEqual([5, 7, 8, 9]);
    expect(parseSelection(null)).toEqual([]);
  });

  it("recomputes the full score when period scores arrive", () => {
    const next = applyDiff(game(), {
      g: 7,
      sp: 1,
      sc: [2, 0],
      ps: [
        [1, 0],
        [1, 0],
      ],
    });
    expect(next.fullScore).toBe("2:0 (1:0, 1:0)");
    expect(applyDiff(game(), { g: 7, sp: 1, tm: 700 }).fullScore).toBe("1:0 (1:0)");
  });
});
