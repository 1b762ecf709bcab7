import { sampleGameWithMarkets } from "@parlay/contracts/testing";
import { type RemoteRenderContext, RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Game } from "./api.ts";
import { coefText } from "./api.ts";
import { GameTables } from "./GameTable.tsx";
import { BETTING_DICTIONARIES, bettingDictionary, bettingRemote } from "./index.ts";
import { applyDiff } from "./live.ts";
import { matchBettingRoute } from "./routes.ts";
import { BETTING_CSS } from "./styles.ts";

function context(overrides: Partial<RemoteRenderContext> = {}): RemoteRenderContext {
  return renderContext("betting", "/line", overrides);
}

const render = async (overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await bettingRemote.render(context(overrides)));

const game: Game = sampleGameWithMarkets({
  gameId: 7,
  sportId: 1,
  champId: 2,
  opponents: ["A", "B"],
  slug: "a-b",
  startAt: "2026-11-22T10:00:00.000Z",
  statusId: 2,
  timeSec: 60,
  score: [0, 0],
  fullScore: "0:0",
  info: "",
  isFinished: false,
  markets: [
    {
      marketId: 9,
      typeId: 1,
      kind: 0,
      param: null,
      isBlocked: false,
      isMain: true,
      isLive: false,
      name: "1X2",
      outcomes: [{ outcomeId: 90, code: "1", name: "A", coef: 1900, statusId: null, isBlocked: false }],
    },
  ],
});

describe("betting render", () => {
  it.each([
    ["en", "Sportsbook", "Live betting", "Results"],
    ["ru", "Линия", "Лайв-ставки", "Результаты"],
    ["ar", "المراهنات الرياضية", "المراهنات المباشرة", "النتائج"],
  ])("renders the %s frame with tabs under the language root", async (lang, line, live, results) => {
    const answer = await render({ lang });
    expect(answer.status).toBe("ok");
    expect(answer.appName).toBe("betting");
    expect(answer.title).toBe(`${line} — %SITE_NAME%`);
    for (const text of [line, live, results]) expect(answer.body).toContain(text);
    for (const path of ["line", "live", "results"]) expect(answer.body).toContain(`href="/${lang}/${path}"`);
    expect(answer.body).toContain("data-remote-props");
    expect(answer.body).toContain('aria-current="page"');
  });

  it("puts the route and time filter in props, and offers the filter on line only", async () => {
    const line = await render({ path: "/line/football/12-premier", query: { timeFilter: "3" } });
    expect(line.body).toContain('"sport":"football"');
    expect(line.body).toContain('"timeFilter":"3"');
    expect(line.body).toContain('name="timeFilter"');
    const live = await render({ path: "/live" });
    expect(live.body).toContain('name="timeFilter"');
    expect(live.title).toBe("Live betting — %SITE_NAME%");
    // Recommended picks fix the time filter to 6: no form.
    expect((await render({ path: "/line/betsonyour" })).body).not.toContain('name="timeFilter"');
  });

  it("renders a game page and results, and answers not_exist for unknown paths", async () => {
    const game = await render({ path: "/live/football/12-premier/3456-a-b" });
    expect(game.body).toContain('"page":"game"');
    expect((await render({ path: "/results", query: { date: "2026-11-21" } })).body).toContain("2026-11-21");
    for (const path of [
      "/casino",
      "/line/a/b/c/d/e",
      "/line/Foot ball",
      "/results/other",
      "/line/marble",
      "/cyber/arcade",
      "/multi/1",
      "/team/line/abc",
      "/champs/x",
      "/cyber/real/cs2/12-x/soon/5",
    ]) {
      const answer = await render({ path });
      expect(answer.status).toBe("not_exist");
      expect(answer.body).toBe("");
    }
  });

  it("has every text in every dictionary", () => {
    const keys = Object.keys(BETTING_DICTIONARIES.en ?? {}).sort();
    for (const dictionary of Object.values(BETTING_DICTIONARIES))
      expect(Object.keys(dictionary).sort()).toEqual(keys);
  });

  it("uses logical properties and fixed-width odds cells", () => {
    expect(BETTING_CSS).not.toMatch(/(margin|padding)-(left|right)|text-align:(left|right)/);
    expect(BETTING_CSS).toMatch(/\.pb-odds\{[^}]*inline-size:4\.5rem/);
  });
});

describe("routes, odds and live diffs", () => {
  it("skips the menu section and reads params", () => {
    expect(matchBettingRoute("/line/topgame/football")).toEqual({
      page: "list",
      section: "line",
      menu: "topgame",
      sport: "football",
      champ: null,
    });
    expect(matchBettingRoute("/results")).toEqual({ page: "results", type: "day" });
  });

  it("shows odds with 3 digits", () => {
    expect(coefText(2500)).toBe("2.500");
    expect(coefText(1001)).toBe("1.001");
  });

  it("shows kick-off times on the clock the shell decided (spec 000 §1, issue 13 #14)", async () => {
    expect((await render({ clock: "12h" })).body).toContain('"clock":"12h"');
    const table = (clock: "12h" | "24h") =>
      renderToStaticMarkup(
        <GameTables
          groups={[{ key: "g", title: "League", href: null, games: [{ ...game, statusId: 1 }] }]}
          t={bettingDictionary("en")}
          lang="en"
          clock={clock}
          gameHref={() => "/en/line/x"}
        />,
      );
    expect(table("12h")).toMatch(/\d{1,2}:\d{2}\s(AM|PM)/);
    expect(table("24h")).not.toMatch(/AM|PM/);
  });

  it("sends the kick-off pattern in its props, and the table it writes is the one Intl writes", async () => {
    for (const lang of ["en", "ru", "ar"])
      for (const clock of ["12h", "24h"] as const) {
        const { body } = await render({ lang, clock });
        const kickOff = JSON.parse(body.match(/"kickOff":(\{.*?\]\})/)?.[1] ?? "null");
        expect(kickOff, `${lang} ${clock}`).not.toBeNull();
        const table = (pattern: typeof kickOff) =>
          renderToStaticMarkup(
            <GameTables
              groups={[{ key: "g", title: "League", href: null, games: [{ ...game, statusId: 1 }] }]}
              t={bettingDictionary(lang)}
              lang={lang}
              clock={clock}
              kickOff={pattern}
              gameHref={() => "/x"}
            />,
          );
        expect(table(kickOff)).toBe(table(null));
      }
  });

  it("folds a diff into its game only", () => {
    const next = applyDiff(game, { g: 7, sp: 1, o: [[90, 2100]], b: [[9, 1]], sc: [1, 0] });
    expect(next.markets[0]?.outcomes[0]?.coef).toBe(2100);
    expect(next.markets[0]?.isBlocked).toBe(true);
    expect(next.score).toEqual([1, 0]);
    expect(applyDiff(game, { g: 8, sp: 1, sc: [5, 5] })).toBe(game);
  });
});
