import type { MessagesAnswer, TicketsAnswer, UnreadAnswer } from "@parlay/contracts/support";
import { browserHttp, type HttpClient } from "@parlay/web";

/** The support service's player routes (docs/support.md). */
export interface AttachmentUpload {
  name: string;
  /** base64 */
  data: string;
}
type Sent = { success: true; id: string };

export function supportApi(http: HttpClient) {
  const get = <T>(path: string, signal?: AbortSignal) =>
    http.request<T>({ method: "GET", path, ...(signal ? { signal } : {}) });
  return {
    messages: (page: number, signal?: AbortSignal) =>
      get<MessagesAnswer>(`/web-api/support/messages?page=${page}`, signal),
    markRead: (ids: string[] | "all") =>
      http.post<UnreadAnswer>("/web-api/support/messages/read", ids === "all" ? { all: true } : { ids }),
    tickets: (kind: "support" | "idea", signal?: AbortSignal) =>
      get<TicketsAnswer>(`/web-api/support/tickets?kind=${kind}`, signal),
    open: (body: {
      kind: "support" | "idea";
      subject: string;
      body: string;
      attachments: AttachmentUpload[];
    }) => http.post<Sent>("/web-api/support/tickets", body),
    reply: (ticketId: string, body: string, attachments: AttachmentUpload[]) =>
      http.post<Sent>(`/web-api/support/tickets/${ticketId}/posts`, { body, attachments }),
  };
}

let api: ReturnType<typeof supportApi> | null = null;
export function officeSupportApi() {
  api ??= supportApi(browserHttp());
  return api;
}

/** Announced after the player reads messages: the header re-reads user_msg_count. */
export const MESSAGES_CHANGED_EVENT = "parlay:messages-changed";
