/**
 * The sportsbook's reads over HTTP at the site's origin (e.g. http://127.0.0.1:3000), for a betting
 * remote running as its own process (server.ts): the browser's very calls (api.ts) with the origin in
 * front and a time limit. The reads are public, so nothing of the visitor is sent.
 */
import { type Getter, type SportsbookApi, sportsbookApi } from "../api.ts";

/** How long one read may take: the shell gives a remote's whole render 1500 ms. */
const READ_TIMEOUT_MS = 1000;

export function httpSportsbookApi(
  origin: string,
  opts: { fetch?: typeof fetch; timeoutMs?: number } = {},
): SportsbookApi {
  const fetchImpl = opts.fetch ?? fetch;
  const base = origin.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? READ_TIMEOUT_MS;
  const get: Getter = async <T>(url: string, signal?: AbortSignal): Promise<T> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetchImpl(`${base}${url}`, {
      headers: { accept: "application/json" },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  return sportsbookApi(get);
}
