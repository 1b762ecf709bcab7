/**
 * The consultant chat (docs/support.md "Chat"): one conversation per player with the support team,
 * kept in support_chat, delivered live over WebSocket. Each process holds its own sockets; the lines
 * travel between processes on the topic bus (Redis pub/sub when the site shares one), so a player and
 * an agent on two processes talk live (docs/support.md "Chat").
 */
import { randomUUID } from "node:crypto";
import type { ChatLine } from "@parlay/contracts/support";
import type { Database } from "@parlay/db";
import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";
import { localTopicBus, type TopicBus } from "../../topic-bus.ts";

export const CHAT_MAX = 2000;

/** What a browser may send on either socket (JSON text, at most 8 KiB). */
export const playerFrame = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("send"), body: z.string().trim().min(1).max(CHAT_MAX) }),
  z.strictObject({ type: z.literal("read") }),
  z.strictObject({ type: z.literal("ping") }),
]);
export const agentFrame = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("send"),
    userId: z.string().regex(/^[1-9]\d{0,15}$/),
    body: z.string().trim().min(1).max(CHAT_MAX),
  }),
  z.strictObject({ type: z.literal("read"), userId: z.string().regex(/^[1-9]\d{0,15}$/) }),
  z.strictObject({ type: z.literal("ping") }),
]);

export interface ChatSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: "message", listener: (data: Buffer | string) => void): void;
  on(event: "close", listener: () => void): void;
  readyState: number;
}

type Row = Selectable<Database["support_chat"]>;

export function lineOf(r: Row): ChatLine {
  return {
    id: r.id.toString(),
    staffName: r.staff_id === null ? null : (r.staff_name ?? "Support"),
    offline: r.offline,
    body: r.body,
    createdAt: r.created_at.toISOString(),
    read: r.read_at !== null,
  };
}

export async function chatHistory(db: Kysely<Database>, userId: bigint, limit = 200): Promise<ChatLine[]> {
  const rows = await db
    .selectFrom("support_chat")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map(lineOf);
}

