import { describe, expect, it } from "vitest";
import { createLiveHub, type LiveSocket } from "./hub.ts";

class FakeSocket implements LiveSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  /** The server accepts the connection. */
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The server (or the network) ends it. */
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
  frame(d: unknown[]) {
    this.onmessage?.({ data: JSON.stringify({ t: "d", at: 1, d }) });
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const hub = createLiveHub({
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    setTimer: (run, ms) => {
      const t = { run, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
  });
  return { hub, sockets, timers };
}

describe("the page's live hub", () => {
  it("opens no socket until a subscription wants something", () => {
    const { hub, sockets } = setup();
    const sub = hub.subscribe({}, () => {});
    expect(sockets).toHaveLength(0);
    sub.update({ games: [1] });
    expect(sockets).toHaveLength(1);
  });

  it("the lists and the coupon share one socket; the server is sent the union, then only changes", () => {
    const { hub, sockets } = setup();
    const lists = hub.subscribe({ games: [1, 2] }, () => {});
    const coupon = hub.subscribe({ outcomes: [77] }, () => {});
    expect(sockets).toHaveLength(1);
    const ws = sockets[0] as FakeSocket;
    ws.accept();
    expect(ws.sent).toEqual([{ type: "subscribe", games: [1, 2], outcomes: [77] }]);
    lists.update({ games: [2, 3] });
    expect(ws.sent.slice(1)).toEqual([
      { type: "unsubscribe", games: [1] },
      { type: "subscribe", games: [3] },
    ]);
    coupon.close();
    expect(ws.sent.slice(3)).toEqual([{ type: "unsubscribe", outcomes: [77] }]);
    expect(ws.closed).toBe(false);
    lists.close();
    expect(ws.closed).toBe(true);
  });

  it("a game two parts follow stays subscribed until both let go", () => {
    const { hub, sockets } = setup();
    const a = hub.subscribe({ games: [5] }, () => {});
    const b = hub.subscribe({ games: [5] }, () => {});
    const ws = sockets[0] as FakeSocket;
    ws.accept();
    a.close();
    expect(ws.sent).toEqual([{ type: "subscribe", games: [5] }]);
    b.close();
    expect(ws.closed).toBe(true);
  });

  it("hands every frame to every subscriber and ignores what is not a diff frame", () => {
    const { hub, sockets } = setup();
    const seenA: unknown[] = [];
    const seenB: unknown[] = [];
    hub.subscribe({ games: [1] }, (d) => seenA.push(...d));
    hub.subscribe({ outcomes: [9] }, (d) => seenB.push(...d));
    const ws = sockets[0] as FakeSocket;
    ws.accept();
    ws.frame([{ g: 1, sc: [1, 0] }]);
    ws.onmessage?.({ data: "not json" });
    ws.onmessage?.({ data: JSON.stringify({ t: "ack", games: 1 }) });
    expect(seenA).toEqual([{ g: 1, sc: [1, 0] }]);
    expect(seenB).toEqual([{ g: 1, sc: [1, 0] }]);
  });

  it("reconnects with a doubling delay up to 30 s and subscribes again to everything wanted", () => {
    const { hub, sockets, timers } = setup();
    hub.subscribe({ games: [1] }, () => {});
    hub.subscribe({ outcomes: [4] }, () => {});
    const delays: number[] = [];
    for (let i = 0; i < 7; i++) {
      const ws = sockets.at(-1) as FakeSocket;
      ws.drop();
      const timer = timers.at(-1);
      expect(timer).toBeDefined();
      delays.push(timer?.ms ?? 0);
      timer?.run();
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const last = sockets.at(-1) as FakeSocket;
    last.accept();
    expect(last.sent).toEqual([{ type: "subscribe", games: [1], outcomes: [4] }]);
    // An open connection resets the delay.
    last.drop();
    expect(timers.at(-1)?.ms).toBe(1000);
  });

  it("does not reconnect for nobody: a drop after everyone left, or a pending retry when the last one leaves", () => {
    const { hub, sockets, timers } = setup();
    const sub = hub.subscribe({ games: [1] }, () => {});
    (sockets[0] as FakeSocket).drop();
    expect(timers).toHaveLength(1);
    sub.close();
    expect(timers[0]?.cleared).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it("keeps to the server's per-connection limits", () => {
    const { hub, sockets } = setup();
    hub.subscribe({ games: Array.from({ length: 600 }, (_, i) => i + 1) }, () => {});
    const ws = sockets[0] as FakeSocket;
    ws.accept();
    expect((ws.sent[0] as { games: number[] }).games).toHaveLength(500);
  });
});

describe("the signed-in player's frames on the same socket", () => {
  const count = (s: FakeSocket, msgs: number) => s.onmessage?.({ data: JSON.stringify({ t: "u", msgs }) });

  it("a player subscription alone opens the socket and hears the count; diffs go elsewhere", () => {
    const { hub, sockets } = setup();
    const heard: number[] = [];
    const stop = hub.subscribePlayer((f) => heard.push(f.msgs));
    expect(sockets).toHaveLength(1);
    const s = sockets[0] as FakeSocket;
    s.accept();
    count(s, 3);
    s.frame([{ g: 1, sp: 1 }]);
    expect(heard).toEqual([3]);
    stop();
    expect(s.closed).toBe(true);
  });

  it("joining a socket opened for the feed reopens it once (its identity is its upgrade's), keeping the feed", () => {
    const { hub, sockets } = setup();
    const diffs: unknown[] = [];
    hub.subscribe({ games: [7] }, (d) => diffs.push(...d));
    const first = sockets[0] as FakeSocket;
    first.accept();
    const stop = hub.subscribePlayer(() => {});
    expect(first.closed).toBe(true);
    expect(sockets).toHaveLength(2);
    const second = sockets[1] as FakeSocket;
    second.accept();
    expect(second.sent).toEqual([{ type: "subscribe", games: [7] }]);
    // The old socket's late close does not start a retry.
    first.drop();
    expect(sockets).toHaveLength(2);
    // A second player subscriber changes nothing; the last one leaving reopens it as a guest's.
    const again = hub.subscribePlayer(() => {});
    expect(sockets).toHaveLength(2);
    again();
    expect(sockets).toHaveLength(2);
    stop();
    expect(second.closed).toBe(true);
    expect(sockets).toHaveLength(3);
  });
});

describe("named topics on the same socket", () => {
  it("a topic alone opens the socket; its frames go to its followers only; the last one leaving unsubscribes", () => {
    const { hub, sockets } = setup();
    const heard: unknown[] = [];
    const diffs: unknown[] = [];
    hub.subscribe({ games: [3] }, (d) => diffs.push(...d));
    const stop = hub.subscribeTopic("crash", (f) => heard.push(f.e));
    expect(sockets).toHaveLength(1);
    const s = sockets[0] as FakeSocket;
    s.accept();
    expect(s.sent).toEqual([{ type: "subscribe", games: [3], topics: ["crash"] }]);
    s.onmessage?.({
      data: JSON.stringify({ t: "crash", e: "cashouts", gameNumber: 1, serverNow: 1, cashOuts: [] }),
    });
    s.frame([{ g: 3, sp: 1 }]);
    expect(heard).toEqual(["cashouts"]);
    expect(diffs).toEqual([{ g: 3, sp: 1 }]);
    stop();
    expect(s.sent.at(-1)).toEqual({ type: "unsubscribe", topics: ["crash"] });
    expect(s.closed).toBe(false);
  });

  it("after a reconnection the topic is subscribed again (the server then sends its state)", () => {
    const { hub, sockets, timers } = setup();
    hub.subscribeTopic("crash", () => {});
    (sockets[0] as FakeSocket).accept();
    (sockets[0] as FakeSocket).drop();
    timers.at(-1)?.run();
    const again = sockets[1] as FakeSocket;
    again.accept();
    expect(again.sent).toEqual([{ type: "subscribe", topics: ["crash"] }]);
  });
});
