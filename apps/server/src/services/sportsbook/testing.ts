/** Test helpers: a real WebSocket client (the `ws` package, loaded untyped) that records frames. */
import { createRequire } from "node:module";

export interface WsLike {
  send(data: string): void;
  close(): void;
  terminate(): void;
  readonly readyState: number;
  on(event: "message", listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: "open" | "close", listener: () => void): void;
  on(event: "error", listener: (err: Error) => void): void;
  /** The underlying TCP socket (ws internals): paused to play a slow reader. */
  readonly _socket?: { pause(): void; resume(): void };
}

type WsCtor = new (url: string, options?: { perMessageDeflate?: boolean }) => WsLike;

/** The `ws` client class (a dependency of @fastify/websocket; no type declarations installed). */
export const WebSocketClient: WsCtor = createRequire(import.meta.url)("ws");

export interface TestClient {
  ws: WsLike;
  messages: Record<string, unknown>[];
  closed: Promise<void>;
  send(message: unknown): void;
  /** Resolves with the first recorded message (from now on, or already there) matching `test`. */
  next(test: (m: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

export async function connectClient(url: string): Promise<TestClient> {
  const ws = new WebSocketClient(url, { perMessageDeflate: false });
  const messages: Record<string, unknown>[] = [];
  const waiters: {
    test: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }[] = [];
  ws.on("message", (data) => {
    const m = JSON.parse(data.toString()) as Record<string, unknown>;
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.test(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  const closed = new Promise<void>((resolve) => ws.on("close", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (message) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    next(test, timeoutMs = 5000) {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("timed out waiting for a message")), timeoutMs);
        waiters.push({
          test,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
  };
}
