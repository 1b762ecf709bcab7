import { fill } from "@parlay/i18n/messages";
import { browserHttp, liveHub } from "@parlay/web";
import { useEffect, useState } from "react";
import type { HeaderDictionary } from "./i18n/index.ts";

/** The office announces it after the player reads messages (remotes/office api/support-api.ts). */
export const MESSAGES_CHANGED_EVENT = "parlay:messages-changed";

/**
 * The envelope with the player's unread messages (user config `user_msg_count`, spec 001 §3), a link
 * to the office's inbox. Read after hydration, when the page becomes visible again and when the
 * office says messages were read; in between the server pushes every change on the page's one live
 * socket (the toolkit's hub: `{"t":"u","msgs":n}`, docs/support.md "The header's count, pushed").
 */
export function HeaderMessages({ basePath, t }: { basePath: string; t: HeaderDictionary }) {
  const [count, setCount] = useState<number | null>(null);
  const [run, setRun] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the refresh trigger
  useEffect(() => {
    const abort = new AbortController();
    void browserHttp()
      .request<{ user_msg_count: number }>({
        method: "GET",
        path: "/web-api/user/config",
        signal: abort.signal,
      })
      .then((res) => {
        if (!abort.signal.aborted && res.ok) setCount(res.data.user_msg_count);
      });
    return () => abort.abort();
  }, [run]);
  useEffect(() => {
    const again = () => setRun((n) => n + 1);
    const onVisible = () => document.visibilityState === "visible" && again();
    const stopPush = liveHub().subscribePlayer((frame) => setCount(frame.msgs));
    window.addEventListener(MESSAGES_CHANGED_EVENT, again);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopPush();
      window.removeEventListener(MESSAGES_CHANGED_EVENT, again);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  const unread = count ?? 0;
  return (
    <a
      className="ph-msgs"
      href={`${basePath}/office/support`}
      aria-label={fill(t.messagesUnread, { count: unread })}
      data-count={count ?? ""}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
      {unread > 0 ? (
        <span className="ph-msgs__count" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </a>
  );
}
