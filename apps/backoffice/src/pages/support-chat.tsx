import type { ChatAnswer, ChatLine } from "@parlay/contracts/support";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { api, when } from "../api.ts";

interface Conversation {
  userId: string;
  unread: number;
  last: ChatLine;
}
type Frame =
  | { t: "hello"; agents: number }
  | { t: "line"; userId: string; line: ChatLine }
  | { t: "read"; userId: string; by: "player" }
  | { t: "pong" | "error" };

/**
 * The consultant chat desk: every conversation with its unread count, one open at a time, lines
 * live over /ws/support/agent (opened with a one-minute ticket). Being on this page is being
 * "online" for the players' chat; an agent's line is audited (docs/support.md "Chat").
 */
export function SupportChatDesk() {
  const [list, setList] = useState<Conversation[]>([]);
  const [current, setCurrent] = useState<string | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [online, setOnline] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const currentRef = useRef<string | null>(null);
  currentRef.current = current;

  const refresh = useCallback(async () => {
    const r = await api<{ conversations: Conversation[] }>("GET", "/support/chats");
    setList(r.conversations);
  }, []);

  useEffect(() => {
    let ws: WebSocket | null = null;
    let live = true;
    void (async () => {
      await refresh();
      const { ticket } = await api<{ ticket: string }>("GET", "/support/chat/ticket");
      if (!live) return;
      ws = new WebSocket(
        `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/support/agent?ticket=${encodeURIComponent(ticket)}`,
      );
      socket.current = ws;
      ws.onopen = () => setOnline(true);
      ws.onclose = () => setOnline(false);
      ws.onmessage = (event) => {
        const f = JSON.parse(String(event.data)) as Frame;
        if (f.t !== "line") return;
        if (f.userId === currentRef.current) {
          setLines((old) => (old.some((l) => l.id === f.line.id) ? old : [...old, f.line]));
          if (f.line.staffName === null) ws?.send(JSON.stringify({ type: "read", userId: f.userId }));
        }
        void refresh();
      };
    })();
    return () => {
      live = false;
      ws?.close();
    };
  }, [refresh]);

  const openConversation = async (userId: string) => {
    setCurrent(userId);
    const r = await api<ChatAnswer>("GET", `/support/chats/${userId}`);
    setLines(r.lines);
    socket.current?.send(JSON.stringify({ type: "read", userId }));
    void refresh();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get("body") ?? "").trim();
    if (!body || !current) return;
    socket.current?.send(JSON.stringify({ type: "send", userId: current, body }));
    form.reset();
  };

  return (
    <section aria-labelledby="chat-title" className="chat-desk">
      <h1 id="chat-title">Consultant chat</h1>
      <p role="status">{online ? "You are online for players." : "Connecting…"}</p>
      <div className="chat-desk__grid">
        <nav aria-label="Conversations">
          <ul className="chat-desk__list">
            {list.map((c) => (
              <li key={c.userId}>
                <button
                  type="button"
                  aria-current={c.userId === current ? "true" : undefined}
                  onClick={() => void openConversation(c.userId)}
                  data-user-id={c.userId}
                >
                  Player {c.userId}
                  {c.unread > 0 ? <span className="badge"> {c.unread} unread</span> : null}
                  <small> {when(c.last.createdAt)}</small>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {current ? (
          <div className="chat-desk__thread">
            <h2>Player {current}</h2>
            <ol aria-live="polite" className="chat-desk__lines">
              {lines.map((l) => (
                <li key={l.id} data-author={l.staffName === null ? "player" : "agent"}>
                  <strong>{l.staffName ?? "Player"}</strong>
                  {l.offline ? <small> (left offline)</small> : null} <small>{when(l.createdAt)}</small>
                  <p>{l.body}</p>
                  {l.staffName !== null && l.read ? <small>Read</small> : null}
                </li>
              ))}
            </ol>
            <form onSubmit={onSubmit} className="inline-form">
              <label htmlFor="chat-body">Reply</label>
              <textarea id="chat-body" name="body" rows={2} maxLength={2000} required />
              <button type="submit">Send</button>
            </form>
          </div>
        ) : (
          <p>Pick a conversation.</p>
        )}
      </div>
    </section>
  );
}
