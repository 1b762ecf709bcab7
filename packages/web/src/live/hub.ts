/**
 * The page's one connection to the live push (`/ws/live`, docs/sportsbook.md "WebSocket protocol").
 * Every part of the page that follows live data — the betting remote's game lists, the coupon's
 * outcomes — subscribes here; the hub holds the union of what they want on a single socket, sends
 * the server only the difference when that changes, and hands every diff frame to every subscriber
 * (each keeps what concerns it: a diff names its game and outcomes). The same socket carries the
 * signed-in player's own frames (`subscribePlayer`: the header's unread count), so a page keeps one
 * connection, and so do the named topics other services offer (`subscribeTopic`: the crash rounds).
 * It connects when the first subscription wants something, closes when none does, and reconnects with
 * a doubling delay (1 s up to 30 s), subscribing again to everything wanted. The frames are the server's contract
 * (@parlay/contracts/live, types only); a frame that is not a diff frame is not handed on.
 */
import type { LiveDiff, LiveFrame } from "@parlay/contracts/live";

/** The signed-in player's own frame (the header's unread count). */
export type PlayerFrame = Extract<LiveFrame, { t: "u" }>;

/** The named topics of the socket (the server's live-topics.ts), each with its frames' `t`. */
export type LiveTopicName = "crash";
export type TopicFrame<T extends LiveTopicName> = Extract<LiveFrame, { t: T }>;

/** What one part of the page follows. */
export interface LiveSelection {
  games?: readonly number[];
  outcomes?: readonly number[];
}

/** The socket the hub needs: the browser's WebSocket fits. */
export interface LiveSocket {
  readonly readyState: number;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  close(): void;
}

export interface LiveHubDeps {
  open(): LiveSocket;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
}

export interface LiveSubscription {
  /** Follow another selection (the hub sends the server only what changed). */
  update(selection: LiveSelection): void;
  close(): void;
}

export interface LiveHub {
  subscribe(selection: LiveSelection, onDiffs: (diffs: LiveDiff[]) => void): LiveSubscription;
  /**
   * The signed-in player's own frames. The server knows the player from the socket's upgrade (the
   * session cookie), so the first such subscriber on an open socket reopens it once (e.g. after a
   * sign-in without reload), and so does the last one leaving (a sign-out). Answers the unsubscribe.
   */
  subscribePlayer(onFrame: (frame: PlayerFrame) => void): () => void;
  /**
   * A named topic's frames (those whose `t` is the topic's name). On subscribing the server sends
   * the topic's state at once, and again after a reconnection. Answers the unsubscribe.
   */
  subscribeTopic<T extends LiveTopicName>(topic: T, onFrame: (frame: TopicFrame<T>) => void): () => void;
}

/** The server's limits per connection (docs/sportsbook.md). */
export const LIVE_LIMITS = { games: 500, outcomes: 200 } as const;
const OPEN = 1;
const MAX_RETRY_MS = 30_000;

type Kind = keyof typeof LIVE_LIMITS;
const KINDS: Kind[] = ["games", "outcomes"];

