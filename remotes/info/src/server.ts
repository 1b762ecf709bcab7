/**
 * Runs the info pages as their own process: `PORT=4102 node --import tsx remotes/info/src/server.ts`.
 * The shell is then pointed at http://127.0.0.1:4102 for the info remote instead of serving it in-process.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { infoRemote } from "./app.tsx";

await runRemoteProcess(infoRemote, 4102);
