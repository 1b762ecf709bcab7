import { browserHttp, type HttpClient } from "@parlay/web";

/** office/bringfriend and office/manager reads (apps/server users service, routes-privacy.ts). */
export interface ReferralsView {
  user_id: number;
  players: { id: number; registered_at: string }[];
}
export interface ManagerView {
  manager: { name: string; email?: string; phone?: string; telegram?: string } | null;
}

export function referralApi(http: HttpClient = browserHttp()) {
  return {
    referrals: (signal?: AbortSignal) =>
      http.request<ReferralsView>({
        method: "GET",
        path: "/web-api/user/referrals",
        ...(signal ? { signal } : {}),
      }),
    manager: (signal?: AbortSignal) =>
      http.request<ManagerView>({
        method: "GET",
        path: "/web-api/user/manager",
        ...(signal ? { signal } : {}),
      }),
  };
}
