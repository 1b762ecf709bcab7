import { describe, expect, it } from "vitest";
import { resolveWith } from "./canonical.ts";
import type { DirectoryAnswer, DirectoryQuery } from "./directory.ts";
import { matchBettingRoute } from "./routes.ts";

const football = { sportId: 1, slug: "football", nameEng: "Football", isCyber: false };
const epl = {
  champId: 101,
  slug: "england-premier-league",
  nameEng: "England. Premier League",
  sport: football,
};
const none: DirectoryAnswer = { sport: null, champ: null, game: null, team: null };

/** A directory that knows championship 101 and records what it was asked. */
function directory() {
  const asked: DirectoryQuery[] = [];
  const lookup = async (q: DirectoryQuery): Promise<DirectoryAnswer> => {
    asked.push(q);
    return { ...none, champ: q.champ === 101 ? epl : null, sport: q.sport === "football" ? football : null };
  };
  return { asked, lookup };
}

const resolve = (path: string, lookup: Parameters<typeof resolveWith>[0]) => {
  const route = matchBettingRoute(path);
  if (!route) throw new Error(`no route for ${path}`);
  return resolveWith(lookup, route, path);
};

describe("resolving a sportsbook page against the directory", () => {
  it("a canonical address renders with the catalogue's names", async () => {
    const d = directory();
    expect(await resolve("/line/football/101-england-premier-league", d.lookup)).toEqual({
      kind: "ok",
      names: { sport: "Football", champ: "England. Premier League" },
    });
    expect(d.asked).toEqual([{ champ: 101 }]);
  });

  it("an id-only or mis-filed address moves to the canonical one; an unknown id does not exist", async () => {
    const d = directory();
    expect(await resolve("/live/topgame/basketball/101", d.lookup)).toEqual({
      kind: "moved",
      path: "/live/topgame/football/101-england-premier-league",
    });
    expect(await resolve("/line/football/102-spain", d.lookup)).toEqual({ kind: "not_exist" });
    expect(await resolve("/line/curling", d.lookup)).toEqual({ kind: "not_exist" });
  });

  it("an id no row can have is not asked about", async () => {
    const d = directory();
    expect(await resolve("/line/football/99999999999-x", d.lookup)).toEqual({ kind: "not_exist" });
    expect(d.asked).toEqual([]);
  });

  it("pages without a catalogue item are not asked about", async () => {
    const d = directory();
    for (const path of ["/line", "/live/topgame", "/line/champ", "/multi", "/results", "/cyber/real"])
      expect((await resolve(path, d.lookup)).kind, path).toBe("ok");
    expect(d.asked).toEqual([]);
  });

  it("without a directory, or when the site does not answer, the page renders as before", async () => {
    expect(await resolve("/line/football/101", null)).toEqual({ kind: "ok", names: {} });
    const down = async (): Promise<DirectoryAnswer> => {
      throw new Error("connect ECONNREFUSED");
    };
    expect(await resolve("/line/football/101", down)).toEqual({ kind: "ok", names: {} });
  });
});
