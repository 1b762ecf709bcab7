/**
 * The sportsbook's directory as the betting remote sees it: `GET /web-api/sportsbook/directory`
 * (docs/sportsbook.md), whether the sport, championship, game and team of a page exist and what their
 * canonical URL segments are. In the server's process the server hands the remote an in-process
 * lookup; a remote running as its own process asks the site's API over HTTP (`httpDirectory`,
 * directory.server.ts). The answer is the server's contract (@parlay/contracts/sportsbook).
 */
import type { DirectoryAnswer } from "@parlay/contracts/sportsbook";

export type { DirectoryAnswer };

export interface DirectoryQuery {
  /** A sport's slug, or its id. */
  sport?: string | number | undefined;
  champ?: number | undefined;
  game?: number | undefined;
  team?: number | undefined;
}

export type SportsbookDirectory = (query: DirectoryQuery) => Promise<DirectoryAnswer>;

export const DIRECTORY_PATH = "/web-api/sportsbook/directory";
