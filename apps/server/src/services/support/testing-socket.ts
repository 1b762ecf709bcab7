/** TEST HELPER — a WebSocket client that keeps every frame and waits for the one a test expects. */
import WebSocket from "ws";

export type Frame = Record<string, unknown> & { t: string };

/** A socket that keeps every frame and waits for the one a test expects (no sleeps). */
export async function openSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers, perMessageDeflate: false });
  const frames: Frame[] = [];
  const waiters: { test: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  ws.on("message", (data) => {
    const f = JSON.parse(data.toString()) as Frame;
    const w = waiters.find((x) => x.test(f));
    if (!w) frames.push(f);
    else {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(f);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.on("open", () => resolve());
    ws.on("error", reject);
  });
  return {
    ws,
    closed,
    send: (frame: object) => ws.send(JSON.stringify(frame)),
    next: (test: (f: Frame) => boolean) =>
      new Promise<Frame>((resolve) => {
        const seen = frames.find(test);
        if (seen) {
          frames.splice(frames.indexOf(seen), 1);
          resolve(seen);
        } else waiters.push({ test, resolve });
      }),
  };
}
