/**
 * The consultant chat (docs/support.md "Chat"): one conversation per player with the support team,
 * kept in support_chat, delivered live over WebSocket. The hub lives in this process: players' and
 * agents' sockets connected here see each other's lines at once (one server process; several would
 * need the Redis bus the live feed uses — docs/support.md "Limits").
 */
import type { ChatLine } from "@parlay/contracts/support";
import type { Database } from "@parlay/db";
import type { Kysely, Selectable, Transaction } from "kysely";
import { z } from "zod";

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

/** Who is connected: players by id, agents as one room. */
export class ChatHub {
  private readonly players = new Map<string, Set<ChatSocket>>();
  private readonly agents = new Set<ChatSocket>();

  get agentsOnline(): number {
    return this.agents.size;
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
    this.toAllPlayers({ t: "agents", n: this.agents.size });
    return () => {
      this.agents.delete(socket);
      this.toAllPlayers({ t: "agents", n: this.agents.size });
    };
  }

  toPlayer(userId: string, frame: object): void {
    for (const s of this.players.get(userId) ?? []) send(s, frame);
  }

  toAgents(frame: object): void {
    for (const s of this.agents) send(s, frame);
  }

  private toAllPlayers(frame: object): void {
    for (const set of this.players.values()) for (const s of set) send(s, frame);
  }
}

const OPEN = 1;
export function send(socket: ChatSocket, frame: object): void {
  if (socket.readyState === OPEN) socket.send(JSON.stringify(frame));
}
