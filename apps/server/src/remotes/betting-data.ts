/**
 * The betting remote's data client in the server's process (issue 14 #5): the sportsbook API the
 * browser calls (remotes/betting/src/api.ts) with a getter that, instead of an HTTP request, matches
 * the route, validates the query with the route's own zod schema and calls the service's read
 * function (services/sportsbook/reads.ts) — the same answer the browser would get, with no
 * request, no JSON and no socket in between. The data is public: no grant, no cookie.
 */
import {
  SPORTSBOOK_API,
  type SportsbookApi,
  type SportsbookGetter,
  sportsbookApi,
} from "@parlay/remote-betting";
import type { z } from "zod";
import { type SportsbookReads, sportsbookSchemas as s } from "../services/sportsbook/index.ts";

type Handler = (
  match: RegExpExecArray,
  query: Record<string, string>,
  reads: SportsbookReads,
) => Promise<unknown>;

const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(value);

/** The public GET routes the pages read, by path under /web-api/sportsbook. */
const ROUTES: [RegExp, Handler][] = [
  [/^\/menu$/, (_, q, r) => r.menu(parse(s.listQuery, q))],
  [/^\/champs$/, (_, q, r) => r.champs(parse(s.listQuery, q))],
  [/^\/games$/, (_, q, r) => r.games(parse(s.gamesQuery, q))],
  [/^\/games-by-id$/, (_, q, r) => r.gamesById(parse(s.gameIdsQuery, q).ids)],
  [/^\/live$/, (_, q, r) => r.live(parse(s.liveQuery, q))],
  [/^\/teams$/, (_, q, r) => r.teams(parse(s.listQuery, q))],
  [/^\/results$/, (_, q, r) => r.results(parse(s.resultsQuery, q))],
  [/^\/games\/([^/]+)\/statistic$/, (m, _, r) => r.statistic(parse(s.gameParams, { game: m[1] }).game)],
  [/^\/games\/([^/]+)$/, (m, _, r) => r.game(parse(s.gameParams, { game: m[1] }).game)],
  [/^\/teams\/([^/]+)$/, (m, _, r) => r.team(parse(s.teamParams, { team: m[1] }).team)],
  [/^\/champs\/([^/]+)\/final$/, (m, _, r) => r.final(parse(s.champParams, { champ: m[1] }).champ)],
];

/** A path the in-process client does not serve (a programming error, never a visitor's input). */
export class UnknownSportsbookRead extends Error {
  constructor(url: string) {
    super(`no in-process sportsbook read for ${url}`);
    this.name = "UnknownSportsbookRead";
  }
}

/** The getter: `url` as api.ts builds it ("/web-api/sportsbook/games?section=line&…"). */
export function inProcessGetter(reads: () => SportsbookReads): SportsbookGetter {
  return <T>(url: string): Promise<T> => {
    const [path = "", search = ""] = url.split("?", 2);
    if (!path.startsWith(SPORTSBOOK_API)) return Promise.reject(new UnknownSportsbookRead(url));
    const rest = path.slice(SPORTSBOOK_API.length);
    const query = Object.fromEntries(new URLSearchParams(search));
    for (const [pattern, handler] of ROUTES) {
      const match = pattern.exec(rest);
      if (!match) continue;
      try {
        return handler(match, query, reads()) as Promise<T>;
      } catch (err) {
        // A query the route would answer 400 (zod): the page renders that part in the browser.
        return Promise.reject(err);
      }
    }
    return Promise.reject(new UnknownSportsbookRead(url));
  };
}

/**
 * The betting remote's data in this process. `reads` is asked at each call: the sportsbook service
 * builds its kept reads when it is mounted, after the remotes are set up; null until then (the page
 * then renders its frame and the browser loads the data).
 */
export function inProcessBettingData(reads: () => SportsbookReads | null): SportsbookApi {
  return sportsbookApi(
    inProcessGetter(() => {
      const current = reads();
      if (!current) throw new Error("the sportsbook service is not mounted yet");
      return current;
    }),
  );
}