export async function addLine(
  db: Kysely<Database> | Transaction<Database>,
  userId: bigint,
  body: string,
  from: { staffId: bigint; name: string } | null,
  offline: boolean,
  now: Date,
): Promise<ChatLine> {
  const row = await db
    .insertInto("support_chat")
    .values({
      user_id: userId,
      body,
      staff_id: from?.staffId ?? null,
      staff_name: from?.name ?? null,
      offline,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return lineOf(row);
}

/** Marks the other side's lines read: the player reads the agents', an agent the player's. */
export async function markChatRead(db: Kysely<Database>, userId: bigint, by: "player" | "agent", now: Date) {
  await db
    .updateTable("support_chat")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .where("staff_id", by === "player" ? "is not" : "is", null)
    .execute();
}

export interface Conversation {
  userId: string;
  unread: number;
  last: ChatLine;
}

/** The agents' list: every player who wrote, the newest conversation first, with unread counts. */
export async function conversations(db: Kysely<Database>, limit = 50): Promise<Conversation[]> {
  const lasts = await db
    .selectFrom("support_chat")
    .select(["user_id", (eb) => eb.fn.max("id").as("last_id")])
    .groupBy("user_id")
    .orderBy("last_id", "desc")
    .limit(limit)
    .execute();
  if (lasts.length === 0) return [];
  const rows = await db
    .selectFrom("support_chat")
    .selectAll()
    .where(
      "id",
      "in",
      lasts.map((l) => l.last_id),
    )
    .execute();
  const unread = await db
    .selectFrom("support_chat")
    .select(["user_id", (eb) => eb.fn.countAll<string>().as("n")])
    .where("staff_id", "is", null)
    .where("read_at", "is", null)
    .groupBy("user_id")
    .execute();
  return lasts.flatMap((l) => {
    const row = rows.find((r) => r.id === l.last_id);
    if (!row) return [];
    return [
      {
        userId: l.user_id.toString(),
        unread: Number(unread.find((u) => u.user_id === l.user_id)?.n ?? 0),
        last: lineOf(row),
      },
    ];
  });
}

/** What the chat's processes tell each other on the topic bus "support:chat". */
export type ChatNote =
  | { to: "player"; userId: string; frame: object }
  | { to: "agents"; frame: object }
  /** A process's agents online now (on a change, every 30 s while any, and when asked). */
  | { to: "presence"; pid: string; agents: number }
  /** A process that starts asks the others for their presence. */
  | { to: "who"; pid: string };

const chatNote = z.discriminatedUnion("to", [
  z.object({
    to: z.literal("player"),
    userId: z.string().regex(/^[1-9]\d{0,18}$/),
    frame: z.looseObject({}),
  }),
  z.object({ to: z.literal("agents"), frame: z.looseObject({}) }),
  z.object({ to: z.literal("presence"), pid: z.string().max(64), agents: z.number().int().min(0) }),
  z.object({ to: z.literal("who"), pid: z.string().max(64) }),
]);
export function parseChatNote(raw: unknown): ChatNote | null {
  const parsed = chatNote.safeParse(raw);
  return parsed.success ? (parsed.data as ChatNote) : null;
}

/** A process's presence is announced this often and forgotten after PRESENCE_TTL_MS without one. */
export const PRESENCE_EVERY_MS = 30_000;
export const PRESENCE_TTL_MS = 75_000;

/**
 * Who is connected to this process — players by id, agents as one room — and the way lines reach
 * the others: every frame goes out on the topic bus (Redis when the site shares one, in-process
 * otherwise) and each process hands it to its own sockets, so a player and an agent connected to
 * two processes talk live. `agentsOnline` is this process's agents plus the others' last presence.
 */
export class ChatHub {
  private readonly players = new Map<string, Set<ChatSocket>>();
  private readonly agents = new Set<ChatSocket>();
  private readonly pid = randomUUID();
  private readonly others = new Map<string, { agents: number; seen: number }>();
  private readonly stopListening: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly bus: TopicBus<ChatNote> = localTopicBus<ChatNote>(),
    private readonly now: () => number = Date.now,
  ) {
    this.stopListening = bus.subscribe((note) => this.hear(note));
    this.heartbeat = setInterval(() => {
      if (this.agents.size > 0) this.announce();
    }, PRESENCE_EVERY_MS);
    this.heartbeat.unref?.();
    void bus.publish({ to: "who", pid: this.pid });
  }

  get agentsOnline(): number {
    const t = this.now();
    let n = this.agents.size;
    for (const [pid, other] of this.others) {
      if (t - other.seen > PRESENCE_TTL_MS) this.others.delete(pid);
      else n += other.agents;
    }
    return n;
  }

  addPlayer(userId: string, socket: ChatSocket): () => void {
    let set = this.players.get(userId);
    if (!set) {
      set = new Set();
      this.players.set(userId, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0) this.players.delete(userId);
    };
  }

  addAgent(socket: ChatSocket): () => void {
    this.agents.add(socket);
    this.announce();
    this.toLocalPlayers({ t: "agents", n: this.agentsOnline });
    return () => {
      this.agents.delete(socket);
      this.announce();
      this.toLocalPlayers({ t: "agents", n: this.agentsOnline });
    };
  }

  toPlayer(userId: string, frame: object): void {
    void this.bus.publish({ to: "player", userId, frame });
  }

  toAgents(frame: object): void {
    void this.bus.publish({ to: "agents", frame });
  }

  close(): void {
    clearInterval(this.heartbeat);
    this.stopListening();
  }

  private announce(): void {
    void this.bus.publish({ to: "presence", pid: this.pid, agents: this.agents.size });
  }

  private hear(note: ChatNote): void {
    switch (note.to) {
      case "player":
        for (const s of this.players.get(note.userId) ?? []) send(s, note.frame);
        return;
      case "agents":
        for (const s of this.agents) send(s, note.frame);
        return;
      case "presence":
        if (note.pid === this.pid) return;
        if (note.agents === 0) this.others.delete(note.pid);
        else this.others.set(note.pid, { agents: note.agents, seen: this.now() });
        this.toLocalPlayers({ t: "agents", n: this.agentsOnline });
        return;
      case "who":
        if (note.pid !== this.pid && this.agents.size > 0) this.announce();
        return;
    }
  }

  private toLocalPlayers(frame: object): void {
    for (const set of this.players.values()) for (const s of set) send(s, frame);
  }
}

const OPEN = 1;
export function send(socket: ChatSocket, frame: object): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
}
