import type { CasinoHistoryAnswer } from "@parlay/contracts/casino-history";
import { browserHttp, type HttpClient } from "@parlay/web";

/** The office history's casino tab (apps/server casino service, history.ts). */
export function casinoApi(http: HttpClient = browserHttp()) {
  return {
    history: (page: number, signal?: AbortSignal) =>
      http.request<CasinoHistoryAnswer>({
        method: "GET",
        path: `/web-api/casino/history?page=${page}`,
        ...(signal ? { signal } : {}),
      }),
  };
}
