/**
 * The push hub of one server process: who is subscribed to what, and fan-out of published diff
 * batches with bounded memory. Each diff is serialised once per batch and clients with the same
 * selection share one encoded frame (one Buffer handed to every such client's `ws.send`; `ws`
 * writes it with its own small header); a client whose unsent data passes the buffer limit is
 * dropped at once (terminated), so a slow reader can never grow the server's memory.
 *
 * Every frame goes through `ws.send`. Writing pre-framed bytes straight to the TCP socket saved
 * about 10 % of the server's CPU per frame in bench:push, under the 20 % that would justify
 * reaching into `ws`'s internals, and was removed (docs/decisions/0006-feed-and-push.md).
 */
import type { LiveTopics } from "../../../live-topics.ts";
import { LIMITS, type LiveBatch, type LiveDiff, type LiveFrame } from "./protocol.ts";
import { ClientSession, type LiveSocket, type OutcomeRef } from "./session.ts";

export interface HubOptions {
  /** Unsent bytes a client may have queued before it is dropped (default 1 MiB). */
  maxBufferedBytes?: number;
  /** Ping interval; a client that missed the previous pong is dropped (default 30 s, 0 off). */
  heartbeatMs?: number;
  /** Finds the game and market of outcome ids (the store); unknown ids are left out. */
  resolveOutcomes: (ids: number[]) => Promise<OutcomeRef[]>;
}

export interface HubStats {
  clients: number;
  framesSent: number;
  dropped: number;
  /** Batches delivered, and the time spent handing them to sockets (total and worst), in ms. */
  batches: number;
  fanOutMs: number;
  fanOutMsMax: number;
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
};
const remove = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
};

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The batch indices a client's game and sport subscriptions select, with a frame-cache key: the
 * index list itself when one subscription selects everything (shared by every such client), the
 * joined indices otherwise.
 */
function selectionIn(
  c: ClientSession,
  sportIdx: Map<number, number[]>,
  gameIdx: Map<number, number[]>,
): { list: number[]; key: unknown } | null {
  let only: number[] | null = null;
  let merged: Set<number> | null = null;
  const take = (list: number[]) => {
    if (only === null) {
      only = list;
      return;
    }
    merged ??= new Set(only);
    for (const i of list) merged.add(i);
  };
  for (const sp of c.sports) {
    const list = sportIdx.get(sp);
    if (list) take(list);
  }
  if (c.games.size <= gameIdx.size) {
    for (const g of c.games) {
      const list = gameIdx.get(g);
      if (list) take(list);
    }
  } else {
    for (const [g, list] of gameIdx) if (c.games.has(g)) take(list);
  }
  if (merged !== null) {
    const list = [...(merged as Set<number>)].sort((a, b) => a - b);
    return { list, key: list.join(",") };
  }
  return only === null ? null : { list: only, key: only };
}

export class PushHub {
  readonly maxBufferedBytes: number;
  private readonly clients = new Set<ClientSession>();
  private readonly byGame = new Map<number, Set<ClientSession>>();
  private readonly bySport = new Map<number, Set<ClientSession>>();
  /** Outcome subscribers, by the game their outcomes belong to. */
  private readonly byOutcomeGame = new Map<number, Set<ClientSession>>();
  private readonly heartbeat: ReturnType<typeof setInterval> | null;
  private framesSent = 0;
  private dropped = 0;
  private batches = 0;
  private fanOutMs = 0;
  private fanOutMsMax = 0;

  constructor(readonly options: HubOptions) {
    this.maxBufferedBytes = options.maxBufferedBytes ?? 1 << 20;
    const every = options.heartbeatMs ?? 30_000;
    this.heartbeat = every > 0 ? setInterval(() => this.ping(), every) : null;
    this.heartbeat?.unref?.();
  }

  /** Takes over a freshly opened socket; `topics`: the named topics it may follow (live-topics.ts). */
  attach(socket: LiveSocket, topics: Pick<LiveTopics, "join"> | null = null): ClientSession {
    const session = new ClientSession(
      socket,
      this,
      {
        index: (kind, id, on) => {
          const map = kind === "game" ? this.byGame : kind === "sport" ? this.bySport : this.byOutcomeGame;
          if (on) add(map, id, session);
          else remove(map, id, session);
        },
        closed: () => this.forget(session),
      },
      topics,
    );
    this.clients.add(session);
    session.send(JSON.stringify({ t: "hello", v: 1, limits: LIMITS } satisfies LiveFrame));
    return session;
  }

