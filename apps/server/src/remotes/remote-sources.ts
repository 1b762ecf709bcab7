import { createBettingRemote, type SportsbookApi, type SportsbookDirectory } from "@parlay/remote-betting";
import { CASINO_APP_NAME, type CasinoSources, createCasinoRemote } from "@parlay/remote-casino";
import { headerRemote } from "@parlay/remote-header";
import { infoRemote } from "@parlay/remote-info";
import { createOfficeRemote, OFFICE_APP_NAME, type OfficeDataSource } from "@parlay/remote-office";
import type { RemoteApp } from "@parlay/remote-protocol/server";
import { registrationRemote } from "@parlay/remote-registration";

/**
 * Where a remote app is served: in this process, or by its own process at a base URL. `playerData`:
 * the remote shows the signed-in player's own data, so its renders carry a render grant.
 */
export type RemoteSource =
  | { appName: string; kind: "local"; app: RemoteApp; playerData?: boolean }
  | { appName: string; kind: "url"; url: string; playerData?: boolean };

/** The remotes whose pages are the player's own data (a render grant goes to them, and only them). */
export const PLAYER_DATA_REMOTES: ReadonlySet<string> = new Set([OFFICE_APP_NAME, CASINO_APP_NAME]);

export interface LocalRemoteDeps {
  /**
   * The sportsbook's directory in this process: the betting remote asks it while it renders whether
   * a page's championship, game or team exists (404, or 301 to the canonical URL). Null: no checks.
   */
  bettingDirectory: SportsbookDirectory | null;
  /**
   * The sportsbook's reads in this process (remotes/betting-data.ts): the betting remote renders a
   * page's games into its HTML. Null or absent: it renders the frame and the browser loads them.
   */
  bettingData?: SportsbookApi | null;
  /**
   * The office's data in this process: the player a render grant names, read through the wallet,
   * payments and betting services (remotes/office-data.ts). Null: the office renders frames only.
   */
  officeData?: OfficeDataSource | null;
  /**
   * The casino lobby's catalogue and the render grant's player in this process
   * (remotes/casino-data.ts). Absent: the casino renders frames and the browser loads the games.
   */
  casino?: CasinoSources;
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
    createOfficeRemote({ data: deps.officeData ?? null }),
    createBettingRemote({ directory: deps.bettingDirectory, data: deps.bettingData ?? null }),
    createCasinoRemote(deps.casino ?? {}),
  ];
  return local.map((app) => {
    const name = app.manifest.name;
    const url = env[`REMOTE_${name.toUpperCase().replaceAll("-", "_")}_URL`];
    const playerData = PLAYER_DATA_REMOTES.has(name);
    return url
      ? { appName: name, kind: "url", url: url.replace(/\/+$/, ""), playerData }
      : { appName: name, kind: "local", app, playerData };
  });
}
