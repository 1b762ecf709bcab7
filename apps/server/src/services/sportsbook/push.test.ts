import type { DbHandle } from "@parlay/db";
import { createTestDb } from "@parlay/db/testing";
import { createSimulator, manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { createLocalBus, type LiveBus } from "./live/bus.ts";
import { PushHub } from "./live/hub.ts";
import type { LiveSocket } from "./live/session.ts";
import { createSportsbook, type Sportsbook } from "./service.ts";
import { getGame, listGames } from "./store/read.ts";
import { CatalogueWriter } from "./store/write.ts";
import { connectClient, type TestClient } from "./testing.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);
const isDiff = (m: Record<string, unknown>) => m.t === "d";
const gamesIn = (m: Record<string, unknown>) => (m.d as { g: number }[]).map((d) => d.g);

describe("push hub over real WebSockets", () => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let url: string;
  let bus: LiveBus;
  let sportsbook: Sportsbook;
  let game: { gameId: number; sportId: number; marketId: number; outcomeId: number; otherOutcome: number };
  const clients: TestClient[] = [];
  const connect = async () => {
    const c = await connectClient(url);
    clients.push(c);
    await c.next((m) => m.t === "hello");
    return c;
  };

  beforeAll(async () => {
    handle = await createTestDb({ name: "pglite" }, { seed: false });
    const sim = createSimulator({
      clock: manualClock(T0),
      seed: 2,
      sportIds: [SportId.football],
      days: 1,
      historyHours: 1,
    });
    await new CatalogueWriter(handle.db).apply(sim.snapshot());
    const [g] = await listGames(handle.db, { section: "line", timeFilter: 0, now: new Date(T0) });
    const full = await getGame(handle.db, g?.gameId ?? 0);
    const m = full?.markets[0];
    if (!full || !m) throw new Error("no game");
    game = {
      gameId: full.gameId,
      sportId: full.sportId,
      marketId: m.marketId,
      outcomeId: m.outcomes[0]?.outcomeId ?? 0,
      otherOutcome: m.outcomes[1]?.outcomeId ?? 0,
    };
    bus = createLocalBus();
    sportsbook = createSportsbook({
      bus,
      feed: false,
      hub: { heartbeatMs: 0, maxBufferedBytes: 256 * 1024 },
    });
    app = await testApp(handle.db, [sportsbook.service]);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    url = `${address.replace("http", "ws")}/ws/live`;
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await app?.close();
    await handle?.close();
  });

  test("subscriptions to games, sports and outcomes route diffs; unsubscribe stops them", async () => {
    const byGame = await connect();
    const bySport = await connect();
    const byOutcome = await connect();
    byGame.send({ type: "subscribe", games: [game.gameId] });
    bySport.send({ type: "subscribe", sports: [SportId.tennis] });
    byOutcome.send({ type: "subscribe", outcomes: [game.outcomeId, 424242] });
    expect(await byGame.next((m) => m.t === "ack")).toMatchObject({ games: 1, sports: 0, outcomes: 0 });
    await bySport.next((m) => m.t === "ack");
    expect(await byOutcome.next((m) => m.t === "ack")).toMatchObject({ outcomes: 1 });

    await bus.publish([
      {
        g: game.gameId,
        sp: game.sportId,
        o: [
          [game.outcomeId, 2100],
          [game.otherOutcome, 1800],
        ],
        b: [
          [game.marketId, 1],
          [1, 1],
        ],
        sc: [1, 0],
      },
      { g: 777, sp: SportId.tennis, st: 2 },
    ]);
    const a = await byGame.next(isDiff);
    expect(gamesIn(a)).toEqual([game.gameId]);
    const b = await bySport.next(isDiff);
    expect(gamesIn(b)).toEqual([777]);
    const c = await byOutcome.next(isDiff);
    // Only the coupon's own outcome and market, plus the game's state.
    expect(c.d).toEqual([
      { g: game.gameId, sp: game.sportId, o: [[game.outcomeId, 2100]], b: [[game.marketId, 1]], sc: [1, 0] },
    ]);
    expect(typeof c.at).toBe("number");

    byGame.send({ type: "unsubscribe", games: [game.gameId] });
    await byGame.next((m) => m.t === "ack" && m.games === 0);
    byGame.send({ type: "subscribe", sports: [SportId.tennis] });
    await byGame.next((m) => m.t === "ack" && m.sports === 1);
    await bus.publish([
      { g: game.gameId, sp: game.sportId, st: 4 },
      { g: 778, sp: SportId.tennis, st: 2 },
    ]);
    const next = await byGame.next((m) => isDiff(m) && gamesIn(m).includes(778));
    expect(gamesIn(next)).toEqual([778]);
  });

  test("bad messages get an error answer and the connection lives on", async () => {
    const c = await connect();
    const bad = [
      "not json",
      { type: "dance" },
      { type: "subscribe", games: [-1] },
      { type: "subscribe", games: [1.5] },
      { type: "subscribe", games: "1" },
      { type: "subscribe", games: [1], extra: true },
      { type: "subscribe", games: Array.from({ length: 501 }, (_, i) => i + 1) },
      { type: "subscribe", outcomes: Array.from({ length: 201 }, (_, i) => i + 1) },
    ];
    for (const message of bad) c.send(message);
    await c.next((m) => m.t === "error" && m.code === "VALIDATION");
    c.send({ type: "ping" });
    await c.next((m) => m.t === "pong");
    expect(c.messages.filter((m) => m.t === "error")).toHaveLength(bad.length);
    // A frame above 16 KiB is refused by ws itself (close 1009) before anything is buffered.
    const huge = await connect();
    huge.send("x".repeat(20_000));
    await huge.closed;
    const flood = await connect();
    for (let i = 0; i < 30; i++) flood.send({ type: "ping" });
    expect(await flood.next((m) => m.t === "error")).toMatchObject({ code: "RATE_LIMITED" });
    const limit = await connect();
    for (let i = 0; i < 3; i++)
      limit.send({ type: "subscribe", games: Array.from({ length: 200 }, (_, k) => i * 200 + k + 1) });
    expect(await limit.next((m) => m.t === "error")).toMatchObject({ code: "SUBSCRIPTION_LIMIT" });
  });

  test("frames arrive as text, in publish order, byte for byte the same for clients with the same selection", async () => {
    const readers = [await connect(), await connect(), await connect()];
    const texts: { text: string; isBinary: boolean }[][] = readers.map(() => []);
    readers.forEach((c, i) => {
      c.ws.on("message", (data, isBinary) => texts[i]?.push({ text: data.toString(), isBinary }));
      c.send({ type: "subscribe", sports: [98] });
    });
    for (const c of readers) await c.next((m) => m.t === "ack");
    const rounds = 60;
    for (let i = 1; i <= rounds; i++) {
      // Alternately short and long (16-bit length) frames.
      const o = Array.from({ length: i % 2 ? 1 : 40 }, (_, k): [number, number] => [k + 1, 1000 + i]);
      await bus.publish([{ g: 9, sp: 98, tm: i, o }]);
    }
    for (const c of readers) await c.next((m) => isDiff(m) && (m.d as { tm: number }[])[0]?.tm === rounds);
    const diffs = texts.map((list) => list.filter((m) => m.text.startsWith('{"t":"d"')));
    for (const list of diffs) {
      expect(list.every((m) => !m.isBinary)).toBe(true);
      expect(list.map((m) => (JSON.parse(m.text).d as { tm: number }[])[0]?.tm)).toEqual(
        Array.from({ length: rounds }, (_, i) => i + 1),
      );
    }
    expect(diffs[1]?.map((m) => m.text)).toEqual(diffs[0]?.map((m) => m.text));
    expect(diffs[2]?.map((m) => m.text)).toEqual(diffs[0]?.map((m) => m.text));
  });

  test("a slow client is dropped; the others keep receiving", async () => {
    const slow = await connect();
    const fast = await connect();
    slow.send({ type: "subscribe", sports: [99] });
    fast.send({ type: "subscribe", sports: [99] });
    await slow.next((m) => m.t === "ack");
    await fast.next((m) => m.t === "ack");
    slow.ws._socket?.pause();
    const big = Array.from({ length: 2000 }, (_, i): [number, number] => [i + 1, 1500 + i]);
    const before = sportsbook.hub?.stats().dropped ?? 0;
    for (let i = 0; i < 400 && (sportsbook.hub?.stats().dropped ?? 0) === before; i++) {
      await bus.publish([{ g: 5, sp: 99, o: big }]);
      await new Promise((r) => setImmediate(r));
    }
    expect(sportsbook.hub?.stats().dropped).toBe(before + 1);
    await bus.publish([{ g: 6, sp: 99, st: 2 }]);
    await fast.next((m) => isDiff(m) && gamesIn(m).includes(6), 10_000);
    slow.ws._socket?.resume();
    await slow.closed;
  });
});

