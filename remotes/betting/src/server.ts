/**
 * Runs the betting remote as its own process: `PORT=4105 node --import tsx remotes/betting/src/server.ts`.
 * Point the shell at it with REMOTE_BETTING_URL=http://127.0.0.1:4105. The remote asks the site's
 * sportsbook directory over HTTP at SPORTSBOOK_ORIGIN (default http://127.0.0.1:3000) whether a page's
 * championship, game or team exists, and reads the page's games there (the same public routes the
 * browser calls) to render them into the page.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { createBettingRemote } from "./app.tsx";
import { httpSportsbookApi } from "./data/http-data.ts";
import { httpDirectory } from "./directory.server.ts";

const origin = process.env.SPORTSBOOK_ORIGIN || "http://127.0.0.1:3000";
await runRemoteProcess(
  createBettingRemote({ directory: httpDirectory(origin), data: httpSportsbookApi(origin) }),
  4105,
);
