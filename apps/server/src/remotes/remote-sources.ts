import { createBettingRemote, type SportsbookDirectory } from "@parlay/remote-betting";
import { headerRemote } from "@parlay/remote-header";
import { infoRemote } from "@parlay/remote-info";
import { officeRemote } from "@parlay/remote-office";
import type { RemoteApp } from "@parlay/remote-protocol/server";
import { registrationRemote } from "@parlay/remote-registration";

/** Where a remote app is served: in this process, or by its own process at a base URL. */
export type RemoteSource =
  | { appName: string; kind: "local"; app: RemoteApp }
  | { appName: string; kind: "url"; url: string };

export interface LocalRemoteDeps {
  /**
   * The sportsbook's directory in this process: the betting remote asks it while it renders whether
   * a page's championship, game or team exists (404, or 301 to the canonical URL). Null: no checks.
   */
  bettingDirectory: SportsbookDirectory | null;
}

/**
 * Every remote runs in-process by default; `REMOTE_<NAME>_URL` (e.g. REMOTE_HEADER_URL) points the shell at
 * a remote running as its own process instead.
 */
export function remoteSources(
  env: NodeJS.ProcessEnv = process.env,
  deps: LocalRemoteDeps = { bettingDirectory: null },
): RemoteSource[] {
  const local: RemoteApp[] = [
    headerRemote,
    infoRemote,
    registrationRemote,
    officeRemote,
    createBettingRemote({ directory: deps.bettingDirectory }),
  ];
  return local.map((app) => {
    const name = app.manifest.name;
    const url = env[`REMOTE_${name.toUpperCase().replaceAll("-", "_")}_URL`];
    return url
      ? { appName: name, kind: "url", url: url.replace(/\/+$/, "") }
      : { appName: name, kind: "local", app };
  });
}