describe("push hub backpressure (unit)", () => {
  function fakeSocket() {
    const handlers: Record<string, ((...args: unknown[]) => void)[]> = {};
    const socket = {
      readyState: 1,
      bufferedAmount: 0,
      sent: [] as string[],
      terminated: false,
      send(data: string | Buffer) {
        this.sent.push(String(data));
      },
      close() {
        this.readyState = 3;
      },
      terminate() {
        this.terminated = true;
        this.readyState = 3;
        for (const h of handlers.close ?? []) h();
      },
      on(event: string, h: (...args: unknown[]) => void) {
        handlers[event] = [...(handlers[event] ?? []), h];
      },
      emit(event: string, ...args: unknown[]) {
        for (const h of handlers[event] ?? []) h(...args);
      },
    };
    return socket;
  }

  test("selections merge without duplicates; sport subscribers share one encoded frame", async () => {
    const refs = [{ outcomeId: 501, gameId: 5, marketId: 50 }];
    const hub = new PushHub({
      heartbeatMs: 0,
      resolveOutcomes: async (ids) => refs.filter((r) => ids.includes(r.outcomeId)),
    });
    const sockets = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    const raw: unknown[][] = sockets.map(() => []);
    sockets.forEach((s, i) => {
      const send = s.send.bind(s);
      s.send = (data: string | Buffer) => {
        raw[i]?.push(data);
        send(data);
      };
      hub.attach(s as unknown as LiveSocket);
    });
    const subscribe = (i: number, m: object) =>
      sockets[i]?.emit("message", Buffer.from(JSON.stringify({ type: "subscribe", ...m })), false);
    subscribe(0, { sports: [1] });
    subscribe(1, { sports: [1] });
    subscribe(2, { sports: [1], games: [5, 1] });
    subscribe(3, { outcomes: [501, 502] });
    await new Promise((r) => setTimeout(r, 10));
    hub.deliver({
      at: 7,
      d: [
        { g: 1, sp: 1, st: 2 },
        {
          g: 5,
          sp: 2,
          o: [
            [501, 1900],
            [503, 2000],
          ],
          b: [
            [50, 1],
            [51, 1],
          ],
        },
        { g: 2, sp: 1, tm: 60 },
      ],
    });
    const last = (i: number) => JSON.parse(sockets[i]?.sent.at(-1) ?? "{}");
    expect(last(0).d.map((d: { g: number }) => d.g)).toEqual([1, 2]);
    expect(raw[0]?.at(-1)).toBe(raw[1]?.at(-1));
    expect(last(2).d.map((d: { g: number }) => d.g)).toEqual([1, 5, 2]);
    expect(last(3).d).toEqual([{ g: 5, sp: 2, o: [[501, 1900]], b: [[50, 1]] }]);
    hub.close();
  });

  test("the client over the buffer limit is terminated and forgotten", async () => {
    const hub = new PushHub({ heartbeatMs: 0, maxBufferedBytes: 1000, resolveOutcomes: async () => [] });
    const slow = fakeSocket();
    const ok = fakeSocket();
    hub.attach(slow as unknown as LiveSocket);
    hub.attach(ok as unknown as LiveSocket);
    for (const s of [slow, ok])
      s.emit("message", Buffer.from(JSON.stringify({ type: "subscribe", sports: [1] })), false);
    await new Promise((r) => setImmediate(r));
    slow.bufferedAmount = 990;
    hub.deliver({ at: 1, d: [{ g: 1, sp: 1, st: 2 }] });
    expect(slow.terminated).toBe(true);
    expect(ok.sent.at(-1)).toBe('{"t":"d","at":1,"d":[{"g":1,"sp":1,"st":2}]}');
    expect(hub.stats()).toMatchObject({ clients: 1, dropped: 1 });
    hub.deliver({ at: 2, d: [{ g: 1, sp: 1, st: 3 }] });
    expect(slow.sent.some((f) => f.includes('"at":2'))).toBe(false);
    hub.close();
  });
});
