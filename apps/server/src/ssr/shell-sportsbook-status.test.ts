/**
 * Sportsbook pages' status on the server (issue 13 #15): an unknown sport, championship, game or team
 * is the 404 page, an id-only address a 301 to its slug address, and titles carry the catalogue's
 * names. The shell's page loader with the real shell services on PGlite, the betting remote asking
 * the sportsbook's directory in two ways: in this process, and as its own process over HTTP (the
 * shell → the remote's render endpoint → GET /web-api/sportsbook/directory of the site).
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import { createBettingRemote, httpDirectory } from "@parlay/remote-betting";
import { createRemoteServer, type RunningRemoteServer } from "@parlay/remote-protocol/server";
import type { ShellServices } from "@parlay/shell/services";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { meta } from "../../../shell/app/routes/page.tsx";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import type { ServiceContext } from "../context.ts";
import { anonymousOnly } from "../http/auth.ts";
import { remoteSources } from "../remotes/remote-sources.ts";
import { testApp } from "../services/config/testing.ts";
import { createLocalBus } from "../services/sportsbook/live/bus.ts";
import { createSportsbook } from "../services/sportsbook/service.ts";
import { lookupDirectory } from "../services/sportsbook/store/directory.ts";
import { slugOf, teamId } from "../services/sportsbook/store/presenters.ts";
import { CatalogueWriter } from "../services/sportsbook/store/write.ts";
import { createShellServices } from "./shell-services.ts";
import { loaderOutcome } from "./testing.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

let handle: DbHandle;
let api: FastifyInstance;
let apiOrigin: string;
let remote: RunningRemoteServer;
/** A real football game of championship 101 and a cyber one, as the catalogue has them. */
let game: { id: number; slug: string; home: string; away: string };
let champSlug: string;
let champName: string;
/** A championship without an SEO row of its own in the demo seed (101 has one). */
let laliga: { seg: string; name: string };
let cyber: { gameId: number; gameSlug: string; champId: number; champSlug: string; sportSlug: string };

beforeAll(async () => {
  handle = await createTestDb({ name: "pglite" });
  const clock = manualClock(T0);
  const sim = createSimulator({
    clock,
    seed: 7,
    sportIds: [SportId.football, SportId.cs2],
    days: 1,
    historyHours: 0,
  });
  await new CatalogueWriter(handle.db).apply(sim.snapshot());
  const row = await handle.db
    .selectFrom("sb_game")
    .select(["game_id", "slug", "home", "away"])
    .where("champ_id", "=", 101)
    .orderBy("game_id")
    .executeTakeFirstOrThrow();
  game = { id: Number(row.game_id), slug: row.slug, home: row.home, away: row.away };
  const epl = await handle.db
    .selectFrom("sb_champ")
    .select(["slug", "name_eng"])
    .where("champ_id", "=", 101)
    .executeTakeFirstOrThrow();
  champSlug = epl.slug;
  champName = epl.name_eng;
  const l = await handle.db
    .selectFrom("sb_champ")
    .select(["slug", "name_eng"])
    .where("champ_id", "=", 102)
    .executeTakeFirstOrThrow();
  laliga = { seg: `102-${l.slug}`, name: l.name_eng };
  const c = await handle.db
    .selectFrom("sb_game")
    .innerJoin("sb_champ", "sb_champ.champ_id", "sb_game.champ_id")
    .innerJoin("sb_sport", "sb_sport.sport_id", "sb_game.sport_id")
    .select([
      "sb_game.game_id",
      "sb_game.slug",
      "sb_champ.champ_id",
      "sb_champ.slug as champ_slug",
      "sb_sport.slug as sport_slug",
    ])
    .where("sb_sport.is_cyber", "=", true)
    .executeTakeFirstOrThrow();
  cyber = {
    gameId: Number(c.game_id),
    gameSlug: c.slug,
    champId: c.champ_id,
    champSlug: c.champ_slug,
    sportSlug: c.sport_slug,
  };
  const sportsbook = createSportsbook({
    bus: createLocalBus(),
    feed: false,
    now: () => new Date(clock.now()),
  });
  api = await testApp(handle.db, [sportsbook.service]);
  apiOrigin = await api.listen({ port: 0, host: "127.0.0.1" });
  remote = await createRemoteServer(createBettingRemote({ directory: httpDirectory(apiOrigin) }), {
    port: 0,
  });
});
afterAll(async () => {
  await remote?.close();
  await api?.close();
  await handle?.close();
});

const ctx = (): ServiceContext => ({
  db: handle.db,
  env: { production: false, defaultHost: "localhost" },
  auth: anonymousOnly,
});

const modes: [string, () => ShellServices][] = [
  [
    "in the server's process",
    () =>
      createShellServices(ctx(), {
        sources: remoteSources({}, { bettingDirectory: (q) => lookupDirectory(handle.db, q) }).filter(
          (s) => s.appName === "betting",
        ),
        importMap: null,
        buildId: "test",
      }),
  ],
  [
    "as its own process, over HTTP",
    () =>
      createShellServices(ctx(), {
        sources: [{ appName: "betting", kind: "url", url: remote.url }],
        importMap: null,
        buildId: "test",
      }),
  ],
];

