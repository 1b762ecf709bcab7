/**
 * One WebSocket client of the push hub: parses and validates its messages, keeps its
 * subscriptions within the limits, and filters diffs down to the outcomes of its coupon.
 */
import { z } from "zod";
import type { ErrorCode } from "../../../http/errors.ts";
import type { LiveTopics } from "../../../live-topics.ts";
import type { PushHub } from "./hub.ts";
import {
  type ClientMessage,
  clientMessage,
  LIMITS,
  type LiveDiff,
  type LiveFrame,
  MAX_TOPICS,
} from "./protocol.ts";

/** The part of a `ws` WebSocket the hub uses (the `ws` package ships no types here). */
export interface LiveSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping?(): void;
  on(event: "message", listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: "close" | "pong", listener: () => void): unknown;
  on(event: "error", listener: (err: Error) => void): unknown;
}

export interface OutcomeRef {
  outcomeId: number;
  gameId: number;
  marketId: number;
}

interface Indexer {
  index(kind: "game" | "sport" | "outcomeGame", id: number, on: boolean): void;
  closed(): void;
}

function textOf(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data as ArrayBuffer).toString("utf8");
}

export class ClientSession {
  readonly games = new Set<number>();
  readonly sports = new Set<number>();
  /** outcome id → its game and market. */
  private readonly outcomes = new Map<number, OutcomeRef>();
  /** game id → how many of this client's outcomes belong to it. */
  private readonly outcomeGameCounts = new Map<number, number>();
  /** Named topics followed (live-topics.ts) → how to leave each. */
  private readonly topicLeaves = new Map<string, () => void>();
  alive = true;
  private closed = false;
  /** Token bucket of client messages: subscriptions cost database look-ups. */
  private tokens: number = 2 * LIMITS.messagesPerSecond;
  private refilledAt = Date.now();

  constructor(
    readonly socket: LiveSocket,
    private readonly hub: PushHub,
    private readonly indexer: Indexer,
    private readonly topics: Pick<LiveTopics, "join"> | null = null,
  ) {
    socket.on("message", (data, isBinary) => {
      void this.onMessage(data, isBinary).catch(() =>
        this.error("INTERNAL", "The message could not be handled"),
      );
    });
    socket.on("pong", () => {
      this.alive = true;
    });
    socket.on("close", () => this.markClosed());
    socket.on("error", () => this.markClosed());
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.leaveTopics();
    this.indexer.closed();
  }

  private leaveTopics(): void {
    for (const leave of this.topicLeaves.values()) leave();
    this.topicLeaves.clear();
  }

  send(frame: string): void {
    this.hub.sendTo(this, frame);
  }

  drop(reason: string): void {
    this.closed = true;
    this.leaveTopics();
    try {
      // terminate, not close: a slow client would keep the closing handshake (and its buffer) alive.
      this.socket.terminate();
    } catch {
      // Already gone.
    }
    void reason;
  }

  private error(code: ErrorCode, message: string): void {
    this.send(JSON.stringify({ t: "error", code, message } satisfies LiveFrame));
  }

