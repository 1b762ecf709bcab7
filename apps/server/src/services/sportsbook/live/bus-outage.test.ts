import { randomBytes } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll, describe, expect, test } from "vitest";
import type { OutageLogger } from "../../../outage-log.ts";
import { createRedisBus } from "./bus.ts";
import type { LiveBatch } from "./protocol.ts";

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn("REDIS_URL is not set: the live bus's Redis outage test is skipped.");

/**
 * A TCP proxy in front of the real Redis that can "go away": while down it resets every connection
 * (as a restarting server or a dropped network does) and counts the client's reconnection attempts.
 */
async function flakyProxy(target: URL) {
  let down = false;
  let attempts = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) {
      attempts += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => undefined);
      s.on("close", () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    get attempts() {
      return attempts;
    },
    goAway() {
      down = true;
      for (const s of sockets) s.resetAndDestroy();
    },
    comeBack() {
      down = false;
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

async function eventually(probe: () => boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > until) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!REDIS_URL)("the live bus when Redis goes away", () => {
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  test("logs one line per outage (not one per attempt or publish), keeps serving, recovers", async () => {
    const proxy = await flakyProxy(new URL(REDIS_URL as string));
    closers.push(proxy.close);
    const lines: { level: string; msg: string }[] = [];
    const log: OutageLogger = {
      warn: (_o, msg) => lines.push({ level: "warn", msg }),
      info: (_o, msg) => lines.push({ level: "info", msg }),
    };
    const channel = `test:live-outage:${randomBytes(6).toString("hex")}`;
    const bus = await createRedisBus(proxy.url, channel, Date.now, log);
    closers.push(() => bus.close());
    const heard: LiveBatch[] = [];
    bus.subscribe((b) => heard.push(b));

    proxy.goAway();
    // Several failed reconnections of both connections, and publishes meanwhile: none throws.
    await eventually(() => proxy.attempts >= 6);
    for (let i = 0; i < 5; i++) await bus.publish([{ g: 1, sp: 1, o: [[11, 1500 + i]] }]);
    expect(lines).toEqual([{ level: "warn", msg: "live push: Redis unreachable" }]);

    proxy.comeBack();
    await eventually(() => lines.length === 2);
    expect(lines[1]).toEqual({ level: "info", msg: "live push: Redis is back" });
    // The subscriber re-subscribed by itself: a diff published now is heard.
    await eventually(() => {
      void bus.publish([{ g: 2, sp: 1, o: [[21, 2100]] }]);
      return heard.some((b) => b.d.some((d) => d.g === 2));
    });
  });
});
