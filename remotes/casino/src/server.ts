/**
 * Runs the casino remote as its own process: `PORT=4106 node --import tsx remotes/casino/src/server.ts`.
 * Point the shell at it with REMOTE_CASINO_URL=http://127.0.0.1:4106. The remote reads the catalogue
 * over HTTP at SITE_ORIGIN (default http://127.0.0.1:3000), the same public routes the browser calls,
 * and a signed-in player's favourites with the render grant as the bearer token.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { createCasinoRemote } from "./app.tsx";
import { httpCasinoApi, httpCasinoPlayer } from "./data/http-data.ts";

const origin = process.env.SITE_ORIGIN || "http://127.0.0.1:3000";
await runRemoteProcess(
  createCasinoRemote({
    data: httpCasinoApi(origin),
    player: async (ctx) => (ctx.grant ? httpCasinoPlayer(origin, ctx.grant) : null),
  }),
  4106,
);
