/**
 * Runs the header as its own process: `PORT=4101 node --import tsx remotes/header/src/server.ts`.
 * The shell is then pointed at http://127.0.0.1:4101 for the header instead of serving it in-process.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { headerRemote } from "./app.tsx";

await runRemoteProcess(headerRemote, 4101);
