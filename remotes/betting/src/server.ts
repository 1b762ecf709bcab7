/**
 * Runs the betting remote as its own process: `PORT=4105 node --import tsx remotes/betting/src/server.ts`.
 * Point the shell at it with REMOTE_BETTING_URL=http://127.0.0.1:4105.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { bettingRemote } from "./app.tsx";

await runRemoteProcess(bettingRemote, 4105);
