/**
 * The lobby's reads over HTTP at the site's origin, for the casino remote as its own process
 * (server.ts): the browser's very calls (api.ts) with the origin in front and a time limit. The
 * player's reads send the render grant as the bearer token (the routes that take one).
 */
import {
  type CasinoApi,
  type CasinoPlayerApi,
  casinoApi,
  casinoPlayerApi,
  type Getter,
  NotFound,
} from "../api.ts";

/** How long one read may take: the shell gives a remote's whole render 1500 ms. */
const READ_TIMEOUT_MS = 1000;

interface HttpOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function httpGetter(origin: string, opts: HttpOptions, headers: Record<string, string>): Getter {
  const fetchImpl = opts.fetch ?? fetch;
  const base = origin.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? READ_TIMEOUT_MS;
  return async <T>(url: string, signal?: AbortSignal): Promise<T> => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const res = await fetchImpl(`${base}${url}`, {
      headers: { accept: "application/json", ...headers },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (res.status === 404) throw new NotFound(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };
}

export function httpCasinoApi(origin: string, opts: HttpOptions = {}): CasinoApi {
  return casinoApi(httpGetter(origin, opts, {}));
}

/** The player named by a render grant, read over the API with the grant as the bearer token. */
export function httpCasinoPlayer(origin: string, grant: string, opts: HttpOptions = {}): CasinoPlayerApi {
  return casinoPlayerApi(httpGetter(origin, opts, { authorization: `Bearer ${grant}` }));
}
