/**
 * Runs the office as its own process: `PORT=4103 node --import tsx remotes/office/src/server.ts`.
 * Point the shell at it with REMOTE_OFFICE_URL=http://127.0.0.1:4103.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { officeRemote } from "./app.tsx";

await runRemoteProcess(officeRemote, 4103);
