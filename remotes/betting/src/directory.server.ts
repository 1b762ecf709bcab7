/**
 * The directory over HTTP, for a betting remote running as its own process (server.ts). Server-side
 * only: it checks the answer against the contract's schema at run time, so it never reaches a page.
 */
import { directoryAnswer } from "@parlay/contracts/sportsbook";
import { DIRECTORY_PATH, type SportsbookDirectory } from "./directory.ts";

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
    return directoryAnswer.parse(await res.json());
  };
}