export function createLiveHub(deps: LiveHubDeps): LiveHub {
  const subscribers = new Map<number, { selection: LiveSelection; onDiffs: (diffs: LiveDiff[]) => void }>();
  const players = new Set<(frame: PlayerFrame) => void>();
  const topics = new Map<string, Set<(frame: never) => void>>();
  let heldTopics = new Set<string>();
  let nextId = 1;
  let socket: LiveSocket | null = null;
  let held: Record<Kind, Set<number>> = { games: new Set(), outcomes: new Set() };
  let retries = 0;
  let timer: unknown = null;

  const wanted = (): Record<Kind, Set<number>> => {
    const union = { games: new Set<number>(), outcomes: new Set<number>() };
    for (const { selection } of subscribers.values())
      for (const kind of KINDS) for (const id of selection[kind] ?? []) union[kind].add(id);
    for (const kind of KINDS) union[kind] = new Set([...union[kind]].slice(0, LIVE_LIMITS[kind]));
    return union;
  };
  const isEmpty = (sets: Record<Kind, Set<number>>) => KINDS.every((kind) => sets[kind].size === 0);
  const idle = (sets: Record<Kind, Set<number>>) => isEmpty(sets) && players.size === 0 && topics.size === 0;

  function sync(): void {
    const want = wanted();
    if (idle(want)) {
      if (timer !== null) deps.clearTimer(timer);
      timer = null;
      const old = socket;
      socket = null;
      held = { games: new Set(), outcomes: new Set() };
      heldTopics = new Set();
      old?.close();
      return;
    }
    if (!socket) {
      if (timer === null) connect();
      return;
    }
    if (socket.readyState !== OPEN) return;
    const add: LiveSelection = {};
    const drop: LiveSelection = {};
    for (const kind of KINDS) {
      const plus = [...want[kind]].filter((id) => !held[kind].has(id));
      const minus = [...held[kind]].filter((id) => !want[kind].has(id));
      if (plus.length) add[kind] = plus;
      if (minus.length) drop[kind] = minus;
    }
    const wantTopics = new Set(topics.keys());
    const plusTopics = [...wantTopics].filter((name) => !heldTopics.has(name));
    const minusTopics = [...heldTopics].filter((name) => !wantTopics.has(name));
    if (plusTopics.length) (add as Record<string, unknown>).topics = plusTopics;
    if (minusTopics.length) (drop as Record<string, unknown>).topics = minusTopics;
    heldTopics = wantTopics;
    // Unsubscribe first, so a full connection has room for what is added.
    if (Object.keys(drop).length) socket.send(JSON.stringify({ type: "unsubscribe", ...drop }));
    if (Object.keys(add).length) socket.send(JSON.stringify({ type: "subscribe", ...add }));
    held = want;
  }

  function connect(): void {
    const ws = deps.open();
    socket = ws;
    held = { games: new Set(), outcomes: new Set() };
    heldTopics = new Set();
    ws.onopen = () => {
      retries = 0;
      sync();
    };
    ws.onmessage = (event) => {
      let message: Partial<LiveFrame> | null;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (message?.t === "u" && typeof message.msgs === "number") {
        for (const onFrame of [...players]) onFrame(message as PlayerFrame);
        return;
      }
      const followers = typeof message?.t === "string" ? topics.get(message.t) : undefined;
      if (followers) {
        for (const onFrame of [...followers]) (onFrame as (frame: unknown) => void)(message);
        return;
      }
      if (message?.t !== "d" || !Array.isArray(message.d)) return;
      for (const { onDiffs } of [...subscribers.values()]) onDiffs(message.d);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      if (idle(wanted())) return;
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** retries++);
      timer = deps.setTimer(() => {
        timer = null;
        if (!socket && !idle(wanted())) connect();
      }, delay);
    };
  }

  /** The player's identity is the upgrade's: a new one needs a new socket. */
  function reopen(): void {
    const old = socket;
    if (!old) {
      sync();
      return;
    }
    socket = null;
    old.close();
    retries = 0;
    sync();
  }

  return {
    subscribeTopic(topic, onFrame) {
      let set = topics.get(topic);
      if (!set) {
        set = new Set();
        topics.set(topic, set);
      }
      set.add(onFrame as (frame: never) => void);
      sync();
      return () => {
        const current = topics.get(topic);
        if (!current?.delete(onFrame as (frame: never) => void)) return;
        if (current.size === 0) topics.delete(topic);
        sync();
      };
    },
    subscribePlayer(onFrame) {
      players.add(onFrame);
      if (players.size === 1) reopen();
      return () => {
        if (players.delete(onFrame) && players.size === 0) reopen();
      };
    },
    subscribe(selection, onDiffs) {
      const id = nextId++;
      subscribers.set(id, { selection, onDiffs });
      sync();
      return {
        update(next) {
          const entry = subscribers.get(id);
          if (!entry) return;
          entry.selection = next;
          sync();
        },
        close() {
          if (subscribers.delete(id)) sync();
        },
      };
    },
  };
}

let pageHub: LiveHub | null = null;

/** The page's hub (browser only): one socket for the shell and every remote. */
export function liveHub(): LiveHub {
  pageHub ??= createLiveHub({
    open: () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      return new WebSocket(`${scheme}://${location.host}/ws/live`) as unknown as LiveSocket;
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  });
  return pageHub;
}