  private forget(session: ClientSession): void {
    if (!this.clients.delete(session)) return;
    for (const id of session.games) remove(this.byGame, id, session);
    for (const id of session.sports) remove(this.bySport, id, session);
    for (const id of session.outcomeGames()) remove(this.byOutcomeGame, id, session);
  }

  /**
   * Sends a text frame unless the client is too far behind, in which case it is dropped. A frame
   * shared by many clients comes as one UTF-8 Buffer, encoded once and given as is to each `ws`.
   */
  sendTo(session: ClientSession, frame: string | Buffer): boolean {
    if (session.socket.readyState !== 1) return false;
    const size = typeof frame === "string" ? Buffer.byteLength(frame) : frame.length;
    if (session.socket.bufferedAmount + size > this.maxBufferedBytes) {
      this.dropped += 1;
      session.drop("slow consumer");
      this.forget(session);
      return false;
    }
    session.socket.send(frame, { binary: false });
    this.framesSent += 1;
    return true;
  }

  /**
   * Delivers one published batch to every interested client. Work is per interested client, not
   * per diff × subscriber: the batch is indexed by game and sport once, each client's selection
   * is looked up in that index, and clients whose selection resolves to the same diffs share one
   * encoded frame (all subscribers of a sport, typically).
   */
  deliver(batch: LiveBatch): void {
    if (this.clients.size === 0) return;
    const started = performance.now();
    const gameIdx = new Map<number, number[]>();
    const sportIdx = new Map<number, number[]>();
    batch.d.forEach((d, i) => {
      push(gameIdx, d.g, i);
      push(sportIdx, d.sp, i);
    });
    const targets = new Set<ClientSession>();
    for (const sp of sportIdx.keys()) for (const c of this.bySport.get(sp) ?? []) targets.add(c);
    for (const g of gameIdx.keys()) {
      for (const c of this.byGame.get(g) ?? []) targets.add(c);
      for (const c of this.byOutcomeGame.get(g) ?? []) targets.add(c);
    }
    const json: (string | undefined)[] = [];
    const serial = (i: number) => {
      let s = json[i];
      if (s === undefined) {
        s = JSON.stringify(batch.d[i]);
        json[i] = s;
      }
      return s;
    };
    const head = `{"t":"d","at":${batch.at},"d":[`;
    const frames = new Map<unknown, Buffer>();
    for (const c of targets) {
      const picked = selectionIn(c, sportIdx, gameIdx);
      const own: LiveDiff[] = [];
      for (const g of c.outcomeGames()) {
        for (const i of gameIdx.get(g) ?? []) {
          if (picked?.list.includes(i)) continue;
          const filtered = c.filterDiff(batch.d[i] as LiveDiff);
          if (filtered) own.push(filtered);
        }
      }
      if (own.length > 0) {
        const parts = (picked?.list ?? []).map(serial).concat(own.map((d) => JSON.stringify(d)));
        this.sendTo(c, `${head}${parts.join(",")}]}`);
      } else if (picked) {
        let frame = frames.get(picked.key);
        if (frame === undefined) {
          frame = Buffer.from(`${head}${picked.list.map(serial).join(",")}]}`);
          frames.set(picked.key, frame);
        }
        this.sendTo(c, frame);
      }
    }
    const spent = performance.now() - started;
    this.batches += 1;
    this.fanOutMs += spent;
    this.fanOutMsMax = Math.max(this.fanOutMsMax, spent);
  }

  private ping(): void {
    for (const c of this.clients) {
      if (!c.alive) {
        c.drop("no pong");
        this.forget(c);
        continue;
      }
      c.alive = false;
      c.socket.ping?.();
    }
  }

  stats(): HubStats {
    return {
      clients: this.clients.size,
      framesSent: this.framesSent,
      dropped: this.dropped,
      batches: this.batches,
      fanOutMs: this.fanOutMs,
      fanOutMsMax: this.fanOutMsMax,
    };
  }

  /** Closes every client (server shutdown). */
  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of [...this.clients]) {
      c.socket.close(1001, "server shutting down");
      this.forget(c);
    }
  }
}
