import { createServer, type Server } from "node:net";
import { connect, type DbHandle } from "@parlay/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOutboxWorker } from "./worker.ts";

/**
 * A "database" that resets every connection, as a server going down does; it counts the attempts,
 * so the test knows how many ticks failed without sleeping.
 */
describe("the outbox worker while the database is away", () => {
  let server: Server;
  let attempts = 0;
  let h: DbHandle;
  beforeAll(async () => {
    server = createServer((socket) => {
      attempts += 1;
      socket.resetAndDestroy();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as { port: number };
    const quiet = { warn: () => undefined, info: () => undefined };
    h = await connect({ url: `postgres://postgres@127.0.0.1:${port}/parlay`, logger: quiet });
  });
  afterAll(async () => {
    await h.close();
    await new Promise((r) => server.close(r));
  });

  it("keeps ticking and logs the outage once, not once per tick", async () => {
    const lines: string[] = [];
    const worker = startOutboxWorker(h.db, {
      env: {},
      production: false,
      intervalMs: 1,
      logger: { error: (_o, msg) => lines.push(msg), info: (_o, msg) => lines.push(msg) },
    });
    const until = Date.now() + 15_000;
    while (attempts < 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await worker.stop();
    expect(attempts).toBeGreaterThanOrEqual(10);
    expect(lines).toEqual(["outbox worker: database unreachable"]);
  });
});
