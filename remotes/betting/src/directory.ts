/**
 * The sportsbook's directory as the betting remote sees it: `GET /web-api/sportsbook/directory`
 * (docs/sportsbook.md), whether the sport, championship, game and team of a page exist and what their
 * canonical URL segments are. In the server's process the server hands the remote an in-process
 * lookup; a remote running as its own process asks the site's API over HTTP (`httpDirectory`).
 * Server-side only: the client bundle never imports this file.
 */
import { z } from "zod";

export interface DirectoryQuery {
  /** A sport's slug, or its id. */
  sport?: string | number | undefined;
  champ?: number | undefined;
  game?: number | undefined;
  team?: number | undefined;
}

const sport = z.object({ sportId: z.number(), slug: z.string(), nameEng: z.string(), isCyber: z.boolean() });
const champ = z.object({ champId: z.number(), slug: z.string(), nameEng: z.string(), sport });
/** The contract's answer: each asked item, or null when it does not exist. */
export const DirectoryAnswer = z.object({
  sport: sport.nullable(),
  champ: champ.nullable(),
  game: z
    .object({
      gameId: z.number(),
      slug: z.string(),
      opponents: z.tuple([z.string(), z.string()]),
      statusId: z.number(),
      champ,
    })
    .nullable(),
  team: z.object({ teamId: z.number(), slug: z.string(), name: z.string() }).nullable(),
});
export type DirectoryAnswer = z.infer<typeof DirectoryAnswer>;

export type SportsbookDirectory = (query: DirectoryQuery) => Promise<DirectoryAnswer>;

export const DIRECTORY_PATH = "/web-api/sportsbook/directory";

/**
 * The directory over HTTP at the site's origin (e.g. http://127.0.0.1:3000). Throws when the site
 * does not answer in time or answers outside the contract: the page then renders without the check
 * rather than a wrong 404.
 */
export function httpDirectory(
  origin: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SportsbookDirectory {
  const fetchImpl = opts.fetch ?? fetch;
  const base = origin.replace(/\/+$/, "");
  return async (query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const res = await fetchImpl(`${base}${DIRECTORY_PATH}?${params}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(opts.timeoutMs ?? 1500),
    });
    if (!res.ok) throw new Error(`sportsbook directory answered HTTP ${res.status}`);
    return DirectoryAnswer.parse(await res.json());
  };
}