describe.each(modes)("sportsbook page status with the betting remote %s", (_, servicesOf) => {
  let services: ShellServices;
  beforeAll(() => {
    services = servicesOf();
  });

  /** What the server answers for a site path: status, Location, and the title meta() makes. */
  async function visit(url: string) {
    const u = new URL(url, "http://localhost");
    const [, lng = "", ...rest] = u.pathname.split("/");
    const res = await loaderOutcome(() => loadPage(new Request(u), services, null, lng, rest.join("/")));
    const tags =
      res.status === 200
        ? (meta({ data: res.data as PageData } as Parameters<typeof meta>[0]) as Record<string, string>[])
        : [];
    return { ...res, title: tags.find((t) => "title" in t)?.title };
  }

  const epl = () => `101-${champSlug}`;

  test("unknown sport, championship, game and team ids are the 404 page", async () => {
    for (const path of [
      "/en/line/curling",
      "/en/line/football/99999-nowhere",
      "/en/line/football/99999",
      `/en/line/football/${epl()}/999999999-nobody-nobody`,
      "/en/line/football/99999/final",
      "/en/team/line/12345-nobody",
      "/en/champs/99999",
      "/en/cyber/real/curling",
      // A football championship is not a cyber discipline's.
      `/en/cyber/real/football/${epl()}`,
      "/en/line/football/99999999999999-too-big",
    ]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(res.data, path).toMatchObject({ kind: "notFound" });
    }
  });

  test("an id-only address is a 301 to its slug address, keeping the language and the query", async () => {
    const cases: [string, string][] = [
      ["/en/line/football/101?timeFilter=1", `/en/line/football/${epl()}?timeFilter=1`],
      ["/ru/live/topgame/football/101", `/ru/live/topgame/football/${epl()}`],
      [`/en/line/football/101/${game.id}`, `/en/line/football/${epl()}/${game.id}-${game.slug}`],
      // Filed under the wrong sport and an old slug: the ids decide.
      [
        `/ar/line/tennis/101-old-name/${game.id}`,
        `/ar/line/tennis/${epl()}/${game.id}-${game.slug}`.replace("tennis", "football"),
      ],
      ["/en/line/football/101/final", `/en/line/football/${epl()}/final`],
      [`/en/team/line/${teamId(game.home)}`, `/en/team/line/${teamId(game.home)}-${slugOf(game.home)}`],
      [
        `/en/cyber/real/${cyber.sportSlug}/${cyber.champId}/line/${cyber.gameId}`,
        `/en/cyber/real/${cyber.sportSlug}/${cyber.champId}-${cyber.champSlug}/line/${cyber.gameId}-${cyber.gameSlug}`,
      ],
    ];
    for (const [from, to] of cases) {
      const res = await visit(from);
      expect(res.status, from).toBe(301);
      expect(res.location, from).toBe(to);
    }
  });

  test("canonical pages answer 200 with the catalogue's names in the title, never an empty piece", async () => {
    const champ = await visit(`/en/line/football/${laliga.seg}`);
    expect(champ.status).toBe(200);
    expect(champ.title).toBe(`${laliga.name} — Sportsbook — Parlay`);
    const match = await visit(`/en/line/football/${epl()}/${game.id}-${game.slug}`);
    expect(match.status).toBe(200);
    expect(match.title).toBe(`${game.home} – ${game.away} — ${champName} — Parlay`);
    const team = await visit(`/en/team/line/${teamId(game.home)}-${slugOf(game.home)}`);
    expect(team.title).toBe(`${game.home} — Team — Parlay`);
    for (const t of [champ.title, match.title, team.title]) expect(t).not.toMatch(/—\s+—/);
  });
});

describe("GET /web-api/sportsbook/directory", () => {
  test("answers each asked item or null, and refuses bad ids with 400", async () => {
    const res = await api.inject({
      url: `/web-api/sportsbook/directory?sport=1&champ=101&game=${game.id}&team=5`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sport: { sportId: 1, slug: "football", isCyber: false },
      champ: { champId: 101, slug: champSlug, sport: { slug: "football" } },
      game: { gameId: game.id, opponents: [game.home, game.away], champ: { champId: 101 } },
      team: null,
    });
    expect((await api.inject({ url: "/web-api/sportsbook/directory" })).json()).toEqual({
      sport: null,
      champ: null,
      game: null,
      team: null,
    });
    for (const bad of ["champ=abc", "game=0", "champ=99999999999", "sport=Foot%20ball"]) {
      const r = await api.inject({ url: `/web-api/sportsbook/directory?${bad}` });
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().error.code, bad).toBe("VALIDATION");
    }
  });
});
