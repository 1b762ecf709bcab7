/**
 * The header's unread count, pushed (docs/support.md "The header's count, pushed"). A message
 * written for a player (notifyPlayer, inside the event's transaction) is announced on the topic
 * bus "support:push" (Redis across processes, in-process otherwise); the process that holds one of
 * the player's live sockets (player-push.ts) waits until the message is committed — a transaction
 * rolled back never shows — and sends `{"t":"u","msgs":n}` with the count read from the database.
 * Marking messages read announces too (the player's other tabs follow), and a socket that attaches
 * gets the count at once.
 */
import type { Db } from "@parlay/db";
import type { SharedRedis } from "../../deployment.ts";
import type { OutageLogger } from "../../outage-log.ts";
import type { PlayerPush } from "../../player-push.ts";
import { type TopicBus, topicBus } from "../../topic-bus.ts";
import { onMessageWritten, unreadCount } from "./messages.ts";

/** What travels: the player, and the message to wait for (absent: the count changed otherwise). */
export interface PushNote {
  u: string;
  m?: string;
}

const DIGITS = /^[1-9]\d{0,18}$/;
export function parseNote(raw: unknown): PushNote | null {
  if (!raw || typeof raw !== "object") return null;
  const { u, m } = raw as Record<string, unknown>;
  if (typeof u !== "string" || !DIGITS.test(u)) return null;
  if (m === undefined) return { u };
  return typeof m === "string" && DIGITS.test(m) ? { u, m } : null;
}

/** How long a receiver waits for the announcing transaction to commit: ~3 s in all, then it gives up. */
export const COMMIT_WAITS_MS = [25, 50, 100, 200, 400, 800, 1600] as const;

export interface MessagePushDeps {
  db: Db;
  push: PlayerPush;
  bus: TopicBus<PushNote>;
  wait?: (ms: number) => Promise<void>;
}

export interface MessagePush {
  /** Announces that the player's count changed (messages read). */
  changed(userId: bigint): Promise<void>;
  stop(): void;
}

export function startMessagePush(deps: MessagePushDeps): MessagePush {
  const { db, push, bus } = deps;
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const sendCount = async (userId: string) => {
    const n = await unreadCount(db, BigInt(userId));
    push.deliver(userId, { t: "u", msgs: n });
  };
  const committed = async (userId: string, messageId: string) => {
    for (const ms of [0, ...COMMIT_WAITS_MS]) {
      if (ms > 0) await wait(ms);
      if (!push.connected(userId)) return false;
      const row = await db
        .selectFrom("player_message")
        .select("id")
        .where("id", "=", BigInt(messageId))
        .where("user_id", "=", BigInt(userId))
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  };
  const offBus = bus.subscribe((note) => {
    if (!push.connected(note.u)) return;
    void (async () => {
      if (note.m !== undefined && !(await committed(note.u, note.m))) return;
      await sendCount(note.u);
    })().catch(() => undefined);
  });
  const offAttach = push.onAttach((userId) => void sendCount(userId).catch(() => undefined));
  const offWritten = onMessageWritten((userId, messageId) => {
    void bus.publish({ u: userId.toString(), m: messageId.toString() });
  });
  return {
    changed: (userId) => bus.publish({ u: userId.toString() }),
    stop() {
      offBus();
      offAttach();
      offWritten();
    },
  };
}

export function messagePushBus(shared: SharedRedis | undefined, log: OutageLogger) {
  return topicBus<PushNote>(shared, "support:push", parseNote, log);
}
