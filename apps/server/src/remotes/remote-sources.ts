import { bettingRemote } from "@parlay/remote-betting";
import { headerRemote } from "@parlay/remote-header";
import { infoRemote } from "@parlay/remote-info";
import { officeRemote } from "@parlay/remote-office";
import type { RemoteApp } from "@parlay/remote-protocol/server";
import { registrationRemote } from "@parlay/remote-registration";

/** Where a remote app is served: in this process, or by its own process at a base URL. */
export type RemoteSource =
  | { appName: string; kind: "local"; app: RemoteApp }
  | { appName: string; kind: "url"; url: string };

const LOCAL_REMOTES: RemoteApp[] = [
  headerRemote,
  infoRemote,
  registrationRemote,
  officeRemote,
  bettingRemote,
];

/**
 * Every remote runs in-process by default; `REMOTE_<NAME>_URL` (e.g. REMOTE_HEADER_URL) points the shell at
 * a remote running as its own process instead.
 */
export function remoteSources(env: NodeJS.ProcessEnv = process.env): RemoteSource[] {
  return LOCAL_REMOTES.map((app) => {
    const name = app.manifest.name;
    const url = env[`REMOTE_${name.toUpperCase().replaceAll("-", "_")}_URL`];
    return url
      ? { appName: name, kind: "url", url: url.replace(/\/+$/, "") }
      : { appName: name, kind: "local", app };
  });
}
