/**
 * Runs the office as its own process: `PORT=4103 SITE_ORIGIN=http://127.0.0.1:3000 node --import tsx
 * remotes/office/src/server.ts`. Point the shell at it with REMOTE_OFFICE_URL=http://127.0.0.1:4103.
 * For a signed-in player the shell's server sends a render grant (mf-render-grant); the office reads
 * that player's data from the site's API at SITE_ORIGIN with it (docs/remotes.md §8).
 */
import { runRemoteProcess } from "@parlay/remote-protocol/server";
import { createOfficeRemote } from "./app.tsx";
import { httpOfficeDataSource } from "./data/http-data.ts";

const origin = process.env.SITE_ORIGIN || "http://127.0.0.1:3000";
await runRemoteProcess(createOfficeRemote({ data: httpOfficeDataSource(origin) }), 4103);
