/**
 * The browser's side of the data: the read API over same-origin fetch, as `useLoad` wants it
 * (an HttpResult), and the player's writes through the page's one HTTP client (CSRF, tokens).
 */
import { browserHttp, type HttpResult } from "@parlay/web";
import { browserGet, casinoApi, casinoPlayerApi, NotFound } from "./api.ts";

export const browserApi = casinoApi(browserGet);
export const browserPlayer = casinoPlayerApi(browserGet);

/** A read as useLoad's result: a 404 and other failures become failures, never throws. */
export async function asResult<T>(read: Promise<T>): Promise<HttpResult<T>> {
  try {
    return { ok: true, status: 200, data: await read };
  } catch (err) {
    const status = err instanceof NotFound ? 404 : 0;
    const aborted = err instanceof DOMException && err.name === "AbortError";
    return {
      ok: false,
      error: {
        kind: aborted ? "close" : status ? "http" : "network",
        status,
        code: status ? "NOT_FOUND" : "NETWORK",
        message: String(err),
      },
    } as HttpResult<T>;
  }
}

/** Adds or removes a favourite; true when the server agreed. */
export async function setFavorite(gameId: number, on: boolean): Promise<boolean> {
  const res = await browserHttp().request({
    method: on ? "PUT" : "DELETE",
    path: `/web-api/casino/favorites/${gameId}`,
  });
  return res.ok;
}
