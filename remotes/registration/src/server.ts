/**
 * Runs the registration remote as its own process:
 * `PORT=4103 node --import tsx remotes/registration/src/server.ts`.
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { registrationRemote } from "./app.tsx";

await runRemoteProcess(registrationRemote, 4103);
