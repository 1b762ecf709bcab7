import type { ChatAnswer, ChatLine } from "@parlay/contracts/support";
import { browserHttp } from "@parlay/web";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useT } from "../i18n.tsx";

type Frame =
  | { t: "hello"; agents: number }
  | { t: "agents"; n: number }
  | { t: "line"; line: ChatLine }
  | { t: "read"; by: "agent" }
  | { t: "pong" | "error" };

/**
 * The consultant chat (consultantParams; docs/support.md "Chat"): the history, then live lines over
 * /ws/support while the panel is open. The player's lines show "Read" once an agent has read them.
 * With no agent online the box becomes the offline form (the line is kept and answered here).
 */
export function SupportChat() {
  const { t } = useT();
  const id = useId();
  const [lines, setLines] = useState<ChatLine[] | null>(null);
  const [agents, setAgents] = useState(0);
  const [connected, setConnected] = useState(false);
  const [note, setNote] = useState("");
  const socket = useRef<WebSocket | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    let live = true;
    void browserHttp()
      .request<ChatAnswer>({ method: "GET", path: "/web-api/support/chat" })
      .then((res) => {
        if (!live || !res.ok) return;
        setLines((old) => merge(res.data.lines, old ?? []));
        setAgents(res.data.agentsOnline);
      });
    const ws = new WebSocket(
      `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/support`,
    );
    socket.current = ws;
    ws.onopen = () => {
      setConnected(true);
      ws.send(JSON.stringify({ type: "read" }));
    };
    ws.onclose = () => setConnected(false);
    ws.onmessage = (event) => {
      const f = JSON.parse(String(event.data)) as Frame;
      if (f.t === "hello") setAgents(f.agents);
      else if (f.t === "agents") setAgents(f.n);
      else if (f.t === "line") {
        setLines((old) => merge(old ?? [], [f.line]));
        if (f.line.staffName !== null) ws.send(JSON.stringify({ type: "read" }));
      } else if (f.t === "read")
        setLines((old) => (old ?? []).map((l) => (l.staffName === null ? { ...l, read: true } : l)));
    };
    return () => {
      live = false;
      ws.close();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new line scrolls the list to it
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView?.({ block: "nearest" });
  }, [lines]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get("body") ?? "").trim();
    if (!body) return;
    if (agents > 0 && socket.current?.readyState === WebSocket.OPEN) {
      socket.current.send(JSON.stringify({ type: "send", body }));
      form.reset();
      return;
    }
    const res = await browserHttp().post<ChatLine>("/web-api/support/chat/offline", { body });
    if (res.ok) {
      setLines((old) => merge(old ?? [], [res.data]));
      setNote(t("support_chat_left"));
      form.reset();
    } else setNote(t("support_failed"));
  };

  return (
    <div className="support-chat" data-agents={agents}>
      <p className="support-chat__status" role="status">
        {!connected
          ? t("support_chat_connecting")
          : agents > 0
            ? t("support_chat_online")
            : t("support_chat_offline")}
      </p>
      <ol ref={list} className="support-chat__lines" aria-live="polite" aria-labelledby={`${id}-who`}>
        {lines && lines.length === 0 ? (
          <li className="support-chat__empty">{t("support_chat_empty")}</li>
        ) : null}
        {(lines ?? []).map((l) => (
          <li
            key={l.id}
            className="support-chat__line"
            data-author={l.staffName === null ? "player" : "agent"}
          >
            <span className="support-chat__who" id={`${id}-who`}>
              {l.staffName === null ? t("support_chat_you") : t("support_chat_agent", { name: l.staffName })}
            </span>
            <span className="support-chat__body" dir="auto">
              {l.body}
            </span>
            {l.staffName === null && l.read ? (
              <span className="support-chat__read">{t("support_chat_read")}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <form className="support-chat__form" onSubmit={(e) => void onSubmit(e)}>
        <label className="visually-hidden" htmlFor={`${id}-body`}>
          {t("support_chat_placeholder")}
        </label>
        <textarea
          id={`${id}-body`}
          name="body"
          required
          maxLength={2000}
          rows={2}
          placeholder={t("support_chat_placeholder")}
        />
        <button type="submit">{agents > 0 ? t("support_send") : t("support_chat_leave")}</button>
      </form>
      <p role="status">{note}</p>
    </div>
  );
}

/** Lines by id, in order, each once (history and live frames may overlap). */
function merge(a: ChatLine[], b: ChatLine[]): ChatLine[] {
  const byId = new Map<string, ChatLine>();
  for (const l of [...a, ...b]) byId.set(l.id, l);
  return [...byId.values()].sort((x, y) => Number(BigInt(x.id) - BigInt(y.id)));
}