  private async onMessage(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): Promise<void> {
    const now = Date.now();
    this.tokens = Math.min(
      2 * LIMITS.messagesPerSecond,
      this.tokens + ((now - this.refilledAt) / 1000) * LIMITS.messagesPerSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1)
      return this.error("RATE_LIMITED", `At most ${LIMITS.messagesPerSecond} messages per second`);
    this.tokens -= 1;
    if (isBinary) return this.error("VALIDATION", "Send JSON text frames");
    const text = textOf(data);
    if (text.length > LIMITS.messageBytes) return this.error("VALIDATION", "Message too large");
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.error("VALIDATION", "Not JSON");
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) return this.error("VALIDATION", z.prettifyError(parsed.error));
    const message: ClientMessage = parsed.data;
    if (message.type === "ping") return this.send('{"t":"pong"}');
    const on = message.type === "subscribe";
    const games = message.games ?? [];
    const sports = message.sports ?? [];
    const outcomeIds = message.outcomes ?? [];
    if (
      on &&
      (new Set([...this.games, ...games]).size > LIMITS.games ||
        new Set([...this.sports, ...sports]).size > LIMITS.sports ||
        new Set([...this.outcomes.keys(), ...outcomeIds]).size > LIMITS.outcomes)
    ) {
      return this.error(
        "SUBSCRIPTION_LIMIT",
        `At most ${LIMITS.games} games, ${LIMITS.sports} sports, ${LIMITS.outcomes} outcomes`,
      );
    }
    const topics = message.topics ?? [];
    if (on && new Set([...this.topicLeaves.keys(), ...topics]).size > MAX_TOPICS)
      return this.error("SUBSCRIPTION_LIMIT", `At most ${MAX_TOPICS} topics`);
    for (const name of topics) {
      if (on && !this.topicLeaves.has(name)) {
        const leave = this.topics?.join(name, (frame) => this.send(frame)) ?? null;
        if (leave === null) return this.error("VALIDATION", `Unknown topic ${name}`);
        this.topicLeaves.set(name, leave);
      } else if (!on) {
        this.topicLeaves.get(name)?.();
        this.topicLeaves.delete(name);
      }
    }
    for (const id of games) this.toggle(this.games, "game", id, on);
    for (const id of sports) this.toggle(this.sports, "sport", id, on);
    if (on && outcomeIds.length > 0) {
      const fresh = outcomeIds.filter((id) => !this.outcomes.has(id));
      const refs = fresh.length > 0 ? await this.hub.options.resolveOutcomes(fresh) : [];
      if (this.closed) return;
      for (const ref of refs) {
        if (this.outcomes.has(ref.outcomeId)) continue;
        const count = this.outcomeGameCounts.get(ref.gameId) ?? 0;
        if (count === 0) this.indexer.index("outcomeGame", ref.gameId, true);
        this.outcomeGameCounts.set(ref.gameId, count + 1);
        this.outcomes.set(ref.outcomeId, ref);
      }
    }
    if (!on) {
      for (const id of outcomeIds) {
        const ref = this.outcomes.get(id);
        if (!ref) continue;
        this.outcomes.delete(id);
        const count = (this.outcomeGameCounts.get(ref.gameId) ?? 1) - 1;
        if (count > 0) this.outcomeGameCounts.set(ref.gameId, count);
        else {
          this.outcomeGameCounts.delete(ref.gameId);
          this.indexer.index("outcomeGame", ref.gameId, false);
        }
      }
    }
    this.send(
      JSON.stringify({
        t: "ack",
        games: this.games.size,
        sports: this.sports.size,
        outcomes: this.outcomes.size,
      } satisfies LiveFrame),
    );
  }

  private toggle(set: Set<number>, kind: "game" | "sport", id: number, on: boolean): void {
    if (on === set.has(id)) return;
    if (on) set.add(id);
    else set.delete(id);
    this.indexer.index(kind, id, on);
  }

  /** Games this client follows through coupon outcomes. */
  outcomeGames(): Iterable<number> {
    return this.outcomeGameCounts.keys();
  }

  /** The part of a game's diff that concerns this client's outcomes, or null if nothing does. */
  filterDiff(d: LiveDiff): LiveDiff | null {
    const markets = new Set<number>();
    for (const r of this.outcomes.values()) if (r.gameId === d.g) markets.add(r.marketId);
    const own: LiveDiff = { g: d.g, sp: d.sp };
    if (d.o) {
      const o = d.o.filter(([id]) => this.outcomes.has(id));
      if (o.length > 0) own.o = o;
    }
    if (d.res) {
      const res = d.res.filter(([id]) => this.outcomes.has(id));
      if (res.length > 0) own.res = res;
    }
    if (d.b) {
      const b = d.b.filter(([id]) => markets.has(id));
      if (b.length > 0) own.b = b;
    }
    if (d.ob) {
      const ob = d.ob.filter(([id]) => this.outcomes.has(id));
      if (ob.length > 0) own.ob = ob;
    }
    // The game's own state (status, score, clock) matters to a coupon: score changes can void a bet.
    for (const key of ["st", "sc", "ps", "tm", "p", "inf", "fin"] as const) {
      if (d[key] !== undefined) (own as unknown as Record<string, unknown>)[key] = d[key];
    }
    return Object.keys(own).length > 2 ? own : null;
  }
}
